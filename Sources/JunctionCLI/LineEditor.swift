import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line `junction demo --interactive` reads on a terminal, edited as a shell edits it: the
/// terminal's own line mode echoes an arrow key as `^[[A` and can only erase backwards. Fed one
/// byte at a time, it keeps the line, the cursor and the lines entered before, and says when a
/// line is done; what the terminal shows is `rendered(prompt:)`. A pure state machine, so the
/// editing is tested byte by byte; `TerminalLineReader` puts the terminal in raw mode around it.
///
/// Keys: printable text (UTF-8) is inserted at the cursor; ← → (and Ctrl-B, Ctrl-F) move it;
/// Home, End (and Ctrl-A, Ctrl-E) go to either end; Backspace and Delete erase; Ctrl-U erases
/// the line; ↑ ↓ walk the history, the line being typed kept below it; Enter ends the line;
/// Ctrl-D on an empty line, or Ctrl-C, ends the input. Any other escape sequence or control
/// character is ignored, never inserted.
struct LineEditor {
    /// What a byte did.
    enum Action: Equatable {
        /// The line or the cursor may have changed: show it again.
        case edited
        /// Enter: the line, added to the history.
        case entered(String)
        /// Ctrl-D on an empty line, or Ctrl-C: no more input.
        case ended
    }

    /// The line being edited, one Unicode scalar a column.
    private(set) var text: [Unicode.Scalar] = []
    /// Where the next character goes, from 0 (before the first) to `text.count`.
    private(set) var cursor = 0
    /// The lines entered, oldest first, without empty lines or one repeating the line before it.
    private(set) var history: [String] = []
    /// How many lines of history a session keeps.
    static let historyLimit = 100

    /// Which line of the history is shown: `history.count` for the line being typed.
    private var shown = 0
    /// The line being typed when ↑ first left it.
    private var draft: [Unicode.Scalar] = []
    /// The bytes of an escape sequence read so far, from its ESC.
    private var escape: [UInt8] = []
    /// The bytes of a UTF-8 character read so far, and how many it has.
    private var character: (bytes: [UInt8], count: Int) = ([], 0)

    /// Reads one byte typed on the terminal.
    mutating func feed(_ byte: UInt8) -> Action {
        if !escape.isEmpty { return continueEscape(byte) }
        if !character.bytes.isEmpty || byte >= 0x80 { return continueCharacter(byte) }
        switch byte {
        case 0x1B: escape = [byte]
        case 0x0D, 0x0A: return enter()
        case 0x7F, 0x08: if cursor > 0 { text.remove(at: cursor - 1); cursor -= 1 }
        case 0x01: cursor = 0
        case 0x05: cursor = text.count
        case 0x02: cursor = max(cursor - 1, 0)
        case 0x06: cursor = min(cursor + 1, text.count)
        case 0x15: (text, cursor) = ([], 0)
        case 0x03: return .ended
        case 0x04: if text.isEmpty { return .ended } else if cursor < text.count { text.remove(at: cursor) }
        case 0x20..<0x7F: insert(Unicode.Scalar(byte))
        default: break
        }
        return .edited
    }

    /// What the terminal is sent to show the line: back to the line's start, the prompt and
    /// the text, the rest of the old line cleared, and the cursor moved back to its place.
    func rendered(prompt: String) -> String {
        var output = "\r" + prompt + String(String.UnicodeScalarView(text)) + "\u{1B}[K"
        let back = text.count - cursor
        if back > 0 { output += "\u{1B}[\(back)D" }
        return output
    }

    private mutating func insert(_ scalar: Unicode.Scalar) {
        text.insert(scalar, at: cursor)
        cursor += 1
    }

    private mutating func enter() -> Action {
        let line = String(String.UnicodeScalarView(text))
        if !line.isEmpty, history.last != line { history.append(line) }
        if history.count > Self.historyLimit { history.removeFirst() }
        (text, cursor, draft, shown) = ([], 0, [], history.count)
        return .entered(line)
    }

    /// An escape sequence: ESC `[` or ESC `O`, then parameters, then a final byte from `@` to
    /// `~`. Only the final byte, and `~` after a number, say which key it was.
    private mutating func continueEscape(_ byte: UInt8) -> Action {
        escape.append(byte)
        if escape.count == 2 {
            // ESC then anything but `[` or `O` is Alt with a key: nothing to do.
            if byte != UInt8(ascii: "[") && byte != UInt8(ascii: "O") { escape = [] }
            return .edited
        }
        guard (0x40...0x7E).contains(byte) else {
            // A sequence that never ends is dropped rather than swallowing what is typed next.
            if escape.count > 16 { escape = [] }
            return .edited
        }
        let parameters = String(decoding: escape.dropFirst(2).dropLast(), as: UTF8.self)
        escape = []
        switch (Unicode.Scalar(byte), parameters) {
        case ("A", _): showHistory(shown - 1)
        case ("B", _): showHistory(shown + 1)
        case ("C", _): cursor = min(cursor + 1, text.count)
        case ("D", _): cursor = max(cursor - 1, 0)
        case ("H", _), ("~", "1"), ("~", "7"): cursor = 0
        case ("F", _), ("~", "4"), ("~", "8"): cursor = text.count
        case ("~", "3"): if cursor < text.count { text.remove(at: cursor) }
        default: break
        }
        return .edited
    }

    /// Shows line `index` of the history, or the line being typed past its end.
    private mutating func showHistory(_ index: Int) {
        guard index >= 0, index <= history.count, index != shown else { return }
        if shown == history.count { draft = text }
        shown = index
        text = index == history.count ? draft : Array(history[index].unicodeScalars)
        cursor = text.count
    }

    /// A character of more than one byte: its first byte says how many; a byte that cannot
    /// be part of one, or a sequence that is not UTF-8, is dropped.
    private mutating func continueCharacter(_ byte: UInt8) -> Action {
        if character.bytes.isEmpty {
            switch byte {
            case 0xC2...0xDF: character = ([byte], 2)
            case 0xE0...0xEF: character = ([byte], 3)
            case 0xF0...0xF4: character = ([byte], 4)
            default: break
            }
            return .edited
        }
        guard byte & 0xC0 == 0x80 else {
            character = ([], 0)
            return feed(byte)
        }
        character.bytes.append(byte)
        if character.bytes.count == character.count {
            let scalars = String(validating: character.bytes, as: UTF8.self)?.unicodeScalars
            character = ([], 0)
            if let scalars, scalars.count == 1, let scalar = scalars.first { insert(scalar) }
        }
        return .edited
    }
}

/// Reads lines from a terminal with `LineEditor`: the terminal in raw mode (no line mode, no
/// echo, no signals) only while a line is read, so what the demo prints in between reads as
/// usual, and restored as it was even when the input ends.
struct TerminalLineReader {
    /// What the line starts with on the screen.
    let prompt: String
    private var editor = LineEditor()

    init(prompt: String) {
        self.prompt = prompt
    }

    /// Whether the editor can be used: standard input and output are both a terminal (with
    /// output to a file, what it sends to redraw the line would end up in the file).
    static var isAvailable: Bool {
        isatty(0) == 1 && isatty(1) == 1
    }

    /// The next line, or `nil` at the end of the input (Ctrl-D on an empty line, Ctrl-C, or a
    /// read that fails).
    mutating func readLine() -> String? {
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return Swift.readLine(strippingNewline: true) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        // One byte at a time, as soon as it is typed. `c_cc` is a tuple: set through its bytes.
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(0, TCSANOW, &raw)
        defer { tcsetattr(0, TCSANOW, &saved) }
        show()
        var byte: UInt8 = 0
        while read(0, &byte, 1) == 1 {
            switch editor.feed(byte) {
            case .edited: show()
            case .entered(let line):
                send("\r\n")
                return line
            case .ended:
                send("\r\n")
                return nil
            }
        }
        send("\r\n")
        return nil
    }

    private func show() {
        send(editor.rendered(prompt: prompt))
    }

    /// Writes to standard output's descriptor, after what `print` buffered.
    private func send(_ text: String) {
        fflush(nil)
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

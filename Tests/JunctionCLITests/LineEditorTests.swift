import Testing

@testable import JunctionCLI

/// The interactive demo's line editor, fed the bytes a terminal sends for each key.
@Suite struct LineEditorTests {
    static let up = "\u{1B}[A", down = "\u{1B}[B", right = "\u{1B}[C", left = "\u{1B}[D"
    static let home = "\u{1B}[H", end = "\u{1B}[F", delete = "\u{1B}[3~", backspace = "\u{7F}"

    /// The lines `keys` enter, and what the last byte did.
    static func type(_ keys: String, into editor: inout LineEditor) -> (lines: [String], last: LineEditor.Action?) {
        var lines: [String] = []
        var last: LineEditor.Action?
        for byte in keys.utf8 {
            last = editor.feed(byte)
            if case .entered(let line) = last { lines.append(line) }
        }
        return (lines, last)
    }

    static func lines(_ keys: String) -> [String] {
        var editor = LineEditor()
        return type(keys, into: &editor).lines
    }

    @Test func textIsInsertedWhereTheCursorIs() {
        #expect(Self.lines("shop://product/5\r") == ["shop://product/5"])
        #expect(Self.lines("abc\(Self.left)\(Self.left)X\r") == ["aXbc"])
        #expect(Self.lines("bc\(Self.home)a\(Self.end)d\r") == ["abcd"])
        #expect(Self.lines("bc\u{01}a\u{05}d\n") == ["abcd"])
        #expect(Self.lines("ac\u{02}b\u{06}d\r") == ["abcd"])
    }

    @Test func theCursorStopsAtEitherEnd() {
        #expect(Self.lines("ab\(Self.left)\(Self.left)\(Self.left)X\(Self.right)\(Self.right)\(Self.right)Y\r") == ["XabY"])
    }

    @Test func backspaceDeleteAndCtrlUErase() {
        #expect(Self.lines("abcd\(Self.backspace)\(Self.backspace)x\r") == ["abx"])
        #expect(Self.lines("abcd\(Self.home)\(Self.delete)\(Self.right)\u{08}\r") == ["cd"])
        #expect(Self.lines("\(Self.backspace)abc\u{15}z\r") == ["z"])
        #expect(Self.lines("abc\(Self.home)\u{04}\r") == ["bc"])
    }

    @Test func upAndDownWalkTheHistoryAndKeepTheLineBeingTyped() {
        #expect(Self.lines("one\rtwo\r\(Self.up)\(Self.up)\r") == ["one", "two", "one"])
        #expect(Self.lines("one\rtwo\r\(Self.up)\(Self.up)\(Self.up)\(Self.down)\r") == ["one", "two", "two"])
        #expect(Self.lines("one\rdraft\(Self.up)\(Self.down)!\r") == ["one", "draft!"])
        #expect(Self.lines("one\r\(Self.up)\(Self.backspace)ly\r\(Self.up)\r") == ["one", "only", "only"])
        #expect(Self.lines("\(Self.up)\(Self.down)x\r") == ["x"])
    }

    @Test func theHistoryLeavesOutEmptyAndRepeatedLines() {
        var editor = LineEditor()
        _ = Self.type("a\r\ra\rb\ra\r", into: &editor)
        #expect(editor.history == ["a", "b", "a"])
        _ = Self.type(String(repeating: "x\ry\r", count: 60), into: &editor)
        #expect(editor.history.count == LineEditor.historyLimit)
        #expect(editor.history.last == "y")
    }

    /// Arrow keys in the terminal's application mode (ESC O), unknown sequences and control
    /// characters change nothing and are never inserted, as `^[[A` was.
    @Test func otherKeysAreIgnoredNotInserted() {
        #expect(Self.lines("a\u{1B}OD\u{1B}OCb\r") == ["ab"])
        #expect(Self.lines("a\u{1B}[1;5Cb\u{1B}[15~c\u{1B}xd\u{07}\u{0C}e\r") == ["abcde"])
        #expect(Self.lines("a\u{1B}[2~\u{1B}[1~b\u{1B}[4~c\r") == ["bac"])
    }

    @Test func multiByteCharactersAreOneColumnEach() {
        #expect(Self.lines("café\(Self.left)\(Self.backspace)\r") == ["caé"])
        #expect(Self.lines("日本\(Self.left)語\r") == ["日語本"])
        // A byte that starts no character is dropped; a broken sequence too, and the byte that
        // broke it still counts.
        var editor = LineEditor()
        let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x28, 0x62, 0x0D]
        let actions = bytes.map { editor.feed($0) }
        #expect(actions.last == .entered("a(b"))
    }

    @Test func ctrlDOnAnEmptyLineAndCtrlCEndTheInput() {
        var editor = LineEditor()
        #expect(Self.type("ab\u{04}", into: &editor).last == .edited)
        #expect(Self.type("\u{15}\u{04}", into: &editor).last == .ended)
        var other = LineEditor()
        #expect(Self.type("abc\u{03}", into: &other).last == .ended)
    }

    @Test func renderingRedrawsTheLineAndPutsTheCursorBack() {
        var editor = LineEditor()
        _ = Self.type("shop\(Self.left)\(Self.left)", into: &editor)
        #expect(editor.rendered(prompt: "> ") == "\r> shop\u{1B}[K\u{1B}[2D")
        _ = Self.type(Self.end, into: &editor)
        #expect(editor.rendered(prompt: "> ") == "\r> shop\u{1B}[K")
        #expect(editor.cursor == 4)
    }
}

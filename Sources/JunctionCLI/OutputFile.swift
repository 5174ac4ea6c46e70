import Foundation
import JunctionSupport

/// The file a command writes what it makes to (`-o, --output`), with the reason when it cannot.
enum OutputFile {
    /// Writes `text` to `path`, replacing what is there.
    ///
    /// - Throws: ``CommandError`` `error: cannot write PATH: REASON`, the reason being the
    ///   folder that does not exist, a path in the folder's place that is a file, or what the
    ///   system says (`Permission denied`).
    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path`; see ``write(_:to:)-(String,_)``.
    static func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandError(description: "error: cannot write \(DisplayEscaping.escape(path)): \(reason(path, error))")
        }
    }

    private static func reason(_ path: String, _ error: any Error) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "the folder \(DisplayEscaping.escape(folder)) does not exist"
        }
        guard isFolder.boolValue else { return "\(DisplayEscaping.escape(folder)) is a file, not a folder" }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}

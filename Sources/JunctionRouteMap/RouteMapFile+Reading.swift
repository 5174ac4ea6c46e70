#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
import Foundation

/// Reading a map from a file: by path, by file URL, or as a resource in a bundle.
extension RouteMapFile {
    /// Reads the map at a path, in the format its extension names (`.json`, `.yaml` or `.yml`,
    /// `.plist`).
    ///
    /// A relative path is read from the process's working directory, as `FileManager` and
    /// `fopen` read it; an app's working directory is rarely where its files are, so an app
    /// reads a map it ships with ``init(resource:withExtension:subdirectory:in:maximumSize:)``.
    /// A file larger than `maximumSize` is refused before it is read: its size is checked
    /// first, and no more than `maximumSize` bytes (and one more) are ever read.
    ///
    /// ```swift
    /// let file = try RouteMapFile(contentsOf: "/etc/shop/routes.yaml")
    /// ```
    ///
    /// - Throws: ``RouteMapError`` for an unknown extension, a file that cannot be read (saying
    ///   why, as the system does: "no such file or directory", "permission denied", "is a
    ///   directory", with the absolute path when the one given is relative), a file larger than
    ///   `maximumSize`, or anything wrong inside it; errors name the path as given.
    public init(contentsOf path: String, maximumSize: Int = RouteMapFile.defaultMaximumSize) throws(RouteMapError) {
        try self.init(reading: path, file: path, maximumSize: maximumSize)
    }

    /// Reads the map at a file URL, in the format its extension names (`.json`, `.yaml` or
    /// `.yml`, `.plist`), as the path is read.
    ///
    /// - Throws: ``RouteMapError`` for a URL that is not a file URL (download a remote map and
    ///   read it with ``init(data:format:file:maximumSize:)``), or what reading the path throws;
    ///   errors name the URL's path.
    public init(contentsOf url: URL, maximumSize: Int = RouteMapFile.defaultMaximumSize) throws(RouteMapError) {
        guard url.isFileURL else {
            throw RouteMapError(
                file: url.absoluteString, location: .keyPath(""),
                message: "not a file URL; download the map and read its bytes with RouteMapFile(data:format:file:)")
        }
        try self.init(reading: url.path, file: url.path, maximumSize: maximumSize)
    }

    /// Reads a map shipped as a resource: in the app's bundle (`.main`, the default) or in a
    /// Swift package's resources (`.module`), in the format the extension names.
    ///
    /// ```swift
    /// let file = try RouteMapFile(resource: "shop", withExtension: "yaml")   // shop.yaml in the app
    /// ```
    ///
    /// - Parameters:
    ///   - name: The resource's name, without its extension.
    ///   - ext: The extension: `json`, `yaml`, `yml` or `plist`.
    ///   - subdirectory: The folder inside the bundle's resources, if any.
    ///   - bundle: The bundle that holds the resource.
    ///   - maximumSize: The most bytes read; a larger map is refused before it is read.
    /// - Throws: ``RouteMapError`` when the bundle has no such resource, or what reading it
    ///   throws; errors name the resource as `subdirectory/name.ext`.
    public init(
        resource name: String, withExtension ext: String, subdirectory: String? = nil, in bundle: Bundle = .main,
        maximumSize: Int = RouteMapFile.defaultMaximumSize
    ) throws(RouteMapError) {
        let file = (subdirectory.map { "\($0)/" } ?? "") + "\(name).\(ext)"
        guard let url = bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory) else {
            throw RouteMapError(
                file: file, location: .keyPath(""), message: "no such resource in the bundle at \(bundle.bundleURL.path)")
        }
        try self.init(reading: url.path, file: file, maximumSize: maximumSize)
    }

    /// Reads the file at `path`, named `file` in errors and diagnostics.
    private init(reading path: String, file: String, maximumSize: Int) throws(RouteMapError) {
        let (bytes, format) = try Self.contentsAndFormat(of: path, file: file, maximumSize: maximumSize)
        try self.init(bytes: bytes, format: format, file: file)
    }

    /// Reads the map at `path` as lint does: a key no mapping knows is noted and left out rather
    /// than the end of the reading, so one pass finds every such key and the rest of the map is
    /// still read, and can be linted. Returns the file (`nil` when something else stops the
    /// reading: a syntax error, a value of the wrong type) and the problems found reading it, in
    /// file order; none for a map ``init(contentsOf:maximumSize:)-(String,_)`` reads.
    public static func readingPastUnknownKeys(contentsOf path: String) -> (file: RouteMapFile?, problems: [RouteMapError]) {
        do {
            let (bytes, format) = try contentsAndFormat(of: path, file: path, maximumSize: defaultMaximumSize)
            return readingPastUnknownKeys(bytes: bytes, format: format, file: path)
        } catch {
            return (nil, [error])
        }
    }

    /// A file's bytes and the format its extension names.
    private static func contentsAndFormat(of path: String, file: String, maximumSize: Int) throws(RouteMapError) -> ([UInt8], Format) {
        let format: Format
        let name = file.split(separator: "/").last ?? ""
        switch name.contains(".") ? name.split(separator: ".").last.map({ $0.lowercased() }) : nil {
        case "json": format = .json
        case "yaml", "yml": format = .yaml
        case "plist": format = .propertyList
        default:
            throw RouteMapError(
                file: file, location: .keyPath(""), message: "unknown route map format; name the file .json, .yaml, .yml or .plist")
        }
        return (try contents(of: path, file: file, maximumSize: maximumSize), format)
    }

    /// A file's bytes, refused without reading it all when there are more than `maximumSize`;
    /// `what` names the file in that refusal. A regular file is read once, into an array of its
    /// size (a map of 10,000 routes is some 4 MB, and each copy of it is memory the launch
    /// touches); a pipe or a device, whose size is not known, into an array that doubles as it
    /// fills, up to the limit, and is then copied to one of the size read.
    package static func contents(of path: String, file: String, maximumSize: Int, what: String = "the map") throws(RouteMapError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path, file: file, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw unreadable(path, file: file, code: errno) }
        if info.st_mode & S_IFMT == S_IFDIR { throw unreadable(path, file: file, code: EISDIR) }
        // A regular file's size answers at once.
        let isRegular = info.st_mode & S_IFMT == S_IFREG
        if isRegular, info.st_size > max(maximumSize, 0) {
            throw tooLarge(file: file, size: Int(clamping: info.st_size), maximumSize: maximumSize, what: what)
        }
        let limit = max(min(maximumSize, Int.max - 1), 0) + 1
        // Room for the whole file and one byte more, which shows a file that grew meanwhile (a
        // file of the system's may say it is empty and not be: room for a page at least). The
        // bytes are read straight into the array the readers keep: no chunk to copy from.
        var bytes: [UInt8] = []
        var count = 0
        var capacity = min(isRegular ? max(Int(info.st_size) + 1, 4096) : 64 * 1024, limit)
        while true {
            bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
            var failure: Int32?
            var ended = false
            bytes.withUnsafeMutableBytes { buffer in
                while count < capacity {
                    let got = read(descriptor, buffer.baseAddress! + count, capacity - count)
                    if got > 0 {
                        count += got
                    } else if got == 0 {
                        ended = true
                        return
                    } else if errno != EINTR {
                        failure = errno
                        return
                    }
                }
            }
            if let failure { throw unreadable(path, file: file, code: failure) }
            if ended || count >= limit { break }
            capacity = min(capacity * 2, limit)
        }
        bytes.removeSubrange(count...)
        if bytes.count > maximumSize {
            throw tooLarge(file: file, size: nil, maximumSize: maximumSize, what: what)
        }
        // A map's file keeps its bytes for its diagnostics: not the room a doubling left.
        guard bytes.capacity > bytes.count + 4096 else { return bytes }
        var exact: [UInt8] = []
        exact.reserveCapacity(bytes.count)
        exact.append(contentsOf: bytes)
        return exact
    }

    /// `cannot read the file: no such file or directory`, the system's reason for `code`; a
    /// path that is relative, or not the one errors name, is shown absolute.
    private static func unreadable(_ path: String, file: String, code: Int32) -> RouteMapError {
        let system = String(cString: strerror(code))
        let reason = system.prefix(1).lowercased() + system.dropFirst()
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let place = if !path.hasPrefix("/") {
            " \(absolute) (relative to the working directory)"
        } else if path != file {
            " \(path)"
        } else {
            ""
        }
        return RouteMapError(file: file, location: .keyPath(""), message: "cannot read the file\(place): \(reason)")
    }
}

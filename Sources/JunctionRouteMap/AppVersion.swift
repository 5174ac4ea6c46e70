/// An app's version as maps compare it: numbers separated by `.` (`5`, `5.2`, `5.2.1`), as
/// `CFBundleShortVersionString` writes it. Missing numbers count as zero, so `5.2` is `5.2.0`.
public struct AppVersion: Comparable, Sendable, CustomStringConvertible {
    /// The numbers, as written.
    let numbers: [Int]
    /// The text as written.
    public let description: String

    /// Reads a version; `nil` for text that is not numbers separated by `.`.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 9, part.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(part) else {
                return nil
            }
            numbers.append(number)
        }
        self.numbers = numbers
        self.description = text
    }

    /// What a message says a version should look like.
    public static let expected = "numbers separated by '.', such as 5.2.1"

    /// Whether `lhs` is an earlier version, number by number.
    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        for index in 0..<max(lhs.numbers.count, rhs.numbers.count) {
            let left = index < lhs.numbers.count ? lhs.numbers[index] : 0
            let right = index < rhs.numbers.count ? rhs.numbers[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// Whether the versions are the same once missing numbers count as zero (`5.2` is `5.2.0`).
    public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }
}

/// The app versions a map or a route is for (its ``RouteMap/appVersions``): from `minAppVersion` to `maxAppVersion`, both
/// included, either end open when not given.
public struct AppVersionRange: Sendable, CustomStringConvertible {
    var lowest: AppVersion?
    var highest: AppVersion?

    /// The range a map or route declares; `nil` when it declares none, or a version that does
    /// not read (which reading the map refuses).
    init?(min: String?, max: String?) {
        guard min != nil || max != nil else { return nil }
        let lowest = min.flatMap(AppVersion.init)
        let highest = max.flatMap(AppVersion.init)
        guard (min == nil) == (lowest == nil), (max == nil) == (highest == nil) else { return nil }
        self.lowest = lowest
        self.highest = highest
    }

    /// Whether `version` is in the range; an unknown version (`nil`) is in none.
    public func contains(_ version: AppVersion?) -> Bool {
        guard let version else { return false }
        if let lowest, version < lowest { return false }
        if let highest, highest < version { return false }
        return true
    }

    /// Whether some version is in both ranges.
    public func overlaps(_ other: AppVersionRange) -> Bool {
        let low = [lowest, other.lowest].compactMap { $0 }.max()
        let high = [highest, other.highest].compactMap { $0 }.min()
        guard let low, let high else { return true }
        return !(high < low)
    }

    /// `5.2 and later`, `up to 5.1.9`, `5.0 to 5.1.9`.
    public var description: String {
        switch (lowest, highest) {
        case (let low?, let high?): "\(low) to \(high)"
        case (let low?, nil): "\(low) and later"
        case (nil, let high?): "up to \(high)"
        case (nil, nil): "every version"
        }
    }
}

extension RouteMap {
    /// The app versions the map is for; `nil` for every version.
    public var appVersions: AppVersionRange? { AppVersionRange(min: minAppVersion, max: maxAppVersion) }
}

extension RouteMap.Route {
    /// The app versions the route is for; `nil` for every version.
    public var appVersions: AppVersionRange? { AppVersionRange(min: minAppVersion, max: maxAppVersion) }

    /// Whether an app of `version` keeps the route: every app when the route names no versions,
    /// else one whose version is known and in its range.
    public func isFor(_ version: AppVersion?) -> Bool {
        appVersions.map { $0.contains(version) } ?? true
    }
}

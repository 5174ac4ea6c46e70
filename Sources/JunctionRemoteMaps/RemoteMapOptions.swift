import Foundation
import Junction
import JunctionRouteMap
import JunctionSupport

/// Limits and rules for a remote route map; the defaults suit an app in the field.
///
/// Tests shorten the time limit and the backoff, and give their own clock.
public struct RemoteMapOptions: Sendable {
    /// The largest signed map read: 2 MiB. A larger response is cut off and refused.
    public var maximumSize = 2 * 1024 * 1024
    /// How long one download may take, from the request to the last byte: 30 seconds.
    public var timeLimit: Duration = .seconds(30)
    /// How many times a failed download is tried again (an unreachable server, a timeout, a 5xx
    /// or 429 status): 2.
    public var retries = 2
    /// The wait before the first retry, doubled for each next one: 1 second.
    public var backoff: Duration = .seconds(1)
    /// How far above the highest version applied a new map's version may be: 2^32. A key that
    /// leaked cannot then sign the largest version (2^53 − 1) and leave no version above it for
    /// the real server: it would take two million maps applied one after another. 2^32 is more
    /// than a century of seconds, so versions numbered by the time they are signed stay within it.
    public var maximumVersionStep = 1 << 32
    /// How far the device's clock may be from the server's: 5 minutes, either way.
    public var clockAllowance: Duration = .seconds(300)
    /// A map issued longer ago than this is reported as ``RemoteMapEvent/Kind/stale`` (and still
    /// used); `nil`, the default, reports nothing.
    public var maximumAge: Duration?
    /// The most a remote map may expose; `nil`, the default, is
    /// ``RemoteMapExposureLimit/bundledMap(_:)`` of the bundled map.
    public var exposureLimit: RemoteMapExposureLimit?
    /// The current time; replace it to test expiry without waiting.
    public var now: @Sendable () -> Date = { Date() }
    /// The app's version, which maps compare with their `minAppVersion` and `maxAppVersion`:
    /// numbers separated by `.` (`5.2.1`). By default the main bundle's
    /// `CFBundleShortVersionString`. A map for versions this one is not in is refused, and a
    /// route for other versions is left out; when the version is `nil` (unknown), every map and
    /// route that names versions is.
    public var appVersion: String? = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String

    /// The defaults.
    public init() {}
}

extension RemoteMapOptions {
    /// ``appVersion`` read as a version.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/wrongAppVersion`` when it is
    ///   not numbers separated by `.`.
    func checkedAppVersion() throws(RemoteMapError) -> AppVersion? {
        guard let appVersion else { return nil }
        guard let version = AppVersion(appVersion) else {
            throw RemoteMapError(
                .wrongAppVersion,
                "RemoteMapOptions.appVersion \"\(DisplayEscaping.escape(appVersion))\" is not an app version (\(AppVersion.expected))")
        }
        return version
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

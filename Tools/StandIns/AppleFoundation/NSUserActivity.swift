// Stand-in, for type-checking only: what Apple's Foundation declares and Linux's lacks, written
// from Apple's declarations on developer.apple.com/documentation/foundation (NSUserActivity,
// NSUserActivityTypeBrowsingWeb). UIKit and SwiftUI stand-ins re-export it, as the hosts
// reach these types through them.
import Foundation

/// `NSUserActivityTypeBrowsingWeb`.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// `NSUserActivity` (iOS 8, tvOS 9, visionOS 1, watchOS 2, macOS 10.10).
open class NSUserActivity: NSObject {
    /// The activity's type.
    open var activityType: String { fatalError("stand-in") }
    /// The web page to load in a browser to continue the activity.
    open var webpageURL: URL?
    /// A dictionary containing app-specific state information needed to continue an activity.
    open var userInfo: [AnyHashable: Any]?
    /// Adds the contents of the specified dictionary to the user info dictionary.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {}

    /// An activity of a type.
    public init(activityType: String) {}
}

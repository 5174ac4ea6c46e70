// Must not type-check: a delegate method spelled nearly as UIKit's optional requirement is a
// method UIKit never calls. The stand-ins declare the optional methods as defaulted requirements,
// so the compiler warns that it "nearly matches", and `Tools/typecheck-hosts` (warnings as
// errors) checks that this file fails.
//
// Fails on iOS with: nearly matches
import UIKit

final class MisspelledHost: NSObject {}

extension MisspelledHost: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShown viewController: UIViewController, animated: Bool) {}
}

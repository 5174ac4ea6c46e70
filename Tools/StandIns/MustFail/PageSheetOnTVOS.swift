// Must not type-check: a page sheet asked for with no `#if` to keep it from tvOS, which has no
// page sheets (`UIModalPresentationStyle.pageSheet` is unavailable there). `Tools/typecheck-hosts`
// checks that this file fails in the tvOS pass for that reason, and type-checks in the iOS pass.
//
// Fails on tvOS with: 'pageSheet' is unavailable: unavailable in tvOS
// Type-checks on iOS.
import UIKit

@MainActor func presentAsSheet(_ page: UIViewController, over presenter: UIViewController) {
    page.modalPresentationStyle = .pageSheet
    presenter.present(page, animated: true)
}

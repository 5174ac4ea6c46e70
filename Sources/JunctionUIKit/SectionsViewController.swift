#if canImport(UIKit) && !os(watchOS)
import JunctionNavigation
import UIKit

/// A tab of sections as the UIKit host shows it: a segmented control over the selected
/// section, or the sections side by side as columns. Each section is a navigation controller
/// of its own, or sections again.
@MainActor
final class SectionsViewController: UIViewController {
    /// The tab's path (`library`), and its sections' names and controllers, in order.
    let path: String
    let names: [String]
    let sections: [UIViewController]
    let layout: NavigationState.Tab.Layout
    /// Asked when the user taps a segment, with the section's path: whether it is selected.
    var userSelects: @MainActor (String) -> Bool = { _ in true }
    private(set) var selected = 0
    private lazy var control = UISegmentedControl(items: names)

    init(path: String, names: [String], sections: [UIViewController], layout: NavigationState.Tab.Layout) {
        self.path = path
        self.names = names
        self.sections = sections
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("a tab of sections is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        for section in sections {
            addChild(section)
            view.addSubview(section.view)
            section.didMove(toParent: self)
        }
        guard layout == .tabs else { return }
        control.selectedSegmentIndex = selected
        control.addAction(UIAction { [weak self] _ in self?.segmentTapped() }, for: .valueChanged)
        view.addSubview(control)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        switch layout {
        case .tabs:
            let top = view.safeAreaInsets.top
            control.frame = CGRect(x: 16, y: top + 8, width: bounds.width - 32, height: 32)
            let below = top + 48
            for (index, section) in sections.enumerated() {
                section.view.frame = CGRect(x: 0, y: below, width: bounds.width, height: bounds.height - below)
                section.view.isHidden = index != selected
            }
        case .columns:
            let width = bounds.width / CGFloat(max(sections.count, 1))
            for (index, section) in sections.enumerated() {
                section.view.frame = CGRect(x: width * CGFloat(index), y: 0, width: width, height: bounds.height)
            }
        }
    }

    /// Shows the section of this name (no change for a name it does not have).
    func select(_ name: String) {
        guard let index = names.firstIndex(of: name), index != selected else { return }
        selected = index
        guard let view = viewIfLoaded else { return }
        control.selectedSegmentIndex = index
        view.setNeedsLayout()
    }

    /// A segment the user tapped: shown when the host lets it be, else the segment goes back.
    private func segmentTapped() {
        let name = names[control.selectedSegmentIndex]
        if userSelects(path + "/" + name) { select(name) } else { control.selectedSegmentIndex = selected }
    }
}
#endif

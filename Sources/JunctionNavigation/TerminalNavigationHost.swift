import Junction

/// A host that writes each transition and the resulting pages as text: for command-line demos
/// and logs.
///
/// ```
/// show: home#1 > product#2 (id=7)
/// ```
@MainActor
public final class TerminalNavigationHost: NavigationHost {
    private let write: @MainActor (String) -> Void

    /// A host that prints, or hands each line to `write`.
    public init(write: @escaping @MainActor (String) -> Void = { print($0) }) {
        self.write = write
    }

    /// Writes `kind: ` and the state's ``NavigationState/outline``.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        write("\(transition.kind.rawValue): \(transition.after.outline)")
    }
}

extension NavigationState {
    /// The state on one line: the selected tab's pages, then each modal's after `|`, each page
    /// as `route#id` with its parameters in name order; the selected tab is named in brackets
    /// (by its path, `[library/albums]`, in a tab of sections) when there are several. A modal
    /// that is not a plain sheet starts with its presentation (`fullScreenCover:`,
    /// `popover(share):`, `sheet(medium, large):`). An alert comes last, after `|`, with its
    /// actions' ids.
    ///
    /// ```
    /// [cart] cart#3 > checkout#4 (step=2) | login#5 | fullScreenCover: video#6 (id=7)
    /// [library/albums] albums#1 > album#2 (id=9) | alert "Delete the album?": delete, cancel
    /// ```
    public var outline: String {
        func text(_ pages: [Page]) -> String {
            pages.map { page in
                let parameters = page.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                return page.description + (parameters.isEmpty ? "" : " (\(parameters.joined(separator: ", ")))")
            }.joined(separator: " > ")
        }
        var parts = [tab.pages.isEmpty ? "(nothing)" : text(tab.pages)]
        parts += modals.map { modal in
            let presentation = Presentation.modal(modal.style)
            return (presentation == .modal ? "" : "\(presentation): ") + text(modal.pages)
        }
        if let alert {
            parts.append("\(alert.style == .alert ? "alert" : "dialog") \"\(alert.title)\": \(alert.actions.map(\.id).joined(separator: ", "))")
        }
        let path = selectedTabPath
        let selected = tabs.count > 1 || path != selectedTab ? "[\(path)] " : ""
        return selected + parts.joined(separator: " | ")
    }
}

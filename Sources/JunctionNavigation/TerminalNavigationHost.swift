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

    /// Writes `kind: page > page | modal > page`.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        write("\(transition.kind.rawValue): \(Self.describe(transition.after))")
    }

    /// The selected tab's pages, then each modal's after `|`, with parameters in name order;
    /// other tabs are named when the app has several.
    public static func describe(_ state: NavigationState) -> String {
        func text(_ pages: [NavigationState.Page]) -> String {
            pages.map { page in
                let parameters = page.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                return page.description + (parameters.isEmpty ? "" : " (\(parameters.joined(separator: ", ")))")
            }.joined(separator: " > ")
        }
        var parts = [state.tab.pages.isEmpty ? "(nothing)" : text(state.tab.pages)]
        parts += state.modals.map { text($0.pages) }
        let tab = state.tabs.count > 1 ? "[\(state.selectedTab)] " : ""
        return tab + parts.joined(separator: " | ")
    }
}

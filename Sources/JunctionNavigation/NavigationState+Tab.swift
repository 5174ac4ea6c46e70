extension NavigationState {
    /// A tab: a root page and the pages pushed on it, or tabs of its own (its sections), each
    /// with its own stack: a segmented section inside a tab, or a split view's columns.
    ///
    /// A tab of sections holds no pages itself. Its sections are named by a path from the tab
    /// bar, `library/albums`, wherever a tab's name is taken: a page's `tab`,
    /// ``NavigationState/select(tab:)``, ``NavigationState/tab(at:)``. A section may have
    /// sections in turn.
    public struct Tab: Codable, Equatable, Sendable {
        /// How a tab shows its sections.
        public enum Layout: String, Codable, Sendable {
            /// One section at a time, the selected one (a segmented control).
            case tabs
            /// Every section side by side, the selected one taking the pages opened in the tab
            /// (a split view's columns).
            case columns
        }

        /// The tab's name, unique among its siblings and without `/`; an app without tabs has
        /// one, named `main`.
        public var name: String
        /// Its first page; `nil` until one is shown, and always for a tab of sections.
        public var root: Page?
        /// The pages pushed above the root, bottom first.
        public var stack: [Page]
        /// The tabs inside this one, each with its own stack; empty for a tab that holds pages.
        public var sections: [Tab]
        /// The name of the section pages are opened in, `nil` for a tab without sections.
        public var selectedSection: String?
        /// How the sections are shown.
        public var layout: Layout

        /// A tab with nothing shown yet.
        public init(name: String, root: Page? = nil, stack: [Page] = []) {
            self.name = name
            self.root = root
            self.stack = stack
            sections = []
            selectedSection = nil
            layout = .tabs
        }

        /// A tab of sections, the first selected (none makes a tab that holds pages).
        public init(name: String, sections: [Tab], layout: Layout = .tabs) {
            self.init(name: name)
            self.sections = sections
            selectedSection = sections.first?.name
            self.layout = layout
        }

        /// Root first, then the stack (none for a tab of sections: see ``allPages``).
        public var pages: [Page] { (root.map { [$0] } ?? []) + stack }

        /// Its pages and every section's.
        public var allPages: [Page] { pages + sections.flatMap(\.allPages) }

        private enum CodingKeys: String, CodingKey {
            case name, root, stack, sections, selectedSection, layout
        }

        /// Decodes a saved tab (one saved before tabs had sections too), refusing a name with
        /// `/`, a tab of sections that holds pages or selects none of them, and two sections of
        /// one name.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            root = try container.decodeIfPresent(Page.self, forKey: .root)
            stack = try container.decodeIfPresent([Page].self, forKey: .stack) ?? []
            sections = try container.decodeIfPresent([Tab].self, forKey: .sections) ?? []
            selectedSection = try container.decodeIfPresent(String.self, forKey: .selectedSection)
            layout = try container.decodeIfPresent(Layout.self, forKey: .layout) ?? .tabs
            func refuse(_ key: CodingKeys, _ message: String) -> DecodingError {
                .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [key], debugDescription: message))
            }
            if name.isEmpty || name.contains("/") { throw refuse(.name, "a tab's name is not empty and has no \"/\": \"\(name)\"") }
            guard !sections.isEmpty else {
                if selectedSection != nil { throw refuse(.selectedSection, "the tab \"\(name)\" has no sections to select") }
                return
            }
            if root != nil || !stack.isEmpty { throw refuse(.root, "the tab \"\(name)\" has sections, and so holds no pages itself") }
            if let repeated = Self.repeatedName(in: sections) {
                throw refuse(.sections, "two sections of the tab \"\(name)\" are named \"\(repeated)\"")
            }
            guard let selected = selectedSection, sections.contains(where: { $0.name == selected }) else {
                throw refuse(.selectedSection, "the tab \"\(name)\" selects none of its sections")
            }
        }

        /// Encodes the name and pages, and the sections of a tab that has them.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(root, forKey: .root)
            try container.encode(stack, forKey: .stack)
            guard !sections.isEmpty else { return }
            try container.encode(sections, forKey: .sections)
            try container.encodeIfPresent(selectedSection, forKey: .selectedSection)
            try container.encode(layout, forKey: .layout)
        }

        /// The first name two of `tabs` share.
        static func repeatedName(in tabs: [Tab]) -> String? {
            var names: Set<String> = []
            return tabs.first { !names.insert($0.name).inserted }?.name
        }
    }

    /// The path of the tab that holds the pages of the selected tab: `library/albums` when the
    /// tab bar's `library` is selected and its section `albums` is.
    public var selectedTabPath: String {
        var path = selectedTab
        var tab = tabs.first { $0.name == selectedTab }
        while let current = tab, let section = current.selectedSection {
            path += "/" + section
            tab = current.sections.first { $0.name == section }
        }
        return path
    }

    /// The tab at a path from the tab bar (`library`, `library/albums`); `nil` when there is none.
    public func tab(at path: String) -> Tab? {
        var level = tabs
        var found: Tab?
        for name in path.split(separator: "/", omittingEmptySubsequences: false) {
            guard let tab = level.first(where: { $0.name == name }) else { return nil }
            found = tab
            level = tab.sections
        }
        return found
    }

    /// The path of every tab that holds pages, in order: a tab without sections, or a section
    /// without sections of its own (`home`, `library/albums`, `library/artists`).
    public var tabPaths: [String] {
        func paths(_ tabs: [Tab], under prefix: String) -> [String] {
            tabs.flatMap { tab in
                tab.sections.isEmpty ? [prefix + tab.name] : paths(tab.sections, under: prefix + tab.name + "/")
            }
        }
        return paths(tabs, under: "")
    }

    /// Changes the tab at `path` with `body`; `false` (and no change) when there is none.
    @discardableResult
    mutating func update(tabAt path: String, _ body: (inout Tab) -> Void) -> Bool {
        func update(_ tabs: inout [Tab], _ names: ArraySlice<Substring>) -> Bool {
            guard let name = names.first, let index = tabs.firstIndex(where: { $0.name == name }) else { return false }
            if names.count == 1 {
                body(&tabs[index])
                return true
            }
            return update(&tabs[index].sections, names.dropFirst())
        }
        return update(&tabs, path.split(separator: "/", omittingEmptySubsequences: false)[...])
    }

    /// Whether `other` shows the same pages, in the same tabs, sections and modals, whatever
    /// alert either shows.
    func showsSamePages(as other: NavigationState) -> Bool {
        var mine = self
        var theirs = other
        mine.alert = nil
        theirs.alert = nil
        return mine == theirs
    }

    /// Whether the tab at `path` is selected, or holds the selected tab.
    public func isSelected(tab path: String) -> Bool {
        let selected = selectedTabPath
        return selected == path || selected.hasPrefix(path + "/")
    }
}

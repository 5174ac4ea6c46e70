import Junction

/// What the app shows, as a plain value: tabs, each with a root page and a stack pushed on it
/// or with tabs of its own (a segmented section, a split view's columns), modals presented over
/// the selected tab, each with its own stack, and an alert over everything.
///
/// It is `Codable`, so an app can save it and restore the same pages after a relaunch, and
/// `Equatable`, so tests compare whole states. Hosts (UIKit, SwiftUI, a terminal, a test)
/// render it; the navigator changes it.
public struct NavigationState: Codable, Equatable, Sendable {
    /// One shown page: which route, the URL that opened it, and its parameters.
    public struct Page: Codable, Hashable, Sendable, Identifiable, CustomStringConvertible {
        /// A number unique within the navigator's life, so the same route shown twice is two pages.
        public var id: Int
        /// The route's name (or its pattern, for an unnamed route).
        public var route: String
        /// The URL that opened the page.
        public var url: String
        /// The parameters the page was opened with (path, query and defaults, merged).
        public var parameters: [String: String]
        /// How it was shown.
        public var presentation: Presentation

        /// Makes a page entry.
        public init(id: Int, route: String, url: String, parameters: [String: String] = [:], presentation: Presentation = .push) {
            self.id = id
            self.route = route
            self.url = url
            self.parameters = parameters
            self.presentation = presentation
        }

        /// `route#id`.
        public var description: String { "\(route)#\(id)" }
    }

    /// How a page is shown (the same type a route map's `presentation` is read into).
    public typealias Presentation = RoutePresentation

    /// A modal: the presented page first, then the pages pushed inside it, and how it is
    /// presented (a sheet, a full-screen cover, a popover).
    public struct Modal: Codable, Equatable, Sendable, Identifiable {
        /// The id of the page that opened it; it stays when that page is replaced, so a host
        /// keeps the modal on screen and changes only its stack.
        public var id: Int
        /// How it is presented: the presentation of the page that opened it.
        public var style: Presentation.ModalStyle
        /// Bottom first; never empty.
        public var pages: [Page]

        /// A modal showing these pages, opened by the first, presented as its presentation says
        /// (a sheet when it is not modal).
        public init(pages: [Page]) {
            self.init(id: pages.first?.id ?? 0, style: pages.first?.presentation.modalStyle ?? .sheet, pages: pages)
        }

        /// A modal with its identity and style.
        public init(id: Int, style: Presentation.ModalStyle, pages: [Page]) {
            self.id = id
            self.style = style
            self.pages = pages
        }

        private enum CodingKeys: String, CodingKey {
            case id, style, pages
        }

        /// Decodes a saved modal; one saved without an id or a style takes them from its first
        /// page, as ``init(pages:)`` does.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let pages = try container.decode([Page].self, forKey: .pages)
            self.init(pages: pages)
            if let id = try container.decodeIfPresent(Int.self, forKey: .id) { self.id = id }
            if let style = try container.decodeIfPresent(Presentation.self, forKey: .style) {
                guard let modal = style.modalStyle else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .style, in: container, debugDescription: "a modal's style is modal, fullScreenCover, popover or sheet")
                }
                self.style = modal
            }
        }

        /// Encodes the id, the style (written as a presentation) and the pages.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(Presentation.modal(style), forKey: .style)
            try container.encode(pages, forKey: .pages)
        }
    }

    /// The tabs, in order.
    public var tabs: [Tab]
    /// The name of the selected tab (of the tab bar: ``selectedTabPath`` names the stack shown
    /// when the tab has sections).
    public var selectedTab: String
    /// The modals over the selected tab, the last on top.
    public var modals: [Modal]
    /// The alert or confirmation dialog shown over everything, if any (``Navigator/ask(_:)``).
    public var alert: Alert?

    /// A state with the named tabs (one, `main`, by default), the first selected, nothing shown.
    public init(tabs: [String] = ["main"]) {
        self.init(tabs: (tabs.isEmpty ? ["main"] : tabs).map { Tab(name: $0) })
    }

    /// A state with these tabs, some of them with sections
    /// (``Tab/init(name:sections:layout:)``), the first selected; none (or a state with nothing
    /// shown) is one tab, `main`.
    ///
    /// ```swift
    /// NavigationState(tabs: [
    ///     Tab(name: "home"),
    ///     Tab(name: "library", sections: [Tab(name: "albums"), Tab(name: "artists")]),
    /// ])
    /// ```
    public init(tabs: [Tab]) {
        self.tabs = tabs.isEmpty ? [Tab(name: "main")] : tabs
        self.selectedTab = self.tabs[0].name
        self.modals = []
    }

    /// The selected tab that holds pages: the tab bar's selected tab, or, when it has sections,
    /// its selected section (and so on down). Pages are pushed on it. (A state whose
    /// `selectedTab` names no tab, possible only by setting the properties directly, reads an
    /// empty tab of that name and adds it on a change.)
    public var tab: Tab {
        get { self.tab(at: selectedTabPath) ?? Tab(name: selectedTab) }
        set {
            if !update(tabAt: selectedTabPath, { $0 = newValue }) { tabs.append(newValue) }
        }
    }

    /// The page the user sees: the top modal's top page, or the selected tab's.
    public var top: Page? {
        modals.last?.pages.last ?? tab.pages.last
    }

    /// Every page the user can go back through, bottom first: the selected tab's, then each
    /// modal's.
    public var visiblePages: [Page] {
        tab.pages + modals.flatMap(\.pages)
    }

    /// Every page held, in every tab (sections included) and modal.
    public var allPages: [Page] {
        tabs.flatMap(\.allPages) + modals.flatMap(\.pages)
    }
}

extension NavigationState {
    private enum CodingKeys: String, CodingKey {
        case tabs, selectedTab, modals, alert
    }

    /// Decodes a saved state, refusing one no navigator could have made: no tabs, two tabs of
    /// one name, a selected tab that does not exist, an empty modal, two pages with one id, an
    /// alert asked by a page the state does not hold (and what ``Tab`` and ``Alert`` refuse).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tabs = try container.decode([Tab].self, forKey: .tabs)
        selectedTab = try container.decode(String.self, forKey: .selectedTab)
        modals = try container.decode([Modal].self, forKey: .modals)
        alert = try container.decodeIfPresent(Alert.self, forKey: .alert)
        func refuse(_ key: CodingKeys, _ message: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [key], debugDescription: message))
        }
        if tabs.isEmpty { throw refuse(.tabs, "a navigation state needs at least one tab") }
        if let name = Tab.repeatedName(in: tabs) { throw refuse(.tabs, "two tabs are named \"\(name)\"") }
        if !tabs.contains(where: { $0.name == selectedTab }) {
            throw refuse(.selectedTab, "the selected tab \"\(selectedTab)\" is not one of the tabs")
        }
        if modals.contains(where: \.pages.isEmpty) { throw refuse(.modals, "a modal has no pages") }
        if Set(modals.map(\.id)).count != modals.count { throw refuse(.modals, "two modals have one id") }
        var ids: Set<Int> = []
        for page in allPages where !ids.insert(page.id).inserted {
            throw refuse(.tabs, "two pages have the id \(page.id)")
        }
        if let page = alert?.pageID, !ids.contains(page) {
            throw refuse(.alert, "the alert was asked by page \(page), which the state does not hold")
        }
    }
}

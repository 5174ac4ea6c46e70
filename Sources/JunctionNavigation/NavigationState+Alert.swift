extension NavigationState {
    /// An alert or a confirmation dialog, shown over every page until the user picks one of
    /// its actions: part of the state, so hosts show it, undo and restore keep it, and tests
    /// compare it. ``Navigator/ask(_:)`` shows one and returns the user's choice.
    ///
    /// ```swift
    /// let choice = try await navigator.ask(NavigationState.Alert(
    ///     "Delete the note?", style: .confirmationDialog,
    ///     actions: [.init("delete", title: "Delete", role: .destructive), .init("cancel", title: "Cancel", role: .cancel)]))
    /// ```
    public struct Alert: Codable, Hashable, Sendable, Identifiable {
        /// How it is shown.
        public enum Style: String, Codable, Sendable {
            /// An alert in the middle of the screen (`UIAlertController.Style.alert`, SwiftUI's
            /// `alert`).
            case alert
            /// A sheet of choices from the bottom (`actionSheet`, SwiftUI's `confirmationDialog`);
            /// tapping outside it picks its cancel action.
            case confirmationDialog
        }

        /// One of the choices.
        public struct Action: Codable, Hashable, Sendable, Identifiable {
            /// What an action does, for its look.
            public enum Role: String, Codable, Sendable {
                /// Leaves things as they are; an alert has at most one.
                case cancel
                /// Deletes or discards something.
                case destructive
            }

            /// What ``Navigator/ask(_:)`` returns when the user picks it.
            public var id: String
            /// The button's text.
            public var title: String
            /// Its role, if any.
            public var role: Role?

            /// An action; its title is its id unless given.
            public init(_ id: String, title: String? = nil, role: Role? = nil) {
                self.id = id
                self.title = title ?? id
                self.role = role
            }
        }

        /// A number unique within the navigator's life (``Navigator/ask(_:)`` gives it).
        public var id: Int
        /// How it is shown.
        public var style: Style
        /// The title.
        public var title: String
        /// The text below the title.
        public var message: String?
        /// The choices, in order.
        public var actions: [Action]
        /// The page that asked: the alert closes, without a choice, when that page does. `nil`
        /// for an alert about the app rather than a page.
        public var pageID: Int?

        /// An alert to ask with ``Navigator/ask(_:)``, which gives it its id and page.
        public init(_ title: String, message: String? = nil, style: Style = .alert, actions: [Action]) {
            self.init(id: 0, style: style, title: title, message: message, actions: actions, pageID: nil)
        }

        /// An alert with every property, for hosts' own tests.
        public init(id: Int, style: Style, title: String, message: String?, actions: [Action], pageID: Int?) {
            self.id = id
            self.style = style
            self.title = title
            self.message = message
            self.actions = actions
            self.pageID = pageID
        }

        /// The action the user takes by leaving the alert without a button (a confirmation
        /// dialog tapped outside, the Escape key): the cancel action, if there is one.
        public var cancelAction: Action? {
            actions.first { $0.role == .cancel }
        }

        /// What is wrong with the alert, if anything: no action, two actions with one id, two
        /// cancel actions.
        var problem: String? {
            if actions.isEmpty { return "the alert \"\(title)\" has no action" }
            var ids: Set<String> = []
            if let repeated = actions.first(where: { !ids.insert($0.id).inserted }) {
                return "two actions of the alert \"\(title)\" have the id \"\(repeated.id)\""
            }
            if actions.filter({ $0.role == .cancel }).count > 1 { return "the alert \"\(title)\" has two cancel actions" }
            return nil
        }

        private enum CodingKeys: String, CodingKey {
            case id, style, title, message, actions, pageID
        }

        /// Decodes a saved alert, refusing one that ``Navigator/ask(_:)`` would refuse.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                id: try container.decode(Int.self, forKey: .id), style: try container.decode(Style.self, forKey: .style),
                title: try container.decode(String.self, forKey: .title),
                message: try container.decodeIfPresent(String.self, forKey: .message),
                actions: try container.decode([Action].self, forKey: .actions),
                pageID: try container.decodeIfPresent(Int.self, forKey: .pageID))
            if let problem {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [CodingKeys.actions], debugDescription: problem))
            }
        }
    }
}

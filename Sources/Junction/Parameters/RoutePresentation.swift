/// How a route's page is shown: the one presentation type that route maps declare, calls ask
/// for and the navigator's state records.
///
/// ```swift
/// try navigator.registerPage("shop://edit/{id:int}", name: "edit", presentation: .modal)
/// try navigator.registerPage("shop://filters", name: "filters", presentation: .sheet(detents: [.medium, .large]))
/// try navigator.registerPage("shop://video/{id}", name: "video", presentation: .fullScreenCover)
/// try await navigator.open("shop://share/7", presentation: .popover(source: "share"))
/// ```
///
/// In a route map it is written as a word (`presentation: modal`), or, for a presentation with
/// options, as an object with one key (`presentation: {sheet: [medium, large]}`,
/// `presentation: {popover: share}`); see ``description``.
///
/// It is a struct, not an enum, so that presentations can be added without breaking a
/// `switch`: compare it with `==`, or read ``isModal`` and ``modalStyle``.
public struct RoutePresentation: Hashable, Sendable {
    /// The presentations, for the package's own `switch`es.
    package enum Kind: Hashable, Sendable {
        case push
        case modal(ModalStyle)
        case replace
        case root
    }

    /// Which presentation this is.
    package let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Pushed on the current stack (the top modal's, or the selected tab's).
    public static let push = RoutePresentation(.push)
    /// Presented modally as a sheet, over everything, with a stack of its own.
    public static let modal = RoutePresentation(.modal(.sheet))
    /// In place of the page on top.
    public static let replace = RoutePresentation(.replace)
    /// As the root of the selected tab, with everything above it closed.
    public static let root = RoutePresentation(.root)
    /// Presented modally over the whole screen, with a stack of its own; the user cannot swipe
    /// it down, so the page offers its own way out.
    public static let fullScreenCover = RoutePresentation(.modal(.fullScreenCover))
    /// Presented modally in a popover that points at the page below it; where there is no room
    /// for a popover (a compact width), the system shows a sheet instead.
    public static let popover = RoutePresentation(.modal(.popover))

    /// Presented modally in a popover that points at the view the app names `source` (see the
    /// hosts for how a view gets a name).
    public static func popover(source: String) -> RoutePresentation {
        RoutePresentation(.modal(.popover(source: source)))
    }

    /// Presented modally in `style`: ``modal`` is `.modal(.sheet)`.
    public static func modal(_ style: ModalStyle) -> RoutePresentation {
        RoutePresentation(.modal(style))
    }

    /// Presented modally as a sheet that rests at these heights, smallest first; it opens at
    /// the first. No detents is ``modal`` (the system's full height).
    public static func sheet(detents: [SheetDetent]) -> RoutePresentation {
        RoutePresentation(.modal(.sheet(detents: detents)))
    }

    /// Whether the page is presented modally (a sheet, a full-screen cover or a popover), with
    /// a stack of its own.
    public var isModal: Bool {
        modalStyle != nil
    }

    /// How a modal page is presented; `nil` for a page that is not.
    public var modalStyle: ModalStyle? {
        if case .modal(let style) = kind { style } else { nil }
    }
}

extension RoutePresentation {
    /// How a modal is presented: a sheet (with the heights it rests at), a full-screen cover, or
    /// a popover (with the view it points at).
    public struct ModalStyle: Hashable, Sendable {
        /// The styles, for the package's own `switch`es.
        package enum Kind: Hashable, Sendable {
            case sheet
            case fullScreenCover
            case popover
        }

        /// Which style this is.
        package let kind: Kind
        /// The heights a sheet rests at, smallest first (it opens at the first); empty for the
        /// system's full height, and for the other styles.
        public let detents: [SheetDetent]
        /// The name of the view a popover points at; `nil` for the page below it, and for the
        /// other styles.
        public let popoverSource: String?

        init(_ kind: Kind, detents: [SheetDetent] = [], popoverSource: String? = nil) {
            self.kind = kind
            self.detents = kind == .sheet ? detents : []
            self.popoverSource = kind == .popover ? popoverSource : nil
        }

        /// A sheet at the system's full height.
        public static let sheet = ModalStyle(.sheet)
        /// A full-screen cover.
        public static let fullScreenCover = ModalStyle(.fullScreenCover)
        /// A popover pointing at the page below it.
        public static let popover = ModalStyle(.popover)

        /// A sheet that rests at these heights, smallest first; it opens at the first.
        public static func sheet(detents: [SheetDetent]) -> ModalStyle {
            ModalStyle(.sheet, detents: detents)
        }

        /// A popover pointing at the view the app names `source`.
        public static func popover(source: String) -> ModalStyle {
            ModalStyle(.popover, popoverSource: source)
        }
    }

    /// A height a sheet rests at.
    public struct SheetDetent: Hashable, Sendable {
        /// The heights, for the package's own `switch`es.
        package enum Kind: Hashable, Sendable {
            case medium
            case large
            case fraction(Double)
            case height(Double)
        }

        /// Which height this is.
        package let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// About half the screen's height (the system's medium detent).
        public static let medium = SheetDetent(.medium)
        /// The full height (the system's large detent).
        public static let large = SheetDetent(.large)

        /// A share of the full height, above 0 and at most 1; written `40%` in a route map.
        public static func fraction(_ fraction: Double) -> SheetDetent {
            SheetDetent(.fraction(fraction))
        }

        /// A height in points, above 0; written `300pt` in a route map.
        public static func height(_ points: Double) -> SheetDetent {
            SheetDetent(.height(points))
        }

        /// The share of the full height, for a detent made with ``fraction(_:)``; `nil` otherwise.
        public var fraction: Double? {
            if case .fraction(let value) = kind { value } else { nil }
        }

        /// The height in points, for a detent made with ``height(_:)``; `nil` otherwise.
        public var height: Double? {
            if case .height(let value) = kind { value } else { nil }
        }
    }
}

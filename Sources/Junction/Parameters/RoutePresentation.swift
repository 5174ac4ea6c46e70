/// How a route's page is shown: the one presentation type that route maps declare and the
/// navigator's state records.
///
/// ```swift
/// try navigator.registerPage("shop://edit/{id:int}", name: "edit", presentation: .modal)
/// ```
///
/// In a route map it is written by its raw value (`presentation: modal`).
public enum RoutePresentation: String, Codable, Hashable, Sendable, CaseIterable {
    /// Pushed on the current stack (the top modal's, or the selected tab's).
    case push
    /// Presented modally, over everything, with a stack of its own.
    case modal
    /// In place of the page on top.
    case replace
    /// As the root of the selected tab, with everything above it closed.
    case root
}

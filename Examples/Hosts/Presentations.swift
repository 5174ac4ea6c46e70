import Junction
import JunctionNavigation

/// Pages shown as a sheet with detents, a full-screen cover, and a popover pointing at a view.
@MainActor func showPresentations(with navigator: Navigator) async throws {
    try navigator.registerPage("shop://filters", name: "filters", presentation: .sheet(detents: [.medium, .large]))
    try navigator.registerPage("shop://video/{id}", name: "video", presentation: .fullScreenCover)
    try navigator.registerPage("shop://share/{id}", name: "share")
    try await navigator.open("shop://share/7", presentation: .popover(source: "share"))
}

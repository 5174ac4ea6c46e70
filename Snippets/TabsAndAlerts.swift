// A tree of containers and alerts, as navigation state: tabs inside a tab, and an alert
// whose answer goes back to the page that asked.

import Junction
import JunctionNavigation

// snippet.sections
let router = Router()
let navigator = Navigator(router: router, state: NavigationState(tabs: [
    NavigationState.Tab(name: "home"),
    NavigationState.Tab(name: "library", sections: [NavigationState.Tab(name: "albums"), NavigationState.Tab(name: "artists")]),
]))
try navigator.registerPage("music://albums", name: "albums", presentation: .root, tab: "library/albums")
try navigator.registerPage("music://album/{id}", name: "album", parent: "albums")
try await navigator.open("music://albums")
try await navigator.open("music://album/9")
// [library/albums] albums#1 > album#2 (id=9)
print(navigator.state.outline)
// snippet.end
// snippet.hide
precondition(navigator.state.selectedTabPath == "library/albums")
precondition(navigator.state.outline == "[library/albums] albums#1 > album#2 (id=9)")
Task { @MainActor in
    // The user taps Delete.
    while navigator.state.alert == nil { await Task.yield() }
    precondition(navigator.state.outline == #"[library/albums] albums#1 > album#2 (id=9) | dialog "Delete the note?": delete, cancel"#)
    navigator.answer(alert: navigator.state.alert!.id, with: "delete")
}
// snippet.show

// snippet.alert
// The edit page asks; "delete", or "cancel", or nil if the page closes first.
let choice = try await navigator.ask(NavigationState.Alert(
    "Delete the note?", style: .confirmationDialog,
    actions: [.init("delete", title: "Delete", role: .destructive), .init("cancel", title: "Cancel", role: .cancel)]))
// snippet.end
// snippet.hide
precondition(choice == "delete")
print(choice ?? "none")

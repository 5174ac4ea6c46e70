// A tree of containers and alerts, as navigation state: tabs inside a tab, and an alert
// whose answer goes back to the page that asked.

import Junction
import JunctionNavigation

// snippet.sections
let music = Navigator(router: Router(), state: NavigationState(tabs: [
    NavigationState.Tab(name: "home"),
    NavigationState.Tab(name: "library", sections: [NavigationState.Tab(name: "albums"), NavigationState.Tab(name: "artists")]),
]))
try music.registerPage("music://albums", name: "albums", presentation: .root, tab: "library/albums")
try music.registerPage("music://album/{id}", name: "album", parent: "albums")
try await music.open("music://albums")
try await music.open("music://album/9")
// [library/albums] albums#1 > album#2 (id=9)
print(music.state.outline)
// snippet.end
// snippet.hide
precondition(music.state.selectedTabPath == "library/albums")
precondition(music.state.outline == "[library/albums] albums#1 > album#2 (id=9)")
Task { @MainActor in
    // The user taps Delete.
    while music.state.alert == nil { await Task.yield() }
    precondition(music.state.outline == #"[library/albums] albums#1 > album#2 (id=9) | dialog "Delete the note?": delete, cancel"#)
    music.answer(alert: music.state.alert!.id, with: "delete")
}
// snippet.show

// snippet.alert
// The edit page asks; "delete", or "cancel", or nil if the page closes first.
let choice = try await music.ask(NavigationState.Alert(
    "Delete the note?", style: .confirmationDialog,
    actions: [.init("delete", title: "Delete", role: .destructive), .init("cancel", title: "Cancel", role: .cancel)]))
// snippet.end
// snippet.hide
precondition(choice == "delete")
print(choice ?? "none")

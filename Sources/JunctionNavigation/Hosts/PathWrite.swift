import Junction

/// What a write to a `NavigationStack` path means: the pages the stack showed then, how far the
/// user went back, and the pages pushed on top with `NavigationLink(value:)` (links: pages the
/// app made to name a URL, whose id means nothing).
struct PathWrite: Equatable, Sendable {
    /// The stack written to.
    var stack: ScreenStack
    /// The pages the stack showed when the path was written, bottom first (its first page, which
    /// is not in the path, included).
    var held: [NavigationState.Page]
    /// The path written.
    var written: [NavigationState.Page]

    /// The meaning of writing `path` to a stack showing `held`.
    init(stack: ScreenStack, held: [NavigationState.Page], path: [NavigationState.Page]) {
        self.stack = stack
        self.held = held
        written = path
    }

    /// How many pages of the path are the held ones, from the bottom.
    private var common: Int {
        let kept = held.dropFirst()
        var common = 0
        while common < min(kept.count, written.count), kept[kept.startIndex + common].id == written[common].id { common += 1 }
        return common
    }

    /// How many pages the user took off the top of the stack (a back button, a swipe, a pop to
    /// the root): SwiftUI writes the path with as many elements removed from its end.
    var poppedCount: Int {
        held.isEmpty ? 0 : held.count - 1 - common
    }

    /// Pages on top of the path that the stack did not show, in order: their URLs are opened
    /// as pushes.
    var pushed: [NavigationState.Page] {
        Array(written[common...])
    }

    /// The path as the screen shows it until the write is followed: the held pages up to the
    /// page gone back to. Links are left out: their pages appear once opened, with the ids and
    /// parameters the navigator gives them, so a page's view is made once, from its real page.
    var shown: [NavigationState.Page] {
        Array(written.prefix(common))
    }
}

extension Navigator {
    /// Follows the going back of a path write, and returns the links to open (the pages pushed
    /// with `NavigationLink(value:)`) when the stack is still the one on top.
    ///
    /// SwiftUI removes popped pages from the end of the path as it stands when the pop ends, so a
    /// page the navigator pushed during the pop (a link, a notification) would be taken for the
    /// one the user popped. The user can only have popped pages the screen showed: they are
    /// counted down from the highest page of the stack that has appeared (`appeared`, by id;
    /// without any, the highest one the write held), and taken off by id, so a page put on top
    /// since stays.
    func apply(_ write: PathWrite, appeared: Set<Int>) -> [NavigationState.Page] {
        if write.poppedCount > 0 {
            let pages = state.pages(of: write.stack)
            let held = Set(write.held.map(\.id))
            guard let top = pages.lastIndex(where: { appeared.contains($0.id) }) ?? pages.lastIndex(where: { held.contains($0.id) }),
                top > 0
            else { return [] }
            let popped = pages[max(1, top - write.poppedCount + 1)...top].map(\.id)
            guard apply(.back(in: write.stack, popped: popped)) else { return [] }
        } else if state.pages(of: write.stack).map(\.id) != write.held.map(\.id) {
            return []
        }
        return state.topStack == write.stack ? write.pushed : []
    }
}

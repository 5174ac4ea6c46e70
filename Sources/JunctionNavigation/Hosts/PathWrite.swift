import Junction

/// What a write to a `NavigationStack` path means: the pages the stack held then, how far the
/// user went back, and the pages pushed on top with `NavigationLink(value:)`.
package struct PathWrite: Equatable, Sendable {
    /// The stack written to.
    package var stack: ScreenStack
    /// The pages the stack held when the path was written, bottom first (its first page, which
    /// is not in the path, included).
    package var held: [NavigationState.Page]
    /// The page the user went back to, `nil` when no page was taken off.
    package var backTo: NavigationState.Page?
    /// Pages on top of the path that the stack did not hold, in order: their URLs are opened
    /// as pushes.
    package var pushed: [NavigationState.Page]

    /// The meaning of writing `path` to a stack holding `held`.
    package init(stack: ScreenStack, held: [NavigationState.Page], path: [NavigationState.Page]) {
        self.stack = stack
        self.held = held
        let kept = Array(held.dropFirst())
        var common = 0
        while common < min(kept.count, path.count), kept[common].id == path[common].id { common += 1 }
        backTo = common < kept.count && !held.isEmpty ? held[common] : nil
        pushed = Array(path[common...])
    }

    /// The stack as the write leaves it, by id: its pages up to the page gone back to, then the
    /// pages pushed.
    package var path: [NavigationState.Page] {
        let kept = backTo.map { page in held.prefix { $0.id != page.id } + [page] } ?? held
        return Array(kept.dropFirst()) + pushed
    }
}

extension Navigator {
    /// Follows a path write: goes back as the user did, then opens each pushed page's URL as a
    /// push, in order, each while the stack is still the one the write left. A write made
    /// against pages the stack no longer holds changes nothing.
    package func apply(_ write: PathWrite) async {
        if let backTo = write.backTo {
            guard apply(.back(in: write.stack, from: write.held.map(\.id), to: backTo.id)) else { return }
        } else if state.topStack != write.stack || state.pages(of: write.stack).map(\.id) != write.held.map(\.id) {
            return
        }
        for page in write.pushed {
            let before = state.pages(of: write.stack)
            guard state.topStack == write.stack else { return }
            do {
                try await open(page.url, presentation: .push)
            } catch {
                return
            }
            if state.pages(of: write.stack) == before { return }
        }
    }
}

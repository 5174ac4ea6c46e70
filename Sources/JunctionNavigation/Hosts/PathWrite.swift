import Junction

/// What a write to a `NavigationStack` path means: the pages the stack showed then, how far the
/// user went back, and the pages pushed on top with `NavigationLink(value:)` (links: pages the
/// app made to name a URL, whose id means nothing).
package struct PathWrite: Equatable, Sendable {
    /// The stack written to.
    package var stack: ScreenStack
    /// The pages the stack showed when the path was written, bottom first (its first page, which
    /// is not in the path, included).
    package var held: [NavigationState.Page]
    /// The path written.
    package var written: [NavigationState.Page]

    /// The meaning of writing `path` to a stack showing `held`.
    package init(stack: ScreenStack, held: [NavigationState.Page], path: [NavigationState.Page]) {
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

    /// The page the user went back to, `nil` when no page was taken off.
    package var backTo: NavigationState.Page? {
        common < held.count - 1 && !held.isEmpty ? held[common] : nil
    }

    /// Pages on top of the path that the stack did not show, in order: their URLs are opened
    /// as pushes.
    package var pushed: [NavigationState.Page] {
        Array(written[common...])
    }

    /// The path as the screen shows it until the write is followed: the held pages up to the
    /// page gone back to. Links are left out: their pages appear once opened, with the ids and
    /// parameters the navigator gives them, so a page's view is made once, from its real page.
    package var shown: [NavigationState.Page] {
        Array(written.prefix(common))
    }

    /// The same write, made against `held` extended with `unseen`: pages the navigator pushed
    /// on top of this stack (from earlier links) that the screen did not show yet. The user acted
    /// on the pages below them, so going back takes them off too.
    func including(unseen: [NavigationState.Page]) -> PathWrite {
        PathWrite(stack: stack, held: held + unseen, path: written)
    }
}

extension Navigator {
    /// Follows a path write: goes back as the user did, then opens each pushed page's URL as a
    /// push, in order, each while the stack is still the one the write left. A write made
    /// against pages the stack no longer holds changes nothing, except that pages in `unseen`
    /// (pushed from links the screen has not shown yet) count as held. The pages opened are
    /// added to `unseen`.
    package func apply(_ write: PathWrite, unseen: inout [Int]) async {
        var write = write
        let pages = state.pages(of: write.stack)
        if pages.count > write.held.count, pages.prefix(write.held.count).map(\.id) == write.held.map(\.id),
           pages.dropFirst(write.held.count).allSatisfy({ unseen.contains($0.id) })
        {
            write = write.including(unseen: Array(pages.dropFirst(write.held.count)))
        }
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
            let after = state.pages(of: write.stack)
            if after == before { return }
            if let top = after.last { unseen.append(top.id) }
        }
    }
}

import Junction

/// A route's `presentation`: a word (`modal`), or a mapping with one key for a presentation with
/// options: `{sheet: [medium, large]}` (the heights a sheet rests at) or `{popover: share}` (the
/// view a popover points at).
extension RouteMapDecoder {
    /// The words `presentation` may be.
    static let presentations: [String] = RoutePresentation.words

    /// The words, as a message lists them.
    static var presentationWords: String {
        presentations.dropLast().joined(separator: ", ") + " or " + (presentations.last ?? "")
    }

    func presentation(_ node: MapNode) throws(RouteMapError) -> RoutePresentation {
        if case .mapping(let entries) = node.value {
            guard entries.count == 1, let entry = entries.first else {
                throw error("a presentation mapping has one key, \"sheet\" or \"popover\"", at: node)
            }
            switch entry.key {
            case "sheet":
                let detents = try list(entry.value, what: "sheet")
                if detents.isEmpty { throw error("a sheet's detents may not be empty; write \"modal\" for the full height", at: entry.value) }
                var values: [RoutePresentation.SheetDetent] = []
                for detent in detents {
                    let text = try string(detent, what: "a sheet detent")
                    guard let value = RoutePresentation.SheetDetent(word: text) else {
                        throw error("unknown sheet detent \"\(text)\"; \(RoutePresentation.SheetDetent.expected)", at: detent)
                    }
                    values.append(value)
                }
                return .sheet(detents: values)
            case "popover":
                return .popover(source: try nonEmptyString(entry.value, what: "a popover's source"))
            default:
                throw RouteMapError(
                    file: file, location: entry.keyLocation,
                    message: "unknown presentation \"\(entry.key)\"; a presentation mapping is {sheet: [detents]} or {popover: source}")
            }
        }
        let text = try string(node, what: "presentation")
        guard let value = RoutePresentation(word: text) else {
            throw error("unknown presentation \"\(text)\"; expected \(Self.presentationWords), or {sheet: [detents]} or {popover: source}", at: node)
        }
        return value
    }
}

/// A presentation as route maps and saved states write it: a word, or an object with one key
/// for a presentation with options.
extension RoutePresentation: CustomStringConvertible, Codable {
    /// The words a presentation without options is written as, in order.
    public static let words = ["push", "modal", "replace", "root", "fullScreenCover", "popover"]
    /// The keys of a presentation written as an object: a sheet's detents, a popover's source.
    static let optionKeys = ["sheet", "popover"]

    /// The presentation a word names (one of ``words``); `nil` for any other text.
    public init?(word: String) {
        switch word {
        case "push": self = .push
        case "modal": self = .modal
        case "replace": self = .replace
        case "root": self = .root
        case "fullScreenCover": self = .fullScreenCover
        case "popover": self = .popover
        default: return nil
        }
    }

    /// The word for this presentation, `nil` when it has options (a sheet's detents, a
    /// popover's source).
    public var word: String? {
        switch kind {
        case .push: "push"
        case .replace: "replace"
        case .root: "root"
        case .modal(let style):
            switch style.kind {
            case .sheet: style.detents.isEmpty ? "modal" : nil
            case .fullScreenCover: "fullScreenCover"
            case .popover: style.popoverSource == nil ? "popover" : nil
            }
        }
    }

    /// The word (`modal`), or the option key with its value: `sheet(medium, 40%)`,
    /// `popover(share)`.
    public var description: String {
        if let word { return word }
        guard let style = modalStyle else { return "push" }
        if let source = style.popoverSource { return "popover(\(source))" }
        return "sheet(\(style.detents.map(\.description).joined(separator: ", ")))"
    }

    private struct OptionKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads a word, `{"sheet": ["medium", "large"]}` or `{"popover": "share"}`.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
            guard let presentation = RoutePresentation(word: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown presentation \"\(text)\"; expected \(Self.words.joined(separator: ", "))")
            }
            self = presentation
            return
        }
        let container = try decoder.container(keyedBy: OptionKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "a presentation object has one key, \"sheet\" or \"popover\""))
        }
        switch key.stringValue {
        case "sheet":
            let words = try container.decode([String].self, forKey: key)
            self = .sheet(detents: try words.map { word in
                guard let detent = SheetDetent(word: word) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "unknown sheet detent \"\(word)\"; \(SheetDetent.expected)")
                }
                return detent
            })
        case "popover":
            self = .popover(source: try container.decode(String.self, forKey: key))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "unknown presentation \"\(key.stringValue)\"; expected sheet or popover")
        }
    }

    /// Writes a word, or an object with one key for a presentation with options.
    public func encode(to encoder: any Encoder) throws {
        if let word {
            var container = encoder.singleValueContainer()
            try container.encode(word)
        } else if let source = modalStyle?.popoverSource {
            var container = encoder.container(keyedBy: OptionKey.self)
            try container.encode(source, forKey: OptionKey(stringValue: "popover"))
        } else {
            var container = encoder.container(keyedBy: OptionKey.self)
            try container.encode((modalStyle?.detents ?? []).map(\.description), forKey: OptionKey(stringValue: "sheet"))
        }
    }
}

extension RoutePresentation.SheetDetent: CustomStringConvertible {
    /// What a detent may be written as, for an error message.
    public static let expected = "expected medium, large, a share of the height (40%) or a height in points (300pt)"

    /// The detent a route map's word names: `medium`, `large`, a share of the full height above
    /// 0% and up to 100% (`40%`), or a height above 0 in points (`300pt`); `nil` for any other.
    public init?(word: String) {
        switch word {
        case "medium": self = .medium
        case "large": self = .large
        default:
            if word.hasSuffix("%"), let percent = Double(word.dropLast()), percent > 0, percent <= 100 {
                self = .fraction(percent / 100)
            } else if word.hasSuffix("pt"), let points = Double(word.dropLast(2)), points > 0, points.isFinite {
                self = .height(points)
            } else {
                return nil
            }
        }
    }

    /// `medium`, `large`, `40%` or `300pt`: the word a route map writes.
    public var description: String {
        func number(_ value: Double) -> String {
            let rounded = (value * 1_000_000).rounded() / 1_000_000
            let text = String(describing: rounded)
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        switch kind {
        case .medium: return "medium"
        case .large: return "large"
        case .fraction(let fraction): return number(fraction * 100) + "%"
        case .height(let points): return number(points) + "pt"
        }
    }
}

/// Resolves what a user typed (`en-US`, `EN_us`, `ja_JP@calendar=japanese`) to a known locale identifier.
public struct IdentifierResolver: Sendable {
    /// Why an identifier could not be resolved.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The input was empty.
        case empty
        /// The input is longer than any identifier could be.
        case tooLong(Int)
        /// The input contains a character no identifier has (a path separator, a control character, …).
        case invalidCharacter(String, Unicode.Scalar)
        /// No identifier matches; the closest known identifiers are suggested.
        case unknown(String, suggestions: [String])
        /// Several identifiers match when case is ignored.
        case ambiguous(String, candidates: [String])
        /// A keyword after `@` is malformed or not supported.
        case invalidKeyword(String)

        public var description: String {
            switch self {
            case .empty: "empty locale identifier"
            case .tooLong(let length):
                "locale identifier is too long (\(length) characters; at most \(IdentifierResolver.maximumLength))"
            case .invalidCharacter(let input, let scalar):
                "invalid character \(Visible.codePoint(scalar)) in locale identifier '\(Visible.text(input))'"
            case .unknown(let input, let suggestions):
                "unknown locale identifier '\(Visible.text(input))'"
                    + (suggestions.isEmpty ? "" : "; did you mean " + suggestions.joined(separator: ", ") + "?")
            case .ambiguous(let input, let candidates):
                "ambiguous locale identifier '\(Visible.text(input))': " + candidates.joined(separator: ", ")
            case .invalidKeyword(let keyword):
                "unsupported locale keyword '\(Visible.text(keyword))' (supported: calendar=NAME)"
            }
        }
    }

    /// The longest input accepted.
    public static let maximumLength = 100

    /// Calendar identifiers accepted after `@calendar=`.
    public static let calendars: Set<String> = [
        "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "gregorian", "hebrew", "indian", "islamic",
        "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian", "roc",
    ]

    private let known: [String]
    private let knownSet: Set<String>
    private let byLowercase: [String: [String]]

    /// Creates a resolver over the known identifiers.
    public init(identifiers: [String]) {
        known = identifiers
        knownSet = Set(identifiers)
        byLowercase = Dictionary(grouping: identifiers, by: { $0.lowercased() })
    }

    /// Resolves `input` to a known identifier, keeping a valid `@calendar=…` keyword (lowercased).
    public func resolve(_ input: String) -> Result<String, Failure> {
        if input.isEmpty { return .failure(.empty) }
        if input.unicodeScalars.count > Self.maximumLength { return .failure(.tooLong(input.unicodeScalars.count)) }
        let parts = input.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0]).replacingOccurrences(of: "-", with: "_")
        for scalar in base.unicodeScalars
        where
            !(scalar.isASCII
            && (scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar) || scalar == "_"))
        {
            return .failure(.invalidCharacter(input, scalar))
        }
        guard let identifier = resolveBase(base, input: input) else {
            let matches = byLowercase[base.lowercased()] ?? []
            if matches.count > 1 { return .failure(.ambiguous(input, candidates: matches.sorted())) }
            return .failure(.unknown(input, suggestions: suggestions(for: base)))
        }
        guard parts.count == 2 else { return .success(identifier) }
        let keyword = String(parts[1])
        let pair = keyword.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard pair.count == 2, pair[0].lowercased() == "calendar", Self.calendars.contains(pair[1].lowercased()) else {
            return .failure(.invalidKeyword(keyword))
        }
        return .success(identifier + "@calendar=" + pair[1].lowercased())
    }

    private func resolveBase(_ base: String, input: String) -> String? {
        if knownSet.contains(base) { return base }
        let matches = byLowercase[base.lowercased()] ?? []
        return matches.count == 1 ? matches[0] : nil
    }

    /// Up to five known identifiers closest to `input` by edit distance, ignoring case; among equally close
    /// ones, those sharing a longer prefix with the input come first.
    public func suggestions(for input: String) -> [String] {
        let target = Array(input.lowercased().utf8.prefix(40))
        guard !target.isEmpty else { return [] }
        let limit = max(2, target.count / 2)
        let scored = known.map { identifier in
            let candidate = Array(identifier.lowercased().utf8)
            let prefix = zip(target, candidate).prefix { $0 == $1 }.count
            return (identifier: identifier, distance: Self.distance(target, candidate), prefix: prefix)
        }
        return scored.filter { $0.distance <= limit }
            .sorted {
                if $0.distance != $1.distance { return $0.distance < $1.distance }
                if $0.prefix != $1.prefix { return $0.prefix > $1.prefix }
                return $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8)
            }
            .prefix(5).map(\.identifier)
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// A part of a locale identifier that may be written in it or inferred from Foundation's likely subtags.
package enum Subtag: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case script, region

    /// Script before region.
    package static func < (lhs: Subtag, rhs: Subtag) -> Bool { lhs == .script && rhs == .region }
}

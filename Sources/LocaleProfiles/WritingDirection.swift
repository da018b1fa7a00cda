import Foundation

/// The direction a locale's characters run in, for `dir` attributes and for which picker column comes first.
package enum WritingDirection: String, Hashable, Sendable, Codable {
    /// Left to right: the first picker column is the leftmost.
    case ltr
    /// Right to left: the first picker column is the rightmost.
    case rtl

    /// The direction Foundation gives a language.
    package init(_ language: Locale.Language) {
        self = language.characterDirection == .rightToLeft ? .rtl : .ltr
    }

    /// "left-to-right" or "right-to-left".
    package var name: String { self == .rtl ? "right-to-left" : "left-to-right" }
}

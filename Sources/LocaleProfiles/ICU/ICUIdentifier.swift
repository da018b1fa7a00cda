import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `Locale.identifier(.icu, from:)` without keeping a `Locale`: the resolver asks it about every two- and
/// three-letter code (18,252 names, most of them no language), and Foundation answers each by making a `Locale`
/// that it caches for the life of the process (17 MiB and a fifth of a second of a build, spent before any page).
///
/// Foundation's answer is two steps, taken here the same way: `Locale.canonicalIdentifier(from:)`, then ICU's
/// `ualoc_canonicalForm` of that, or the first step's result where ICU fails. Guarded like the profiles' fast
/// path: the direct road is taken only when ICU's function is there (Linux) and agrees with Foundation on a few
/// names that exercise each step (checked once per process); otherwise every answer is Foundation's own.
/// `ICUIdentifierTests` holds the two equal over every two- and three-letter code, every `und_` region and every
/// known identifier.
enum ICUIdentifier {
    /// What `Locale.identifier(.icu, from: string)` returns.
    static func canonical(_ string: String) -> String {
        #if canImport(Glibc)
            if isDirect, let answer = direct(string) { return answer }
        #endif
        return Locale.identifier(.icu, from: string)
    }

    #if canImport(Glibc)
        /// Names whose canonical forms take each step: a legacy and a three-letter language code, a deprecated
        /// region, a script-less form, BCP 47 with and without a keyword, a variant, a code that is no language.
        static let selfCheckNames = [
            "iw", "heb", "sh", "und_UK", "sr_YU", "zh_TW", "en-US", "ja-JP-u-ca-japanese",
            "ja_JP@calendar=japanese", "de__POSIX", "qqq",
        ]

        /// Whether the direct road is taken: ICU's function is there and agrees with Foundation on
        /// ``selfCheckNames``.
        static let isDirect: Bool = selfCheckNames.allSatisfy { direct($0) == Locale.identifier(.icu, from: $0) }

        /// Foundation's two steps, the second through ICU directly; `nil` when ICU's function is missing.
        static func direct(_ string: String) -> String? {
            guard let canonicalForm = ICULibrary.canonicalForm else { return nil }
            let first = Locale.canonicalIdentifier(from: string)
            // ICU's ULOC_FULLNAME_CAPACITY, the capacity Foundation passes.
            let capacity: Int32 = 157
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity) + 1) { buffer in
                var status: ICULibrary.Status = 0
                let length = canonicalForm(first, buffer.baseAddress!, capacity, &status)
                guard status <= 0, length >= 0, length <= capacity else { return first }
                buffer[Int(length)] = 0
                return String(cString: buffer.baseAddress!)
            }
        }
    #endif
}

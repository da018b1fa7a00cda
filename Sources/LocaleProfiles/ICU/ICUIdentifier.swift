import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `Locale.identifier(.icu, from:)` without keeping a `Locale`: the resolver asks it about every two- and
/// three-letter code (18,252 names, most of them no language), and Foundation answers each by making a `Locale`
/// that it caches for the life of the process (17 MiB and a fifth of a second of a build, spent before any page).
///
/// Foundation's answer is two steps, taken here the same way: `Locale.canonicalIdentifier(from:)`, then ICU's
/// `ualoc_canonicalForm` of that, or the first step's result where ICU fails. Where ICU's function cannot be
/// found (not Linux), Foundation's own call is used. `ICUIdentifierTests` holds the two equal over every two- and
/// three-letter code, every `und_` region and every known identifier.
enum ICUIdentifier {
    /// What `Locale.identifier(.icu, from: string)` returns.
    static func canonical(_ string: String) -> String {
        #if canImport(Glibc)
            guard let canonicalForm = ICULibrary.canonicalForm else { return Locale.identifier(.icu, from: string) }
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
        #else
            return Locale.identifier(.icu, from: string)
        #endif
    }
}

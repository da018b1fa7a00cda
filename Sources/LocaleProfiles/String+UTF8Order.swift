import Foundation

extension String {
    /// Whether this string comes before `other` in the order of their UTF-8 bytes, which is also the order of
    /// their Unicode scalars: the one order the atlas sorts identifiers, aliases, paths and keys by, the same
    /// on every machine and in every locale (`<` on `String` compares canonical equivalents as equal).
    ///
    /// Both strings' own storage is compared with `memcmp` where it is contiguous (always, for native strings);
    /// `String.UTF8View`'s iterator decodes its way through otherwise.
    @inlinable
    package func precedesInUTF8Order(_ other: String) -> Bool {
        let ordered = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                let common = Swift.min(mine.count, theirs.count)
                let order = common == 0 ? 0 : memcmp(mine.baseAddress!, theirs.baseAddress!, common)
                return order != 0 ? order < 0 : mine.count < theirs.count
            }
        }
        return (ordered ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}

extension Sequence<String> {
    /// The strings in the order of their UTF-8 bytes (`String.precedesInUTF8Order(_:)`).
    @inlinable
    package func sortedInUTF8Order() -> [String] {
        sorted { $0.precedesInUTF8Order($1) }
    }
}

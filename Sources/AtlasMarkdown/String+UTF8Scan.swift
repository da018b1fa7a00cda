extension String {
    /// Whether any UTF-8 byte of the string satisfies `predicate`, read from the string's own storage (a plain
    /// loop over bytes, where `String.UTF8View`'s iterator decodes its way through). The escapers' "anything to
    /// escape?" check, shared with the site's HTML escaping, hence `package`.
    package func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
    }
}

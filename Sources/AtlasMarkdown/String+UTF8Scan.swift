extension String {
    /// Whether any UTF-8 byte of the string satisfies `predicate`, read from the string's own storage (a plain
    /// loop over bytes, where `String.UTF8View`'s iterator decodes its way through). The escapers' "anything to
    /// escape?" check, shared with the site's HTML escaping, hence `package`.
    /// A pointer loop, not `contains(where:)`: it runs for every value of every page, also in the debug build
    /// `make site` runs, where each generic step is a call.
    package func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            while index < bytes.count {
                if predicate((base + index).pointee) { return true }
                index += 1
            }
            return false
        }
    }
}

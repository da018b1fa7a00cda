import LocaleProfiles

/// Resolves identifiers given with `--locale` or `--only` (or their configuration keys).
enum LocaleArguments {
    /// Every value resolved to a known identifier, in order; a usage error names the option and the value.
    static func resolve(_ values: [String], option: String, usage: String) throws(UsageError) -> [String] {
        guard !values.isEmpty else { return [] }
        let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
        return try values.map { value throws(UsageError) in
            switch resolver.resolve(value) {
            case .success(let identifier): return identifier
            case .failure(let failure): throw UsageError("\(option): \(failure.description)", usage: usage)
            }
        }
    }
}

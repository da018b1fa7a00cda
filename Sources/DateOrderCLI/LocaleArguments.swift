import LocaleProfiles

/// Resolves identifiers given with `--locale` or `--only` (or their configuration keys).
enum LocaleArguments {
    /// Every value resolved to a known identifier, in order; a usage error names the option and the value. With
    /// `acceptsHourCycle` (`list`), a value may name an hour cycle (`en_US@hours=h23`); a build's may not.
    static func resolve(
        _ values: [String], option: String, usage: String, acceptsHourCycle: Bool = false
    ) throws(UsageError) -> [String] {
        guard !values.isEmpty else { return [] }
        let resolver = IdentifierResolver(
            identifiers: Catalog.availableIdentifiers, acceptsHourCycle: acceptsHourCycle)
        return try values.map { value throws(UsageError) in
            switch resolver.resolve(value) {
            case .success(let identifier): return identifier
            case .failure(let failure): throw UsageError("\(option): \(failure.description)", usage: usage)
            }
        }
    }
}

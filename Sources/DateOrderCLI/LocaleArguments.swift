import LocaleProfiles

/// Resolves identifiers given with `--locale` or `--only` (or their configuration keys).
enum LocaleArguments {
    /// The identifiers some values name, and a note for each value that was another name of its identifier.
    struct Resolved {
        /// Every value resolved to a known identifier, in order.
        var identifiers: [String] = []
        /// `'zh_TW' is zh_Hant_TW in Foundation's list of locales`, once per alias given, in order.
        var aliasNotes: [String] = []
    }

    /// Every value resolved to a known identifier; a usage error names the option and the value. With
    /// `acceptsHourCycle` (`list`), a value may name an hour cycle (`en_US@hours=h23`); a build's may not.
    static func resolve(
        _ values: [String], option: String, usage: String, acceptsHourCycle: Bool = false
    ) throws(UsageError) -> Resolved {
        var resolved = Resolved()
        guard !values.isEmpty else { return resolved }
        let resolver = IdentifierResolver(
            identifiers: Catalog.availableIdentifiers, acceptsHourCycle: acceptsHourCycle)
        for value in values {
            switch resolver.resolution(value) {
            case .success(let resolution):
                resolved.identifiers.append(resolution.identifier)
                let note = aliasNote(typed: value, identifier: resolution.identifier)
                if resolution.isAlias, !resolved.aliasNotes.contains(note) { resolved.aliasNotes.append(note) }
                if let note = nameNote(typed: value, identifier: resolution.identifier, resolver: resolver),
                    !resolved.aliasNotes.contains(note)
                {
                    resolved.aliasNotes.append(note)
                }
            case .failure(let failure): throw UsageError("\(option): \(failure.description)", usage: usage)
            }
        }
        return resolved
    }

    /// What standard error says when an identifier, typed otherwise than it is written, is also another locale's
    /// name (`UK`: the identifier uk, Ukrainian, wins; as a name it is en_GB and the other British locales), so a
    /// user who meant the name can give it; `nil` where it is no other locale's name. Only letters with a capital
    /// among them are looked up among names (`UK`, `Uk`): an identifier typed as it is written (`uk`), in lower
    /// case (`iw`) or with a separator (`EN_us`, `zh-TW`) is no name, and `show` stays quick (0.05 s, not 0.3 s).
    /// A region's code is read so too, in capitals or not (`BR`: the identifier br, Breton, wins; as a region code it
    /// is pt_BR and es_BR, as the site's search reads it; `Che`, Chechen's other code: as a region code Switzerland).
    static func nameNote(typed: String, identifier: String, resolver: IdentifierResolver) -> String? {
        guard typed != identifier, typed.allSatisfy(\.isLetter), typed != typed.lowercased() else { return nil }
        let (reading, named) =
            resolver.inRegion(typed).map {
                ("as the region code of \(IdentifierResolver.regionName($0.region))", $0.identifiers)
            }
            ?? ("as a name", resolver.named(typed))
        guard !named.isEmpty, !named.contains(identifier) else { return nil }
        return "dateorder: \(Visible.quoted(typed)) is the identifier \(IdentifierResolver.withName(identifier)); "
            + reading + " it stands for " + named.prefix(3).map(IdentifierResolver.withName).joined(separator: ", ")
            + (named.count > 3 ? ", …" : "") + "\n"
    }

    /// What standard error says when a locale was named by another of its names: the answer is for `identifier`.
    static func aliasNote(typed alias: String, identifier: String) -> String {
        "dateorder: \(Visible.quoted(alias)) is \(identifier) in Foundation's list of locales\n"
    }
}

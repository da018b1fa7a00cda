import Atlas
import DateOrder
import LocaleProfiles

/// `dateorder show IDENTIFIER [--json] [--template T]...`: one locale's orders, patterns and samples.
struct ShowCommand {
    let identifier: String
    /// What was typed, when it was an alias of `identifier` (`zh_TW` for `zh_Hant_TW`).
    let alias: String?
    /// What standard error says where what was typed is also other locales' name (`UK`), or `nil`.
    let nameNote: String?
    /// What the identifier resolved to; its `combination` where it is none of Foundation's locales (`ja_US`).
    let resolution: IdentifierResolver.Resolution
    /// What was typed.
    let typed: String
    let json: Bool
    let templates: [DateTemplate]

    init(arguments: [String]) throws(UsageError) {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, options: CommandSpec.show.parserOptions)
        } catch {
            throw UsageError(error.message, usage: Usage.show)
        }
        guard parsed.positional.count == 1 else {
            throw UsageError(
                parsed.positional.isEmpty
                    ? "missing IDENTIFIER"
                    : "unexpected argument \(Visible.quoted(parsed.positional[1])) (show takes one IDENTIFIER)",
                usage: Usage.show)
        }
        // A user's clock setting names an hour cycle (`en_US@hours=h23`): show answers for it.
        // So does an app's `Locale.current` for a language and region no listed locale pairs (`ja_US`), and with the
        // keywords a user's settings add (`en_US@rg=gbzzzz;fw=mon`).
        let resolver = IdentifierResolver(
            identifiers: Catalog.availableIdentifiers, acceptsHourCycle: true, acceptsCombinations: true,
            acceptsPreferences: true)
        switch resolver.resolution(parsed.positional[0]) {
        case .success(let resolution):
            identifier = resolution.identifier
            alias = resolution.isAlias ? parsed.positional[0] : nil
            self.resolution = resolution
            nameNote = LocaleArguments.nameNote(
                typed: parsed.positional[0], identifier: resolution.identifier, resolver: resolver)
        case .failure(let failure): throw UsageError(failure.description, usage: Usage.show)
        }
        typed = parsed.positional[0]
        json = parsed.has("--json")
        templates = try TemplateArguments.parse(parsed.all("--template"), usage: Usage.show)
    }

    func run(output: DateOrderCommand.Output) throws {
        if let alias {
            output.notice(LocaleArguments.aliasNote(typed: alias, identifier: identifier))
        }
        if let nameNote { output.notice(nameNote) }
        let builder = ProfileBuilder(extraTemplates: templates)
        let profile = builder.profile(for: resolution)
        if let combination = resolution.combination {
            // Compared with the language's principal locale in the same keywords (ja_JP@calendar=japanese).
            let keywords = identifier.firstIndex(of: "@").map { String(identifier[$0...]) } ?? ""
            let principal = combination.principal.map { builder.showProfile(for: $0 + keywords) }
            output.notice(
                CombinationNote.text(combination, typed: typed, profile: profile, principal: principal))
        }
        if let note = Self.unaffectedNote(identifier) { output.notice(note) }
        if json {
            try output.standardOutput(try JSONExport.encode(ShowJSON(profile: profile, listed: resolution.isListed)))
        } else {
            try output.standardOutput(ProfileSummary.text(for: profile))
        }
    }

    /// `dateorder: measure=metric, mu=celsius change nothing Foundation writes for dates and times here; the answer
    /// is as without them`: the keywords an identifier carries that change none of what `show` prints, named
    /// once; `nil` where it carries none.
    static func unaffectedNote(_ identifier: String) -> String? {
        let keywords = identifier.split(separator: "@", maxSplits: 1).dropFirst().first?.split(separator: ";") ?? []
        let unaffected = keywords.filter { keyword in
            PreferenceKeyword(rawValue: String(keyword.prefix { $0 != "=" }))?.affectsAnswer == false
        }
        guard !unaffected.isEmpty else { return nil }
        return "dateorder: " + unaffected.joined(separator: ", ")
            + (unaffected.count == 1 ? " changes" : " change")
            + " nothing Foundation writes for dates and times here; the answer is as without "
            + (unaffected.count == 1 ? "it" : "them") + "\n"
    }
}

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
        let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers, acceptsHourCycle: true)
        switch resolver.resolution(parsed.positional[0]) {
        case .success(let resolution):
            identifier = resolution.identifier
            alias = resolution.isAlias ? parsed.positional[0] : nil
            nameNote = LocaleArguments.nameNote(
                typed: parsed.positional[0], identifier: resolution.identifier, resolver: resolver)
        case .failure(let failure): throw UsageError(failure.description, usage: Usage.show)
        }
        json = parsed.has("--json")
        templates = try TemplateArguments.parse(parsed.all("--template"), usage: Usage.show)
    }

    func run(output: DateOrderCommand.Output) throws {
        if let alias {
            output.notice(LocaleArguments.aliasNote(typed: alias, identifier: identifier))
        }
        if let nameNote { output.notice(nameNote) }
        let profile = ProfileBuilder(extraTemplates: templates).profile(for: identifier)
        if json {
            try output.standardOutput(try JSONExport.encode(profile))
        } else {
            try output.standardOutput(ProfileSummary.text(for: profile))
        }
    }
}

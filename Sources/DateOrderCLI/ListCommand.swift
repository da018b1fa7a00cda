import Atlas
import DateOrder
import LocaleProfiles

/// `dateorder list [--format tsv|csv|json] [--order ORDER] [--template T]...`: every locale.
struct ListCommand {
    enum Format: String, CaseIterable { case tsv, csv, json }

    let format: Format
    let order: DateFieldOrder?
    let templates: [DateTemplate]
    let only: LocaleArguments.Resolved

    init(arguments: [String]) throws(UsageError) {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, options: CommandSpec.list.parserOptions)
        } catch {
            throw UsageError(error.message, usage: Usage.list)
        }
        guard parsed.positional.isEmpty else {
            throw UsageError("unexpected argument \(Visible.quoted(parsed.positional[0]))", usage: Usage.list)
        }
        let formatName = parsed.value("--format") ?? "tsv"
        guard let format = Format(rawValue: formatName.lowercased()) else {
            throw UsageError("unknown format \(Visible.quoted(formatName)) (tsv, csv or json)", usage: Usage.list)
        }
        self.format = format
        if let code = parsed.value("--order") {
            guard let order = DateFieldOrder(code: code), order.fields.count == 3 else {
                throw UsageError(
                    "unknown order \(Visible.quoted(code)) (DMY, YMD, MDY, YDM, DYM or MYD)", usage: Usage.list)
            }
            self.order = order
        } else {
            self.order = nil
        }
        templates = try TemplateArguments.parse(parsed.all("--template"), usage: Usage.list)
        only = try LocaleArguments.resolve(
            parsed.all("--only"), option: "--only", usage: Usage.list, acceptsHourCycle: true)
    }

    func run(output: DateOrderCommand.Output) throws {
        for note in only.aliasNotes { output.notice(note) }
        let builder = ProfileBuilder(extraTemplates: templates)
        var profiles = Catalog.load(
            identifiers: only.identifiers.isEmpty ? Catalog.availableIdentifiers : Array(Set(only.identifiers)),
            builder: builder
        ).profiles
        if let order {
            profiles = profiles.filter { $0.primary.order?.order == order }
        }
        // The other names the site publishes, so the JSON equals the site's data/locales.json.
        let aliases = LocaleAliases.byIdentifier(LocaleAliases.make(identifiers: Set(profiles.map(\.identifier))))
        switch format {
        case .tsv:
            try output.standardOutput(DelimitedExport.tsv(profiles, aliases: aliases, templates: builder.templates))
        case .csv:
            try output.standardOutput(DelimitedExport.csv(profiles, aliases: aliases, templates: builder.templates))
        case .json: try output.standardOutput(JSONExport.locales(profiles, aliases: aliases))
        }
    }
}

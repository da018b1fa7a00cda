import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// The pages of one order: `orders/<order>.html` for the locales whose `yyyyMMdd` pattern writes it (the seed's
/// grouping), and `pickers/<kind>-<order>.html` for the locales whose picker of one kind follows it. Both group
/// the locales by identical pattern.
enum OrderPage {
    /// How many of a page's locales the trick misleads, in a sentence: "For 19 of them `some`.", "For all 6 of them
    /// `some`." (where it misleads every one), or `none` where it misleads none, so that a small site never says "For
    /// 0 of them … (marked below)" with nothing marked.
    static func misled(_ misled: Int, of total: Int, some: String, none: String) -> String {
        switch misled {
        case 0: none
        case total: (total == 1 ? "For it " : "For all \(grouped(misled)) of them ") + some + "."
        default: "For \(grouped(misled)) of them " + some + "."
        }
    }

    /// "In 3 locales here the pattern writes an era beside the year: …", with a space after it, where `eras` of a
    /// page's locales need an era column (`whose`: "the pattern" on a picker page, "a picker's pattern" on an order
    /// page); empty where none does.
    static func eraSentence(_ eras: Int, _ whose: String) -> String {
        eras == 0
            ? ""
            : "In \(counted(eras, "locale")) here \(whose) writes an era beside the year: lay out an era column there "
                + "too (marked \"+ era\" below). "
    }

    /// `orders/<order>.html`.
    static func make(order: DateFieldOrder, profiles: [LocaleProfile], model: SiteModel) -> Page {
        let path = SitePath(page: SitePath.order(order))
        let siblings = model.orders.map { group in
            group.order == order
                ? "**\(group.order.code)**"
                : MarkdownText.link(text: group.order.code, destination: path.link(to: SitePath.order(group.order)))
        }
        let misled = profiles.filter { !$0.answer.misleading.isEmpty }.count
        let misledText = Self.misled(
            misled, of: profiles.count,
            some: "it misleads at least one kind of picker (marked below): lay out pickers from the [picker orders]("
                + path.link(to: "index.html#pickers") + ") instead",
            none: "It misleads no kind of picker here.")
        let eras = profiles.filter { $0.answer.needsEraColumn }.count
        let intro = """
            \(grouped(profiles.count)) of \(counted(model.profiles.count, "locale")) (\(Percent.format(profiles.count, of: model.profiles.count))) \
            \(profiles.count == 1 ? "writes" : "write") the template `yyyyMMdd` in the order \
            \(MarkdownText.escape(order.spelledOut)): what the widely copied trick returns. \
            \(misledText) \
            \(Self.eraSentence(eras, "a picker's pattern"))Grouped by identical pattern.
            """
        let example = Self.example(profiles)
        return page(
            path: path, order: order, template: .yyyyMMdd, kind: nil, profiles: profiles, model: model,
            navigation: "yyyyMMdd orders: " + siblings.joined(separator: " · "),
            heading: "yyyyMMdd \(order.code): \(order.spelledOut)", intro: intro,
            title:
                "\(order.code) (\(order.spelledOut)) by the yyyyMMdd trick — \(counted(profiles.count, "locale")) — Date Order Atlas",
            description:
                "\(counted(profiles.count, "locale")) \(profiles.count == 1 ? "writes" : "write") yyyyMMdd as \(order.spelledOut), for example \(example.identifier): "
                + "\(example.primary.sample). Grouped by pattern, with each locale's picker orders.",
            socialTitle: "yyyyMMdd \(order.code) — \(counted(profiles.count, "locale")) — \(example.primary.sample)",
            image: .order(order, profiles: profiles, total: model.profiles.count))
    }

    /// Locales a reader of a shared link is likely to know, most familiar first: a group's example in the page's
    /// description and link-preview title is the first of these in the group (`en_GB: 15/04/2026` rather than
    /// `agq_CM`, the first in UTF-8 order).
    static let familiarLocales = [
        "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "es_ES", "zh_Hans_CN", "pt_BR", "ko_KR", "ru_RU", "it_IT",
        "hi_IN", "ar_EG", "en_CA", "en_IN", "hu_HU", "lt_LT", "sv_SE", "fa_IR", "he_IL",
    ]

    /// The group's example: its most familiar locale (``familiarLocales``), else its first with a region.
    static func example(_ profiles: [LocaleProfile]) -> LocaleProfile {
        let byIdentifier = Dictionary(profiles.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        return familiarLocales.lazy.compactMap { byIdentifier[$0] }.first
            ?? profiles.first { $0.identifier.contains("_") } ?? profiles[0]
    }

    /// `pickers/<kind>-<order>.html`.
    static func make(kind: DatePickerKind, order: DateFieldOrder, profiles: [LocaleProfile], model: SiteModel) -> Page {
        let path = SitePath(page: SitePath.picker(kind, order))
        let groups = model.pickerOrders.first { $0.kind == kind }?.groups ?? []
        let siblings = groups.map { group in
            group.order == order
                ? "**\(group.order.code)**"
                : MarkdownText.link(
                    text: group.order.code, destination: path.link(to: SitePath.picker(kind, group.order)))
        }
        let misled = profiles.filter { profile in profile.answer.misleading.contains { $0.kind == kind } }.count
        let misledText = Self.misled(
            misled, of: profiles.count, some: "the `yyyyMMdd` trick says otherwise (marked below)",
            none: "Here the `yyyyMMdd` trick gives the same order.")
        // Locales whose pattern for this picker writes an era: their picker needs an era column too.
        let eras = profiles.filter { $0.answer.row(kind)?.hasEraColumn == true }.count
        let eraText = Self.eraSentence(eras, "the pattern")
        let intro = """
            \(grouped(profiles.count)) of \(counted(model.profiles.count, "locale")) (\(Percent.format(profiles.count, of: model.profiles.count))) \
            \(profiles.count == 1 ? "lays" : "lay") out \(MarkdownText.escape(kind.phrase)) as \
            \(MarkdownText.escape(order.spelledOut)), following \(profiles.count == 1 ? "its" : "their") pattern for the \
            template `\(kind.template.rawValue)`. \
            \(misledText) \
            \(eraText)Grouped by identical pattern.
            """
        let example = Self.example(profiles)
        let sample = example.format(for: kind.template)?.sample ?? ""
        return page(
            path: path, order: order, template: kind.template, kind: kind, profiles: profiles, model: model,
            navigation: "\(kind.title) pickers: " + siblings.joined(separator: " · "),
            heading: "\(kind.title) picker: \(order.spelledOut)", intro: intro,
            title:
                "\(kind.title) picker \(order.code) (\(order.spelledOut)) — \(counted(profiles.count, "locale")) — Date Order Atlas",
            description:
                "\(counted(profiles.count, "locale")) \(profiles.count == 1 ? "lays" : "lay") out \(kind.phrase) as \(order.spelledOut), for example "
                + "\(example.identifier): \(sample). Grouped by pattern.",
            socialTitle: "\(kind.title) picker \(order.code) — \(counted(profiles.count, "locale")) — \(sample)",
            image: .picker(kind, order, profiles: profiles, total: model.profiles.count))
    }

    /// The page both kinds share: navigation, heading, overview of patterns, a table per pattern.
    private static func page(
        path: SitePath, order: DateFieldOrder, template: DateTemplate, kind: DatePickerKind?, profiles: [LocaleProfile],
        model: SiteModel, navigation: String, heading: String, intro: String, title: String, description: String,
        socialTitle: String, image: PreviewImage
    ) -> Page {
        var body: [PageBlock] = []
        body.append(
            .relatedPages(
                MarkdownText.link(text: "All locales", destination: path.link(to: "index.html")) + " · " + navigation))
        body.append(.markdown("# " + MarkdownText.escape(heading) + "\n\n" + intro))
        body += PatternGroups.blocks(
            profiles, template: template,
            columns: [
                ("Identifier", .none), ("Name", .none), ("Sample", .none), ("Numeric", .none),
                ("With month names", .none), ("Year–month", .none), ("Month–day", .none), ("yyyyMMdd", .none),
            ]
        ) { profile in
            let answer = profile.answer
            let misleads = answer.misleading.contains { kind == nil || $0.kind == kind }
            // Every picker's order, so that a row marked "misleads" shows the picker the trick gets wrong
            // (agq: D·M·Y numeric and with month names, but Y·M for a year–month picker), and `+ era` where the
            // picker needs an era column beside the year (ar_SA, en_TH), and `Date.FormatStyle`'s order where it
            // departs (ff_Latn_BF: `DMY (Date.FormatStyle: YMD)`).
            func columns(_ kind: DatePickerKind) -> MarkdownTable.Cell {
                guard let row = answer.row(kind), let order = row.order else { return .text("—") }
                return .text(
                    order.code + (row.hasEraColumn ? " + era" : "")
                        + profile.formatStyleAside(kind))
            }
            return [
                .link(text: profile.identifier, destination: path.link(to: SitePath.locale(profile.identifier))),
                .text(profile.englishName),
                LocaleVoice(profile).cell(profile.format(for: template)?.sample ?? ""),
                columns(.numeric), columns(.withMonthNames), columns(.yearMonth), columns(.monthDay),
                .text((profile.primary.order?.code ?? "—") + (misleads ? " (misleads)" : "")),
            ]
        }
        return Page(
            path: path.page, title: title, description: description, socialTitle: socialTitle, image: image,
            pageClass: kind == nil ? "order" : "order picker-order", body: body)
    }
}

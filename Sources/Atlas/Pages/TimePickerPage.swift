import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// One way a locale lays out a time picker (its hour cycle and where the day period goes), or a picker of a date
/// and a time (date first or time first): what a `pickers/time-…` page groups.
package enum TimeVariant: Hashable, Sendable, Comparable {
    /// A time picker: the hour cycle its pattern counts and where the day period goes.
    case time(HourCycle, TimeAnswer.DayPeriodPosition)
    /// A picker of a date and a time.
    case dateTime(DateTimeOrder)

    /// The variants of a profile: its time picker's and its date-with-time picker's.
    static func of(_ profile: LocaleProfile) -> [TimeVariant] {
        var variants: [TimeVariant] = []
        if let cycle = profile.time.hourCycle { variants.append(.time(cycle, profile.time.dayPeriod)) }
        variants.append(.dateTime(profile.time.dateTimeOrder))
        return variants
    }

    /// `h23`, `h12-period-last`, `h12-period-first`, `date-first`, `time-first`: after `pickers/time-`.
    var slug: String {
        switch self {
        case .time(let cycle, .none): cycle.rawValue
        case .time(let cycle, let period): cycle.rawValue + "-period-" + period.rawValue
        case .dateTime(.dateFirst): "date-first"
        case .dateTime(.timeFirst): "time-first"
        }
    }

    /// `24-hour clock, 0–23`, `12-hour clock, 1–12, day period first`, `Date and time, the time first`.
    var title: String {
        switch self {
        case .time(let cycle, let period):
            (cycle.usesDayPeriod ? "12-hour" : "24-hour") + " clock, \(cycle.rawValue) \(cycle.range)"
                + (period == .none ? "" : ", day period " + period.rawValue)
        case .dateTime(.dateFirst): "Date and time, the date first"
        case .dateTime(.timeFirst): "Date and time, the time first"
        }
    }

    /// The template whose pattern the variant is read from.
    var template: DateTemplate {
        switch self {
        case .time: TimeAnswer.templates.time
        case .dateTime: TimeAnswer.templates.dateTime
        }
    }

    /// The short label as a preview image's headline: `24-hour`, `12-hour, period first`, `Date first`.
    var headline: String { shortLabel.uppercasedFirstLetter }

    /// The variant in a few words, for the index's Time column (the script's filters read them):
    /// `24-hour`, `12-hour, period first`, `date first`, `time first`.
    var shortLabel: String {
        switch self {
        case .time(let cycle, let period):
            (cycle.usesDayPeriod ? "12-hour" : "24-hour") + (period == .none ? "" : ", period " + period.rawValue)
        case .dateTime(.dateFirst): "date first"
        case .dateTime(.timeFirst): "time first"
        }
    }

    /// Time pickers first, then by slug.
    package static func < (lhs: TimeVariant, rhs: TimeVariant) -> Bool {
        switch (lhs, rhs) {
        case (.time, .dateTime): true
        case (.dateTime, .time): false
        default: lhs.slug < rhs.slug
        }
    }
}

extension SitePath {
    /// The page of a time picker variant: `pickers/time-h12-period-first.html`.
    static func timePicker(_ variant: TimeVariant) -> String { "pickers/time-" + variant.slug + ".html" }

    /// The page of a locale's time picker variant.
    static func timePicker(_ time: TimeAnswer) -> String {
        timePicker(.time(time.hourCycle ?? .h23, time.dayPeriod))
    }
}

/// `pickers/time-<variant>.html`: the locales whose time picker (or date-with-time picker) is laid out one way,
/// grouped by identical pattern, with each locale's columns, hours and day period names.
enum TimePickerPage {
    static func make(variant: TimeVariant, profiles: [LocaleProfile], model: SiteModel) -> Page {
        let path = SitePath(page: SitePath.timePicker(variant))
        // Each sibling by the words the index's Time column uses (`12-hour, period last`), not its file name.
        func siblings(_ isTime: Bool) -> String {
            model.timeVariants.filter { ($0.variant.template == TimeAnswer.templates.time) == isTime }.map { group in
                group.variant == variant
                    ? "**\(group.variant.shortLabel)**"
                    : MarkdownText.link(
                        text: group.variant.shortLabel, destination: path.link(to: SitePath.timePicker(group.variant)))
            }.joined(separator: " · ")
        }
        let total = model.profiles.count
        let template = variant.template
        let intro: String
        switch variant {
        case .time(let cycle, let period):
            intro =
                "\(grouped(profiles.count)) of \(counted(total, "locale")) (\(Percent.format(profiles.count, of: total))) \(profiles.count == 1 ? "writes" : "write") the time "
                + "(template `jm`) with the hour letter `\(cycle.letter)`: the hour column counts \(cycle.range)"
                + (period == .none
                    ? " and there is no day period column."
                    : ", and the day period column stands " + (period == .first ? "before" : "after")
                        + " the hour in reading order.") + " Grouped by identical pattern."
        case .dateTime(let order):
            intro =
                "\(grouped(profiles.count)) of \(counted(total, "locale")) (\(Percent.format(profiles.count, of: total))) \(profiles.count == 1 ? "writes" : "write") a date "
                + "with a time (template `yMMMd jm`) with the " + (order == .dateFirst ? "date" : "time")
                + " first: a picker of both puts those columns first. Grouped by identical pattern."
        }
        // Right-to-left locales whose time reads from the left in another order than the pattern's.
        let reordered = profiles.filter {
            $0.characterDirection == .rtl && $0.timeColumnsLeftToRight != $0.time.time.columns
        }
        let rightToLeft =
            reordered.isEmpty
            ? ""
            : " In \(counted(reordered.count, "right-to-left locale")) here the time's columns stand in another order from "
                + "the left, as the time reads there (its row says it, as `TimePickerLayout.columnsLeftToRight`): lay "
                + "those out from the left, without mirroring."
        var body: [PageBlock] = []
        body.append(
            .relatedPages(
                MarkdownText.link(text: "All locales", destination: path.link(to: "index.html"))
                    + " · Time pickers: " + siblings(true) + " · Date with time: " + siblings(false)))
        body.append(.markdown("# " + MarkdownText.escape(variant.title) + "\n\n" + intro + rightToLeft))
        body += PatternGroups.blocks(
            profiles, template: template,
            columns: [
                ("Identifier", .none), ("Name", .none), ("Sample", .none), ("Columns", .none),
                ("Day period", .none), ("Date and time", .none),
            ]
        ) { profile in
            let time = profile.time
            let voice = LocaleVoice(profile)
            return [
                .link(text: profile.identifier, destination: path.link(to: SitePath.locale(profile.identifier))),
                .text(profile.englishName),
                voice.cell(profile.format(for: template)?.sample ?? ""),
                profile.timeColumnsLeftToRight == time.time.columns
                    ? .code(TimeSection.swiftArray(time.time.columns))
                    : .markdown(
                        MarkdownText.code(TimeSection.swiftArray(time.time.columns)) + "; from the left "
                            + MarkdownText.code(TimeSection.swiftArray(profile.timeColumnsLeftToRight))),
                time.dayPeriodSymbols.isEmpty
                    ? .text("—") : .markdown(TimeSection.dayPeriodNames(time, voice: voice)),
                .text(time.dateTimeOrder == .dateFirst ? "date first" : "time first"),
            ]
        }
        // The group's most familiar locale, as on the order and picker pages (en_US, not af_NA).
        let example = OrderPage.example(profiles)
        let sample = example.format(for: template)?.sample ?? ""
        // A sample may end with its own full stop (`4:45 nm.`): no second one after it.
        let stop = sample.hasSuffix(".") ? "" : "."
        let description =
            "\(counted(profiles.count, "locale")): \(variant.title.lowercasedFirstLetter), for example \(example.identifier): "
            + "\(sample)\(stop) Grouped by pattern, with each locale's time columns."
        // The image draws what the alternative text says: the variant, its count and the example's time.
        let image = PreviewImage(
            path: PreviewImage.path(forPage: path.page),
            alt:
                "\(variant.title): \(grouped(profiles.count)) of \(counted(total, "locale")), for example \(example.identifier) "
                + "\(sample)\(stop) Date Order Atlas.",
            kicker: variant.template == TimeAnswer.templates.time ? "Time picker" : "Date and time picker",
            headline: variant.headline, samples: sample.isEmpty ? [] : [sample],
            language: PreviewImage.language(of: example), script: PreviewImage.script(of: example.identifier),
            lines: [
                [
                    .init(text: grouped(profiles.count), ink: .accent),
                    .init(text: " of \(counted(total, "locale"))", ink: .ink),
                ],
                [.init(text: variant.title, ink: .ink)],
                [.init(text: "for example \(example.identifier)", ink: .muted)],
            ])
        return Page(
            path: path.page, title: "\(variant.title) — \(counted(profiles.count, "locale")) — Date Order Atlas",
            description: description,
            socialTitle: "\(variant.title) — \(counted(profiles.count, "locale")) — \(sample)",
            image: image, pageClass: "order picker-order", body: body)
    }
}

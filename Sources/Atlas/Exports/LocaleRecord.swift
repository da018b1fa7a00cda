import DateOrder
import LocaleProfiles

/// One locale as `data/locales.json` and `dateorder list --format json` publish it: the facts programs need,
/// with template strings as keys exactly as given. `dateorder diff` and `build --previous` read it back; from an
/// export only `identifier`, `order`, `pattern`, `orders` and `patterns` are required (older exports and other
/// tools' files may lack the rest).
package struct LocaleRecord: Hashable, Sendable, Codable {
    /// The identifier, e.g. `"ja_JP"`.
    package var identifier: String
    /// The English name.
    package var name: String
    /// The native name.
    package var nativeName: String
    /// The language code.
    package var language: String
    /// The script code: the identifier's, else Foundation's likely script (see `inferred`).
    package var script: String?
    /// The region code: the identifier's, else Foundation's likely region (see `inferred`).
    package var region: String?
    /// Which of `script` and `region` are not in the identifier but from Foundation's likely subtags.
    package var inferred: [String]
    /// The column order of each kind of picker, keyed `numeric`, `with-month-names`, `year-month`, `month-day`:
    /// the answer (`"YMD"`, `"MDY"`, `"MY"`, `"MD"`; `""` where the pattern lacks a field).
    package var pickers: [String: String]
    /// The answer in one line, as the locale page's title says it: `"numeric Y·M·D, with month names M·D·Y,
    /// year–month M·Y, month–day M·D"`, after `"falls back to root data: "` where that is so, and with
    /// `"; right to left: the first column is the rightmost"` for right-to-left locales.
    package var headline: String
    /// The pickers the `yyyyMMdd` trick gets wrong (keys as in `pickers`), empty when it agrees with all.
    package var trickMisleads: [String]
    /// The pickers whose pattern writes an era beside the year (keys as in `pickers`): an era column (`.era` in the
    /// library) stands beside their year column, where `pickers` names year, month and day only (`ar_SA`, `en_TH`).
    package var eraPickers: [String]
    /// The `yyyyMMdd` order, e.g. `"DMY"`: what the widely copied trick returns (the seed's "primary order").
    package var order: String
    /// The primary pattern, the `dateFormat` for `yyyyMMdd`.
    package var pattern: String
    /// The sample instant in the primary pattern.
    package var sample: String
    /// Template → order, for every template with date fields.
    package var orders: [String: String]
    /// Template → pattern, for every template.
    package var patterns: [String: String]
    /// Template → sample, for every template.
    package var samples: [String: String]
    /// The default calendar.
    package var calendar: String
    /// `"ltr"` or `"rtl"`.
    package var direction: String
    /// The kinds of conflict the locale has (`"month-names"`, `"year-month"`, …), empty when none.
    package var conflicts: [String]
    /// The hour cycle `Locale.hourCycle` reports: `h11`, `h12`, `h23` or `h24`.
    package var hourCycle: String
    /// What a reader must know: where the data is not the locale's own or two APIs disagree (`key`: one of
    /// `root-fallback`, `renamed`, `hour-cycle`, `digits`; `text`: the sentence the page shows).
    package var notes: [Note]
    /// The name `DateFormatter` asks ICU for when it renames the locale (Linux), else absent.
    package var formatterLocale: String?
    /// What `Date.FormatStyle` gives per picker when the locale is renamed: order and sample, keyed as `pickers`.
    package var formatStyle: [String: FormatStyleRecord]?
    /// Other names the site publishes the locale under (`zh_TW`, `zh-TW`).
    package var aliases: [String]
    /// The time picker: columns, hours, day period, and the order of a date with a time; absent in older exports.
    package var time: TimeRecord?

    /// A time picker as the locale's patterns lay it out.
    package struct TimeRecord: Hashable, Sendable, Codable {
        /// `hour`, `minute` and `dayPeriod` in the order the time pattern (`jm`) writes them.
        package var columns: [String]
        /// The hour cycle that pattern counts in (`h11`, `h12`, `h23`, `h24`; `""` without an hour), which can
        /// differ from `Locale.hourCycle` (the record's `hourCycle`).
        package var hourCycle: String
        /// The first and last hour of the hour column: `[1, 12]`, `[0, 11]`, `[0, 23]` or `[1, 24]`.
        package var hours: [Int]
        /// Where the day period goes: `first` (before the hour), `last` or `none`.
        package var dayPeriod: String
        /// The day period's names, morning first; empty without a day period.
        package var dayPeriodSymbols: [String]
        /// The time pattern (`jm`) and its sample.
        package var pattern: String
        package var sample: String
        /// The columns of the locale's 12-hour (`hm`) and 24-hour (`Hm`) time, for a user's own choice.
        package var twelveHourColumns: [String]
        package var twentyFourHourColumns: [String]
        /// `columns` from the left as the locale shows its time (`TimePickerLayout.columnsLeftToRight`): in most
        /// right-to-left locales a time is not mirrored (`ar_EG`: `dayPeriod`, `hour`, `minute`); the same as
        /// `columns` in left-to-right locales. Absent in older exports.
        package var columnsLeftToRight: [String]?
        /// `dateFirst` or `timeFirst`: the order of a date with a time (`yMMMd jm`).
        package var dateTimeOrder: String
        /// The date-with-time pattern and its sample.
        package var dateTimePattern: String
        package var dateTimeSample: String
        /// What the date-with-time pattern writes between the date and the time, as pattern text.
        package var glue: String
        /// What the date-with-time pattern writes after its second part, as pattern text: `")"` in `eu`, closing
        /// the time its glue `" ("` opened; empty elsewhere. Absent in older exports.
        package var dateTimeTrailing: String?
        /// The time with seconds (`jms`): its columns, seconds included (`hour`, `minute`, `second`, `dayPeriod` in
        /// the order its pattern writes them), pattern, sample, what stands between minute and second (`":"`, `"."`
        /// in `da`), and the 12- and 24-hour patterns with seconds (`hms`, `Hms`). Absent in older exports.
        package var secondsColumns: [String]?
        package var secondsPattern: String?
        package var secondsSample: String?
        package var minuteSecondSeparator: String?
        package var twelveHourSecondsPattern: String?
        package var twentyFourHourSecondsPattern: String?

        /// The record of a time answer, with its columns from the left.
        package init(_ answer: TimeAnswer, leftToRight: [TimePickerColumn]) {
            columnsLeftToRight = leftToRight.map(\.rawValue)
            columns = answer.time.columns.map(\.rawValue)
            hourCycle = answer.hourCycle?.rawValue ?? ""
            hours = [answer.hours.lowerBound, answer.hours.upperBound]
            dayPeriod = answer.dayPeriod.rawValue
            dayPeriodSymbols = answer.dayPeriodSymbols
            pattern = answer.time.pattern
            sample = answer.time.sample
            twelveHourColumns = answer.twelveHour.columns.map(\.rawValue)
            twentyFourHourColumns = answer.twentyFourHour.columns.map(\.rawValue)
            dateTimeOrder = answer.dateTimeOrder.rawValue
            dateTimePattern = answer.dateTime.pattern
            dateTimeSample = answer.dateTime.sample
            glue = answer.glue
            dateTimeTrailing = answer.trailing
            secondsColumns = TimePickerLayout.columnNamesWithSeconds(in: answer.seconds.pattern)
            secondsPattern = answer.seconds.pattern
            secondsSample = answer.seconds.sample
            minuteSecondSeparator = TimePickerLayout.minuteSecondSeparator(in: answer.seconds.pattern)
            twelveHourSecondsPattern = answer.twelveHourSeconds.pattern
            twentyFourHourSecondsPattern = answer.twentyFourHourSeconds.pattern
        }
    }

    /// One note: its key and its text.
    package struct Note: Hashable, Sendable, Codable {
        package var key: String
        package var text: String
    }

    /// One picker as `Date.FormatStyle` writes it.
    package struct FormatStyleRecord: Hashable, Sendable, Codable {
        package var order: String
        package var sample: String
    }

    /// Creates the record of a profile, published under `aliases` too.
    package init(_ profile: LocaleProfile, aliases: [String] = []) {
        identifier = profile.identifier
        name = profile.englishName
        nativeName = profile.nativeName
        language = profile.languageCode
        script = profile.scriptCode
        region = profile.regionCode
        inferred = profile.inferredSubtags.map(\.rawValue)
        let answer = profile.answer
        pickers = Dictionary(uniqueKeysWithValues: answer.rows.map { ($0.kind.slug, $0.order?.code ?? "") })
        headline = profile.headline
        trickMisleads = answer.misleading.map(\.kind.slug)
        eraPickers = answer.rows.filter(\.hasEraColumn).map(\.kind.slug)
        hourCycle = profile.hourCycle.rawValue
        notes = profile.notes.map { Note(key: $0.key, text: $0.description) }
        formatterLocale = profile.provenance.formatterLocale
        formatStyle =
            profile.provenance.formatStyle.isEmpty
            ? nil
            : Dictionary(
                uniqueKeysWithValues: profile.provenance.formatStyle.map { answer in
                    (
                        answer.kind.slug,
                        FormatStyleRecord(
                            order: answer.order?.restricted(to: answer.kind.fields).code ?? "", sample: answer.sample)
                    )
                })
        self.aliases = aliases
        order = profile.primary.order?.code ?? ""
        pattern = profile.primary.pattern
        sample = profile.primary.sample
        orders = Dictionary(
            uniqueKeysWithValues: profile.formats.compactMap { format in
                format.order.map { (format.template.rawValue, $0.code) }
            })
        patterns = Dictionary(uniqueKeysWithValues: profile.formats.map { ($0.template.rawValue, $0.pattern) })
        samples = Dictionary(uniqueKeysWithValues: profile.formats.map { ($0.template.rawValue, $0.sample) })
        calendar = profile.calendar.rawValue
        direction = profile.characterDirection.rawValue
        conflicts = profile.conflictKinds.map(\.rawValue)
        time = TimeRecord(profile.time, leftToRight: profile.timeColumnsLeftToRight)
    }
}

extension LocaleRecord {
    /// The record of each profile, published under the aliases `aliases` gives its identifier.
    package static func records(_ profiles: [LocaleProfile], aliases: [String: [String]]) -> [LocaleRecord] {
        profiles.map { LocaleRecord($0, aliases: aliases[$0.identifier] ?? []) }
    }
}

extension LocaleRecord {
    /// Every key a record of this version has, the time picker's prefixed `time.`: an export with any other was
    /// written by a newer version, whose new fields this one cannot compare.
    package static let knownKeys: Set<String> = Set(Keys.allCases.map(\.rawValue)).union(
        [
            "columns", "hourCycle", "hours", "dayPeriod", "dayPeriodSymbols", "pattern", "sample", "twelveHourColumns",
            "twentyFourHourColumns", "columnsLeftToRight", "dateTimeOrder", "dateTimePattern", "dateTimeSample", "glue",
            "dateTimeTrailing", "secondsColumns", "secondsPattern", "secondsSample", "minuteSecondSeparator",
            "twelveHourSecondsPattern", "twentyFourHourSecondsPattern",
        ].map { "time." + $0 })

    private enum Keys: String, CodingKey, CaseIterable {
        case identifier, name, nativeName, language, script, region, order, pattern, sample, orders, patterns, samples
        case calendar, direction, conflicts, inferred, pickers, headline, trickMisleads, eraPickers, hourCycle, notes
        case formatterLocale, formatStyle, aliases, time
    }

    /// Reads a record; only the fields a diff compares are required.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        order = try container.decode(String.self, forKey: .order)
        pattern = try container.decode(String.self, forKey: .pattern)
        orders = try container.decode([String: String].self, forKey: .orders)
        patterns = try container.decode([String: String].self, forKey: .patterns)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        nativeName = try container.decodeIfPresent(String.self, forKey: .nativeName) ?? ""
        language = try container.decodeIfPresent(String.self, forKey: .language) ?? ""
        script = try container.decodeIfPresent(String.self, forKey: .script)
        region = try container.decodeIfPresent(String.self, forKey: .region)
        sample = try container.decodeIfPresent(String.self, forKey: .sample) ?? ""
        samples = try container.decodeIfPresent([String: String].self, forKey: .samples) ?? [:]
        calendar = try container.decodeIfPresent(String.self, forKey: .calendar) ?? ""
        direction = try container.decodeIfPresent(String.self, forKey: .direction) ?? ""
        conflicts = try container.decodeIfPresent([String].self, forKey: .conflicts) ?? []
        inferred = try container.decodeIfPresent([String].self, forKey: .inferred) ?? []
        pickers = try container.decodeIfPresent([String: String].self, forKey: .pickers) ?? [:]
        headline = try container.decodeIfPresent(String.self, forKey: .headline) ?? ""
        trickMisleads = try container.decodeIfPresent([String].self, forKey: .trickMisleads) ?? []
        eraPickers = try container.decodeIfPresent([String].self, forKey: .eraPickers) ?? []
        hourCycle = try container.decodeIfPresent(String.self, forKey: .hourCycle) ?? ""
        notes = try container.decodeIfPresent([Note].self, forKey: .notes) ?? []
        formatterLocale = try container.decodeIfPresent(String.self, forKey: .formatterLocale)
        formatStyle = try container.decodeIfPresent([String: FormatStyleRecord].self, forKey: .formatStyle)
        aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
        time = try container.decodeIfPresent(TimeRecord.self, forKey: .time)
    }
}

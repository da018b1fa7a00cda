import DateOrder

/// Something a reader must know for a profile's facts not to contradict each other: where the data is not the
/// locale's own, and where two of Foundation's APIs disagree. Pages, JSON, CSV and `dateorder show` list them.
package enum ProfileNote: Hashable, Sendable, CustomStringConvertible {
    /// ICU has no date data for the locale: what is shown is ICU's root data. `month` is a month name the samples
    /// show (`M04`, a placeholder; `Farvardin`, root's spelling for the Persian calendar), if any.
    case rootFallback(month: String?)
    /// ICU has no era names of the calendar in the locale's script: the era column shows root's Latin one (`AP` in
    /// `ps_AF`). Keyed `root-fallback` too: the data is root's.
    case rootEra(String)
    /// The samples show ICU's placeholder era names (`ERA1`), not names a speaker writes.
    case placeholderEras([String])
    /// The locale's own data names some months with placeholders (`kkj`'s November, `M11`): a month column
    /// would show them.
    case placeholderMonths([String])
    /// `DateFormatter` asks ICU under another name (`formatterLocale`); `Date.FormatStyle` does not, and answers
    /// differently for these pickers.
    case renamed(formatterLocale: String, differingPickers: [DatePickerKind])
    /// `Locale.hourCycle` and the time pattern (`jm`) disagree.
    case hourCycle(locale: HourCycle, timePattern: HourCycle, pattern: String)
    /// The samples use more than one set of digits, depending on the pattern.
    case digits([String])

    /// A short key for JSON and CSV: `root-fallback`, `placeholder-era`, `placeholder-month`, `renamed`,
    /// `hour-cycle`, `digits`.
    package var key: String {
        switch self {
        case .rootFallback, .rootEra: "root-fallback"
        case .placeholderEras: "placeholder-era"
        case .placeholderMonths: "placeholder-month"
        case .renamed: "renamed"
        case .hourCycle: "hour-cycle"
        case .digits: "digits"
        }
    }

    /// Whether the note says the data is not the locale's own (root fallback, placeholder eras or months): pages say it
    /// before the answer, and the headline starts with it (`LocaleProfile.dataMark`).
    package var isAboutData: Bool {
        switch self {
        case .rootFallback, .rootEra, .placeholderEras, .placeholderMonths: true
        case .renamed, .hourCycle, .digits: false
        }
    }

    /// The note in one or two sentences of plain English.
    package var description: String {
        switch self {
        case .rootFallback(let month):
            "ICU has no date data of its own for this locale, so Foundation falls back to ICU's root data: "
                + (month.map { month in
                    "month names such as \"\(month)\" are "
                        + (DatePickerLayout.isPlaceholderMonth(month) ? "placeholders" : "root's own spelling")
                        + ", not what speakers write."
                } ?? "its names are not what speakers write.")
        case .rootEra(let era):
            "ICU has no era names of this calendar in this locale's script, so Foundation falls back to ICU's root "
                + "data: the era \"\(era)\" is root's Latin spelling, not what speakers write, and an era column "
                + "would show it."
        case .placeholderEras(let eras):
            "ICU has no era names of this calendar for this locale: "
                + englishList(eras.map { "\"\($0)\"" })
                + (eras.count == 1 ? " in the samples is ICU's placeholder" : " in the samples are ICU's placeholders")
                + ", not what speakers write."
        case .placeholderMonths(let months):
            // kkj lacks one name, M11: "some month names: "M11" are placeholders" would miscount it.
            months.count == 1
                ? "ICU's data for this locale lacks a month name: \"\(months[0])\" is a placeholder, not what speakers "
                    + "write, and a month column would show it."
                : "ICU's data for this locale lacks some month names: " + englishList(months.map { "\"\($0)\"" })
                    + " are placeholders, not what speakers write, and a month column would show them."
        case .renamed(let name, let differing):
            "On this platform DateFormatter asks ICU for \(name) instead of this identifier (CoreFoundation "
                + "canonicalizes it first); the patterns and samples here are what DateFormatter gives. "
                + (differing.isEmpty
                    ? "Date.FormatStyle, which uses the identifier as it is, gives the same orders and samples."
                    : "Date.FormatStyle, which uses the identifier as it is, answers differently for "
                        + englishList(differing.map(\.phrase)) + ".")
        case .hourCycle(let locale, let pattern, let text):
            "Locale.hourCycle says \(locale.rawValue), but the time pattern DateFormatter gives (\(text)) counts "
                + "\(pattern.summary): a clock built from the pattern and one built from hourCycle differ. A time "
                + "picker should follow the pattern, which is what DateFormatter formats the chosen time with."
        case .digits(let systems):
            "The digits depend on the pattern: " + systems.joined(separator: "; ") + "."
        }
    }
}

extension LocaleProfile {
    /// The notes that apply to this profile, in a fixed order.
    package var notes: [ProfileNote] {
        var notes: [ProfileNote] = []
        if provenance.rootFallback {
            // The first month name a sample shows, as the reader sees it there.
            let month = (symbols.months + symbols.shortMonths + symbols.standaloneMonths).first { name in
                !name.isEmpty && formats.contains { $0.sample.contains(name) }
            }
            notes.append(.rootFallback(month: month))
        } else if let era = provenance.rootEra {
            notes.append(.rootEra(era))
        }
        let eras = placeholderEras
        if !eras.isEmpty { notes.append(.placeholderEras(eras)) }
        let months = placeholderMonths
        if !months.isEmpty { notes.append(.placeholderMonths(months)) }
        if let name = provenance.formatterLocale {
            // An order Date.FormatStyle's output does not let us read (`nil`) is no difference: the samples decide.
            let differing = provenance.formatStyle.filter { answer in
                let format = format(for: answer.kind.template)
                return answer.sample != format?.sample
                    || (answer.order != nil
                        && answer.order?.restricted(to: answer.kind.fields)
                            != format?.order?.order?.restricted(to: answer.kind.fields))
            }
            if !differing.isEmpty || provenance.formatStyle.isEmpty {
                notes.append(.renamed(formatterLocale: name, differingPickers: differing.map(\.kind)))
            }
        }
        if hourCycleDisagrees, let pattern = timePatternHourCycle, let text = format(for: .time)?.pattern {
            notes.append(.hourCycle(locale: hourCycle, timePattern: pattern, pattern: text))
        }
        let systems = digitSystems
        if systems.count > 1 {
            notes.append(.digits(systems.map { "\($0.digits) in " + $0.usedBy.joined(separator: ", ") }))
        }
        return notes
    }
}

extension DatePickerKind {
    /// `a numeric picker`, `a picker with month names`, …: in a sentence.
    package var phrase: String {
        switch self {
        case .numeric: "a numeric picker"
        case .withMonthNames: "a picker with month names"
        case .yearMonth: "a year–month picker"
        case .monthDay: "a month–day picker"
        }
    }
}

import Foundation

/// How to lay out the columns of a date picker for a locale, in its calendar: the order of the columns for
/// each kind of picker, the months of a year, and the text of each row as the locale writes it.
///
/// ```swift
/// import DateOrder
/// import Foundation
///
/// let layout = DatePickerLayout(for: Locale(identifier: "en_CA"))
/// layout.numeric          // [.year, .month, .day]    2026-04-15
/// layout.withMonthNames   // [.month, .day, .year]    April 15, 2026
/// layout.pattern(for: .withMonthNames)   // "MMMM d, y"
/// ```
///
/// The orders come from Foundation's own data for the locale and calendar:
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)` for each kind's template, four calls made once, when
/// the layout is created, and nothing else. Month rows come from `Calendar` (``months(inYearOf:)``), row text
/// from a `DateFormatter` made per call (``labels(for:of:)``). Whether the answers are the locale's own data
/// or a fallback is ``dataSource``.
public struct DatePickerLayout: Hashable, Sendable {
    /// The locale the layout is for, with the calendar as its `calendar` keyword when one was given, in the form
    /// Foundation reads: a BCP 47 form it finds no patterns for in ICU's form (`hi-IN-u-nu-deva` as
    /// `hi_IN@numbers=deva`). Format the picker's text with this locale rather than the one given: this toolchain's
    /// `DateFormatter` traps on some BCP 47 forms (`hi-IN-u-nu-deva`) that it reads in ICU's form.
    ///
    /// Not always the locale given: a POSIX locale name loses its character set (`de_DE.UTF-8`, a `LANG` value, is
    /// `de_DE`), a deprecated language code is read as its replacement (`iw_IL` is `he_IL`, `sh` is `sr_Latn`), a
    /// calendar or numbering keyword in lower case (`ja_JP@calendar=JAPANESE` is `ja_JP@calendar=japanese`), and an
    /// identifier Foundation would trap on or read only a part of (non-ASCII text; a space, a control character or
    /// stray punctuation: `"fa_IR "`, `"en_US\n"`, `"de_DE;"`; `en_ZZ@calendar=islamic`, `en@numbers=foo`) is
    /// `und`, with no patterns and
    /// ``dataSource`` ``DataSource/unknownIdentifier``: trim text from outside before making a `Locale` of it.
    public let locale: Locale
    /// The calendar given to the initializer, if any.
    private let givenCalendar: Calendar?
    /// The patterns of the kinds, in `DatePickerKind.allCases` order; `nil` where Foundation gave none.
    let patterns: [String?]

    /// Creates the layout for a locale, in `calendar` (default: the locale's own calendar).
    ///
    /// Makes the four `DateFormatter.dateFormat(fromTemplate:options:locale:)` calls the column orders come from
    /// and nothing else: no formatter, no calendar (eight for a BCP 47 form Foundation finds no patterns for, read
    /// again in ICU's form). Creating a layout costs about what those calls cost;
    /// keep it for as long as the locale and calendar stay the same.
    ///
    /// - Parameters:
    ///   - locale: The locale whose conventions the picker follows, for example `Locale.current`.
    ///   - calendar: The calendar the picker counts in; `nil` for the locale's default calendar. Its time zone
    ///     is the one ``months(inYearOf:)`` and ``labels(for:of:)`` work in.
    public init(for locale: Locale, calendar: Calendar? = nil) {
        (self.locale, patterns) = Self.read(locale, calendar: calendar?.identifier, templates: Self.templates)
        givenCalendar = calendar
    }

    /// The locale as Foundation reads it, with the calendar as its keyword when one is given, and its patterns for
    /// `templates` (one `dateFormat(fromTemplate:)` call each):
    /// - a POSIX locale name without its character set (``droppingCharacterSet(_:)``: `de_DE.UTF-8` as `de_DE`), a
    ///   deprecated language code as its replacement (``replacingDeprecatedLanguage(_:)``), and the values of its
    ///   `calendar` and `numbers` keywords in lower case (``lowercasingKeywordValues(_:)``);
    /// - an identifier of anything but ASCII, which Foundation on Linux traps on, as an unreadable one with no
    ///   patterns (``dataSource`` then says ``DataSource/unknownIdentifier``); so too one with a space, a control
    ///   character or stray punctuation (``hasStrayCharacters(_:)``: `"fa_IR "`, `"de_DE;"`, of which Foundation
    ///   reads a part), a region after `ZW`
    ///   counting in an Islamic calendar (``trapsFoundation(_:calendar:)``: `en_ZZ@calendar=islamic`), and a
    ///   numbering keyword ICU has no system for (`en@numbers=foo`);
    /// - a BCP 47 form Foundation finds no patterns for (`de-DE-u-nu-latn`) in its ICU form (`de_DE@numbers=latn`),
    ///   with that form's patterns;
    /// - any other as it is.
    package static func read(
        _ given: Locale, calendar: Calendar.Identifier?, templates: [String]
    ) -> (locale: Locale, patterns: [String?]) {
        var locale = lowercasingKeywordValues(replacingDeprecatedLanguage(droppingCharacterSet(given)))
        guard locale.identifier.unicodeScalars.allSatisfy(\.isASCII), !hasStrayCharacters(locale.identifier),
            !trapsFoundation(locale, calendar: calendar)
        else {
            return (Locale(identifier: "und"), templates.map { _ in nil })
        }
        if let calendar { locale = Self.locale(locale, with: calendar) }
        func patterns(_ locale: Locale) -> [String?] {
            FoundationFormatters.confined {
                templates.map { FoundationFormatters.pattern(fromTemplate: $0, locale: locale) }
            }
        }
        let found = patterns(locale)
        let icu = Locale.identifier(.icu, from: locale.identifier)
        guard found.allSatisfy({ $0 == nil }), icu != locale.identifier else { return (locale, found) }
        let readable = Locale(identifier: icu)
        return (readable, patterns(readable))
    }

    /// The calendar the columns count in (the one given, or the locale's default), with ``locale`` as its
    /// locale.
    public var calendar: Calendar {
        var calendar = givenCalendar ?? locale.calendar
        calendar.locale = locale
        return calendar
    }

    /// The columns of a numeric date picker (`yMd`): `[.month, .day, .year]` for `en_US`.
    public var numeric: [DatePickerColumn] { columns(for: .numeric) }
    /// The columns of a date picker with month names (`yMMMMd`): `[.day, .month, .year]` for `de`,
    /// `[.era, .year, .month, .day]` for `ja_JP@calendar=japanese`.
    public var withMonthNames: [DatePickerColumn] { columns(for: .withMonthNames) }
    /// The columns of a year–month picker (`yMMMM`): `[.year, .month]` for `ja_JP`.
    public var yearMonth: [DatePickerColumn] { columns(for: .yearMonth) }
    /// The columns of a month–day picker (`MMMMd`): `[.day, .month]` for `fr_FR`.
    public var monthDay: [DatePickerColumn] { columns(for: .monthDay) }

    /// The locale's pattern for a kind of picker, `"MMMM d, y"` for `.withMonthNames` in `en_US`: what the
    /// columns are read from, and what to format a chosen date with. Empty for an identifier Foundation cannot read
    /// (``locale`` is then `und`); one whose language it does not know (`xx_YY`) has the patterns of Foundation's
    /// default locale, so check ``dataSource`` rather than for an empty pattern.
    ///
    /// Set a formatter's `dateStyle = .long` before its `dateFormat` to this pattern: the style gives the formatter
    /// the numbering the locale's dates use, as ``labels(for:of:)`` has it (Hebrew numerals in `he_IL` with the
    /// Hebrew calendar, תשפ״ו and כ״ח; 廿八 for the 28th in the Chinese calendar). A formatter given the pattern alone,
    /// and `Date.FormatStyle`, write Western digits there (5786, 28), unlike the rows.
    public func pattern(for kind: DatePickerKind) -> String {
        patterns[Self.index(of: kind)] ?? ""
    }

    /// The columns of a kind of picker, in the order the pattern writes them: its year, month and day fields
    /// by first appearance, and the era where the pattern writes one beside a year. ``numeric``,
    /// ``withMonthNames``, ``yearMonth`` and ``monthDay`` are this for each kind; use it where the kind is a
    /// value (a setting, or a view that builds any kind).
    ///
    /// A field the pattern leaves out is not invented, so the array can be shorter than the kind's fields (it
    /// is empty for an identifier Foundation cannot read, as ``pattern(for:)`` is).
    public func columns(for kind: DatePickerKind) -> [DatePickerColumn] {
        Self.columns(in: pattern(for: kind), for: kind)
    }

    /// The columns of a kind of picker that follows `pattern`: the rule ``numeric`` and its siblings apply, for
    /// the generator's pages, which read published patterns.
    package static func columns(in pattern: String, for kind: DatePickerKind) -> [DatePickerColumn] {
        let wanted = kind.fields
        var columns: [DatePickerColumn] = []
        for token in PatternTokenizer.tokenize(pattern) {
            guard case .field(let letter, _) = token, let column = DatePickerColumn(patternLetter: letter) else {
                continue
            }
            let asked = column.field.map(wanted.contains) ?? wanted.contains(.year)
            if asked, !columns.contains(column) { columns.append(column) }
        }
        return columns
    }

    /// Whether the locale writes right to left. Lay the columns out once, in reading order, in a container
    /// that follows the layout direction: it then puts the first column on the right by itself. Not every date
    /// is mirrored so (`he_IL`'s numeric `15.4.2026` shows the day on the left): ``columnsLeftToRight(for:)``.
    public var isRightToLeft: Bool {
        locale.language.characterDirection == .rightToLeft
    }

    /// The kinds' templates, in `DatePickerKind.allCases` order.
    private static let templates = DatePickerKind.allCases.map(\.template.rawValue)

    private static func index(of kind: DatePickerKind) -> Int {
        switch kind {
        case .numeric: 0
        case .withMonthNames: 1
        case .yearMonth: 2
        case .monthDay: 3
        }
    }

    /// The instant the library's own checks format (the calendar's year and day, era names, a time's fields):
    /// 2026-04-15 16:45:30 UTC, the sample the atlas shows (`SampleInstant`).
    package static let sampleInstant = Date(timeIntervalSince1970: 1_776_271_530)

    /// `locale` with a deprecated language code read as its replacement, as ICU canonicalizes it (`iw_IL` →
    /// `he_IL`, `in` → `id`, `tl` → `fil`, `mo` → `ro`, `sh` → `sr_Latn`, `ji` → `yi`), keywords kept; any other
    /// locale as it is (`Locale.current` keeps the user's settings). Foundation finds patterns under an old code
    /// but not always calendar data: `ji` has a Yiddish pattern and English month names.
    package static func replacingDeprecatedLanguage(_ locale: Locale) -> Locale {
        guard let language = locale.language.languageCode?.identifier else { return locale }
        let replacement = Locale(identifier: Locale.identifier(.icu, from: locale.identifier))
        guard let replaced = replacement.language.languageCode?.identifier, replaced != language else { return locale }
        return replacement
    }

    /// `locale` with the values of its `calendar` and `numbers` keywords in lower case (`ja_JP@calendar=JAPANESE` →
    /// `ja_JP@calendar=japanese`, `en@numbers=LATN` → `en@numbers=latn`), as a BCP 47 form is read whatever its
    /// case; any other locale as it is. ICU reads a calendar in any case but `Calendar` only in lower case: it would
    /// count in the locale's default calendar while `DateFormatter` writes the one asked for. A numbering system
    /// in upper case ICU does not find at all.
    package static func lowercasingKeywordValues(_ locale: Locale) -> Locale {
        guard locale.identifier.contains("@"), locale.identifier.contains(where: \.isUppercase) else { return locale }
        // ICU's form writes the keys in lower case (`JA_JP@CALENDAR=` → `ja_JP@calendar=`), but not the values.
        let identifier = Locale.identifier(.icu, from: locale.identifier)
        guard let at = identifier.firstIndex(of: "@") else { return locale }
        let keywords = identifier[identifier.index(after: at)...].split(
            separator: ";", omittingEmptySubsequences: false)
        let folded = keywords.map { keyword -> String in
            let pair = keyword.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, ["calendar", "numbers"].contains(pair[0].lowercased()) else {
                return String(keyword)
            }
            return pair[0] + "=" + pair[1].lowercased()
        }
        let read = identifier[..<at] + "@" + folded.joined(separator: ";")
        return read == identifier ? locale : Locale(identifier: read)
    }

    /// The locale with `calendar` as its calendar keyword, unless that is already its calendar.
    package static func locale(_ locale: Locale, with calendar: Calendar.Identifier) -> Locale {
        guard locale.calendar.identifier != calendar else { return locale }
        var components = Locale.Components(locale: locale)
        components.calendar = calendar
        return Locale(components: components)
    }
}

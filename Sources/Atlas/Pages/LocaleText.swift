import AtlasMarkdown
import DateOrder
import Foundation
import LocaleProfiles

/// Small pieces of locale text shared by the pages.
enum LocaleText {
    /// The BCP 47 language tag of a profile, for `lang` attributes (`ja-JP`, `sr-Latn`): a script the language
    /// is always written in (the IANA registry's Suppress-Script) is left out (`kk_Cyrl_KZ` → `kk-KZ`), and the
    /// POSIX variant, which BCP 47 does not register, becomes its Unicode extension (`en-US-u-va-posix`).
    static func lang(_ profile: LocaleProfile) -> String {
        let base = profile.identifier.split(separator: "@").first.map(String.init) ?? profile.identifier
        var subtags = base.split(separator: "_").map(String.init)
        if subtags.count > 1, subtags.last == "POSIX" {
            subtags.removeLast()
            subtags += ["u", "va", "posix"]
        }
        if subtags.count > 1, subtags[1].count == 4, suppressedScripts[subtags[0]] == subtags[1] {
            subtags.remove(at: 1)
        }
        return subtags.joined(separator: "-")
    }

    /// A calendar's English name for running text, from Foundation's table with its word "Calendar" in lower case:
    /// `"Gregorian calendar"`, `"Hijri calendar (Umm al-Qura)"`; the keyword and "calendar" where the table has none.
    static func calendarName(_ calendar: CalendarName) -> String {
        guard let name = Locale(identifier: "en").localizedString(for: calendar.identifier),
            let word = name.range(of: "Calendar")
        else { return calendar.rawValue + " calendar" }
        return name.replacingCharacters(in: word, with: "calendar")
    }

    /// Suppress-Script values of the IANA language subtag registry, for the languages Foundation lists with
    /// a script subtag.
    static let suppressedScripts: [String: String] = [
        "bs": "Latn", "kk": "Cyrl", "kok": "Deva", "pa": "Guru", "ur": "Arab",
    ]

    /// A table cell holding text in the locale's language and direction; for many cells of one locale, make a
    /// `LocaleVoice` once instead.
    static func cell(_ text: String, _ profile: LocaleProfile) -> MarkdownTable.Cell {
        LocaleVoice(profile).cell(text)
    }

    /// The English name of weekday `number` (1 = Sunday).
    static func weekdayName(_ number: Int) -> String {
        let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        return names[safe: number - 1] ?? String(number)
    }

    /// The table of month names in both contexts and widths.
    static func namesTable(_ profile: LocaleProfile) -> MarkdownTable {
        let voice = LocaleVoice(profile)
        let symbols = profile.symbols
        var table = MarkdownTable(columns: [
            ("#", .right), ("Wide", .none), ("Abbreviated", .none),
            ("Stand-alone", .none), ("Stand-alone abbreviated", .none),
        ])
        table.rowHeaders = true
        table.caption = "Month names, in a date and standing alone"
        for index in symbols.months.indices {
            table.addRow([
                .text(String(index + 1)), voice.cell(symbols.months[index]),
                voice.cell(symbols.shortMonths[safe: index] ?? ""),
                voice.cell(symbols.standaloneMonths[safe: index] ?? ""),
                voice.cell(symbols.shortStandaloneMonths[safe: index] ?? ""),
            ])
        }
        return table
    }
}

/// The language tag and direction of one locale, worked out once and used for every cell of its text.
struct LocaleVoice {
    /// The BCP 47 tag for `lang`.
    let language: String
    /// `ltr` or `rtl`, for `dir`.
    let direction: String

    init(_ profile: LocaleProfile) {
        language = LocaleText.lang(profile)
        direction = profile.characterDirection.rawValue
    }

    /// A table cell holding text in this language and direction.
    func cell(_ text: String) -> MarkdownTable.Cell {
        .localized(text, language: language, direction: direction(of: text))
    }

    /// Inline Markdown holding text in this language and direction.
    func text(_ text: String) -> String {
        MarkdownText.localized(text, language: language, direction: direction(of: text))
    }

    /// A date pattern in a code span. One that holds the locale's own words (a letter in quotes, or any letter
    /// beyond the ASCII pattern letters: `y年M月d日`, `d MMMM y 'г'.`, `d 'de' MMMM`) carries the locale's `lang`,
    /// so a screen reader reads them in its voice and CJK text gets the language's glyphs, and `dir="ltr"`: a
    /// pattern is code, read left to right. Patterns of pattern letters and punctuation alone stay English code.
    func pattern(_ pattern: String) -> String {
        Self.holdsWords(pattern)
            ? MarkdownText.localizedCode(pattern, language: language, direction: "ltr") : MarkdownText.code(pattern)
    }

    /// A table cell holding ``pattern(_:)`` (a `.markdown` cell escapes its pipes as a `.code` cell does).
    func patternCell(_ pattern: String) -> MarkdownTable.Cell { .markdown(self.pattern(pattern)) }

    /// Whether a date pattern holds text in a language: a letter in its literal text, quoted or not (a letter
    /// outside ASCII is never a pattern letter), as the shared tokenizer reads quotes and `''`.
    static func holdsWords(_ pattern: String) -> Bool {
        PatternTokenizer.tokenize(pattern).contains { token in
            guard case .literal(let text) = token else { return false }
            return text.unicodeScalars.contains { $0.properties.isAlphabetic }
        }
    }

    /// The direction a text is shown in: that of its first strong character, as an app's label takes it (UIKit's
    /// natural writing direction, Android's `firstStrong`), else the locale's. A right-to-left locale's placeholder
    /// text (`2026 M04 15` in Hanifi Rohingya, root's data) reads left to right as it is written, not as `M04 15 2026`.
    func direction(of text: String) -> String {
        VisualOrder.firstStrongIsRightToLeft(text.unicodeScalars).map { $0 ? "rtl" : "ltr" } ?? direction
    }
}

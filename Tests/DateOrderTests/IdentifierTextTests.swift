import DateOrder
import Foundation
import Testing

/// Identifiers as an app gets them from outside: a `LANG` value (`de_DE.UTF-8`), or text read without trimming or
/// with stray punctuation (`"fa_IR "`, `"en_US\n"`, `"de_DE;"`, `"th@"`). Foundation reads a part of each and answers with a mix of two locales' data (`"fa_IR "`
/// counts Gregorian months and writes `M/d/y`; `en_GB.UTF-8` writes `en`'s `MMMM d, y`), which the layout must not
/// pass off as the locale's own.
@Suite("Identifiers from outside: POSIX names, untrimmed text and stray punctuation")
struct IdentifierTextTests {
    static let identifiers = Locale.availableIdentifiers.sorted()

    @Test("A POSIX name is the locale without its character set, in every locale and for the time too")
    func posixName() {
        var wrong: [String] = []
        for identifier in Self.identifiers {
            for charset in [".UTF-8", ".ISO8859-1"] {
                let layout = DatePickerLayout(for: Locale(identifier: identifier + charset))
                let time = TimePickerLayout(for: Locale(identifier: identifier + charset))
                let plain = TimePickerLayout(for: Locale(identifier: identifier))
                if layout != DatePickerLayout(for: Locale(identifier: identifier))
                    || layout.locale.identifier != identifier || time != plain
                {
                    wrong.append(identifier + charset)
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
        // Keywords after the character set stay; the layout then counts in the calendar they name.
        let hebrew = DatePickerLayout(for: Locale(identifier: "he_IL.UTF-8@calendar=hebrew"))
        #expect(hebrew.locale.identifier == "he_IL@calendar=hebrew" && hebrew.calendar.identifier == .hebrew)
        #expect(hebrew.dataSource == .locale)
        #expect(DatePickerLayout(for: Locale(identifier: "en_GB.UTF-8")).withMonthNames == [.day, .month, .year])
    }

    @Test("Text with a space, a control character or stray punctuation is an unknown identifier, in every locale")
    func untrimmedText() {
        var wrong: [String] = []
        for identifier in Self.identifiers {
            let texts = [
                identifier + " ", identifier + "\n", identifier + "\r\n", "\t" + identifier, identifier + "\0",
                identifier + ";", identifier + "/", identifier + ",", identifier + "@",
            ]
            for text in texts {
                let layout = DatePickerLayout(for: Locale(identifier: text))
                let time = TimePickerLayout(for: Locale(identifier: text))
                let columns = DatePickerKind.allCases.flatMap(layout.columns(for:))
                if layout.dataSource != .unknownIdentifier || !columns.isEmpty || !time.columns.isEmpty
                    || !time.dateTimePattern.isEmpty
                {
                    wrong.append(text.debugDescription)
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
        // Such a layout still lists a year's months, named as Foundation's default locale names them (as `und`
        // and `xx_YY` are), not with root's placeholders: only dataSource tells them from the locale's own.
        let months = DatePickerLayout(for: Locale(identifier: "fa_IR ")).months(
            inYearOf: Date(timeIntervalSince1970: 0))
        let unknown = DatePickerLayout(for: Locale(identifier: "xx_YY"))
        #expect(months.count == 12 && !months.contains { $0.name.hasPrefix("M0") })
        #expect(months.map(\.name) == unknown.months(inYearOf: Date(timeIntervalSince1970: 0)).map(\.name))
        // An unknown language is unknown by dataSource alone: its patterns are a fallback's, not empty.
        #expect(unknown.dataSource == .unknownIdentifier && !unknown.numeric.isEmpty)
        #expect(TimePickerLayout(for: Locale(identifier: "xx_YY")).pattern == "HH:mm")
        #expect(
            DatePickerLayout(for: Locale(identifier: "")).months(inYearOf: Date(timeIntervalSince1970: 0)).first?.name
                == "M01")
        // A character set with a space in it is no POSIX name: the space still makes the text unreadable.
        #expect(DatePickerLayout(for: Locale(identifier: "de_DE.UTF-8 ")).dataSource == .unknownIdentifier)
        // Keyword values may hold what a name may not (a time zone's `/` and `_`); `@` and `-u-` forms stay readable.
        for identifier in [
            "en_US@timezone=America/New_York", "de_DE@euro", "en-US-u-hc-h23", "ja_JP@calendar=japanese",
        ] {
            #expect(DatePickerLayout(for: Locale(identifier: identifier)).dataSource == .locale, "\(identifier)")
        }
    }
}

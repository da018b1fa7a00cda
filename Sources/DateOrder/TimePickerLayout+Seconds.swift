import Foundation

extension TimePickerLayout {
    /// What the time pattern writes between the minute and the seconds, unquoted, in a layout with seconds
    /// (``includesSeconds``): `":"` in most locales, `"."` in 19 (`da` `HH.mm.ss`, `fi` `H.mm.ss`, `id`, `si`, …), `" "`
    /// in `oc` (`HH'h'mm ss 'seg'.`), `"분 "` in `ko_CN` (`H시 m분 s초`). It can differ from ``hourMinuteSeparator``
    /// (`nds`: `'Klock' H.mm:ss`). Empty without seconds.
    public var minuteSecondSeparator: String { Self.minuteSecondSeparator(in: pattern) }

    /// How many digits the time pattern writes the seconds with at least: 2 (`ss`: `4:45:05`) in nearly every
    /// locale, 1 where it writes `s` (`ko_CN`'s `H시 m분 s초`: `16시 45분 5초`); 2 without seconds.
    public var minimumSecondDigits: Int { Self.minimumDigits(of: "s", in: pattern) }

    /// How many digits the time pattern writes the minute with at least: 2 (`mm`) in every minute pattern, 1 in
    /// `ko_CN`'s seconds pattern `H시 m분 s초` (`16시 45분 5초`) and every Korean locale's 24-hour one (`Hms`).
    public var minimumMinuteDigits: Int { Self.minimumDigits(of: "m", in: pattern) }

    // MARK: - The rules, shared with the generator

    /// ``minuteSecondSeparator`` of a time pattern: the literal text between a minute field and the seconds field
    /// right after it; empty where no seconds field follows a minute directly.
    package static func minuteSecondSeparator(in pattern: String) -> String {
        var afterMinute: String?
        for token in PatternTokenizer.tokenize(pattern) {
            switch token {
            case .literal(let literal): afterMinute = afterMinute.map { $0 + literal }
            case .field(let letter, _):
                if letter == "s", let separator = afterMinute { return separator }
                afterMinute = letter == "m" ? "" : nil
            }
        }
        return ""
    }

    /// The length of the first `letter` field of a pattern, 1 or 2; 2 where it has none.
    package static func minimumDigits(of letter: Character, in pattern: String) -> Int {
        for case .field(let found, let count) in PatternTokenizer.tokenize(pattern) where found == letter {
            return min(max(count, 1), 2)
        }
        return 2
    }

    /// The columns of a picker that follows `pattern`, seconds included, by first appearance, as the names the
    /// atlas prints: `hour`, `minute`, `second` and `dayPeriod` (``TimePickerColumn``'s raw values and `second`).
    package static func columnNamesWithSeconds(in pattern: String) -> [String] {
        var names: [String] = []
        for case .field(let letter, _) in PatternTokenizer.tokenize(pattern) {
            let name = letter == "s" ? "second" : TimePickerColumn(patternLetter: letter)?.rawValue
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }
}

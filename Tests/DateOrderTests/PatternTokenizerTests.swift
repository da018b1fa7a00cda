import TestSupport
import Testing

@testable import DateOrder

/// A tricky pattern and what reading it carefully gives.
struct TrickyPattern: CustomTestStringConvertible, Sendable {
    let pattern: String
    let expected: String
    let note: String
    var testDescription: String { "\(note): \(pattern.debugDescription)" }
}

@Suite("Pattern tokenizer")
struct PatternTokenizerTests {
    static let corpus: [TrickyPattern] = [
        TrickyPattern(pattern: "yyyy/MM/dd", expected: "YMD", note: "plain numeric"),
        TrickyPattern(pattern: "MM/dd/yyyy", expected: "MDY", note: "US numeric"),
        TrickyPattern(pattern: "dd.MM.yyyy", expected: "DMY", note: "dotted"),
        TrickyPattern(pattern: "d 'de' MMMM 'de' y", expected: "DMY", note: "letters inside quotes are literal"),
        TrickyPattern(pattern: "'day' d 'month' M 'year' y", expected: "DMY", note: "quoted field letters y, M, d"),
        TrickyPattern(pattern: "y 'm'. MMMM d 'd'.", expected: "YMD", note: "Lithuanian quoted m and d"),
        TrickyPattern(pattern: "d'' MMMM y", expected: "DMY", note: "'' outside quotes is an apostrophe"),
        TrickyPattern(pattern: "'it''s' y M d", expected: "YMD", note: "'' inside quotes is an apostrophe"),
        TrickyPattern(pattern: "'d''y' M y d", expected: "MYD", note: "letters around '' inside quotes"),
        TrickyPattern(
            pattern: "'ly\u{025B}'\u{030C}\u{02BC} d 'na' MMMM, y", expected: "DMY",
            note: "combining mark right after a closing quote (nnh)"),
        TrickyPattern(pattern: "'a'\u{0301}y'b' M d", expected: "YMD", note: "combining acute after quote"),
        TrickyPattern(pattern: "y\u{5E74}M\u{6708}d\u{65E5}", expected: "YMD", note: "CJK literals unquoted"),
        TrickyPattern(pattern: "d\u{00E9}M\u{00DF}y", expected: "DMY", note: "non-ASCII letters are literal"),
        TrickyPattern(pattern: "G y MMMM d", expected: "YMD", note: "era field ignored"),
        TrickyPattern(pattern: "EEEE, d MMMM y", expected: "DMY", note: "weekday field ignored"),
        TrickyPattern(pattern: "cccc d LLLL y", expected: "DMY", note: "stand-alone month L"),
        TrickyPattern(pattern: "r-MM-dd", expected: "YMD", note: "related Gregorian year r"),
        TrickyPattern(pattern: "U MMMM d", expected: "YMD", note: "cyclic year U"),
        TrickyPattern(pattern: "MMM d, Y", expected: "MDY", note: "week-of-year Y"),
        TrickyPattern(pattern: "u-L-d", expected: "YMD", note: "extended year u"),
        TrickyPattern(pattern: "dd\u{200F}/MM\u{200F}/yyyy", expected: "DMY", note: "RLM bidi marks"),
        TrickyPattern(pattern: "\u{200E}y\u{200E}/\u{200E}M\u{200E}/\u{200E}d", expected: "YMD", note: "LRM marks"),
        TrickyPattern(pattern: "d\u{061C}/M\u{061C}/y", expected: "DMY", note: "ALM marks"),
        TrickyPattern(pattern: "d MMMM y 'yil", expected: "DMY", note: "unterminated quote makes the rest literal"),
        TrickyPattern(pattern: "y 'M d", expected: "missing MD", note: "unterminated quote swallows fields"),
        TrickyPattern(pattern: "D/M/y", expected: "missing D", note: "D is day of year, not day"),
        TrickyPattern(pattern: "dd MM yyyy dd", expected: "DMY", note: "repeated field counts once"),
        TrickyPattern(pattern: "y年M月d日 EEEE", expected: "YMD", note: "Japanese full"),
        TrickyPattern(pattern: "y. MMMM d.", expected: "YMD", note: "Hungarian"),
        TrickyPattern(pattern: "y MMMM d", expected: "YMD", note: "spaces only"),
        TrickyPattern(pattern: "y d MMMM", expected: "YDM", note: "YDM text order (kk-like)"),
        TrickyPattern(pattern: "d y MMMM", expected: "DYM", note: "DYM"),
        TrickyPattern(pattern: "MMMM y d", expected: "MYD", note: "MYD"),
        TrickyPattern(pattern: "", expected: "missing YMD", note: "empty pattern"),
        TrickyPattern(pattern: "''''", expected: "missing YMD", note: "only apostrophes"),
    ]

    @Test("Tricky patterns give the order a careful reader sees", arguments: corpus)
    func trickyPatternOrder(_ item: TrickyPattern) {
        let result = OrderResult.detect(pattern: item.pattern, requested: [.year, .month, .day])
        #expect(result.code == item.expected, "pattern \(item.pattern.debugDescription)")
    }

    @Test(
        "DateFieldOrder(pattern:) reads the tricky patterns the same way, nil only without any date field",
        arguments: corpus)
    func trickyPatternFieldOrder(_ item: TrickyPattern) {
        let order = DateFieldOrder(pattern: item.pattern)
        let reading = ReferenceReading.order(of: item.pattern)
        #expect(order?.code == (reading.isEmpty ? nil : reading), "pattern \(item.pattern.debugDescription)")
        if !item.expected.hasPrefix("missing") { #expect(order?.code == item.expected) }
    }

    @Test(
        "The documented examples",
        arguments: [
            ("d MMM y", DateFieldOrder.dayMonthYear), ("y年M月d日", .yearMonthDay), ("d 'de' MMMM", .dayMonth),
            ("MMMM d, y", .monthDayYear), ("y d MMMM", .yearDayMonth), ("MMMM y", .monthYear), ("y/MM", .yearMonth),
            ("MMMM d", .monthDay),
        ])
    func documentedExamples(pattern: String, order: DateFieldOrder) {
        #expect(DateFieldOrder(pattern: pattern) == order)
    }

    @Test("A pattern without year, month or day has no order", arguments: ["HH:mm", "EEEE", "'y M d'", "", "D"])
    func noOrder(pattern: String) {
        #expect(DateFieldOrder(pattern: pattern) == nil)
    }

    @Test("A combining mark after a closing quote does not hide the quote")
    func combiningMarkAfterQuote() {
        let tokens = PatternTokenizer.tokenize("'ab'\u{0301}d")
        #expect(tokens == [.literal("ab\u{0301}"), .field(letter: "d", count: 1)])
    }

    @Test("'' is an apostrophe inside and outside quotes")
    func doubledApostrophe() {
        #expect(PatternTokenizer.tokenize("d''") == [.field(letter: "d", count: 1), .literal("'")])
        #expect(PatternTokenizer.tokenize("'o''clock' h") == [.literal("o'clock "), .field(letter: "h", count: 1)])
    }

    @Test("Runs of one letter are one field with their length")
    func runs() {
        #expect(
            PatternTokenizer.tokenize("yyyyMMMMdd") == [
                .field(letter: "y", count: 4), .field(letter: "M", count: 4), .field(letter: "d", count: 2),
            ])
    }

    @Test("Literal text is kept exactly, so tokens join back to the pattern's visible text")
    func literalsKept() {
        let tokens = PatternTokenizer.tokenize("d\u{200F}/MM 'de' y\u{202F}'г'.")
        #expect(
            tokens == [
                .field(letter: "d", count: 1), .literal("\u{200F}/"), .field(letter: "M", count: 2),
                .literal(" de "), .field(letter: "y", count: 1), .literal("\u{202F}г."),
            ])
    }

    @Test("Only d, M/L and y/Y/u/U/r are date fields")
    func fieldKinds() {
        for scalar in (0x41...0x5A).map({ Unicode.Scalar($0)! }) + (0x61...0x7A).map({ Unicode.Scalar($0)! }) {
            let field = DateField(patternLetter: Character(scalar))
            switch scalar {
            case "y", "Y", "u", "U", "r": #expect(field == .year)
            case "M", "L": #expect(field == .month)
            case "d": #expect(field == .day)
            default: #expect(field == nil, "letter \(scalar)")
            }
        }
    }

    @Test("Two-field templates give pairs")
    func pairs() {
        #expect(OrderResult.detect(pattern: "MM/y", requested: [.year, .month]).code == "MY")
        #expect(OrderResult.detect(pattern: "y-MM", requested: [.year, .month]).code == "YM")
        #expect(OrderResult.detect(pattern: "d.M.", requested: [.month, .day]).code == "DM")
        #expect(
            OrderResult.detect(pattern: "MMMM", requested: [.month, .day]) == .missingFields([.day], pattern: "MMMM"))
    }
}

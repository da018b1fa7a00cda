import Foundation
import Testing

@testable import DateOrder

/// The bidi types and the visual order against independent implementations: Python's `unicodedata.bidirectional`
/// (the Unicode Character Database) for every character, and GNU FriBidi (`libfribidi`, which Pango uses; called
/// through Python's `ctypes`) for where each character of every locale's formatted times and dates appears.
@Suite("Visual order of formatted times (UAX #9)")
struct VisualOrderTests {
    /// 2026-04-15 16:45 UTC.
    static let instant = Date(timeIntervalSince1970: 1_776_271_500)
    static let templates = ["jm", "hm", "Hm", "yMd", "yMMMMd", "yMMMd jm"]

    /// Every identifier's formatted samples, with whether the locale writes right to left.
    static let samples: [(text: String, rightToLeft: Bool)] = Locale.availableIdentifiers.sorted().flatMap {
        identifier in
        let locale = Locale(identifier: identifier)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        let rightToLeft = locale.language.characterDirection == .rightToLeft
        return templates.map { template in
            formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
            return (formatter.string(from: instant), rightToLeft)
        }
    }

    /// Runs `script` with `input` on standard input and returns its standard output.
    static func python(_ script: String, input: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let (stdin, stdout) = (Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return output
    }

    /// Where GNU FriBidi shows each scalar of each text (`fribidi_log2vis`'s logical-to-visual positions), in a
    /// right-to-left paragraph where `rightToLeft` says so and a left-to-right one elsewhere.
    /// `firstStrong`: each line takes the direction of its first strong letter, and `rightToLeft` is the direction of a
    /// line that has none (FriBidi's weak paragraph types, rules P2 and P3).
    static func fribidiPositions(_ texts: [[UInt32]], rightToLeft: [Bool], firstStrong: Bool = false) throws -> [[Int]]
    {
        struct Case: Codable {
            let text: [UInt32]
            let rtl: Bool
        }
        let script = """
            import sys, json, ctypes
            lib = ctypes.CDLL("libfribidi.so.0")
            WEAK = \(firstStrong ? "True" : "False")
            out = []
            for case in json.load(sys.stdin):
                n = len(case["text"])
                text = (ctypes.c_uint32 * max(n, 1))(*case["text"])
                # FRIBIDI_PAR_RTL, _LTR; the weak ones (_WRTL, _WLTR) take the first strong letter's direction.
                base = ctypes.c_uint32((0x21 if case["rtl"] else 0x20) if WEAK else (0x111 if case["rtl"] else 0x110))
                visual = (ctypes.c_uint32 * (n + 1))()
                positions = (ctypes.c_int * max(n, 1))()
                lib.fribidi_log2vis(text, n, ctypes.byref(base), visual, positions, None, None)
                out.append(list(positions)[:n])
            print(json.dumps(out))
            """
        let cases = zip(texts, rightToLeft).map { Case(text: $0, rtl: $1) }
        let output = try python(script, input: try JSONEncoder().encode(cases))
        let positions = try JSONDecoder().decode([[Int]].self, from: output)
        try #require(positions.count == texts.count)
        return positions
    }

    @Test("Every character of every locale's times and dates, and of the right-to-left blocks, has UCD's bidi type")
    func classes() throws {
        var scalars = Set(Self.samples.flatMap { $0.text.unicodeScalars.map(\.value) })
        // The blocks where right-to-left scripts and their digits live, every assigned scalar.
        for range in [0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1E900...0x1E95F] {
            scalars.formUnion(range.map(UInt32.init))
        }
        scalars.formUnion((0x20...0x7E).map(UInt32.init) + [0x00A0, 0x202F, 0x200E, 0x200F, 0x061C, 0x00AD])
        let sorted = scalars.sorted()
        let script = """
            import sys, json, unicodedata
            print(json.dumps([unicodedata.bidirectional(chr(v)) for v in json.load(sys.stdin)]))
            """
        let output = try Self.python(script, input: try JSONEncoder().encode(sorted))
        let names = try JSONDecoder().decode([String].self, from: output)
        let expected: [String: BidiClass] = [
            "L": .leftToRight, "R": .rightToLeft, "AL": .arabicLetter, "EN": .europeanNumber,
            "ES": .europeanSeparator, "ET": .europeanTerminator, "AN": .arabicNumber, "CS": .commonSeparator,
            "NSM": .nonspacingMark, "BN": .boundaryNeutral, "WS": .whitespace, "ON": .otherNeutral,
        ]
        var wrong: [String] = []
        for (value, name) in zip(sorted, names) where !name.isEmpty {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                let wanted = expected[name]
            else { continue }
            if BidiClass(scalar) != wanted { wrong.append(String(format: "U+%04X %@", value, name)) }
        }
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20))")
    }

    @Test("Every locale's formatted times and dates are ordered as FriBidi orders them, in the locale's direction")
    func positionsAgreeWithFriBidi() throws {
        struct Case: Codable {
            let text: [UInt32]
            let rtl: Bool
        }
        let cases =
            Self.samples.map { Case(text: $0.text.unicodeScalars.map(\.value), rtl: $0.rightToLeft) }
            + [
                "4:45 م", "\u{200E}4:45 PM", "٤:٤٥\u{00A0}م", "16:45", "PM 4:45", "15/04/2026 עד 16:45", "ab 12 אב",
                "$12 ש", "١٢-٣", "16:45 \u{1E900}\u{1E901}",
            ].flatMap { text in [true, false].map { Case(text: text.unicodeScalars.map(\.value), rtl: $0) } }
        let expected = try Self.fribidiPositions(cases.map(\.text), rightToLeft: cases.map(\.rtl))
        var wrong: [String] = []
        var rightToLeft = 0
        for (item, fribidi) in zip(cases, expected) {
            let scalars = item.text.compactMap(Unicode.Scalar.init)
            // Characters the algorithm ignores (BN) may sit on either side of their neighbour, and FriBidi keeps a
            // combining mark after its base in right-to-left text (the optional rule L3): compare the rest.
            let kept = scalars.indices.filter { ![.boundaryNeutral, .nonspacingMark].contains(BidiClass(scalars[$0])) }
            let ours = VisualOrder.positions(of: scalars, rightToLeft: item.rtl)
            let order = { (positions: [Int]) in kept.sorted { positions[$0] < positions[$1] } }
            if order(ours) != order(fribidi) {
                wrong.append("\(String(String.UnicodeScalarView(scalars)).debugDescription) rtl \(item.rtl)")
            }
            if item.rtl { rightToLeft += 1 }
        }
        #expect(rightToLeft > 400, "the right-to-left locales' samples are among the cases")
        #expect(wrong.isEmpty, "\(wrong.count) of \(cases.count) differ: \(wrong.prefix(10))")
    }

    @Test(
        "A time reads from the left as the locale shows it: the day period beside the digits where bidi puts it",
        arguments: [
            ("ar_EG", [TimePickerColumn.dayPeriod, .hour, .minute]), ("ur_PK", [.hour, .minute, .dayPeriod]),
            ("he_IL", [.hour, .minute]), ("fa_IR", [.hour, .minute]), ("en_US", [.hour, .minute, .dayPeriod]),
            ("ko_KR", [.dayPeriod, .hour, .minute]), ("ckb_IQ", [.dayPeriod, .hour, .minute]),
        ])
    func columnsLeftToRight(identifier: String, expected: [TimePickerColumn]) {
        #expect(TimePickerLayout(for: Locale(identifier: identifier)).columnsLeftToRight == expected)
    }

    @Test("Left to right, the columns are the pattern's in every locale; right to left, the same columns reordered")
    func everyLocale() {
        for identifier in Locale.availableIdentifiers {
            let layout = TimePickerLayout(for: Locale(identifier: identifier))
            let visual = layout.columnsLeftToRight
            if layout.locale.language.characterDirection == .rightToLeft {
                #expect(Set(visual) == Set(layout.columns) && visual.count == layout.columns.count, "\(identifier)")
            } else {
                #expect(visual == layout.columns, "\(identifier)")
            }
        }
    }
}

import DateOrder
import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

@Suite("Random templates")
struct RandomTemplateTests {
    static let letters: [Unicode.Scalar] = Array("yYuUrMLdDGEehHkKmsSaAjJcQqwWgvzZOXx".unicodeScalars)
    static let literals: [Unicode.Scalar] = ["'", " ", ".", "/", "-", ",", "\u{200F}", "\u{0301}", "年", "é"]

    /// 300 seeded templates of pattern letters and literals.
    static func templates() -> [DateTemplate] {
        var generator = SplitMix64(seed: 0x7E3F_1A7E)
        var templates: [DateTemplate] = []
        while templates.count < 300 {
            let length = 1 + Int(generator.next() % 12)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                let pool = generator.next() % 10 < 8 ? letters : literals
                scalars.append(pool[Int(generator.next() % UInt64(pool.count))])
            }
            if let template = DateTemplate(String(scalars)) { templates.append(template) }
        }
        return templates
    }

    @Test(
        "Random templates: each pattern and sample is what a fresh DateFormatter gives, and each order is what an independent byte-level reading of that pattern finds",
        arguments: ["en_US", "ar_SA", "ja_JP@calendar=japanese", "th_TH", "fa", "nnh"]
    )
    func randomTemplatesMatchDateFormatter(identifier: String) throws {
        let templates = Self.templates()
        let profile = ProfileBuilder(extraTemplates: templates).profile(for: identifier)
        let locale = Locale(identifier: identifier)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        for template in templates {
            let format = try #require(profile.format(for: template), "\(identifier) \(template)")
            let pattern = DateFormatter.dateFormat(fromTemplate: template.rawValue, options: 0, locale: locale) ?? ""
            #expect(format.pattern == pattern, "\(identifier) \(template.rawValue.debugDescription)")
            formatter.dateFormat = pattern
            #expect(
                format.sample == (pattern.isEmpty ? "" : formatter.string(from: SampleInstant.date)),
                "\(identifier) \(template.rawValue.debugDescription) → \(pattern.debugDescription)")
            if template.hasDateFields {
                let reading = ReferenceReading.order(of: pattern)
                let missing = template.requestedFields.filter { !reading.contains($0.letter) }
                if missing.isEmpty {
                    #expect(format.order?.code == reading, "\(identifier) \(pattern.debugDescription)")
                } else {
                    #expect(format.order?.order == nil, "\(identifier) \(pattern.debugDescription) lacks \(missing)")
                }
            } else {
                #expect(format.order == nil)
            }
        }
    }
}

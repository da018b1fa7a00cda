import DateOrder
import Foundation
import LocaleProfiles

/// The link-preview image of a page (Open Graph and Twitter cards), as a value: where it goes, its alternative
/// text and what it shows. Page models carry one; the render stage draws and encodes each distinct image once
/// (`SiteGenerator.imageJobs`, which fails the build where a text would be drawn as boxes), and the writer writes it
/// like any other file.
///
/// Every image is 1200×630 and lives under `assets/preview/`: `site.png` for the index, about, conflicts,
/// changes and 404 pages, and for every other page the page's own path with `.png` for `.html`:
/// `assets/preview/orders/dmy.png`, `assets/preview/pickers/numeric-mdy.png`, `assets/preview/locales/en_CA.png`.
package struct PreviewImage: Sendable, Hashable, Encodable {
    /// The width of every preview image, in pixels (what Open Graph and Twitter cards expect).
    package static let width = 1200
    /// The height of every preview image, in pixels.
    package static let height = 630

    /// A run of text in one colour; `native` text is in the locale's own language (`language`), the rest English.
    struct Span: Sendable, Hashable, Encodable {
        var text: String
        var ink: ImageInk
        var native = false
    }

    /// One bar of the site image's chart.
    struct Bar: Sendable, Hashable, Encodable {
        var label: String
        var value: Int
    }

    /// Where the image is written, relative to the output folder: `assets/preview/locales/en_CA.png`.
    package let path: String
    /// What the image says, as plain text, for `og:image:alt` and `twitter:image:alt`.
    package let alt: String
    /// The line beside the mark, above the headline: a locale's English name, or what the page groups.
    let kicker: String
    /// The locale's name in its own language, after the kicker, or nothing.
    let nativeName: String?
    /// The large line: an identifier, an order (`D·M·Y`), the site's name.
    let headline: String
    /// Dates as the locale writes them, large, under the headline: a locale's sample with month names.
    let samples: [String]
    /// The BCP 47 language of `nativeName`, `samples` and native spans (`ja-JP`, `ar-EG`); `en` elsewhere.
    let language: String
    /// The ISO 15924 script they are written in (`Arab`, `Aran` for Urdu's Nastaliq), or nothing for English.
    let script: String?
    /// The lines under the headline.
    let lines: [[Span]]
    /// A bar chart under the lines (the site image), or nothing.
    let bars: [Bar]
    /// Whether the site's name stands beside the mark, before the kicker (not where the headline is the name, nor on
    /// a locale's image, whose names take the room).
    let showsSiteName: Bool

    init(
        path: String, alt: String, kicker: String, nativeName: String? = nil, headline: String, samples: [String] = [],
        language: String = "en", script: String? = nil, lines: [[Span]], bars: [Bar] = [], showsSiteName: Bool = true
    ) {
        self.path = path
        self.alt = alt
        self.kicker = kicker
        self.nativeName = nativeName
        self.headline = headline
        self.samples = samples
        self.language = language
        self.script = script
        self.lines = lines
        self.bars = bars
        self.showsSiteName = showsSiteName
    }

    /// The same image with other samples (tests draw both and compare).
    func replacingSamples(_ samples: [String]) -> PreviewImage {
        PreviewImage(
            path: path, alt: alt, kicker: kicker, nativeName: nativeName, headline: headline, samples: samples,
            language: language, script: script, lines: lines, bars: bars, showsSiteName: showsSiteName)
    }

    /// The image of a page at `pagePath` (`locales/en_CA.html` → `assets/preview/locales/en_CA.png`).
    static func path(forPage pagePath: String) -> String {
        "assets/preview/" + (pagePath.hasSuffix(".html") ? String(pagePath.dropLast(5)) : pagePath) + ".png"
    }

    /// The image of the site as a whole: its name, how many locales, and a chart of the numeric picker orders.
    static func site(_ model: SiteModel) -> PreviewImage {
        let total = model.profiles.count
        let numeric = model.pickerOrders.first { $0.kind == .numeric }?.groups ?? []
        let bars = numeric.prefix(5).map { Bar(label: PickerAnswer.dotted($0.order), value: $0.profiles.count) }
        let tagline = "Date picker column order for \(counted(total, "locale"))"
        return PreviewImage(
            path: "assets/preview/site.png",
            alt: "Date Order Atlas: \(tagline.lowercasedFirst). Numeric date pickers by column order: "
                + bars.map { "\($0.label) \($0.value)" }.joined(separator: ", ") + ".",
            kicker: tagline, headline: "Date Order Atlas",
            lines: [[Span(text: "Numeric date pickers by column order", ink: .muted)]], bars: bars,
            showsSiteName: false)
    }

    /// The image of `orders/<order>.html`: the order and how many locales the `yyyyMMdd` trick gives it for.
    static func order(_ order: DateFieldOrder, profiles: [LocaleProfile], total: Int) -> PreviewImage {
        let misled = profiles.filter { !$0.answer.misleading.isEmpty }.count
        var lines = [
            [
                Span(text: String(profiles.count), ink: .accent),
                Span(text: " of \(counted(total, "locale"))", ink: .ink),
            ],
            [Span(text: order.spelledOut, ink: .ink)],
        ]
        let misleads = "misleads a picker in \(grouped(misled)) of them"
        if misled > 0 { lines.append([Span(text: misleads, ink: .muted)]) }
        return PreviewImage(
            path: path(forPage: SitePath.order(order)),
            alt:
                "yyyyMMdd \(PickerAnswer.dotted(order)): \(grouped(profiles.count)) of \(counted(total, "locale")) write the yyyyMMdd "
                + "template \(order.spelledOut.lowercased())" + (misled > 0 ? "; it " + misleads : "")
                + ". Date Order Atlas.",
            kicker: "The yyyyMMdd trick", headline: PickerAnswer.dotted(order), lines: lines)
    }

    /// The image of `pickers/<kind>-<order>.html`: the order and how many locales lay out the picker in it.
    static func picker(
        _ kind: DatePickerKind, _ order: DateFieldOrder, profiles: [LocaleProfile], total: Int
    ) -> PreviewImage {
        PreviewImage(
            path: path(forPage: SitePath.picker(kind, order)),
            alt:
                "\(kind.title) picker \(PickerAnswer.dotted(order)): \(grouped(profiles.count)) of \(counted(total, "locale")) lay out "
                + "\(kind.phrase) \(order.spelledOut.lowercased()), template \(kind.template.rawValue). Date Order Atlas.",
            kicker: "\(kind.title) picker", headline: PickerAnswer.dotted(order),
            lines: [
                [
                    Span(text: String(profiles.count), ink: .accent),
                    Span(text: " of \(counted(total, "locale"))", ink: .ink),
                ],
                [Span(text: order.spelledOut, ink: .ink)],
                [Span(text: "template " + kind.template.rawValue, ink: .muted)],
            ])
    }

    /// The image of `locales/<identifier>.html`: the locale's names, the identifier, the sample date as the locale
    /// writes it (with month names), and the locale's answer.
    static func locale(_ profile: LocaleProfile) -> PreviewImage {
        let answer = profile.answer
        var lines: [[Span]] = []
        if answer.isUniform, let order = answer.row(.numeric)?.order {
            lines.append([
                Span(text: PickerAnswer.dotted(order), ink: .accent), Span(text: " for every picker", ink: .ink),
            ])
        } else {
            lines.append(
                answer.headlineRows.enumerated().flatMap { index, row in
                    [
                        Span(text: (index == 0 ? "" : ", ") + "\(row.kind) ", ink: .ink),
                        Span(text: row.order.map(PickerAnswer.dotted) ?? "fields missing", ink: .accent),
                    ]
                })
        }
        let departures = profile.formatStyleDepartures
        if !departures.isEmpty {
            // The orders above are DateFormatter's; Date.FormatStyle's follow, as the headline says them.
            lines[0].insert(Span(text: LocaleProfile.formatterLabel + ": ", ink: .muted), at: 0)
            lines.append(
                [Span(text: LocaleProfile.formatStyleLabel + ": ", ink: .muted)]
                    + departures.enumerated().flatMap { index, departure in
                        [
                            Span(text: (index == 0 ? "" : ", ") + "\(departure.kind) ", ink: .ink),
                            Span(text: PickerAnswer.dotted(departure.formatStyle), ink: .accent),
                        ]
                    })
        }
        if let mark = profile.dataMark { lines.insert([Span(text: mark, ink: .accent)], at: 0) }
        if profile.characterDirection == .rtl { lines.append([Span(text: LocaleProfile.rightToLeftNote, ink: .ink)]) }
        var said = profile.headline
        if let trick = answer.trick, !answer.misleading.isEmpty {
            let count = answer.misleading.count
            let line =
                "yyyyMMdd trick: \(PickerAnswer.dotted(trick)), wrong for \(count) picker\(count == 1 ? "" : "s")"
            lines.append([Span(text: line, ink: .muted)])
            said += "; " + line
        }
        // The date with month names shows the locale's words and script; the numeric one where there is none.
        let sample = [answer.row(.withMonthNames)?.sample, answer.row(.numeric)?.sample].compactMap { $0 }.first {
            !$0.isEmpty
        }
        let own = profile.ownName == profile.englishName ? nil : profile.ownName
        return PreviewImage(
            path: path(forPage: SitePath.locale(profile.identifier)),
            alt: alt(identifier: profile.identifier, names: [profile.englishName, own], sample: sample, said: said),
            kicker: profile.englishName,
            nativeName: own,
            headline: profile.identifier, samples: sample.map { [$0] } ?? [],
            language: language(of: profile), script: script(of: profile.identifier), lines: lines,
            showsSiteName: false)
    }

    /// The alternative text of a locale's image: what it draws, in reading order: `ar_EG, Arabic (Egypt), العربية
    /// (مصر): ١٥ أبريل، ٢٠٢٦ — D·M·Y for every picker; right to left: … Date Order Atlas.` (`said` is the locale's
    /// headline and what the lines under it add).
    static func alt(identifier: String, names: [String?], sample: String?, said: String) -> String {
        "\(identifier), \(names.compactMap { $0 }.joined(separator: ", ")): " + (sample.map { "\($0) — " } ?? "") + said
            + ". Date Order Atlas."
    }

    /// The script of a locale's own text, from its identifier or the likely subtags (`ur` → `Aran`, `ckb_IQ` →
    /// `Arab`).
    static func script(of identifier: String) -> String? { Locale.Language(identifier: identifier).script?.identifier }

    /// The BCP 47 tag Pango is given for a locale's own text: language, script, region (`zh-Hant-TW`).
    static func language(of profile: LocaleProfile) -> String {
        ([profile.languageCode] + [profile.scriptCode, profile.regionCode].compactMap { $0 }).joined(separator: "-")
    }
}

extension String {
    /// The string with its first character lowercased: `"Date picker…"` → `"date picker…"`.
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

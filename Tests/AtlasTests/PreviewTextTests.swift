import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

@Suite("Link preview text in every script")
struct PreviewTextTests {
    static let text = TextRasterizer()

    @Test(
        "Every locale's preview has a glyph for every character it draws, no dotted circle, and no ink in the margins",
        .tags(.slow))
    func everyScriptHasGlyphs() {
        let profiles = Catalog.load().profiles
        #expect(profiles.count == Catalog.availableIdentifiers.count)
        var missing: [String] = []
        var overflowing: [String] = []
        let paper = ImageInk.paper.rawValue
        for profile in profiles {
            let drawn = PreviewImage.locale(profile).drawn(using: Self.text)
            if !drawn.badlyDrawn.isEmpty { missing.append("\(profile.identifier): \(drawn.badlyDrawn)") }
            // Below the blue strip, the last 72 columns and the last 36 rows are paper: no text runs off the card.
            let canvas = drawn.canvas
            let right = (12..<canvas.height).contains { y in
                (canvas.width - 72..<canvas.width).contains { canvas[$0, y] != paper }
            }
            let bottom = (canvas.height - 36..<canvas.height).contains { y in
                (0..<canvas.width).contains { canvas[$0, y] != paper }
            }
            if right || bottom { overflowing.append(profile.identifier) }
        }
        #expect(missing.isEmpty, "\(missing.count) locales: \(missing.prefix(20))")
        #expect(overflowing.isEmpty, "\(overflowing.count) locales: \(overflowing.prefix(20))")
    }

    @Test("Text a pinned font lacks is reported as unknown glyphs")
    func unknownGlyphsAreCounted() {
        // Linear B and a private-use character: no pinned font has them.
        #expect(Self.text.mask("\u{10000}\u{E000}", style: TextStyle(size: 30)).unknownGlyphs == 2)
        #expect(Self.text.mask("2026年4月15日", style: TextStyle(size: 30, language: "ja-JP")).unknownGlyphs == 0)
    }

    @Test(
        "A vowel sign with no letter counts as a broken cluster (a dotted circle); real text and a written circle not")
    func brokenClustersAreCounted() {
        func count(_ text: String, _ language: String, _ script: String?) -> Int {
            let mask = Self.text.mask(text, style: TextStyle(size: 30, language: language, script: script))
            #expect(mask.unknownGlyphs == 0, "\(text)")
            #expect(mask.drawsBadly == (mask.brokenClusters > 0))
            return mask.brokenClusters
        }
        // Devanagari vowel sign I, Thai mai han-akat, Bengali vowel sign I, Tamil virama, with no letter before them.
        #expect(count("\u{093F}", "hi", "Deva") == 1)
        #expect(count("\u{0E31}", "th", "Thai") == 1)
        #expect(count("२०२६ \u{093F} \u{093F}", "hi", "Deva") == 2)
        #expect(count("\u{09BF}", "bn", "Beng") == 1)
        #expect(count("\u{0BCD}", "ta", "Taml") == 1)
        // Any script's combining mark at the start of a text: an acute accent, an Arabic fatha, a Thai tone mark.
        #expect(count("\u{0301}", "en", nil) == 1)
        #expect(count("\u{064E}", "ar", "Arab") == 1)
        #expect(count("\u{0E48}", "th", "Thai") == 1)
        // The same signs on their letters, whole dates, and a circle written in the text draw no inserted circle.
        #expect(count("कि", "hi", "Deva") == 0)
        #expect(count("१५ अप्रैल २०२६", "hi", "Deva") == 0)
        #expect(count("15 กุมภาพันธ์ 2569", "th", "Thai") == 0)
        #expect(count("\u{25CC}\u{0301} \u{25CC}", "en", nil) == 0)
        // A written circle is set in Noto Sans, which lacks the Devanagari sign: the sign is a run of its own, and
        // HarfBuzz adds its circle (the image would show two).
        #expect(count("\u{25CC}\u{093F}", "hi", "Deva") == 1)
        #expect(count("15 April 2026 \u{25CC}", "en", nil) == 0)
    }

    @Test("An image job notes a sample that would draw a dotted circle, which fails the build")
    func imageJobsNoteBrokenClusters() throws {
        let broken = PreviewImage.locale(ProfileBuilder().profile(for: "hi_IN")).replacingSamples(["\u{093F}2026"])
        let missing = MissingGlyphs()
        for job in SiteGenerator.imageJobs([broken], tally: CPUTimeTally(), missing: missing) { _ = job() }
        let reason = try #require(missing.reason)
        #expect(reason.contains("dotted circles") && reason.contains(broken.path), "\(reason)")
        #expect(reason.contains("\u{093F}2026"), "\(reason)")
    }

    @Test("An image job notes the texts it would draw as boxes, which fails the build; real text notes nothing")
    func imageJobsNoteUnknownGlyphs() throws {
        let image = PreviewImage.locale(ProfileBuilder().profile(for: "ar_EG"))
        let boxed = image.replacingSamples(["\u{10000} 2026"])
        let missing = MissingGlyphs()
        let jobs = SiteGenerator.imageJobs([image], tally: CPUTimeTally(), missing: missing)
        #expect(jobs.flatMap { $0() }.map(\.path) == [image.path])
        #expect(missing.reason == nil)
        for job in SiteGenerator.imageJobs([boxed], tally: CPUTimeTally(), missing: missing) { _ = job() }
        let reason = try #require(missing.reason)
        #expect(reason.contains("1 preview image would draw boxes") && reason.contains(boxed.path), "\(reason)")
        #expect(reason.contains("\u{10000} 2026"), "\(reason)")
    }

    @Test("A font that cannot be loaded is a message: the packages to install, or the system's reason")
    func fontFailures() {
        let missing = PreviewFonts.reason(path: "/nonexistent/NotoSans-Regular.ttf", errno: ENOENT)
        #expect(missing.hasSuffix("install Debian's fonts-noto-core and fonts-noto-cjk (scripts/install-deps)"))
        let present = PreviewFonts.directory + PreviewFonts.files[0]
        #expect(PreviewFonts.reason(path: present, errno: EMFILE).hasSuffix(": Too many open files"))
        #expect(PreviewFonts.reason(path: present, errno: 0).contains("install Debian's fonts-noto-core"))
    }

    /// Rows of the sample line: from above its tallest ink to below its descenders.
    static let sampleRows = 236..<362

    @Test(
        "The locale's own sample is drawn large, in its own script, where the sample stands",
        arguments: ["ar_EG", "ja_JP", "my_MM", "hi_IN", "am_ET", "th_TH", "zh_Hant_TW", "he_IL"])
    func sampleIsDrawn(identifier: String) throws {
        let image = PreviewImage.locale(ProfileBuilder().profile(for: identifier))
        let sample = try #require(image.samples.first)
        #expect(sample.unicodeScalars.contains { !$0.isASCII }, "\(identifier): \(sample)")
        let ascii = image.replacingSamples(["15 April 2026"])
        let drawn = image.drawn(using: Self.text)
        #expect(drawn.badlyDrawn.isEmpty, "\(identifier): \(drawn.badlyDrawn)")
        let canvas = drawn.canvas
        let other = ascii.drawn(using: Self.text).canvas
        let accent = Set(
            [ImageInk.accent.rawValue] + (1..<ImageInk.shades).map { UInt8(4 + ImageInk.shades - 1 + $0 - 1) })
        func rows(_ canvas: Canvas, _ range: Range<Int>) -> [UInt8] {
            range.flatMap { y in (0..<canvas.width).map { canvas[$0, y] } }
        }
        // Only the sample's rows differ from the same image with an ASCII sample, and they hold accent ink.
        #expect(rows(canvas, Self.sampleRows) != rows(other, Self.sampleRows), "\(identifier)")
        #expect(rows(canvas, 0..<Self.sampleRows.lowerBound) == rows(other, 0..<Self.sampleRows.lowerBound))
        #expect(
            rows(canvas, Self.sampleRows.upperBound..<canvas.height)
                == rows(other, Self.sampleRows.upperBound..<canvas.height))
        #expect(rows(canvas, Self.sampleRows).filter(accent.contains).count > 2_000, "\(identifier)")
    }

    @Test("Right-to-left text is shaped and ordered: letters join, and the first word stands at the right")
    func rightToLeftIsShapedAndOrdered() throws {
        let style = TextStyle(size: 60, language: "ar-EG")
        let (first, second) = ("أبريل", "٢٠٢٦")
        let word = Self.text.mask(first, style: style)
        // Joined letters are narrower than the same letters set one by one (isolated forms).
        let isolated = first.map { Self.text.mask(String($0), style: style) }
        #expect(word.advance < isolated.reduce(0) { $0 + $1.advance })
        // In a right-to-left line the first word's ink is the line's rightmost ink, pixel for pixel.
        let line = Self.text.mask(first + " " + second, style: style)
        #expect(line.unknownGlyphs == 0 && word.unknownGlyphs == 0)
        let wordInk = try #require(Self.ink(word))
        let lineInk = try #require(Self.ink(line))
        #expect(
            Self.crop(line, columns: (lineInk.right - wordInk.width)..<lineInk.right, baseline: line.baseline)
                == Self.crop(word, columns: wordInk.left..<wordInk.right, baseline: word.baseline))
        #expect(
            Self.crop(line, columns: lineInk.left..<(lineInk.left + wordInk.width), baseline: line.baseline)
                != Self.crop(word, columns: wordInk.left..<wordInk.right, baseline: word.baseline))
    }

    /// The columns of a mask that hold ink.
    static func ink(_ mask: TextMask) -> (left: Int, right: Int, width: Int)? {
        let columns = (0..<mask.width).filter { x in
            (0..<mask.height).contains { mask.coverage[$0 * mask.width + x] > 0 }
        }
        guard let left = columns.first, let right = columns.last else { return nil }
        return (left, right + 1, right + 1 - left)
    }

    /// The coverage of `columns`, rows 70 above to 30 below the baseline (paper outside the mask).
    static func crop(_ mask: TextMask, columns: Range<Int>, baseline: Int) -> [UInt8] {
        (baseline - 70..<baseline + 30).flatMap { y in
            columns.map { x in (0..<mask.height).contains(y) ? mask.coverage[y * mask.width + x] : 0 }
        }
    }

    @Test("The same text drawn twice, in one font map and after it has been replaced, gives the same pixels")
    func deterministicAcrossSessions() {
        let text = TextRasterizer(layoutsPerSession: 5)
        let image = PreviewImage.locale(ProfileBuilder().profile(for: "my_MM"))
        let first = image.drawn(using: text).canvas
        for index in 0..<12 {
            _ = text.mask("\(index) ၂၀၂၆", style: TextStyle(size: Double(20 + index % 7), language: "my"))
        }
        #expect(image.drawn(using: text).canvas == first)
        #expect(text.sessionsMade > 3)
        #expect(image.drawn(using: TextRasterizer()).canvas == first)
    }

    @Test("A font map serves its share of layouts and is then replaced, never more and never fewer")
    func sessionsRotate() {
        let text = TextRasterizer(layoutsPerSession: 4)
        #expect(text.sessionsMade == 0)
        for index in 0..<9 {
            _ = text.mask("\(index)", style: TextStyle(size: 12))
            #expect(text.sessionsMade == index / 4 + 1)
        }
        #expect(TextRasterizer().layoutsPerSession == TextRasterizer.defaultLayoutsPerSession)
    }

    /// Each new language and size makes Pango match fonts on threads of its own. Font maps whose caches were emptied
    /// in place (`pango_fc_font_map_cache_clear`) while one of them still ran crashed this test one run in two
    /// (`sessionsRotate` is the test that always fails if a font map is reused instead of replaced).
    @Test("Thousands of layouts in every language, each in a new font map, leave the heap whole")
    func replacedFontMapsDoNotRace() {
        let text = TextRasterizer(layoutsPerSession: 1)
        let tags = Catalog.availableIdentifiers.map { $0.replacingOccurrences(of: "_", with: "-") }
        let languages = Set(tags.map(PreviewFonts.shapingLanguage))
        var unknown = 0
        for size in [11.0, 13, 17, 23] {
            for language in languages.sorted() {
                unknown += text.mask("2026 \(language)", style: TextStyle(size: size, language: language)).unknownGlyphs
            }
        }
        #expect(unknown == 0)
    }

    @Test("Chinese, Japanese and Korean text take their own CJK font, other scripts theirs, by the locale's script")
    func cjkFamilies() {
        #expect(PreviewFonts.families(language: "ja-JP") == "Noto Sans,Noto Sans CJK JP")
        #expect(PreviewFonts.families(language: "ko-KR") == "Noto Sans,Noto Sans CJK KR")
        #expect(PreviewFonts.families(language: "zh-Hans-CN") == "Noto Sans,Noto Sans CJK SC")
        #expect(PreviewFonts.families(language: "zh-Hans-HK") == "Noto Sans,Noto Sans CJK SC")
        #expect(PreviewFonts.families(language: "zh-Hant-TW") == "Noto Sans,Noto Sans CJK TC")
        #expect(PreviewFonts.families(language: "zh-Hant-HK") == "Noto Sans,Noto Sans CJK HK")
        #expect(PreviewFonts.families(language: "yue-Hant-HK") == "Noto Sans,Noto Sans CJK HK")
        #expect(PreviewFonts.families(language: "ar-EG") == "Noto Sans")
        #expect(PreviewFonts.families(language: "en-US", script: "Latn") == "Noto Sans")
        #expect(PreviewFonts.families(language: "ckb-IQ", script: "Arab") == "Noto Sans,Noto Sans Arabic")
        #expect(PreviewFonts.families(language: "ur-PK", script: "Aran") == "Noto Sans,Noto Nastaliq Urdu")
        #expect(PreviewFonts.families(language: "bo-CN", script: "Tibt") == "Noto Sans,Noto Serif Tibetan")
        #expect(PreviewFonts.families(language: "ja-JP", script: "Jpan") == "Noto Sans,Noto Sans CJK JP")
        #expect(PreviewImage.script(of: "ur_PK") == "Aran")
        #expect(PreviewImage.script(of: "ks_Arab_IN") == "Arab")
        #expect(PreviewImage.script(of: "ckb_IQ") == "Arab")
        #expect(PreviewFonts.shapingLanguage("zh-Hant-TW") == "zh-Hant")
        #expect(PreviewFonts.shapingLanguage("es-419") == "es")
        #expect(PreviewFonts.shapingLanguage("sr-Latn") == "sr-Latn")
    }

    @Test("A digit several scripts' fonts have takes the form of the locale's script: Sorani's zero is Arabic's")
    func sharedCharactersTakeTheScriptsForm() {
        let text = TextRasterizer()
        func zero(_ language: String, _ script: String?) -> TextMask {
            text.mask("١٠", style: TextStyle(size: 60, language: language, script: script))
        }
        // Noto Sans Hanifi Rohingya has the Arabic-Indic zero too, and fontconfig's fallback sorts it first for ckb.
        #expect(zero("ckb-IQ", "Arab") == zero("ar-EG", "Arab"))
        #expect(zero("ckb-IQ", nil) != zero("ar-EG", "Arab"))
    }

    @Test("Urdu in Nastaliq (Aran) is drawn in Nastaliq, not in the Naskh of Arabic")
    func nastaliq() {
        let text = TextRasterizer()
        let name = "اردو (پاکستان)"
        let nastaliq = text.mask(name, style: TextStyle(size: 60, language: "ur-PK", script: "Aran"))
        let naskh = text.mask(name, style: TextStyle(size: 60, language: "ur-PK", script: "Arab"))
        #expect(nastaliq.unknownGlyphs == 0)
        #expect(nastaliq.coverage != naskh.coverage)
        // Nastaliq's words slope down to the left: the same words take other rows and width.
        #expect(nastaliq.height != naskh.height || nastaliq.advance != naskh.advance)
    }

    @Test(
        "Names too long for one line beside the mark: the own name takes a second line, both at full size",
        arguments: ["nb_SJ", "sr_Cyrl_BA", "en_US", "ar_EG"])
    func namesWrap(identifier: String) {
        let image = PreviewImage.locale(ProfileBuilder().profile(for: identifier))
        let canvas = image.drawn(using: Self.text).canvas
        // The rows beside the mark (from x 160) that hold ink, above the headline.
        let inked = (12..<140).filter { y in (160..<canvas.width).contains { canvas[$0, y] != 0 } }
        let first = inked.first ?? 0
        let last = inked.last ?? 0
        // One line at 34 px spans about 35 rows of ink (ascenders to descenders); two lines, 44 px apart, about 80.
        // The shrunken single line of old spanned under 25.
        let long = ["nb_SJ", "sr_Cyrl_BA"].contains(identifier)
        #expect((last - first > 60) == long, "\(identifier): ink in rows \(first)...\(last)")
        #expect(last - first > 28, "\(identifier): ink in rows \(first)...\(last)")
    }
}

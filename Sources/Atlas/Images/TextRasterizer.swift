import CPangoCairo
import Foundation

/// How a run of preview text is set.
struct TextStyle: Hashable, Sendable {
    /// The em size in pixels.
    var size: Double
    var bold = false
    /// The BCP 47 language of the text (`en`, `ja-JP`, `zh-Hant-TW`, `ar-EG`): Pango shapes with it, and it puts
    /// the locale's own CJK font before the others.
    var language = "en"
    /// The ISO 15924 code of the text's script (`Arab`, `Aran`), whose own font then comes right after Noto Sans;
    /// `nil` for English.
    var script: String?
}

/// A run of text rasterised by cairo: one byte of coverage a pixel (0 none, 255 full), with where the layout's
/// left edge and baseline fall in it.
struct TextMask: Sendable, Equatable {
    let width: Int
    let height: Int
    /// Row by row, `width` bytes a row.
    let coverage: [UInt8]
    /// The layout's left edge, in mask pixels (ink may reach left of it).
    let originX: Int
    /// The layout's baseline, in mask pixels from the top.
    let baseline: Int
    /// The layout's logical width: where text after it would start.
    let advance: Int
    /// The em size it was set at.
    let size: Double
    /// Characters that no pinned font has and that are drawn as boxes (Pango's unknown glyphs); 0 when every
    /// character has a glyph.
    let unknownGlyphs: Int
    /// Dotted circles (U+25CC) that HarfBuzz drew where the text has none: the base it puts under a mark or vowel
    /// sign with no letter to sit on (a broken cluster, as in a sample cut before its letter). A reader of the
    /// script sees a rendering bug; 0 when every mark has its letter.
    let brokenClusters: Int

    /// Whether the text draws wrong: a box for a character no font has, or a dotted circle it does not have.
    var drawsBadly: Bool { unknownGlyphs > 0 || brokenClusters > 0 }
}

/// Lays out text with Pango (shaping by HarfBuzz, bidi by FriBidi, fallback between fonts through fontconfig) and
/// rasterises it with cairo. This is the only file that calls Pango, cairo or fontconfig, and it frees all it makes.
///
/// The output depends on nothing but the text, the style and the pinned fonts (`PreviewFonts`): fontconfig sees
/// only those files (a private configuration, not the machine's), cairo draws with fixed options (greyscale
/// antialiasing, no hinting, no hinted metrics, no subpixel order) at 72 pixels per inch, and every layout names
/// its language.
///
/// Pango's font maps and contexts are not thread-safe: one of each (a session), made on first use, serves every
/// thread in turn under a lock. Laying out and rasterising a preview's text is the smaller part of drawing it
/// (quantising and compressing happen outside the lock); a font map per thread cost 13 MiB more peak memory over
/// the whole site.
///
/// A font map's caches grow with every language and size, so a session serves ``layoutsPerSession`` layouts and is
/// then replaced by a new one (the whole site's peak memory is 12 MiB lower than with one font map for all). The
/// caches are never emptied in place with `pango_fc_font_map_cache_clear`: Pango 1.50 matches fonts on threads of
/// its own, and a clear while one of them is still sorting lets that thread free its patterns into the font map's
/// tables with no lock, while the next layout uses them. That corrupted the heap about once in a hundred builds
/// (glibc's `double free or corruption`; once in five builds with a clear every 4 layouts). A replaced font map is
/// used by nobody: Pango's threads hold their own reference, and whichever of them lets go last frees it alone.
final class TextRasterizer: @unchecked Sendable {
    private let lock = NSLock()
    private var session: Session?
    private var layouts = 0
    private var sessions = 0
    /// How many layouts a session serves before a new one replaces it.
    let layoutsPerSession: Int
    /// The site's: the font map's caches stay small, and a new one (about a millisecond) is made a few dozen times
    /// a build.
    static let defaultLayoutsPerSession = 256

    init(layoutsPerSession: Int = defaultLayoutsPerSession) {
        precondition(layoutsPerSession > 0, "a session serves at least one layout")
        self.layoutsPerSession = layoutsPerSession
    }

    deinit { session?.free() }

    /// How many sessions (font maps) have been made so far.
    var sessionsMade: Int {
        lock.lock()
        defer { lock.unlock() }
        return sessions
    }

    /// `text` on one line (line breaks are not honoured; untrusted text cannot add lines), set in `style`.
    func mask(_ text: String, style: TextStyle) -> TextMask {
        lock.lock()
        defer { lock.unlock() }
        if layouts == layoutsPerSession, let spent = session {
            spent.free()
            session = nil
        }
        let current: Session
        if let session {
            current = session
        } else {
            current = Session(config: PreviewFonts.shared.config)
            session = current
            sessions += 1
            layouts = 0
        }
        layouts += 1
        let layout = current.layout(text, style: style)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        return Self.rasterise(layout, text: text, ink: ink, logical: logical, size: style.size)
    }

    private static func rasterise(
        _ layout: OpaquePointer, text: String, ink: PangoRectangle, logical: PangoRectangle, size: Double
    ) -> TextMask {
        let left = Int(min(ink.x, logical.x))
        let top = Int(min(ink.y, logical.y))
        let width = max(1, Int(max(ink.x + ink.width, logical.x + logical.width)) - left)
        let height = max(1, Int(max(ink.y + ink.height, logical.y + logical.height)) - top)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_translate(cairo, Double(-left), Double(-top))
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        pango_cairo_show_layout(cairo, layout)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface) {
            coverage.withUnsafeMutableBufferPointer { target in
                for row in 0..<height { memcpy(target.baseAddress! + row * width, data + row * stride, width) }
            }
        }
        let baseline = (Int(pango_layout_get_baseline(layout)) + Int(PANGO_SCALE) / 2) / Int(PANGO_SCALE)
        return TextMask(
            width: width, height: height, coverage: coverage, originX: -left, baseline: baseline - top,
            advance: Int(logical.width), size: size, unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)),
            brokenClusters: insertedDottedCircles(layout, text: text)
        )
    }

    /// How many of the layout's glyphs are their font's dotted circle beyond the U+25CC characters of their run's
    /// text: the ones HarfBuzz inserted for broken clusters. It inserts them only in a font that has the circle,
    /// the font of the mark's own run.
    private static func insertedDottedCircles(_ layout: OpaquePointer, text: String) -> Int {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var inserted = 0
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator)?.pointee,
                let item = run.item?.pointee, let glyphs = run.glyphs?.pointee
            else { continue }
            let circle = pango_fc_font_get_glyph(item.analysis.font, 0x25CC)
            guard circle != 0 else { continue }
            let drawn = (0..<Int(glyphs.num_glyphs)).count { glyphs.glyphs[$0].glyph == circle }
            guard drawn > 0 else { continue }
            let utf8 = text.utf8.dropFirst(Int(item.offset)).prefix(Int(item.length))
            let written = String(decoding: utf8, as: UTF8.self).unicodeScalars.count { $0 == "\u{25CC}" }
            inserted += max(0, drawn - written)
        } while pango_layout_iter_next_run(iterator) != 0
        return inserted
    }

    /// A font map and a context on it, used by one thread at a time.
    private final class Session {
        let fontMap: OpaquePointer
        let context: OpaquePointer

        init(config: OpaquePointer) {
            fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
            pango_fc_font_map_set_config(fontMap, config)
            context = pango_font_map_create_context(fontMap)
            pango_cairo_context_set_resolution(context, 72)
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
            pango_cairo_context_set_font_options(context, options)  // copies them
            cairo_font_options_destroy(options)
            pango_context_set_language(context, pango_language_from_string("en"))
        }

        func free() {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }

        /// A one-line layout of `text` (the caller unrefs it).
        func layout(_ text: String, style: TextStyle) -> OpaquePointer {
            let layout = pango_layout_new(context)!
            pango_layout_set_single_paragraph_mode(layout, 1)
            pango_layout_set_text(layout, text, -1)
            let description = pango_font_description_new()
            pango_font_description_set_family(
                description, PreviewFonts.families(language: style.language, script: style.script))
            pango_font_description_set_weight(description, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
            pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)  // copies it
            pango_font_description_free(description)
            let attributes = pango_attr_list_new()
            let language = pango_language_from_string(PreviewFonts.shapingLanguage(style.language))
            pango_attr_list_insert(attributes, pango_attr_language_new(language))
            pango_layout_set_attributes(layout, attributes)  // references it
            pango_attr_list_unref(attributes)
            return layout
        }
    }
}

/// The fonts previews are drawn with: named files from Debian's `fonts-noto-core` and `fonts-noto-cjk`, loaded
/// into a fontconfig configuration of their own, so the machine's other fonts and settings cannot change an image.
/// Together they have a glyph for every character of every locale's preview text (a test lays out each one).
final class PreviewFonts: @unchecked Sendable {
    /// Where Debian installs the fonts.
    static let directory = "/usr/share/fonts/truetype/noto/"
    static let cjkDirectory = "/usr/share/fonts/opentype/noto/"

    /// The font files, in the order fontconfig is given them: Noto Sans (Latin, Greek, Cyrillic), the font of
    /// each other script a locale writes its names or dates in (``scriptFamilies``), and the CJK collection.
    static let files: [String] = ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf"] + scriptFamilies.map { file(of: $0.1) }

    /// Each script's own font family, by ISO 15924 code; its file is the family's name without spaces
    /// (`Noto Sans Arabic` → `NotoSansArabic-Regular.ttf`), so a misspelt name cannot load.
    static let scriptFamilies: [(String, String)] =
        [
            ("Adlm", "Adlam"), ("Arab", "Arabic"), ("Armn", "Armenian"), ("Beng", "Bengali"),
            ("Cans", "Canadian Aboriginal"), ("Cakm", "Chakma"), ("Cher", "Cherokee"), ("Deva", "Devanagari"),
            ("Ethi", "Ethiopic"), ("Geor", "Georgian"), ("Gujr", "Gujarati"), ("Guru", "Gurmukhi"),
            ("Rohg", "Hanifi Rohingya"), ("Hebr", "Hebrew"), ("Knda", "Kannada"), ("Khmr", "Khmer"), ("Laoo", "Lao"),
            ("Mlym", "Malayalam"), ("Mand", "Mandaic"), ("Mtei", "Meetei Mayek"), ("Mymr", "Myanmar"),
            ("Nkoo", "NKo"), ("Olck", "Ol Chiki"), ("Orya", "Oriya"), ("Osge", "Osage"), ("Hmng", "Pahawh Hmong"),
            ("Rjng", "Rejang"), ("Sinh", "Sinhala"), ("Syrc", "Syriac"), ("Taml", "Tamil"), ("Telu", "Telugu"),
            ("Thaa", "Thaana"), ("Thai", "Thai"), ("Tfng", "Tifinagh"), ("Vaii", "Vai"), ("Wcho", "Wancho"),
            ("Yiii", "Yi"),
        ].map { ($0, "Noto Sans " + $1) }
        // Debian has no Noto Sans Tibetan; the serif one is the Tibetan font of fonts-noto-core. Urdu, Kashmiri and
        // Punjabi in Arabic script are written in Nastaliq (`Aran`), a style of its own, not Naskh.
        + [("Tibt", "Noto Serif Tibetan"), ("Aran", "Noto Nastaliq Urdu")]

    /// The file of a family: `NotoSansArabic-Regular.ttf`.
    static func file(of family: String) -> String { family.replacingOccurrences(of: " ", with: "") + "-Regular.ttf" }

    static let cjkFile = "NotoSansCJK-Regular.ttc"

    /// Every font file, in the order fontconfig is given them; a build's fingerprint includes their identities.
    static let paths = files.map { directory + $0 } + [cjkDirectory + cjkFile]

    /// The configuration every session's font map uses, or why it could not be made: made once per process
    /// (scanning the files takes a few tenths of a second), read-only afterwards, which fontconfig allows from
    /// any thread. The generator asks for it before any work (``load()``), so a machine without the fonts fails
    /// with a message instead of drawing.
    private static let loaded = Result { () throws(Failure) in try PreviewFonts() }

    /// The loaded fonts; a build that could not load them stops before drawing (``load()``).
    static var shared: PreviewFonts {
        switch loaded {
        case .success(let fonts): fonts
        case .failure(let failure): fatalError("dateorder: \(failure)")
        }
    }

    /// Loads the fonts (once per process), or throws why they cannot be loaded.
    static func load() throws(Failure) { _ = try loaded.get() }

    /// A font file fontconfig could not read, and why.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The fontconfig configuration (`FcConfig *`).
    let config: OpaquePointer

    private init() throws(Failure) {
        config = FcConfigCreate()
        for path in Self.paths {
            errno = 0
            guard FcConfigAppFontAddFile(config, path) == 0 else { continue }
            let code = errno
            FcConfigDestroy(config)
            throw Failure(description: Self.reason(path: path, errno: code))
        }
    }

    /// Why a font could not be read: the system's reason when it gave one other than a missing file (`Too many
    /// open files`), else that the font packages are missing.
    static func reason(path: String, errno code: Int32) -> String {
        let about = "cannot load the font \(path), which preview images are drawn with"
        if code != 0, code != ENOENT, FileManager.default.fileExists(atPath: path) {
            return about + ": " + String(cString: strerror(code))
        }
        return about + ": install Debian's fonts-noto-core and fonts-noto-cjk (scripts/install-deps)"
    }

    deinit { FcConfigDestroy(config) }

    /// The language Pango shapes `language` with: without its region (`zh-Hant-TW` → `zh-Hant`), which changes
    /// no glyph but would give every locale fonts and caches of its own.
    static func shapingLanguage(_ language: String) -> String {
        language.split(separator: "-").filter { subtag in
            !(subtag.count == 2 && subtag.uppercased() == subtag)
                && !(subtag.count == 3 && subtag.allSatisfy(\.isNumber))
        }.joined(separator: "-")
    }

    /// The families of a font description for text in `language`, written in `script`: Noto Sans, then for
    /// Chinese, Japanese and Korean the CJK font of that language (the same character takes a different form in
    /// each), for other scripts their own font (``scriptFamilies``), so that characters several scripts' fonts have
    /// (the Arabic zero, which Noto Sans Hanifi Rohingya has too) take this script's form rather than whichever
    /// font fontconfig's fallback sorts first; anything else is found by fallback.
    static func families(language: String, script: String? = nil) -> String {
        let subtags = language.split(separator: "-").map { $0.lowercased() }
        let cjk: String
        switch subtags.first {
        case "ja": cjk = "JP"
        case "ko": cjk = "KR"
        case "zh", "yue":
            if subtags.contains("hans") {
                cjk = "SC"
            } else if subtags.contains("hk") || subtags.contains("mo") || subtags.first == "yue" {
                cjk = "HK"
            } else if subtags.contains("hant") || subtags.contains("tw") {
                cjk = "TC"
            } else {
                cjk = "SC"
            }
        default:
            guard let script, let family = scriptFamily[script] else { return "Noto Sans" }
            return "Noto Sans," + family
        }
        return "Noto Sans,Noto Sans CJK \(cjk)"
    }

    private static let scriptFamily = Dictionary(uniqueKeysWithValues: scriptFamilies)
}

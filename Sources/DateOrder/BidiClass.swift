/// The Unicode bidirectional character types (UAX #9) that a formatted date or time can hold, for
/// ``VisualOrder``. Swift's `Unicode.Scalar.Properties` has no bidi class, and the library needs nothing but
/// Foundation, so the scripts and signs that dates and times of the world's locales are written in are listed here
/// by range; a test compares the table with Python's `unicodedata.bidirectional` for every character of every
/// locale's time and date samples, and over the right-to-left blocks.
package enum BidiClass: Hashable, Sendable {
    /// Left-to-right letters: Latin, Cyrillic, CJK, Devanagari and its digits, … and `U+200E` LEFT-TO-RIGHT MARK.
    case leftToRight
    /// Right-to-left letters: Hebrew, NKo, Adlam (its digits too), … and `U+200F` RIGHT-TO-LEFT MARK.
    case rightToLeft
    /// Arabic letters: Arabic, Syriac, Thaana, Hanifi Rohingya, … and `U+061C` ARABIC LETTER MARK.
    case arabicLetter
    /// European digits: `0`–`9`, the extended Arabic-Indic (Persian) digits, superscripts.
    case europeanNumber
    /// `+` `-` and their kin.
    case europeanSeparator
    /// `#` `$` `%` `°` currency signs: what may come before or after a number.
    case europeanTerminator
    /// Arabic-Indic digits (`٠`–`٩`), the Arabic thousands and decimal separators, Hanifi Rohingya digits.
    case arabicNumber
    /// `,` `.` `/` `:`, the no-break spaces and the Arabic comma: what may stand between the digits of a number.
    case commonSeparator
    /// Combining marks, which take the type of what they follow.
    case nonspacingMark
    /// Characters the algorithm ignores: zero-width joiners, the soft hyphen, the byte order mark.
    case boundaryNeutral
    /// Spaces.
    case whitespace
    /// Other punctuation and symbols.
    case otherNeutral

    /// The type of a scalar.
    package init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0x200E: self = .leftToRight
        case 0x200F: self = .rightToLeft
        case 0x061C: self = .arabicLetter
        case 0x00AD, 0x200B...0x200D, 0x2060...0x2064, 0xFEFF: self = .boundaryNeutral
        case 0x0030...0x0039, 0x00B2, 0x00B3, 0x00B9, 0x06F0...0x06F9, 0x2070...0x2079, 0x2080...0x2089,
            0xFF10...0xFF19:
            self = .europeanNumber
        case 0x0660...0x0669, 0x066B, 0x066C, 0x0600...0x0605, 0x06DD, 0x08E2, 0x10D30...0x10D39:
            self = .arabicNumber
        case 0x002B, 0x002D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D:
            self = .europeanSeparator
        case 0x0023...0x0025, 0x00A2...0x00A5, 0x00B0, 0x00B1, 0x0609, 0x060A, 0x066A, 0x09F2, 0x09F3, 0x0AF1,
            0x0BF9, 0x0E3F, 0x17DB, 0x2030...0x2034, 0x20A0...0x20CF, 0x212E, 0x2213, 0xA838, 0xA839, 0xFE5F,
            0xFE69, 0xFE6A, 0xFF03...0xFF05, 0xFFE0, 0xFFE1, 0xFFE5, 0xFFE6:
            self = .europeanTerminator
        case 0x002C, 0x002E, 0x002F, 0x003A, 0x00A0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C,
            0xFF0E, 0xFF0F, 0xFF1A:
            self = .commonSeparator
        case 0x0009, 0x000B, 0x001F: self = .otherNeutral  // segment separators; nothing a date writes
        case 0x0606, 0x0607, 0x060E, 0x060F, 0x06DE, 0x06E9, 0x07F6...0x07F9, 0xFD3E...0xFD4F, 0xFDCF,
            0xFDFD...0xFDFF:
            self = .otherNeutral  // signs among the Arabic and NKo letters
        case 0x070F: self = .arabicLetter  // SYRIAC ABBREVIATION MARK, a format character
        case 0x0890, 0x0891: self = .arabicNumber  // the Arabic pound and piastre marks above
        case 0x0CBF, 0x0CC6, 0x0F0B: self = .leftToRight  // a Kannada vowel sign and the Tibetan tsheg
        case 0x000C, 0x0020, 0x1680, 0x2000...0x200A, 0x2028, 0x205F, 0x3000: self = .whitespace
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                self = .nonspacingMark
            case .format, .control:
                self = .boundaryNeutral
            default:
                self = Self.strongOrNeutral(value, scalar.properties.generalCategory)
            }
        }
    }

    /// Letters by block (right to left, Arabic, or left to right), and the other signs as neutrals.
    private static func strongOrNeutral(_ value: UInt32, _ category: Unicode.GeneralCategory) -> BidiClass {
        switch value {
        case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB28, 0xFB2A...0xFB4F, 0x10800...0x10CFF,
            0x10E80...0x10EBF, 0x10F00...0x10F2F, 0x10F70...0x10FFF, 0x1E800...0x1E8DF, 0x1E900...0x1EC6F,
            0x1ED00...0x1ED4F:
            return .rightToLeft
        case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDCF, 0xFDF0...0xFDFF, 0xFE70...0xFEFF,
            0x10D00...0x10D3F, 0x10EC0...0x10EFF, 0x10F30...0x10F6F, 0x1EC70...0x1ECBF, 0x1EE00...0x1EEFF:
            return .arabicLetter
        default:
            break
        }
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark,
            .decimalNumber, .letterNumber, .otherNumber, .privateUse:
            return .leftToRight
        default:
            return .otherNeutral
        }
    }
}

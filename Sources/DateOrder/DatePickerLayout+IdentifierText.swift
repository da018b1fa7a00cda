import Foundation

extension DatePickerLayout {
    /// `locale` without the character set of a POSIX locale name, as the `LANG` variable gives one
    /// (`de_DE.UTF-8` → `de_DE`, `sr_RS.UTF-8@latin` → `sr_RS@latin`), which ICU's form drops as well; any other
    /// locale as it is. Foundation reads `en_GB.UTF-8` as `en_GB` for some patterns but not others (its dates with
    /// month names are `en`'s `MMMM d, y`), and `af.UTF-8` with English patterns and Afrikaans month names.
    package static func droppingCharacterSet(_ locale: Locale) -> Locale {
        let identifier = locale.identifier
        let name = identifier.prefix { $0 != "@" }
        guard let dot = name.firstIndex(of: "."),
            name[name.index(after: dot)...].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return locale }
        return Locale(identifier: String(identifier[..<dot] + identifier[name.endIndex...]))
    }

    /// Whether an identifier holds what no locale identifier does, so that Foundation reads only a part of it: a
    /// space or a control character anywhere (`"fa_IR "`, `"en_US\n"`, text read from a file or a form without
    /// trimming), anything but ASCII letters, digits, `_` and `-` before its keywords (`"de_DE;"`, `"en_US/"`), or
    /// an `@` with no keywords after it (`"th@"`). Foundation answers for such text with a mix: `"fa_IR "` counts in
    /// the Gregorian calendar with Gregorian months and writes numeric dates `M/d/y`, where `fa_IR` counts in the
    /// Persian calendar and writes `y/M/d`; `"th@"` counts Gregorian years while its dates write Buddhist ones.
    package static func hasStrayCharacters(_ identifier: String) -> Bool {
        if identifier.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) { return true }
        let name = identifier.prefix { $0 != "@" }
        if !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) { return true }
        return name.endIndex < identifier.endIndex && identifier.index(after: name.endIndex) == identifier.endIndex
    }
}

import DateOrder
import Foundation

extension LocaleProfile {
    /// The hour cycle the time template's pattern (`jm`) writes, which can differ from `Locale.hourCycle`
    /// (`fr_CA`: `h12` beside `HH:mm`).
    package var timePatternHourCycle: HourCycle? {
        format(for: .time).flatMap { HourCycle(pattern: $0.pattern) }
    }

    /// Whether `Locale.hourCycle` and the time pattern disagree.
    package var hourCycleDisagrees: Bool {
        timePatternHourCycle.map { $0 != hourCycle } ?? false
    }

    /// The digit systems the samples' numbers (templates and date styles) are written in, each with the templates
    /// or styles using it, in first-seen order; more than one means the digits depend on the pattern. Digits inside a
    /// month, weekday, day period or era name are part of that name, not a number a column counts in, and are not
    /// counted: `bo`'s abbreviated month `ཟླ་༤` or root's placeholder `M04` in `mni_Mtei` do not make a second system.
    package var digitSystems: [(digits: DigitSystem, usedBy: [String])] {
        var result: [(digits: DigitSystem, usedBy: [String])] = []
        let samples =
            formats.map { ($0.template.rawValue, $0.sample) } + dateStyles.map { ($0.style + " style", $0.sample) }
        let names = symbols.namesWithDigits
        for (name, sample) in samples {
            var numbers = sample
            for symbol in names { numbers = numbers.replacingOccurrences(of: symbol, with: " ") }
            for system in DigitSystem.systems(in: numbers) {
                if let index = result.firstIndex(where: { $0.digits == system }) {
                    if !result[index].usedBy.contains(name) { result[index].usedBy.append(name) }
                } else {
                    result.append((system, [name]))
                }
            }
        }
        return result
    }
}

extension CalendarSymbols {
    /// The names (months, weekdays, day periods, eras) that carry a digit beside other characters, longest first, so
    /// that a longer name is taken out of a sample before a shorter one inside it. A name of digits alone is left out:
    /// it cannot be told from a number.
    fileprivate var namesWithDigits: [String] {
        let all =
            months + shortMonths + standaloneMonths + shortStandaloneMonths + weekdays + shortWeekdays
            + standaloneWeekdays + [am, pm] + eras
        let withDigits = Set(
            all.filter { name in
                let digits = name.unicodeScalars.filter { $0.properties.numericType == .decimal }
                return !digits.isEmpty && digits.count < name.unicodeScalars.count
            })
        return withDigits.sorted { ($0.count, $0) > ($1.count, $1) }
    }
}

/// A set of decimal digits, identified by its zero (`0` U+0030, `٠` U+0660, `༠` U+0F20, …).
package struct DigitSystem: Hashable, Sendable, CustomStringConvertible {
    /// The digit zero of the system.
    package let zero: Unicode.Scalar

    /// Latin digits, 0–9.
    package static let latin = DigitSystem(zero: "0")

    /// The digits 0–9 as text.
    package var digits: String {
        String(String.UnicodeScalarView((0..<10).compactMap { Unicode.Scalar(zero.value + $0) }))
    }

    /// `"Latin 0123456789"`, `"Arabic-Indic ٠١٢٣٤٥٦٧٨٩"`, or `"U+0F20 ༠༡…"`.
    package var description: String {
        (Self.names[zero.value].map { $0 + " " } ?? Visible.codePoint(zero) + " ") + digits
    }

    /// `number` in these digits, padded with zeros to `width`: `05` → `٠٥`.
    package func text(_ number: Int, width: Int) -> String {
        var decimal = String(number)
        if decimal.count < width { decimal = String(repeating: "0", count: width - decimal.count) + decimal }
        return String(
            String.UnicodeScalarView(
                decimal.unicodeScalars.map { Unicode.Scalar(zero.value + ($0.value - 0x30)) ?? $0 }))
    }

    /// The digit systems occurring in a text, in first-seen order.
    package static func systems(in text: String) -> [DigitSystem] {
        var found: [DigitSystem] = []
        for scalar in text.unicodeScalars {
            let zero: Unicode.Scalar
            if scalar.isASCII {
                // ASCII's only decimal digits are 0–9; skipping the property lookup for the rest is most of the speed.
                guard scalar >= "0", scalar <= "9" else { continue }
                zero = "0"
            } else {
                guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
                    let found = Unicode.Scalar(scalar.value - UInt32(value))
                else { continue }
                zero = found
            }
            let system = DigitSystem(zero: zero)
            if !found.contains(system) { found.append(system) }
        }
        return found
    }

    private static let names: [UInt32: String] = [
        0x30: "Latin", 0x660: "Arabic-Indic", 0x6F0: "Extended Arabic-Indic", 0x7C0: "N'Ko", 0x966: "Devanagari",
        0x9E6: "Bengali", 0xA66: "Gurmukhi", 0xAE6: "Gujarati", 0xB66: "Odia", 0xBE6: "Tamil", 0xC66: "Telugu",
        0xCE6: "Kannada", 0xD66: "Malayalam", 0xE50: "Thai", 0xED0: "Lao", 0xF20: "Tibetan", 0x1040: "Myanmar",
        0x17E0: "Khmer", 0x1810: "Mongolian", 0x1946: "Limbu", 0x1C50: "Ol Chiki", 0xA9D0: "Javanese",
        0xABF0: "Meetei Mayek", 0x1E950: "Adlam", 0x1C40: "Lepcha", 0x104A0: "Osmanya", 0xA8D0: "Saurashtra",
        0x1B50: "Balinese", 0xA900: "Kayah Li", 0x11066: "Brahmi", 0x16A60: "Mro", 0x1E140: "Nyiakeng Puachue Hmong",
        0x10D30: "Hanifi Rohingya", 0xAA50: "Cham", 0x1E2F0: "Wancho", 0x11136: "Chakma",
    ]
}

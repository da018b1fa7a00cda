/// `1 locale`, `1,034 locales`, `0 files`: a number and its noun, singular for exactly one. For the site's words and
/// the CLI's summary, whose nouns all take a plain `s`.
package func counted(_ number: Int, _ noun: String) -> String {
    "\(grouped(number)) \(noun)" + (number == 1 ? "" : "s")
}

/// `1,034`, `999`, `-12,345`: a count as English prose writes it, with a comma between groups of three digits,
/// whatever the machine's locale (the site and the CLI's summary are in English and must not depend on `LANG`).
package func grouped(_ number: some BinaryInteger) -> String {
    let digits = Array(String(number).drop { $0 == "-" })
    var text = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
        text.append(digit)
    }
    return (number < 0 ? "-" : "") + text
}

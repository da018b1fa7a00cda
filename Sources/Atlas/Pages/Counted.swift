/// `1 locale`, `1034 locales`, `0 files`: a number and its noun, singular for exactly one. For the site's words and
/// the CLI's summary, whose nouns all take a plain `s`.
package func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
}

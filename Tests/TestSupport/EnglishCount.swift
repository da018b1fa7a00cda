import Foundation

/// `1,034`: a count as an English `NumberFormatter` writes it, for tests that read the site's prose (an
/// implementation independent of the one the site uses).
package func englishCount(_ number: Int) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    return formatter.string(from: NSNumber(value: number))!
}

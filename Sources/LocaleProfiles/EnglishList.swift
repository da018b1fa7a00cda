/// Items written as an English sentence lists them: `a`, `a and b`, `a, b and c`.
package func englishList(_ items: [String]) -> String {
    items.count < 2 ? items.first ?? "" : items.dropLast().joined(separator: ", ") + " and " + items.last!
}

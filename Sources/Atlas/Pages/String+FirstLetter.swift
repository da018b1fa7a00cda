extension String {
    /// The text with its first letter upper case: `date first` → `Date first`, `era` → `Era`.
    var uppercasedFirstLetter: String { prefix(1).uppercased() + dropFirst() }

    /// The text with its first letter lowercased: `24-hour clock` stays, `Date and time` → `date and time`.
    var lowercasedFirstLetter: String { prefix(1).lowercased() + dropFirst() }
}

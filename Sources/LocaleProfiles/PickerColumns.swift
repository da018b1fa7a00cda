import DateOrder

/// What a date picker needs to fill its columns in a locale's own style.
public struct PickerColumns: Hashable, Sendable, Codable {
    /// The locale's pattern for a lone day (`"d日"`, `"d."`, `"d"`).
    public var dayPattern: String
    /// Days 1 to 31 formatted with `dayPattern`, in the locale's digits.
    public var days: [String]
    /// The locale's pattern for a lone year (`"y年"`, `"y"`).
    public var yearPattern: String
    /// The sample year and the two years around it on each side, in the locale's calendar and digits.
    public var years: [String]
}

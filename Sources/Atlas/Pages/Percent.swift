/// Percentages with one decimal, computed in integers so nothing depends on the locale.
enum Percent {
    static func format(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0.0 %" }
        let tenths = (part * 1000 + whole / 2) / whole
        return "\(tenths / 10).\(tenths % 10) %"
    }
}

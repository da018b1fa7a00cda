import DateOrder

extension DateTemplate {
    /// The templates every profile detects an order for, `yyyyMMdd` first.
    package static let standard: [DateTemplate] = ["yyyyMMdd", "yMd", "yMMMd", "yMMMMd", "yM", "yMMMM", "Md", "MMMMd"]
        .map { DateTemplate($0)! }

    /// Templates that are only sampled (no order): time (the locale's, 12-hour, 24-hour), the same with seconds,
    /// date with time, weekday, and the label template. The time answer (`TimeAnswer`) reads the time ones.
    package static let sampleOnly: [DateTemplate] = [
        "jm", "hm", "Hm", "jms", "hms", "Hms", "yMMMd jm", "EEEE", "MMM d yyyy hh:mm",
    ].map { DateTemplate($0)! }

    /// The time template whose pattern shows the hour cycle a locale's clock uses.
    package static let time = DateTemplate("jm")!
}

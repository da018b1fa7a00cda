import DateOrder

/// A template whose order disagrees with what the `yyyyMMdd` order implies for the same fields.
///
/// Readers laying out a picker must know when, say, a locale writes numeric dates DMY but dates with month
/// names YMD, or writes year-month pickers month-first while full dates are year-first.
package struct OrderConflict: Hashable, Sendable, Codable {
    /// The kinds of conflict the reference groups by.
    package enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        /// Another numeric template (`yMd`) disagrees with `yyyyMMdd`.
        case numeric
        /// A template with month names (`yMMMd`, `yMMMMd`) disagrees with the `yyyyMMdd` order.
        case monthNames = "month-names"
        /// A year-month template (`yM`, `yMMMM`) disagrees with year and month in the `yyyyMMdd` order.
        case yearMonth = "year-month"
        /// A month-day template (`Md`, `MMMMd`) disagrees with month and day in the `yyyyMMdd` order.
        case monthDay = "month-day"

        /// A short English title for the kind, naming both sides of the comparison alike for every kind.
        package var title: String { "yyyyMMdd vs. \(label)" }

        /// The kind in a word or two, for a table cell: `numeric`, `month names`, `year–month`, `month–day`.
        package var label: String {
            switch self {
            case .numeric: "numeric"
            case .monthNames: "month names"
            case .yearMonth: "year–month"
            case .monthDay: "month–day"
            }
        }

        /// The templates compared against the `yyyyMMdd` order for this kind.
        package var templates: [DateTemplate] {
            switch self {
            case .numeric: [.numeric]
            case .monthNames: [DateTemplate("yMMMd")!, .withMonthNames]
            case .yearMonth: [DateTemplate("yM")!, .yearMonth]
            case .monthDay: [DateTemplate("Md")!, .monthDay]
            }
        }

        /// The picker whose template is one of ``templates`` (the last); no picker follows the others (`yMMMd`,
        /// `yM`, `Md`).
        package var picker: DatePickerKind {
            switch self {
            case .numeric: .numeric
            case .monthNames: .withMonthNames
            case .yearMonth: .yearMonth
            case .monthDay: .monthDay
            }
        }
    }

    /// What kind of conflict this is.
    package var kind: Kind
    /// The template that disagrees, e.g. `yMMMd`.
    package var template: DateTemplate
    /// Its order, e.g. YMD.
    package var order: DateFieldOrder
    /// The order `yyyyMMdd` implies for the same fields, e.g. DMY or MY.
    package var expected: DateFieldOrder

    /// Finds every conflict in a profile; empty when the `yyyyMMdd` pattern lacks fields.
    package static func conflicts(in profile: LocaleProfile) -> [OrderConflict] {
        guard let primary = profile.primary.order?.order else { return [] }
        var found: [OrderConflict] = []
        for kind in Kind.allCases {
            for template in kind.templates {
                guard let order = profile.format(for: template)?.order?.order else { continue }
                let expected = primary.restricted(to: template.requestedFields)
                let actual = order.restricted(to: template.requestedFields)
                if actual != expected {
                    found.append(OrderConflict(kind: kind, template: template, order: order, expected: expected))
                }
            }
        }
        return found
    }
}

import DateOrder

/// A template outside the four pickers (and `yyyyMMdd`) that a locale writes in another order than the picker with
/// the same fields: `eo` writes `yMMMd` Day · Month · Year (`d MMM y`) while its picker with month names (`yMMMMd`) is
/// Year · Month · Day. A picker or label built from that template needs its own order, so the page says so next to
/// the answer instead of leaving it to the table of templates.
package struct TemplateDeparture: Hashable, Sendable {
    /// The template, its pattern, sample and order.
    package let format: TemplateFormat
    /// The picker with the same fields: with month names for `yMMMd` and `yMMMd jm`, numeric for `yyMd`,
    /// year–month for `yM`, month–day for `Md`.
    package let kind: DatePickerKind
    /// The template's order of its date fields.
    package let order: DateFieldOrder
    /// The picker's order.
    package let picker: DateFieldOrder
}

extension LocaleProfile {
    /// Every template (in the profile's order) whose date fields are a picker's but whose order is not that
    /// picker's. Templates without a picker's fields (`y`, `MMMM`, `jm`) and unreadable orders are left out.
    package var departures: [TemplateDeparture] {
        let answered = Set(DatePickerKind.allCases.map(\.template) + [.yyyyMMdd])
        return formats.compactMap { format -> TemplateDeparture? in
            guard !answered.contains(format.template), let order = format.order?.order,
                let kind = DatePickerKind.matching(format.template),
                let picker = answer.row(kind)?.order
            else { return nil }
            let fields = format.template.requestedFields
            guard order.restricted(to: fields) != picker.restricted(to: fields) else { return nil }
            return TemplateDeparture(format: format, kind: kind, order: order, picker: picker)
        }
    }
}

extension DatePickerKind {
    /// The picker with a template's date fields: year, month and day with month names (`MMM`, `LLL` or longer)
    /// or without; year and month; month and day. `nil` for other fields.
    static func matching(_ template: DateTemplate) -> DatePickerKind? {
        switch template.requestedFields {
        case [.year, .month, .day]:
            let names = template.rawValue.contains("MMM") || template.rawValue.contains("LLL")
            return names ? .withMonthNames : .numeric
        case [.year, .month]: return .yearMonth
        case [.month, .day]: return .monthDay
        default: return nil
        }
    }
}

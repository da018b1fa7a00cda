import DateOrder
import LocaleProfiles

/// CSV (RFC 4180) and TSV renderings of the locale records, one row per locale.
///
/// Cells are data: CSV quotes any cell with a comma, quote or line break, and both formats neutralise
/// spreadsheet formulas by prefixing an apostrophe to cells that start with `=`, `+`, `-`, `@`, tab or
/// carriage return. TSV replaces tabs and line breaks inside cells with spaces.
package enum DelimitedExport {
    /// The columns, in order: identifier, names, the `yyyyMMdd` order and pattern, the picker orders, notes and
    /// aliases, the headline, hour cycle, inferred subtags and the name `DateFormatter` asks ICU for, the time
    /// picker (its columns, the hour cycle and range its pattern counts, where the day period goes and its two
    /// names, the order of a date with a time and the text between them, its columns from the left), the pickers
    /// with an era column, then one order column per template with
    /// date fields, then one pattern column per template.
    package static func header(orderTemplates: [String], patternTemplates: [String]) -> [String] {
        [
            "identifier", "name", "native_name", "language", "script", "region", "order", "pattern", "sample",
            "calendar", "direction", "conflicts", "picker_numeric", "picker_with_month_names", "picker_year_month",
            "picker_month_day", "trick_misleads", "notes", "aliases", "headline", "hour_cycle", "inferred",
            "formatter_locale", "time_columns", "time_hour_cycle", "time_hours", "day_period", "day_period_am",
            "day_period_pm", "date_time_order", "date_time_glue", "time_columns_from_left", "era_pickers",
            "date_time_trailing",
        ]
            + orderTemplates.map { "order:" + $0 } + patternTemplates.map { "pattern:" + $0 }
    }

    /// The rows, header first; the template columns are `templates`' (what the profiles were built with, so the
    /// header keeps its shape when a filter leaves no profile), else the first profile's.
    package static func rows(
        _ profiles: [LocaleProfile], aliases: [String: [String]] = [:], templates: [DateTemplate]? = nil
    ) -> [[String]] {
        rows(
            LocaleRecord.records(profiles, aliases: aliases),
            templates: templates.map(ColumnTemplates.init(templates:)) ?? ColumnTemplates(profiles))
    }

    /// The templates that get a column: those with an order, then every template for the patterns (the first
    /// profile's: every profile of a build has the same templates).
    package struct ColumnTemplates: Sendable {
        let orders: [String]
        let patterns: [String]

        package init(_ profiles: [LocaleProfile]) {
            orders = profiles.first?.formats.filter { $0.order != nil }.map(\.template.rawValue) ?? []
            patterns = profiles.first?.formats.map(\.template.rawValue) ?? []
        }

        /// The columns of a build's templates, in their order (a profile's formats are made in the same order).
        package init(templates: [DateTemplate]) {
            orders = templates.filter(\.hasDateFields).map(\.rawValue)
            patterns = templates.map(\.rawValue)
        }
    }

    /// The rows of records made already, header first.
    package static func rows(_ records: [LocaleRecord], templates: ColumnTemplates) -> [[String]] {
        var rows = [header(orderTemplates: templates.orders, patternTemplates: templates.patterns)]
        for record in records {
            var row = [
                record.identifier, record.name, record.nativeName, record.language, record.script ?? "",
                record.region ?? "", record.order, record.pattern, record.sample, record.calendar,
                record.direction, record.conflicts.joined(separator: " "),
            ]
            row += DatePickerKind.allCases.map { record.pickers[$0.slug] ?? "" }
            row += [
                record.trickMisleads.joined(separator: " "), record.notes.map(\.key).joined(separator: " "),
                record.aliases.joined(separator: " "), record.headline, record.hourCycle,
                record.inferred.joined(separator: " "), record.formatterLocale ?? "",
            ]
            let time = record.time
            row += [
                time?.columns.joined(separator: " ") ?? "", time?.hourCycle ?? "",
                time.map { "\($0.hours[0])-\($0.hours[1])" } ?? "", time?.dayPeriod ?? "",
                time?.dayPeriodSymbols.first ?? "", time?.dayPeriodSymbols.last ?? "", time?.dateTimeOrder ?? "",
                time?.glue ?? "", (time?.columnsLeftToRight ?? time?.columns)?.joined(separator: " ") ?? "",
                record.eraPickers.joined(separator: " "), time?.dateTimeTrailing ?? "",
            ]
            row += templates.orders.map { record.orders[$0] ?? "" }
            row += templates.patterns.map { record.patterns[$0] ?? "" }
            rows.append(row)
        }
        return rows
    }

    /// The rows as CSV with CRLF line ends.
    package static func csv(
        _ profiles: [LocaleProfile], aliases: [String: [String]] = [:], templates: [DateTemplate]? = nil
    ) -> String {
        csv(rows(profiles, aliases: aliases, templates: templates))
    }

    /// Records made already as CSV with CRLF line ends.
    package static func csv(_ records: [LocaleRecord], templates: ColumnTemplates) -> String {
        csv(rows(records, templates: templates))
    }

    private static func csv(_ rows: [[String]]) -> String {
        rows.map { $0.map(csvCell).joined(separator: ",") + "\r\n" }.joined()
    }

    /// The rows as TSV with LF line ends.
    package static func tsv(
        _ profiles: [LocaleProfile], aliases: [String: [String]] = [:], templates: [DateTemplate]? = nil
    ) -> String {
        rows(profiles, aliases: aliases, templates: templates).map { $0.map(tsvCell).joined(separator: "\t") + "\n" }
            .joined()
    }

    /// Escapes one CSV cell, neutralising formulas. A CSV reader splits bytes, not characters, so the cell is read
    /// scalar by scalar: a comma or quote that a combining mark extends (`,\u{301}`) and the CR LF pair, each one
    /// `Character`, are still a separator, a quote and a line break.
    package static func csvCell(_ text: String) -> String {
        let cell = defused(text)
        let special: Set<Unicode.Scalar> = [",", "\"", "\n", "\r"]
        guard cell.unicodeScalars.contains(where: special.contains) else { return cell }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in cell.unicodeScalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// Escapes one TSV cell: tabs and line breaks become spaces; formulas are neutralised.
    package static func tsvCell(_ text: String) -> String {
        String(defused(text).map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// Prefixes `'` to text a spreadsheet would read as a formula.
    package static func defused(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else {
            return text
        }
        return "'" + text
    }
}

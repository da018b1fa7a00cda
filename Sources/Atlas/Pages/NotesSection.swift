import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// Where a locale page's data is not the locale's own, or two of Foundation's APIs disagree: said plainly, so
/// the page never contradicts itself without saying why. Renaming gets a table of what `Date.FormatStyle` gives
/// beside `DateFormatter`, and which API an app gets which from.
enum NotesSection {
    static func blocks(_ profile: LocaleProfile, voice: LocaleVoice) -> [PageBlock] {
        // Notes about the data itself stand above the answer (`AnswerSection`).
        let notes = profile.notes.filter { !$0.isAboutData }
        guard !notes.isEmpty else { return [] }
        var blocks: [PageBlock] = [.heading(level: 2, id: "notes", text: "Read this first")]
        blocks.append(.markdown(notes.map { "- " + MarkdownText.escape($0.description) }.joined(separator: "\n")))
        for note in notes {
            guard case .renamed(let name, let differing) = note, !differing.isEmpty else { continue }
            var table = MarkdownTable(columns: [
                ("Picker", .none), ("DateFormatter", .none), ("Sample", .none), ("Date.FormatStyle", .none),
                ("Sample", .none),
            ])
            table.rowHeaders = true
            table.caption =
                "DateFormatter (asks ICU for \(name)) beside Date.FormatStyle (asks for \(profile.identifier))"
            for answer in profile.provenance.formatStyle {
                let format = profile.format(for: answer.kind.template)
                table.addRow([
                    .text(answer.kind.title),
                    .text(format?.order?.order?.restricted(to: answer.kind.fields).spelledOut ?? "—"),
                    voice.cell(format?.sample ?? ""),
                    .text(answer.order?.restricted(to: answer.kind.fields).spelledOut ?? "—"),
                    voice.cell(answer.sample),
                ])
            }
            blocks.append(
                .markdown(
                    table.markdown + "\n"
                        + "An app gets the DateFormatter column from `DateFormatter` (and `dateFormat(fromTemplate:options:locale:)`), "
                        + "and the Date.FormatStyle column from `Date.FormatStyle`, `date.formatted(…)` and SwiftUI's `Text(_:format:)`. "
                        + "The rest of this page shows DateFormatter's data."))
        }
        return blocks
    }
}

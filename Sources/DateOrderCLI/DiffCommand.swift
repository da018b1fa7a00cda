import Atlas
import Foundation
import LocaleProfiles

/// `dateorder diff OLD.json NEW.json [--format text|markdown|json]`: compares two `data/locales.json` exports; either
/// may be `-`, standard input.
/// Exit 0 when they agree, 1 when they differ (like diff(1)), 64 for bad arguments or unreadable exports.
struct DiffCommand {
    enum Format: String { case text, markdown, json }

    let old: URL
    let new: URL
    let oldName: String
    let newName: String
    let format: Format

    init(arguments: [String], workingDirectory: URL) throws(UsageError) {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, options: CommandSpec.diff.parserOptions)
        } catch {
            throw UsageError(error.message, usage: Usage.diff)
        }
        guard parsed.positional.count == 2 else {
            throw UsageError("diff needs two files, OLD.json and NEW.json", usage: Usage.diff)
        }
        let formatName = parsed.value("--format") ?? "text"
        guard let format = Format(rawValue: formatName.lowercased()) else {
            throw UsageError("unknown format \(Visible.quoted(formatName)) (text, markdown or json)", usage: Usage.diff)
        }
        self.format = format
        guard parsed.positional != ["-", "-"] else {
            throw UsageError("only one of OLD.json and NEW.json can be standard input (-)", usage: Usage.diff)
        }
        oldName = Self.displayName(parsed.positional[0])
        newName = Self.displayName(parsed.positional[1])
        old = Self.location(parsed.positional[0], in: workingDirectory)
        new = Self.location(parsed.positional[1], in: workingDirectory)
    }

    /// `-` is standard input, as diff(1) reads it; anything else a path (`./-` for a file named `-`).
    static func location(_ argument: String, in workingDirectory: URL) -> URL {
        argument == "-" ? URL(fileURLWithPath: "/dev/stdin") : PathResolution.resolve(argument, in: workingDirectory)
    }

    /// How messages name an export: `-` as `standard input`, a path as typed.
    static func displayName(_ argument: String) -> String {
        argument == "-" ? "standard input" : argument
    }

    /// Returns whether the exports differ.
    func run(output: DateOrderCommand.Output) throws -> Bool {
        let diff: LocaleDiff
        let before: (records: [LocaleRecord], keys: Set<String>)
        let after: (records: [LocaleRecord], keys: Set<String>)
        do {
            before = try LocaleDiff.readExportWithKeys(old, displayName: Visible.path(oldName))
            after = try LocaleDiff.readExportWithKeys(new, displayName: Visible.path(newName))
        } catch {
            throw UsageError(error.description, usage: Usage.diff)
        }
        diff = LocaleDiff(old: before.records, new: after.records, oldKeys: before.keys, newKeys: after.keys)
        for gap in LocaleDiff.uncompared(
            old: before.records, new: after.records, oldName: Visible.path(oldName), newName: Visible.path(newName),
            oldKeys: before.keys, newKeys: after.keys)
        {
            output.note(gap)
        }
        switch format {
        case .text: try output.standardOutput(diff.text)
        case .markdown: try output.standardOutput(diff.markdown())
        case .json: try output.standardOutput(try JSONExport.encode(diff))
        }
        return !diff.isEmpty
    }
}

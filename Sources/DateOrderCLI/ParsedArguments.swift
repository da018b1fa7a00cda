import LocaleProfiles

/// Options and positional arguments of one subcommand, parsed against a declared set of options.
struct ParsedArguments {
    /// Declares one option a subcommand takes.
    struct Option {
        let name: String
        let takesValue: Bool
        let repeatable: Bool
        static func flag(_ name: String) -> Option { Option(name: name, takesValue: false, repeatable: false) }
        static func value(_ name: String, repeatable: Bool = false) -> Option {
            Option(name: name, takesValue: true, repeatable: repeatable)
        }
    }

    private(set) var values: [String: [String]] = [:]
    private(set) var positional: [String] = []

    /// Parses `arguments`. `--name value` and `--name=value` are both accepted; `--` ends the options.
    ///
    /// A single-valued option or flag given twice is an error (`--format csv --format json` is ambiguous), and
    /// so is a value that looks like another option (`--output --check` lost its path): `--name=--value`
    /// says that is meant.
    init(_ arguments: [String], options: [Option]) throws(UsageError) {
        let byName = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0) })
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = byName[name] else {
                let known = options.map(\.name).sorted().joined(separator: ", ")
                throw UsageError("unknown option \(Visible.quoted(name)) (options: \(known))")
            }
            if values[name] != nil, !option.repeatable {
                throw UsageError("option '\(name)' given more than once")
            }
            if option.takesValue {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("option '\(name)' needs a value") }
                    let next = arguments[index]
                    guard !Self.looksLikeOption(next) else {
                        // Refused (`--output --check` lost its path), but a value that does start with `--` has a
                        // way in: the `=` form.
                        throw UsageError(
                            "option '\(name)' needs a value: \(Visible.quoted(next)) looks like an option; if it is "
                                + "the value, write \(Visible.quoted(name + "=" + next))")
                    }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
                values[name, default: []].append("")
            }
        }
    }

    /// Whether an argument is an option name rather than a value: `--something`, but not `--` or `-`.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") && argument.count > 2
    }

    /// Whether a flag was given.
    func has(_ name: String) -> Bool { values[name] != nil }

    /// The value of a single-valued option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in the order given.
    func all(_ name: String) -> [String] { values[name] ?? [] }
}

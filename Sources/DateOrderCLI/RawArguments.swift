import LocaleProfiles

/// The command line as the kernel passed it, bytes before text. `CommandLine.arguments` replaces bytes that are not
/// UTF-8 with U+FFFD, so `--output $'out\xfe'` would quietly write `out�`; these are read from `argv` instead, and
/// an argument that is not UTF-8 is refused, naming the option it belongs to.
enum RawArguments {
    /// The arguments as text, or a usage error for the first one that is not valid UTF-8.
    static func decode(_ arguments: [[UInt8]]) throws(UsageError) -> [String] {
        var decoded: [String] = []
        for (index, bytes) in arguments.enumerated() {
            if let text = String(validating: bytes, as: UTF8.self) {
                decoded.append(text)
                continue
            }
            throw notUTF8(bytes, at: index, after: decoded)
        }
        return decoded
    }

    /// `--output: the value 'out\xFE' is not valid UTF-8`: the option the bytes belong to (the one before it, or
    /// the name in `--output=…`), else the argument itself, with the usage line of the subcommand when there is one.
    static func notUTF8(_ bytes: [UInt8], at index: Int, after earlier: [String]) -> UsageError {
        let command = earlier.first.flatMap(CommandSpec.named)
        let usage = command?.usage ?? Usage.summary
        let optionsEnded = earlier.dropFirst().contains("--")
        if !optionsEnded, index > 0, bytes.starts(with: Array("--".utf8)),
            let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
            let name = String(validating: bytes[..<equals], as: UTF8.self)
        {
            return UsageError(
                "\(Visible.text(name)): the value \(shown(Array(bytes[(equals + 1)...]))) is not valid UTF-8",
                usage: usage)
        }
        if !optionsEnded, index > 1, let previous = earlier.last,
            command?.options.contains(where: { $0.name == previous && $0.value != nil }) == true
        {
            return UsageError("\(previous): the value \(shown(bytes)) is not valid UTF-8", usage: usage)
        }
        return UsageError("argument \(shown(bytes)) is not valid UTF-8", usage: usage)
    }

    /// The bytes quoted for a message: UTF-8 as text (through `Visible`), any other byte as `\xFE`.
    static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                switch lead {
                case 0x00..<0x80: 1
                case 0xC2...0xDF: 2
                case 0xE0...0xEF: 3
                case 0xF0...0xF4: 4
                default: 0
                }
            if length > 0, index + length <= bytes.count,
                let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                text += scalar
                index += length
            } else {
                text += "\\x" + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        return Visible.quoted(text)
    }
}

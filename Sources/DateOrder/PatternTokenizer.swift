/// Splits an ICU date pattern into field runs and literal text.
///
/// The rules, applied Unicode scalar by Unicode scalar (never by `Character`, which would glue a combining
/// mark onto a closing quote and hide it):
/// - Only the ASCII letters `A`–`Z` and `a`–`z` are pattern letters; a run of the same letter is one field.
/// - Text between single quotes is literal; `''` is a literal apostrophe, inside or outside quotes.
/// - An unterminated quote makes the rest of the pattern literal.
/// - Everything else (punctuation, spaces, bidi marks, non-ASCII letters) is literal.
///
/// Adjacent literal pieces are merged into one `.literal` token, so the token list alternates cleanly.
package enum PatternTokenizer {
    /// Tokenizes `pattern`. Never fails: every input has a tokenization.
    package static func tokenize(_ pattern: String) -> [PatternToken] {
        var tokens: [PatternToken] = []
        var literal = String.UnicodeScalarView()
        var fieldLetter: Unicode.Scalar?
        var fieldCount = 0
        var inQuote = false

        func flushField() {
            if let letter = fieldLetter {
                tokens.append(.field(letter: Character(letter), count: fieldCount))
                fieldLetter = nil
                fieldCount = 0
            }
        }
        func flushLiteral() {
            if !literal.isEmpty {
                tokens.append(.literal(String(literal)))
                literal = String.UnicodeScalarView()
            }
        }

        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'" {
                flushField()
                if index + 1 < scalars.count, scalars[index + 1] == "'" {
                    literal.append("'")
                    index += 2
                    continue
                }
                inQuote.toggle()
                index += 1
                continue
            }
            if !inQuote, isPatternLetter(scalar) {
                if scalar != fieldLetter {
                    flushField()
                    flushLiteral()
                    fieldLetter = scalar
                }
                fieldCount += 1
            } else {
                flushField()
                literal.append(scalar)
            }
            index += 1
        }
        flushField()
        flushLiteral()
        return tokens
    }

    /// The pattern that `tokens` are the tokenization of: each field as its letters, each literal quoted (an
    /// apostrophe in it doubled), an empty one left out (`''` would be an apostrophe).
    package static func pattern(from tokens: [PatternToken]) -> String {
        tokens.map { token in
            switch token {
            case .field(let letter, let count): String(repeating: String(letter), count: count)
            case .literal(let text) where text.isEmpty: ""
            case .literal(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            }
        }.joined()
    }

    /// Pattern text as it prints when it holds no field: quotes and `''` undone (`" 'at' "` is `" at "`); a
    /// letter outside quotes stays as written.
    package static func unquoted(_ pattern: String) -> String {
        tokenize(pattern).map { token in
            switch token {
            case .literal(let literal): literal
            case .field(let letter, let count): String(repeating: String(letter), count: count)
            }
        }.joined()
    }

    /// Whether `scalar` is an ASCII letter, the only characters ICU treats as pattern letters.
    package static func isPatternLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}

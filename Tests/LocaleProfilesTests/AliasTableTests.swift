import Testing

@testable import LocaleProfiles

@Suite("The resolver's alias table")
struct AliasTableTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    @Test("Old region codes, three-letter and legacy language codes and a language's likely region are all in it")
    func namesPeopleType() throws {
        let table = Dictionary(uniqueKeysWithValues: resolver.aliasTable().map { ($0.alias, $0.identifier) })
        for (alias, identifier) in [
            ("en_UK", "en_GB"), ("sr_YU", "sr_Cyrl_RS"), ("heb", "he"), ("jpn", "ja"), ("fre", "fr"),
            ("no_NO", "no"), ("iw", "he"), ("zh_TW", "zh_Hant_TW"), ("heb_IL", "he_IL"),
        ] {
            #expect(table[alias] == identifier, "\(alias)")
        }
    }

    @Test("Every entry is what the CLI resolves, none is an identifier, and the published aliases are all in it")
    func agreesWithResolve() throws {
        let table = resolver.aliasTable()
        #expect(table.count > 500)
        let known = Set(Catalog.availableIdentifiers.map { $0.lowercased() })
        for (alias, identifier) in table {
            #expect(!known.contains(alias.lowercased()), "\(alias)")
            #expect(try resolver.resolve(alias).get() == identifier, "\(alias)")
        }
        let aliases = Set(table.map(\.alias))
        #expect(resolver.publishedAliases().allSatisfy { aliases.contains($0.alias) })
        #expect(table.map(\.alias) == table.map(\.alias).sorted { $0.precedesInUTF8Order($1) })
    }
}

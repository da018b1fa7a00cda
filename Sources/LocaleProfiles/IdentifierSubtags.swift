import Foundation

/// The language, script and region of an identifier: the ones it writes, and for the script and region it does
/// not write, the ones Foundation's likely subtags give (`ja_JP` → script Jpan; `ja` → region JP; `en_001` →
/// region 001). Read from the identifier's own text, so nothing depends on how `Locale` parses it.
struct IdentifierSubtags: Hashable, Sendable {
    let language: String
    let script: String?
    let region: String?
    /// Which of `script` and `region` came from the likely subtags.
    let inferred: Set<Subtag>

    /// The script and region an identifier writes (`sr_Latn_RS` → Latn, RS; `ja` → none).
    static func explicit(_ identifier: String) -> (script: String?, region: String?) {
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? identifier
        var script: String?
        var region: String?
        for part in base.split(separator: "_").dropFirst().map(String.init) {
            if script == nil, region == nil, isScript(part) {
                script = part
            } else if region == nil, isRegion(part) {
                region = part
            }
        }
        return (script, region)
    }

    init(_ identifier: String) {
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? identifier
        language = base.split(separator: "_").first.map(String.init) ?? base
        var (script, region) = Self.explicit(identifier)
        var inferred = Set<Subtag>()
        if script == nil || region == nil {
            let likelyParts = IdentifierResolver.maximal(base).split(separator: "-").map(String.init)
            if script == nil, let found = likelyParts.dropFirst().first(where: Self.isScript) {
                script = found
                inferred.insert(.script)
            }
            if region == nil, let found = likelyParts.dropFirst().first(where: Self.isRegion) {
                region = found
                inferred.insert(.region)
            }
        }
        self.script = script
        self.region = region
        self.inferred = inferred
    }

    /// A script subtag: four letters (`Latn`).
    private static func isScript(_ part: String) -> Bool { part.count == 4 && part.allSatisfy(\.isLetter) }

    /// A region subtag: two letters (`JP`) or three digits (`001`).
    static func isRegion(_ part: String) -> Bool {
        (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
    }
}

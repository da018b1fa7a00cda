/// File names for identifiers: letters, digits, `_` and `-` pass; anything else (the `@` and `=` of
/// `ja_JP@calendar=japanese`) becomes `-`, so no name can leave its folder or clash with another page type.
package enum SafeFileName {
    /// A file-system-safe base name for an identifier.
    package static func make(_ identifier: String) -> String {
        let name = String(
            String.UnicodeScalarView(
                identifier.unicodeScalars.map { scalar in
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                        || scalar == "_" || scalar == "-"
                        ? scalar : "-"
                }))
        return name.isEmpty || name.hasPrefix("-") ? "x" + name : name
    }
}

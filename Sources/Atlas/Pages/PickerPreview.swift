import LocaleProfiles

/// The working picker previews on a locale page (date and time): `<select>` columns in the locale's order,
/// inside a figure whose caption says the order. The date and time sections choose the columns and their values;
/// the markup is the same.
enum PickerPreview {
    /// One column: its English name above a `<select>` of `values`, the one at `selected` chosen.
    static func column(
        field: String, name: String, selectName: String, values: [String], selected: Int, order: Int? = nil
    ) -> HTMLFragment {
        let options = values.enumerated().map { index, value in
            HTMLFragment.element("option", [("selected", index == selected ? "" : nil)], [.text(value)])
        }
        return .element(
            // `order`: where the column stands from the left when that is not where it comes in the page.
            "label", [("class", "column"), ("data-field", field), ("style", order.map { "order: \($0)" })],
            [
                .element("span", [("class", "column-name"), ("lang", "en"), ("dir", "ltr")], [.text(name)]),
                .element("select", [("name", selectName)], options),
            ])
    }

    /// The figure: the columns in the locale's language and direction, labelled by the caption below them.
    static func figure(
        _ profile: LocaleProfile, className: String, direction: String? = nil, data: [(String, String)],
        columns: [HTMLFragment], captionID: String, caption: String
    ) -> HTMLFragment {
        .element(
            "figure", [("class", "picker-figure")],
            [
                .element(
                    "div",
                    [
                        ("class", className), ("role", "group"), ("aria-labelledby", captionID),
                        ("lang", LocaleText.lang(profile)), ("dir", direction ?? profile.characterDirection.rawValue),
                    ] + data.map { ($0.0, Optional($0.1)) }, columns),
                .element("figcaption", [("id", captionID)], [.text(caption)]),
            ])
    }
}

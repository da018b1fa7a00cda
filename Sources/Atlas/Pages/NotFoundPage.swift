/// `404.html`: a page static hosts show for missing paths. Its links are relative to the site root, which
/// is where hosts serve it from.
enum NotFoundPage {
    /// The page, with the site's preview image.
    static func make(image: PreviewImage) -> Page {
        Page(
            path: "404.html",
            title: "Not found — Date Order Atlas",
            description: "This page does not exist in the Date Order Atlas.",
            socialTitle: "Not found — Date Order Atlas",
            image: image,
            pageClass: "not-found",
            body: [
                .markdown(
                    """
                    # Not found

                    There is no page at this address. Locale pages are named after the identifier with an \
                    underscore, such as `locales/en_US.html`. Start from [the list of all locales](index.html).
                    """)
            ]
        )
    }
}

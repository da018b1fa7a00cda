import Foundation
import LocaleProfiles

/// The units of work `generate()` spreads over threads: one per page (made, then rendered), one per export, one
/// per preview image and one per batch of redirect pages. Each is a closure over values, so a thread runs it start
/// to finish on its own.
extension SiteGenerator {
    /// The files an export, image or redirect job yields, in the order they are added to the site.
    typealias Output = [(path: String, data: Data)]

    /// One closure per page, in site order: index, conflicts, about, 404, changes (when there is a previous
    /// export), one page per order and per picker order, then every locale.
    static func pageMakers(_ model: SiteModel) -> [@Sendable () -> Page] {
        let siteImage = PreviewImage.site(model)
        // Every page but the locales' (which the 404 page finds by name): what it offers for another page's address.
        let otherPages =
            ["index.html", "about.html", "conflicts.html"] + (model.changes == nil ? [] : ["changes.html"])
            + model.orders.map { SitePath.order($0.order) }
            + model.pickerOrders.flatMap { kind, groups in groups.map { SitePath.picker(kind, $0.order) } }
            + model.timeVariants.map { SitePath.timePicker($0.variant) } + ["data/locales.json", "data/locales.csv"]
        var makers: [@Sendable () -> Page] = [
            { IndexPage.make(model: model) }, { ConflictsPage.make(model: model) }, { AboutPage.make(model: model) },
            {
                NotFoundPage.make(
                    image: siteImage, identifiers: model.profiles.map { SafeFileName.make($0.identifier) },
                    aliases: model.lookupAliases, regionCodes: model.regionCodes,
                    regions: IdentifierResolver.regions.sorted(),
                    scripts: IdentifierResolver.defaultScripts(of: model.profiles.map(\.identifier)), pages: otherPages,
                    emptyRegions: EmptyRegionTable.json(identifiers: model.profiles.map(\.identifier)),
                    baseURL: model.baseURL)
            },
        ]
        if let changes = model.changes {
            makers.append {
                ChangesPage.make(
                    diff: changes.diff, previousName: changes.name, uncompared: changes.uncompared,
                    locales: Set(model.profiles.map(\.identifier)), image: siteImage)
            }
        }
        makers += model.orders.map { group in
            { OrderPage.make(order: group.order, profiles: group.profiles, model: model) }
        }
        for (kind, groups) in model.pickerOrders {
            makers += groups.map { group in
                { OrderPage.make(kind: kind, order: group.order, profiles: group.profiles, model: model) }
            }
        }
        makers += model.timeVariants.map { group in
            { TimePickerPage.make(variant: group.variant, profiles: group.profiles, model: model) }
        }
        makers += model.profiles.map { profile in
            { LocalePage.make(profile, aliases: model.aliases(of: profile.identifier)) }
        }
        return makers
    }

    /// The JSON and CSV exports, one job (the longest, so it starts first) that makes the records both are
    /// written from once.
    static func exportJobs(_ model: SiteModel) -> [@Sendable () -> Output] {
        let profiles = model.profiles
        let aliases = model.aliasesByIdentifier
        return [
            {
                let records = LocaleRecord.records(profiles, aliases: aliases)
                let csv = DelimitedExport.csv(records, templates: DelimitedExport.ColumnTemplates(profiles))
                return [
                    ("data/locales.json", Data(JSONExport.records(records).utf8)),
                    ("data/locales.csv", Data(csv.utf8)),
                ]
            }
        ]
    }

    /// The redirect page of every alias, in batches of `batch` (each a few microseconds: one job apiece would
    /// cost more in hand-overs than it spreads), each with its locale page's preview image, title and description.
    static func redirectJobs(
        _ model: SiteModel, images: [String: PreviewImage], baseURL: String?, batch: Int = 64
    ) -> [@Sendable () -> Output] {
        let aliases = model.aliases
        let shares = Dictionary(
            model.profiles.map { ($0.identifier, LocaleShare($0)) }, uniquingKeysWith: { a, _ in a })
        return stride(from: 0, to: aliases.count, by: batch).map { start in
            {
                aliases[start..<min(start + batch, aliases.count)].map { alias, identifier in
                    let html = RedirectPage.html(
                        alias: alias, identifier: identifier, share: shares[identifier],
                        image: images[SitePath.locale(identifier)], baseURL: baseURL)
                    return (SitePath.locale(alias), Data(html.utf8))
                }
            }
        }
    }

    /// One PNG per preview image, drawn and encoded. The jobs share one `TextRasterizer` (one Pango font map, used in
    /// turn), freed with the last job; `tally` sums their CPU time (for `DATEORDER_TIMINGS`), and `missing` gathers
    /// the texts they would draw as boxes or
    /// with dotted circles.
    static func imageJobs(
        _ images: [PreviewImage], tally: CPUTimeTally, missing: MissingGlyphs
    ) -> [@Sendable () -> Output] {
        let text = TextRasterizer()
        return images.map { image in
            {
                tally.measure {
                    let drawn = image.drawn(using: text)
                    missing.record(image.path, drawn.badlyDrawn)
                    return [(image.path, PNGEncoder.encode(drawn.canvas))]
                }
            }
        }
    }
}

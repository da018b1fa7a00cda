import AtlasMarkdown

/// `404.html`: the page static hosts show for a missing path, at whatever depth it was asked for. With a base URL
/// its links are absolute, and the suggestion starts from the base URL too (embedded at build time as
/// `data-base-url`, never taken from the address). Without one, a small script finds the site's root from the
/// address (the folder above `locales/`, `orders/`, … or the page's own folder, confirmed over HTTP by asking for
/// `assets/style.css`) and mends the links and the stylesheet. The address is the visitor's to choose, so the
/// script normalises it first (`\` as `/`, `//` as `/`) and uses nothing it builds from it that is not on the
/// page's own origin (on `file://`, the same file-system host): a hostile path such as `//host/…` can make the page
/// load nothing from elsewhere. At depth it loads the site's `atlas.js` from the root it found (for the header's
/// search), never from elsewhere. A mistyped
/// locale page (`locales/EN_us.html`, `locales/zh_tw.html`, `locales/ja_JP/`) gets a link to the locale it means,
/// keeping the address's fragment where it is shaped like the site's ids (`EN_us.html#time` → `en_US.html#time`);
/// a locale's exact name or alias at the top (`ja_JP.html`, `en-GB`) gets its page, and any other page asked in other
/// capitals or without `.html` (`orders/DMY.html`, `About`) gets that page. A name that is no identifier or alias
/// exactly (`locales/english.html`, `locales/日本.html`, `Japan`) also gets a link to the index's search for it, which
/// knows countries and languages by name where the resolver does not.
enum NotFoundPage {
    /// The page, with the site's preview image; `identifiers` and `aliases` feed the suggestion for a mistyped name,
    /// `regionCodes` for a region's code in capitals (`locales/GB.html`: en_GB, as `dateorder show GB` names it),
    /// `pages` (the site's other pages, `orders/dmy.html`) for one asked in other capitals or without `.html`;
    /// `baseURL` (validated, ending in `/`) is where the suggestion's link starts when given.
    /// `regions` (Foundation's, `IdentifierResolver.regions`) tell a language and region no locale pairs
    /// (`locales/ja_US.html`), which has no page, from a mistyped identifier: the page says `dateorder show` answers it;
    /// `scripts` (`IdentifierResolver.defaultScripts(of:)`) let it read a language's own script spelt out too
    /// (`ja-Jpan-US`), as `show` does; `emptyRegions` (``EmptyRegionTable``) let it say of a region's code no locale
    /// is written for (`locales/AQ.html`) what `show AQ` says.
    static func make(
        image: PreviewImage, identifiers: [String] = [], aliases: [(alias: String, identifier: String)] = [],
        regionCodes: [(code: String, identifier: String)] = [], regions: [String] = [],
        scripts: [(language: String, script: String)] = [], pages: [String] = [], emptyRegions: String = "{}",
        baseURL: String? = nil
    ) -> Page {
        let names = identifiers.joined(separator: " ")
        let aliasPairs = aliases.map { $0.alias + "=" + $0.identifier }.joined(separator: " ")
        let regionPairs = regionCodes.map { $0.code + "=" + $0.identifier }.joined(separator: " ")
        var suggestion: [(String, String?)] = [
            ("id", "not-found-suggestion"), ("hidden", ""), ("data-identifiers", names), ("data-aliases", aliasPairs),
            ("data-regions", regionPairs), ("data-region-names", regions.joined(separator: " ")),
            ("data-pages", pages.joined(separator: " ")),
            ("data-scripts", scripts.map { $0.language + "=" + $0.script }.joined(separator: " ")),
            ("data-empty-regions", emptyRegions),
        ]
        if let baseURL { suggestion.append(("data-base-url", baseURL)) }
        var page = Page(
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

                    There is no page at this address. Locale pages are named after Foundation's identifier, such \
                    as `locales/en_US.html`; other names (`zh-TW`, `iw`) lead to them. Start from \
                    [the list of all locales](index.html), or search for one there.
                    """),
                .html(.element("p", suggestion)),
                .html(.element("p", [("id", "not-found-search"), ("hidden", "")])),
                .html(.element("script", [], [.trusted(script)])),
            ]
        )
        page.servedAnywhere = true
        page.contentSecurityPolicy = contentSecurityPolicy(baseURL: baseURL)
        return page
    }

    /// The page's Content-Security-Policy, defence in depth should its script ever build a wrong URL: scripts only
    /// the page's own (by its hash) and the site's, styles, images, fetches and the search form only from the
    /// site itself (`'self'`, which on `file://` is the folder's files) and the base URL's origin, no `<base>`,
    /// nothing else. `nil` (no policy) for a base URL whose origin is not plain `scheme://host[:port]`.
    static func contentSecurityPolicy(baseURL: String?) -> String? {
        var sources = "'self'"
        if let baseURL {
            guard let origin = origin(of: baseURL) else { return nil }
            sources += " " + origin
        }
        return "default-src 'none'; script-src \(sources) '\(scriptHash)'; style-src \(sources); "
            + "img-src \(sources); connect-src 'self'; form-action \(sources); base-uri 'none'"
    }

    /// `https://example.org:8443` for `https://example.org:8443/atlas/`, or `nil` when the origin holds anything
    /// but letters, digits, `.`, `-`, `:` and IPv6 brackets (none of a policy's separators).
    static func origin(of url: String) -> String? {
        guard let separator = url.range(of: "://") else { return nil }
        let authority = url[separator.upperBound...].prefix { $0 != "/" }
        let allowed = authority.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                || ".-:[]".unicodeScalars.contains($0)
        }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard allowed, !authority.isEmpty, scheme == "http" || scheme == "https" else { return nil }
        return scheme + "://" + authority
    }

    /// The SHA-256 of `script`, as a policy names an inline script; a test recomputes it, so a change to the
    /// script that forgets this fails there (and the browser would refuse to run the script).
    static let scriptHash = "sha256-zd8SC6inTtoJ/dw00Cdq3r4O01KZSeaW24wfWKzghLY="

    /// Mends relative links when the page is served below the site's root, and suggests the locale a missing
    /// `locales/<name>.html` (or a locale's name at the top) most likely meant, or the page a miscapitalised address
    /// names. Plain ES5, no dependencies; the page works without it.
    static let script = """
        (function run() {
          // The footer follows this script: wait for the whole page before collecting the links to mend.
          if (document.readyState === "loading") return document.addEventListener("DOMContentLoaded", run);
          var box = document.getElementById("not-found-suggestion");
          var base = box && box.getAttribute("data-base-url");
          // The address is the visitor's: "\\" counts as "/" (browsers read it so) and "//" as "/", so no root built
          // from it can name another host (//host/x is a link to host).
          var path = location.pathname.replace(/\\\\/g, "/").replace(/\\/{2,}/g, "/");
          var here = path.replace(/[^\\/]*$/, "");
          var known = /^(.*\\/)(?:locales|orders|pickers|data|assets)\\/[^\\/]*\\/?$/i.exec(path);
          // Whether a URL stays where the page is: the same origin; on file://, whose origin is opaque, a file on
          // the same host (none: file://host/ would reach out to a network share).
          function onSite(url) {
            if (!window.URL) return false;
            try { var target = new URL(url, location.href); } catch (e) { return false; }
            if (target.protocol !== location.protocol || target.host !== location.host) return false;
            return location.protocol === "file:" || target.origin === location.origin;
          }
          var links = [], nodes = document.querySelectorAll("a[href], link[href], form[action]");
          for (var i = 0; i < nodes.length; i++) {
            var attribute = nodes[i].tagName === "FORM" ? "action" : "href", value = nodes[i].getAttribute(attribute);
            if (!/^(?:[a-z][a-z0-9+.-]*:|\\/|\\\\|#)/i.test(value)) links.push([nodes[i], attribute, value]);
          }
          // The root: the build's base URL (trusted, from the build), else a folder of this site.
          var root = here, loaded = false;
          function mend(folder) {
            if (folder !== base && !onSite(folder)) return;
            root = folder;
            for (var i = 0; i < links.length; i++) {
              var url = folder + links[i][2];
              if (folder === base || onSite(url)) links[i][0].setAttribute(links[i][1], url);
            }
            // Below the root the layout's relative atlas.js was asked for in the wrong folder: load the site's own
            // (the header's search), once, from this site only.
            var script = folder + "assets/atlas.js";
            if (!base && folder !== here && !loaded && onSite(script)) {
              loaded = true;
              var element = document.createElement("script");
              element.src = script;
              document.body.appendChild(element);
            }
          }
          if (base) mend(base); else if (known) mend(known[1]);
          // Over HTTP the root is confirmed: the first folder, from the likeliest, that has the stylesheet.
          if (!base && /^https?:$/.test(location.protocol) && window.fetch) {
            var folders = known ? [known[1], here] : [here], folder = here;
            while (folder.length > 1) { folder = folder.replace(/[^\\/]*\\/$/, ""); folders.push(folder); }
            (function probe(index) {
              if (index >= folders.length) return;
              if (!onSite(folders[index] + "assets/style.css")) return probe(index + 1);
              fetch(folders[index] + "assets/style.css", { method: "HEAD", credentials: "same-origin" }).then(function (response) {
                if (response.ok) { mend(folders[index]); suggest(); } else probe(index + 1);
              }, function () { probe(index + 1); });
            })(0);
          }
          suggest();
          function suggest() {
          if (!box) return;
          while (box.firstChild) box.removeChild(box.firstChild);
          box.hidden = true;
          var search = document.getElementById("not-found-search");
          if (search) { while (search.firstChild) search.removeChild(search.firstChild); search.hidden = true; }
          // The address from the site's root: the base URL's path, or the root found on this site.
          var rootPath = base ? base.replace(/^[a-z][a-z0-9+.-]*:\\/\\/[^\\/]*/i, "") : root;
          var rest = path.slice(0, rootPath.length) === rootPath ? path.slice(rootPath.length).replace(/\\/$/, "") : null;
          var target = null, text = null;
          // Another page in other capitals, or without .html: ORDERS/DMY.html, pickers/numeric-dmy/.
          if (rest) box.getAttribute("data-pages").split(" ").forEach(function (page) {
            var lower = page.toLowerCase(), asked = rest.toLowerCase();
            if (page && (asked === lower || asked + ".html" === lower)) { target = page; text = page; }
          });
          var asked = /\\/locales\\/([^\\/]+?)(?:\\.html)?\\/?$/i.exec(path);
          // A locale's name at the top (ja_JP.html, en-GB): only one the site has, or an alias of one, exactly.
          var top = !target && !asked && rest && /^([^\\/]+?)(?:\\.html)?$/.exec(rest);
          if (!target && (asked || top)) {
            var wanted;
            try { wanted = decodeURIComponent((asked || top)[1]); } catch (e) { wanted = (asked || top)[1]; }
            // A name that is no identifier or alias exactly, nor shaped like one (english, 日本, Japan, South_Korea;
            // not en_USS): the index's search knows countries and languages by name, as `dateorder show` does
            // ("by that name"), so it gets that search and not the identifier closest in spelling (english is not
            // en_LS, Mandarin not mai_IN). Only words (letters and their marks, spaces, hyphens, apostrophes), so the
            // address cannot put digits, a file's name or invisible direction marks into the page's text.
            var query = wanted.replace(/[_\\s]+/g, " ").replace(/^ | $/g, "");
            var named = !!search && !closest(wanted, true) && !/^[a-z]{2,3}(?:[_-][a-z0-9]+)*$/i.test(wanted) &&
              /^[\\p{L}\\p{M}][\\p{L}\\p{M} '\\u2019-]{1,59}$/u.test(query);
            var best = named ? null : closest(wanted, !asked);
            // A language and region no locale pairs (ja_US, an app's Locale.current), as `dateorder show` reads it:
            // no page, but the command that answers it, in place of the closest identifier.
            // A region no locale is written for (AQ, 010; not EU or TA, Basque and Tamil), in capitals or digits: what
            // `dateorder show AQ` says, and the page of the language that applies there.
            var emptyTable = {};
            try { emptyTable = JSON.parse(box.getAttribute("data-empty-regions") || "{}"); } catch (e) { emptyTable = {}; }
            var empty = !closest(wanted, true) && /^(?:[A-Z]{2}|[0-9]{3})$/.test(wanted) &&
              Object.prototype.hasOwnProperty.call(emptyTable, wanted) && emptyTable[wanted];
            if (empty && /^[a-z]{2,3}$/.test(empty[0])) {
              box.appendChild(document.createTextNode(empty[2].charAt(0).toUpperCase() + empty[2].slice(1) + ". "));
              var emptyHref = (base || root) + "locales/" + empty[0] + ".html";
              if (base || onSite(emptyHref)) {
                var language = document.createElement("a");
                language.href = emptyHref;
                language.textContent = empty[0];
                box.appendChild(language);
                box.appendChild(document.createTextNode(" is the language\\u2019s page."));
              }
              box.hidden = false;
              return;
            }
            var pairing = !named && !closest(wanted, true) && combination(wanted);
            if (pairing) {
              box.appendChild(document.createTextNode("There is no page for " + pairing + ": Foundation has no such " +
                "locale, but an app's Locale.current is " + pairing + " when a user picks that language and region. "));
              var command = document.createElement("code");
              command.textContent = "dateorder show " + pairing;
              box.appendChild(command);
              box.appendChild(document.createTextNode(" prints what Foundation writes for it."));
              box.hidden = false;
              return;
            }
            if (best && /^[A-Za-z0-9_.-]+$/.test(best)) { target = "locales/" + best + ".html"; text = best; }
            if (named) {
              var searchHref = (base || root) + "index.html?q=" + encodeURIComponent(query);
              if (base || onSite(searchHref)) {
                var searchLink = document.createElement("a");
                searchLink.href = searchHref;
                searchLink.textContent = "Search the atlas for \\u201C" + query + "\\u201D";
                search.appendChild(searchLink);
                search.appendChild(document.createTextNode(": it knows countries and languages by name."));
                search.hidden = false;
              }
            }
          }
          // Names come from the site itself; the link starts from the build's base URL, or from a root on this site.
          if (!target || !/^[A-Za-z0-9_.\\/-]+$/.test(target)) return;
          var href = (base || root) + target;
          if (!base && !onSite(href)) return;
          // The section the link named (locales/EN_us.html#time), kept where it is shaped like the site's ids.
          var fragment = /^#[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/.test(location.hash || "") ? location.hash : "";
          box.textContent = "Did you mean ";
          var link = document.createElement("a");
          link.href = href + fragment;
          link.textContent = text;
          box.appendChild(link);
          box.appendChild(document.createTextNode("?"));
          box.hidden = false;
          }
          // The identifier `dateorder show` reads a language and region as where no locale pairs them (ja-us:
          // ja_US): a language some identifier starts with (a deprecated code as its alias, iw as he), a script it is
          // listed in or its own default script (ja-Jpan-US), and one of Foundation's regions; null for anything else
          // (en_CAA, ja_ZX, xx_YY, en-Cyrl-US).
          function combination(wanted) {
          var tag = /^([a-z]{2,3})(?:[_-]([a-z]{4}))?[_-]([a-z]{2}|[0-9]{3})(?:$|@|[_-]u[_-])/i.exec(wanted);
          if (!tag || box.getAttribute("data-region-names").split(" ").indexOf(tag[3].toUpperCase()) < 0) return null;
          var language = tag[1].toLowerCase(), names = box.getAttribute("data-identifiers").split(" ");
          box.getAttribute("data-aliases").split(" ").forEach(function (pair) {
            var at = pair.indexOf("=");
            if (pair.slice(0, at) === language && /^[a-z]{2,3}$/.test(pair.slice(at + 1))) language = pair.slice(at + 1);
          });
          if (language === "root") return null;
          var written = language + (tag[2] ? "_" + tag[2].charAt(0).toUpperCase() + tag[2].slice(1).toLowerCase() : "");
          var listed = names.some(function (name) { return name === written || name.indexOf(written + "_") === 0; })
            || (" " + box.getAttribute("data-scripts") + " ").indexOf(" " + written.replace("_", "=") + " ") >= 0;
          return listed ? written + "_" + tag[3].toUpperCase() : null;
          }
          // As `dateorder show` resolves: an identifier in any case, an alias of the resolver's table, else (unless
          // `exact`, or "slip" for a slip's reading) the closest identifier (edit distance at most half the name,
          // then the longest shared start, then the language's namesake region, de_DE for de_XX, then by name).
          function closest(wanted, exact) {
          var key = wanted.replace(/-/g, "_").toLowerCase(), best = null, bestScore = 1e9;
          // A name `dateorder show` refuses (a letter outside ASCII, a space, a dot: 日本, ja%E3) gets no guess, but
          // for a slip of form it names, as the CLI does: full-width letters, spaces around, a space or a dot between
          // subtags, a LANG codeset (ｊａ_JP, ja JP, en.US, en_GB.UTF-8): the identifier that reading is, exactly.
          if (!/^[a-z0-9_]+(?:@|$)/.test(key)) {
            if (exact === "slip") return null;
            var folded = wanted.normalize("NFKC").replace(/^\\s+|\\s+$/g, "");
            var slips = [folded.split(/[ .]+/).join("_"), folded.split(".")[0]];
            for (var s = 0; s < slips.length; s++) {
              var meant = slips[s] !== wanted && closest(slips[s], "slip");
              if (meant) return meant;
            }
            return null;
          }
          // The build's tables of "name=identifier" pairs, each name as `key` reads it.
          function table(attribute, key) {
            var found = {};
            box.getAttribute(attribute).split(" ").forEach(function (pair) {
              var at = pair.indexOf("=");
              if (at > 0) found[key(pair.slice(0, at))] = pair.slice(at + 1);
            });
            return found;
          }
          var names = box.getAttribute("data-identifiers").split(" ");
          var targets = table("data-aliases", function (alias) { return alias.replace(/-/g, "_").toLowerCase(); });
          // A region's code that no identifier is spelt as (GB, GBR, 826, 419; not DE, German), alone or with
          // keywords: the locale `dateorder show` names first for it ("by that region code"), as the index's search
          // opens it. In capitals (and digits) before the aliases (IN is India, not in, Indonesian's old code; PER
          // Peru, not Persian), in any other case after them (gb, Jp, gbr; in stays Indonesian). Not for a slip's
          // reading, which the CLI reads as an identifier only.
          var region = exact !== "slip" && /^([A-Za-z]{2,3}|[0-9]{3})(?:$|@|[-_][uU][-_])/.exec(wanted);
          var code = region ? region[1].toUpperCase() : "";
          var inRegion = region && table("data-regions", String)[code];
          if (inRegion && code === region[1]) return inRegion;
          if (targets[key]) return targets[key];
          if (inRegion) return inRegion;
          // A BCP 47 tag or keywords the site's names leave out, as `dateorder show` reads them: en-Latn-US is en_US,
          // de-DE-u-ca-gregory and ja_JP@calendar=japanese are de_DE's and ja_JP's pages (none per calendar). The
          // script goes before the region, an extension only after both; a region the language lacks is left to the
          // closest name below (de_XX: de_DE).
          var exactly = {};
          names.forEach(function (name) { exactly[name.toLowerCase()] = name; });
          var tag = /^([a-z]{2,3})(?:_([a-z]{4}))?(?:_([a-z]{2}|[0-9]{3}))?(?:$|@|_[a-z0-9]_)/.exec(key);
          if (tag) {
            var tries = [[tag[1], tag[2], tag[3]], [tag[1], tag[3]]].concat(tag[3] ? [] : [[tag[1]]]);
            for (var t = 0; t < tries.length; t++) {
              var tried = tries[t].filter(Boolean).join("_");
              if (exactly[tried] || targets[tried]) return exactly[tried] || targets[tried];
            }
          }
          function distance(a, b) {
            var previous = [], current, i, j;
            for (j = 0; j <= b.length; j++) previous[j] = j;
            for (i = 1; i <= a.length; i++) {
              current = [i];
              for (j = 1; j <= b.length; j++)
                current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
              previous = current;
            }
            return previous[b.length];
          }
          var bestPrefix = -1, bestNamesake = false, limit = exact ? 0 : Math.max(2, Math.floor(Math.min(key.length, 40) / 2));
          for (var n = 0; n < names.length; n++) {
            var lower = names[n].toLowerCase(), score = exact ? (key === lower ? 0 : 1) : distance(key.slice(0, 40), lower), prefix = 0;
            while (prefix < key.length && key.charAt(prefix) === lower.charAt(prefix)) prefix++;
            var parts = lower.split("_"), namesake = parts.length === 2 && parts[0] === parts[1];
            if (score > limit || score > bestScore || (score === bestScore && prefix < bestPrefix)) continue;
            if (score === bestScore && prefix === bestPrefix && (!namesake || bestNamesake)) continue;
            bestScore = score; bestPrefix = prefix; best = names[n]; bestNamesake = namesake;
          }
          return best;
          }
        })();
        """
}

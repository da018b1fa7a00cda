import AtlasMarkdown

/// `404.html`: the page static hosts show for a missing path, at whatever depth it was asked for. With a base URL
/// its links are absolute; without one, a small script finds the site's root from the address (the folder above
/// `locales/`, `orders/`, … or the page's own folder) and mends the links, the stylesheet and the script. A
/// mistyped locale page (`locales/EN_us.html`, `locales/zh_tw.html`) gets a link to the locale it means.
enum NotFoundPage {
    /// The page, with the site's preview image; `identifiers` and `aliases` feed the suggestion for a mistyped name.
    static func make(
        image: PreviewImage, identifiers: [String] = [], aliases: [(alias: String, identifier: String)] = []
    ) -> Page {
        let names = identifiers.joined(separator: " ")
        let aliasPairs = aliases.map { $0.alias + "=" + $0.identifier }.joined(separator: " ")
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

                    There is no page at this address. Locale pages are named after Foundation's identifier, such \\
                    as `locales/en_US.html`; other names (`zh-TW`, `iw`) lead to them. Start from \\
                    [the list of all locales](index.html), or search for one there.
                    """),
                .html(
                    .element(
                        "p",
                        [
                            ("id", "not-found-suggestion"), ("hidden", ""), ("data-identifiers", names),
                            ("data-aliases", aliasPairs),
                        ])),
                .html(.element("script", [], [.trusted(script)])),
            ]
        )
        page.servedAnywhere = true
        return page
    }

    /// Mends relative links when the page is served below the site's root, and suggests the locale a missing
    /// `locales/<name>.html` most likely meant. Plain ES5, no dependencies; the page works without it.
    static let script = """
        (function () {
          var path = location.pathname, known = /^(.*\\/)(?:locales|orders|pickers|data|assets)\\/[^\\/]*$/.exec(path);
          var here = path.replace(/[^\\/]*$/, "");
          var root = known ? known[1] : here;
          function mend(root) {
            if (root === here) return;
            var nodes = document.querySelectorAll("a[href], link[href], script[src]");
            for (var i = 0; i < nodes.length; i++) {
              var attribute = nodes[i].hasAttribute("href") ? "href" : "src", value = nodes[i].getAttribute(attribute);
              if (/^(?:[a-z][a-z0-9+.-]*:|\\/|#)/i.test(value)) continue;
              if (nodes[i].tagName === "SCRIPT") {
                var script = document.createElement("script");
                script.src = root + value;
                document.head.appendChild(script);
              } else {
                nodes[i].setAttribute(attribute, root + value);
              }
            }
          }
          mend(root);
          // Elsewhere on a web server, the site's root is the nearest folder above with the stylesheet.
          if (!known && /^https?:$/.test(location.protocol) && window.fetch) {
            var folders = [], folder = here;
            while (folder.length > 1) { folder = folder.replace(/[^\\/]*\\/$/, ""); folders.push(folder); }
            (function probe(index) {
              if (index >= folders.length) return;
              fetch(folders[index] + "assets/style.css", { method: "HEAD" }).then(function (response) {
                if (response.ok) { root = folders[index]; mend(root); suggest(); } else probe(index + 1);
              }, function () { probe(index + 1); });
            })(0);
          }
          suggest();
          function suggest() {
          var box = document.getElementById("not-found-suggestion");
          var asked = /\\/locales\\/([^\\/]+?)(?:\\.html)?$/.exec(path);
          if (!box || !asked) return;
          while (box.firstChild) box.removeChild(box.firstChild);
          var wanted;
          try { wanted = decodeURIComponent(asked[1]); } catch (e) { wanted = asked[1]; }
          var key = wanted.replace(/-/g, "_").toLowerCase(), best = null, bestScore = 1e9;
          var names = box.getAttribute("data-identifiers").split(" "), targets = {};
          box.getAttribute("data-aliases").split(" ").forEach(function (pair) {
            var at = pair.indexOf("=");
            if (at > 0) targets[pair.slice(0, at).replace(/-/g, "_").toLowerCase()] = pair.slice(at + 1);
          });
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
          if (targets[key]) best = targets[key];
          for (var n = 0; !targets[key] && n < names.length; n++) {
            var score = distance(key, names[n].toLowerCase());
            if (score < bestScore) { bestScore = score; best = score <= Math.max(2, key.length / 3) ? names[n] : null; }
            if (score === 0) break;
          }
          if (!best) return;
          box.textContent = "Did you mean ";
          var link = document.createElement("a");
          link.href = root + "locales/" + best + ".html";
          link.textContent = best;
          box.appendChild(link);
          box.appendChild(document.createTextNode("?"));
          box.hidden = false;
          }
        })();
        """
}

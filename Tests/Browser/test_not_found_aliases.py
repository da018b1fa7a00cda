"""The 404 page suggests exactly what `dateorder show` resolves, for every alias the CLI's resolver knows: the page's
table of aliases is generated from that resolver (each entry checked against it in Swift, AliasTableTests, and a tenth
of them here against `dateorder show` itself), and its script is run for each alias as if served at
`locales/<alias>.html` (with `-` for `_` too), and for a few mistyped identifiers the CLI answers with a suggestion."""

import concurrent.futures
import html
import json
import os
import re
import subprocess
import unittest
import urllib.parse

from selenium.webdriver.support.ui import WebDriverWait

import support

def _executable():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return os.environ.get("DATEORDER") or os.path.join(root, ".build", "debug", "dateorder")


def show(name):
    """What `dateorder show NAME` opens: the identifier it prints first, or None when it fails."""
    run = subprocess.run([_executable(), "show", name], capture_output=True, text=True, timeout=60)
    if run.returncode != 0:
        suggestion = re.search(r"did you mean ([^,?]+)", run.stderr)
        return ("suggests", suggestion.group(1) if suggestion else None)
    return ("opens", run.stdout.split(" ", 1)[0])


class NotFoundAliases(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(os.path.join(support.SITE, "404.html"), encoding="utf-8") as file:
            page = file.read()
        cls.page = page
        pairs = html.unescape(re.search(r'data-aliases="([^"]*)"', page).group(1)).split()
        cls.aliases = dict(pair.split("=", 1) for pair in pairs)
        cls.script = html.unescape(re.search(r"<script>(.*?)</script>", page, re.S).group(1))

    def suggestions(self, names, address="/locales/%s.html", box="not-found-suggestion", whole=False):
        """What the 404 page's script suggests at locales/<name>.html (or `address`), for each name, run in one page:
        the text of the first link in `box` (the suggestion, or "not-found-search", the link to the index's search);
        with `whole`, the box's whole text and whether it has a link."""
        driver = support.browser()
        support.reset(driver)
        driver.get(support.http_url("404.html"))
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        # The script reads the address from `location`; each run gets one of its own (Chromium ignores history
        # changes past a few hundred, so the page's own address cannot be changed that often).
        body = ("var out = [], saved = window.fetch; window.fetch = undefined;\n"
                "for (var i = 0; i < arguments[0].length; i++) {\n"
                "  var address = new URL(arguments[1].replace('%s', arguments[0][i]), location.href);\n"
                "  (function (location) {\n" + self.script + "\n  })({pathname: address.pathname, href: address.href,"
                " protocol: address.protocol, host: address.host, origin: address.origin});\n"
                "  var box = document.getElementById(arguments[2]), link = box.querySelector('a');\n"
                "  out.push(arguments[3] ? (box.hidden ? '' : box.textContent + (link ? ' (link)' : ' (no link)')) :\n"
                "    box.hidden || !link ? '' : link.textContent + ' ' + link.href);\n"
                "}\nwindow.fetch = saved;\nreturn out;")
        found = driver.execute_script(body, names, address, box, whole)
        if whole:
            return found
        return [text.rsplit(" ", 1)[0] if box == "not-found-suggestion" else text for text in found]

    def test_the_table_holds_every_alias_the_issue_names(self):
        for alias, identifier in (("en_UK", "en_GB"), ("sr_YU", "sr_Cyrl_RS"), ("heb", "he"), ("jpn", "ja"),
                                  ("no_NO", "no"), ("iw", "he"), ("zh_TW", "zh_Hant_TW")):
            self.assertEqual(self.aliases.get(alias), identifier, alias)

    def test_every_alias_is_suggested_as_dateorder_show_resolves_it(self):
        # Every entry is what the resolver answers (AliasTableTests, in Swift, for all of them); here the CLI itself
        # for every tenth, and the page's script for every one.
        names = sorted(self.aliases)
        self.assertGreater(len(names), 500, "the resolver's table")
        sample = names[::10]
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            resolved = dict(zip(sample, pool.map(show, sample)))
        wrong = ["%s: show %s %s" % (n, *resolved[n]) for n in sample if resolved[n] != ("opens", self.aliases[n])]
        self.assertEqual(wrong, [], "the table agrees with dateorder show:\n" + "\n".join(wrong[:30]))
        hyphenated = [n.replace("_", "-") for n in names]
        suggested = self.suggestions(names + hyphenated)
        wrong = ["%s: page suggests %r, show opens %s" % (name, got, self.aliases[name.replace("-", "_")])
                 for name, got in zip(names + hyphenated, suggested) if got != self.aliases[name.replace("-", "_")]]
        self.assertEqual(wrong, [], "\n".join(wrong[:30]))

    def test_a_region_code_gets_the_locale_dateorder_show_names_first(self):
        # GB, JP, CH: no identifier or alias is spelt so, and `dateorder show` lists the region's locales ("by that
        # region code (United Kingdom): en_GB …"), its principal one first, as the index's search opens it; the page
        # suggests that one, for every code in its table. DE stays German, as show opens it, and so do in, deu and
        # MUS (Indonesian's old code, German's other code, Muscogee).
        table = dict(pair.split("=", 1) for pair in re.search(r'data-regions="([^"]*)"', self.page).group(1).split())
        self.assertGreater(len(table), 600)
        self.assertEqual([table.get(code) for code in ("GB", "JP", "IN", "TW", "DE")],
                         ["en_GB", "ja_JP", "hi_IN", "zh_Hant_TW", None])

        def first(code):
            run = subprocess.run([_executable(), "show", code], capture_output=True, text=True, timeout=60)
            found = re.search(r"by that region code \(.*?\): (\S+)", run.stderr)
            return found.group(1) if found else None
        # The table is what show names first for every code (RegionCodeTests, in Swift); here the CLI itself for
        # every fifth code, and the page's script for every one.
        codes = sorted(table)
        sample = codes[::5]
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            named = dict(zip(sample, pool.map(first, sample)))
        wrong = ["%s: table %s, show %s" % (c, table[c], named[c]) for c in sample if named[c] != table[c]]
        self.assertEqual(wrong, [], "\n".join(wrong[:20]))
        self.assertEqual(self.suggestions(codes), [table[c] for c in codes])
        self.assertEqual(self.suggestions(["GB-u-ca-japanese", "JP@calendar=japanese", "JP-U-CA-JAPANESE"]),
                         ["en_GB", "ja_JP", "ja_JP"])
        self.assertEqual(self.suggestions(["GB", "CN"], "/%s"), ["en_GB", "zh_Hans_CN"])
        self.assertEqual(self.suggestions(["DE", "in", "deu", "MUS"]),
                         [show("DE")[1], show("in")[1], show("deu")[1], show("MUS")[1]])

    def test_a_region_code_in_any_case_gets_the_locale_dateorder_show_names_first(self):
        # ISO 3166's three letters and UN M.49's numbers are in the table (GBR, 826, 419), and every code of it in lower
        # or mixed case (gb, Gb, gbr) gets what show names first for it: the region's first locale where no identifier
        # or alias is spelt so, else that identifier (in: id, Indonesian's old code; deu: de).
        table = dict(pair.split("=", 1) for pair in re.search(r'data-regions="([^"]*)"', self.page).group(1).split())
        self.assertEqual([table.get(code) for code in ("GBR", "826", "419", "001", "DEU", "IND", "MUS")],
                         ["en_GB", "en_GB", "es_419", "en_001", "de_DE", "hi_IN", None])
        # The page and show for every sixth form and those named below (RegionCodeFormTests, in Swift, reads every
        # form through the resolver).
        forms = sorted({form for code in table if code.isalpha() for form in (code.lower(), code[0] + code[1:].lower())})
        typed = sorted(set(forms[::6]) | {"gb", "Jp", "gbr", "in", "deu"})

        def first(name):
            run = subprocess.run([_executable(), "show", name], capture_output=True, text=True, timeout=60)
            found = re.search(r"by that region code \(.*?\): (\S+)", run.stderr)
            return found.group(1) if found else run.stdout.split(" ", 1)[0] if run.returncode == 0 else None
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            named = dict(zip(typed, pool.map(first, typed)))
        self.assertEqual([named[t] for t in ("gb", "Jp", "gbr", "in", "deu")], ["en_GB", "ja_JP", "en_GB", "id", "de"])
        suggested = self.suggestions(typed)
        # A locale's whole name (Rwa, a language; not Rwanda's RWA) gets the closest identifier, as names shaped
        # like one do.
        wrong = ["%s: page %r, show %s" % (t, got, named[t]) for t, got in zip(typed, suggested)
                 if named[t] is not None and got != named[t]]
        self.assertEqual(wrong, [], "%d wrong:\n%s" % (len(wrong), "\n".join(wrong[:20])))

    def test_a_region_code_no_locale_is_written_for_gets_what_dateorder_show_says(self):
        # AQ, BV, HM, TF, 002 (Africa): no locale is written there; what applies is the language the build's table
        # gives (fr for TF), linked, and the sentence `dateorder show AQ` prints. EU and TA stay Basque and Tamil,
        # which are spelt so.
        table = json.loads(html.unescape(re.search(r'data-empty-regions="([^"]*)"', self.page).group(1)))
        self.assertEqual(len(table), 40)
        codes = ["AQ", "BV", "HM", "TF", "002"]
        found = self.suggestions(codes, whole=True)
        for code, text in zip(codes, found):
            said = table[code][2][0].upper() + table[code][2][1:] + ". " + table[code][0] + " is the language\u2019s page. (link)"
            self.assertEqual(text, said, code)
        self.assertEqual(self.suggestions(["EU", "TA"]), ["eu", "ta"])
        self.assertTrue(found[0].startswith("No locale is written for Antarctica (AQ); Foundation's likely subtags give "
                                            "it English, and an app's Locale.current there is en_AQ"), found[0])
        self.assertTrue(found[3].startswith("No locale is written for French Southern Territories (TF)"), found[3])

    def test_a_folder_address_gets_the_same_suggestion(self):
        # locales/ja_JP/ (a trailing slash, as a link or a habit writes it) means locales/ja_JP.html.
        self.assertEqual(self.suggestions(["ja_JP", "en-uk", "EN_us"], "/locales/%s/"), ["ja_JP", "en_GB", "en_US"])

    def test_a_locale_named_at_the_top_gets_its_page(self):
        # ja_JP.html at the site's root, as someone who left out locales/ writes it: an exact name or alias only.
        names = ["ja_JP", "en-GB", "EN_us", "iw", "zh-TW", "ja_JQ", "index2", "xyz"]
        expected = ["ja_JP", "en_GB", "en_US", "he", "zh_Hant_TW", "", "", ""]
        self.assertEqual(self.suggestions(names, "/%s.html"), expected)
        self.assertEqual(self.suggestions(names, "/%s"), expected)
        # (ja_JP/, a folder, needs the root found over HTTP first: test_hostile_addresses.py.)

    def test_another_page_in_other_capitals_or_without_html_gets_that_page(self):
        pages = re.search(r'data-pages="([^"]*)"', self.page).group(1).split()
        self.assertIn("orders/dmy.html", pages)
        asked = ["orders/DMY.html", "ORDERS/dmy.html", "Pickers/Numeric-MDY", "pickers/time-h23/", "About.html",
                 "about", "CONFLICTS.HTML", "data/LOCALES.json", "orders/xyz.html", "orders/dmy.htm", "LOCALES/ja_jp.html"]
        expected = ["orders/dmy.html", "orders/dmy.html", "pickers/numeric-mdy.html", "pickers/time-h23.html",
                    "about.html", "about.html", "conflicts.html", "data/locales.json", "", "", "ja_JP"]
        self.assertEqual(self.suggestions(asked, "/%s"), expected)
        # Every page in capitals finds itself, also below a site's sub-path.
        self.assertEqual(self.suggestions([p.upper() for p in pages], "/atlas/%s"), pages)

    def test_a_mistyped_identifier_gets_the_suggestion_dateorder_show_makes(self):
        names = ["en_UX", "ja_JQ", "fr_FQ", "de_DX", "zh_Hant_TX", "pt_BX", "es_MZX", "ar_EX"]
        expected = []
        for name in names:
            kind, identifier = show(name)
            self.assertEqual(kind, "suggests", name)
            expected.append(identifier or "")
        self.assertEqual(self.suggestions(names), expected)

    def test_a_tag_with_a_script_or_an_extension_gets_the_page_dateorder_show_opens(self):
        # A BCP 47 tag or a keyword the site's file names leave out: show opens en_US for en-Latn-US and
        # de_DE@calendar=gregorian for de-DE-u-ca-gregory; the site has one page per locale, whatever the calendar.
        names = ["en-Latn-US", "de-DE-u-ca-gregory", "ja-JP-u-ca-japanese", "zh-Hant-TW-u-ca-chinese", "en-Latn",
                 "sr-Latn-RS", "ja_JP@calendar=japanese", "EN-latn-us", "pt-Latn-BR-u-ca-gregory"]
        expected = []
        for name in names:
            kind, identifier = show(name)
            if kind == "suggests":  # "'en-Latn-US' is en_US in Foundation's list": show names it, then stops
                identifier = re.search(r"is (\S+) in Foundation", subprocess.run(
                    [_executable(), "show", name], capture_output=True, text=True, timeout=60).stderr).group(1)
            expected.append(identifier.split("@")[0])
        self.assertEqual(self.suggestions([urllib.parse.quote(n, safe="@=") for n in names]), expected)
        # A region the language does not have is still the closest identifier, as show suggests it.
        self.assertEqual(self.suggestions(["de-XX", "en-Latn-USS"]), [show("de-XX")[1], show("en-Latn-USS")[1] or ""])

    def test_a_language_and_region_no_locale_pairs_gets_the_command_that_answers_it(self):
        # ja_US (an app's Locale.current for Japanese in the United States) has no page: the page says so and names
        # `dateorder show` for the identifier show answers with; typos and unknown regions keep show's suggestion.
        names = ["ja_US", "ja-us", "zh_Hans_US", "sr-Latn-DE", "iw_US", "fr_419", "ja-US-u-ca-japanese", "ja-Jpan-US",
                 "ko_Kore_US", "de-Latn-US"]
        opened = []
        for name in names:
            kind, identifier = show(name)
            self.assertEqual(kind, "opens", name)
            opened.append(identifier.split("@")[0])
        for name, identifier, text in zip(names, opened, self.suggestions(names, whole=True)):
            self.assertEqual(text, "There is no page for %s: Foundation has no such locale, but an app's Locale.current "
                             "is %s when a user picks that language and region. dateorder show %s prints what "
                             "Foundation writes for it. (no link)" % (identifier, identifier, identifier), name)
        typos = ["en_CAA", "de_DEE", "ja_ZX", "xx_YY", "sh_US", "ja-Hani-US"]
        self.assertEqual(self.suggestions(typos), [show(name)[1] or "" for name in typos])

    def test_a_name_of_a_country_or_language_gets_a_link_to_the_search(self):
        # The index's search knows names, as `dateorder show` does ("by that name"), so the page links to it; an
        # identifier, an alias or a name shaped like one (en_USS, xyz) and a file's name get no such link.
        # The address is hostile, so only words reach the page's text: no digits (a phone number), no invisible
        # direction marks (an override that reverses what follows), no dot, no control character.
        names = ["english", "%E6%97%A5%E6%9C%AC", "South_Korea", "Japan", "C%C3%B4te_d'Ivoire", "en_GB", "en_UK",
                 "en_USS", "xyz", "robots.txt", "Call_555_0100", "%E2%80%AEnapaJ", "Japan%E2%80%8F", "Ja%07pan"]
        links = self.suggestions(names, box="not-found-search")
        expected = [("english", "english"), ("\u65E5\u672C", "%E6%97%A5%E6%9C%AC"), ("South Korea", "South%20Korea"),
                    ("Japan", "Japan"), ("C\u00F4te d'Ivoire", "C%C3%B4te%20d%27Ivoire")] + [None] * 9
        for name, link, wanted in zip(names, links, expected):
            if wanted is None:
                self.assertEqual(link, "", name)
            else:
                self.assertEqual(link, "Search the atlas for \u201C%s\u201D %sindex.html?q=%s" % (
                    wanted[0], support.http_url(""), wanted[1]), name)
        self.assertEqual(self.suggestions(["Japan"], "/%s", box="not-found-search")[0].split(" ", 1)[1].split(" ")[-1],
                         support.http_url("index.html?q=Japan"), "a name at the top")
        # The link leads to the search, which opens the locale the name means.
        driver = support.browser()
        driver.get(support.http_url("index.html?q=%E6%97%A5%E6%9C%AC"))
        WebDriverWait(driver, 10).until(lambda d: d.execute_script(
            "var a = document.querySelector('#search-results li a strong'); return a && a.textContent;") == "ja_JP")

    def test_a_name_gets_the_search_and_no_identifier_closest_in_spelling(self):
        # For a country's or language's name the identifier closest in spelling is noise (english: en_LS, Mandarin:
        # mai_IN, Danish: en_SH): the search link is the only suggestion, and it leads to what the name means.
        names = ["english", "Mandarin", "Danish", "Nepali", "Deutsch", "Bengali", "Estonian", "Khmer", "Ukrain"]
        self.assertEqual(self.suggestions(names), [""] * len(names))
        links = self.suggestions(names, box="not-found-search")
        self.assertEqual([link.startswith("Search the atlas for") for link in links], [True] * len(names), links)
        # A name shaped like an identifier still gets the closest identifier, as the CLI suggests it.
        self.assertEqual(self.suggestions(["ja_JQ", "xyz"]), [show("ja_JQ")[1], show("xyz")[1] or ""])

    def test_a_name_dateorder_show_refuses_gets_no_suggestion(self):
        # Letters outside ASCII, a stray percent sign: the CLI refuses each before it guesses.
        names = ["日本", "fr_FR_é", "ja%E3", "Ελλάδα", "C.UTF-8", "a b"]
        for name in names:
            self.assertEqual(show(name), ("suggests", None), name)
        quoted = [urllib.parse.quote(name, safe="%") for name in names]
        self.assertEqual(self.suggestions(quoted), [""] * len(names))

    def test_a_slip_of_form_gets_what_dateorder_show_names(self):
        # A space or a dot between subtags, full-width letters, spaces around, a LANG codeset: the CLI refuses each
        # but names the identifier it reads as, and so does the page.
        names = ["ja JP", "en_GB.UTF-8", "ｊａ_JP", "en.US", " de_DE ", "zh Hant TW", "sr_Latn_RS.UTF-8", "iw IL"]
        expected = [show(name) for name in names]
        self.assertTrue(all(kind == "suggests" and meant for kind, meant in expected), expected)
        quoted = [urllib.parse.quote(name, safe="%") for name in names]
        self.assertEqual(self.suggestions(quoted), [meant for _, meant in expected])
        # The same names with their ASCII neighbours still get the CLI's suggestion.
        self.assertEqual(self.suggestions(["ja_JQ"]), [show("ja_JQ")[1]])


if __name__ == "__main__":
    unittest.main()

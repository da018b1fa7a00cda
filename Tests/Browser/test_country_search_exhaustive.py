"""Every country's and every language's name, typed into the index's search: Enter opens the locale the README
promises, checked for all of them at once in the page itself.

The expectations come from country_search_oracle.json, which CountrySearchOracleTests (Swift) writes from Foundation
alone: for each region a listed identifier names, the listed locale whose likely subtags equal those of
`und_<region>` (its principal locale), the region's locales, and its names in English, in the language of each of
its locales and in German, Spanish, French, Italian, Japanese, Korean, Portuguese, Russian and Chinese; for each
language, its English name and its own. Nothing is read from the search data the page carries.

Each name is typed as Foundation writes it, in lower case, and as plain words (accents, apostrophes, dots and
hyphens dropped, ı, ø, ł, đ, ħ and ŧ as i, o, l, d, h and t, `&` as "and", "St." as "Saint"): "Royaume-Uni",
"royaume-uni", "royaume uni"; "Kıbrıs", "kıbrıs", "kibris". Region codes are
typed in capitals where they are letters ("GB"; "419" is no code a reader types in capitals). The rules applied
where a case is ambiguous:

- A region whose principal language has no listed locale (Haiti: und_HT is ht-Latn-HT; Papua New Guinea, Sierra
  Leone, Djibouti, North America): Enter opens one of the region's own locales, whichever.
- A name of two regions (none today, as words are compared): either region's principal locale.
- A name that is also a listed identifier as typed ("Ga", the language gaa, is the identifier ga, Irish): that
  identifier, which the search ranks before any name.
- A language's name that is also a country's ("Suomi", "Eesti", "Indonesia", "ไทย"): the country's principal
  locale, as a country's name ranks before a language's; a name of two languages: either language.
- A region code that is a listed language's code in lower case ("DE", "FR"): that language.
"""

import json
import os
import re
import unicodedata
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import support

ORACLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "country_search_oracle.json")


def plain(text):
    """A name as plain words, as a reader types it without accents or punctuation (this test's own folding): "Kibris"
    for "Kıbrıs", "Gronland" for "Grønland", "Etats Unis" for "États-Unis", "Grossbritannien" for "Großbritannien"."""
    text = "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not "\u0300" <= c <= "\u036f")
    text = text.translate(str.maketrans({"ı": "i", "ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ŧ": "t", "ß": "ss",
                                         "æ": "ae", "œ": "oe", "þ": "th", "ð": "d"}))
    text = re.sub(r"['\u2019\u02BC.]", "", text)
    text = re.sub(r"\s*&\s*", " and ", text)
    text = re.sub(r"(^|\s)st(?=\s|$)", r"\1saint", text)
    return " ".join(w for w in re.split(r"[^a-z0-9\u00C0-\U0010FFFF]+", text) if w)


def cases(oracle, identifiers):
    """(typed, acceptable identifiers, what it is) for every name and code, by the rules in the module's text."""
    regions, languages = oracle["regions"], oracle["languages"]
    listed = {identifier.lower(): identifier for identifier in identifiers}

    def landing(region):
        return regions[region]["principal"] or regions[region]["locales"]

    countries, named = {}, {}
    for region, entry in regions.items():
        for name in entry["names"]:
            countries.setdefault(plain(name), set()).add(region)
    for language, names in languages.items():
        for name in names:
            named.setdefault(plain(name), set()).add(language)
    found = []
    for region, entry in sorted(regions.items()):
        for name in entry["names"]:
            owners = countries[plain(name)]
            found.append((name, sorted({i for owner in owners for i in landing(owner)}), "name of " + region))
        if region.isalpha():
            code = listed.get(region.lower())
            found.append((region, [code] if code else landing(region), "code " + region))
    for language, names in sorted(languages.items()):
        for name in names:
            owners = countries.get(plain(name))
            expected = sorted({i for owner in owners for i in landing(owner)}) if owners else sorted(named[plain(name)])
            found.append((name, expected, "language " + language))
    typed = []
    for name, expected, what in found:
        for variant in dict.fromkeys([name, name.lower(), plain(name)] if not what.startswith("code") else [name]):
            identifier = listed.get(plain(variant).replace(" ", "_"))
            typed.append((variant, [identifier] if identifier else expected, what))
    return typed


def pairs(oracle):
    """(typed, acceptable identifiers, what it is) for every listed language of every region, as "<language>
    <country>" and "<country> <language>" in English: the locale of that language in that region; where the
    language has several there (sr_Cyrl_RS, sr_Latn_RS), the region's principal locale among them, else any."""
    typed = []
    for region, entry in sorted(oracle["regions"].items()):
        by_language = {}
        for identifier in entry["locales"]:
            by_language.setdefault(identifier.split("_")[0], []).append(identifier)
        for language, identifiers in sorted(by_language.items()):
            if language not in oracle["languages"]:
                continue
            expected = [i for i in identifiers if i in entry["principal"]] or identifiers
            name, country = oracle["languages"][language][0], entry["names"][0]
            for text in ("%s %s" % (name, country), "%s %s" % (country, name)):
                typed.append((text, expected, "%s in %s" % (language, region)))
    return typed


class ExhaustiveCountrySearch(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(ORACLE, encoding="utf-8") as file:
            cls.oracle = json.load(file)
        cls.identifiers = [entry["identifier"] for entry in support.locales()]

    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def open_index(self):
        self.driver.get(support.http_url("index.html"))
        WebDriverWait(self.driver, 10).until(lambda d: d.find_element(By.ID, "filter").is_displayed())

    def test_the_oracle_is_of_this_site(self):
        # Written for the toolchain that built the site: the same locales, region by region.
        listed = sorted(set(i for entry in self.oracle["regions"].values() for i in entry["locales"]))
        regional = sorted(i for i in self.identifiers if "@" not in i and re.search(r"_(?:[A-Z]{2}|[0-9]{3})$", i))
        self.assertEqual(listed, regional, "re-record Tests/Browser/country_search_oracle.json (RECORD_GOLDEN=1)")
        self.assertEqual(sorted(self.oracle["languages"]), sorted(i for i in self.identifiers if "_" not in i
                                                                   and "@" not in i))

    def test_enter_opens_the_principal_locale_for_every_country_and_language_name(self):
        table = cases(self.oracle, self.identifiers)
        self.assertGreater(len(table), 5000)
        self.check(table)

    def test_enter_opens_every_language_and_country_pair(self):
        table = pairs(self.oracle)
        self.assertGreater(len(table), 1000)
        self.check(table)

    def check(self, table):
        self.open_index()
        answers = []
        for start in range(0, len(table), 250):
            read = support.read_searches(self.driver, [typed for typed, _, _ in table[start:start + 250]], url=None)
            answers += [(support.opened_by_enter(results, status), results[:4]) for results, status in read]
        wrong = ["%r (%s) opens %s, not %s; first results %s" % (typed, what, opened, " or ".join(expected[:3]), first)
                 for (typed, expected, what), (opened, first) in zip(table, answers) if opened not in expected]
        self.assertEqual(wrong, [], "%d of %d wrong:\n%s" % (len(wrong), len(table), "\n".join(wrong[:40])))

    def test_enter_does_what_the_batch_reads(self):
        # The batch reads the first result as what Enter opens; a real Enter on a few cases of each kind agrees.
        table = cases(self.oracle, self.identifiers)
        sample = [table[i] for i in range(0, len(table), len(table) // 6)] + [
            ("etats unis", ["en_US"], "plain French name"), ("Papouasie-Nouvelle-Guinée", ["en_PG"], "no principal"),
            ("CC", ["en_CC"], "code without principal"), ("Norwegian", ["no"], "Foundation's name")]
        for typed, expected, what in sample:
            with self.subTest(typed=typed):
                self.open_index()
                opened = support.opened_by_enter(*support.read_searches(self.driver, [typed], url=None)[0])
                self.assertIn(opened, expected, what)
                # The field as the batch left it: a real Enter now opens what the batch read.
                self.driver.find_element(By.ID, "search-q").send_keys(Keys.ENTER)
                WebDriverWait(self.driver, 10).until(lambda d: "/locales/" in d.current_url)
                self.assertEqual(self.driver.current_url.split("/locales/")[1].split(".html")[0], opened)

if __name__ == "__main__":
    unittest.main()

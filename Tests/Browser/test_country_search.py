"""Search by what people mean: a country's name (English, its own, or an everyday short name) opens the locale of the
country's principal language on the first Enter, language-and-country phrasings open the pair, and the header's
search field on any page opens a sure match at once.

The expected locales are written down here from Foundation's likely subtags, not computed by the code under test:
the principal locale of a country is the listed locale whose likely subtags equal those of `und_<region>`
(und_TW → zh-Hant-TW, und_IN → hi-Deva-IN, und_US → en-Latn-US, und_CH → de-Latn-CH, und_BE → nl-Latn-BE,
und_NO → nb-Latn-NO, und_CN → zh-Hans-CN).
"""

import concurrent.futures
import os
import re
import subprocess
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import support

# What a person types -> the locale Enter must open.
COUNTRIES = [
    ("Taiwan", "zh_Hant_TW"), ("us", "en_US"), ("US", "en_US"), ("USA", "en_US"), ("United States", "en_US"),
    ("America", "en_US"), ("United Kingdom", "en_GB"), ("UK", "en_GB"), ("Britain", "en_GB"), ("France", "fr_FR"),
    ("China", "zh_Hans_CN"), ("Russia", "ru_RU"), ("Korea", "ko_KR"), ("South Korea", "ko_KR"), ("Turkey", "tr_TR"),
    ("Türkiye", "tr_TR"), ("turkiye", "tr_TR"), ("India", "hi_IN"), ("Japan", "ja_JP"), ("日本", "ja_JP"),
    ("Deutschland", "de_DE"), ("Germany", "de_DE"), ("España", "es_ES"), ("espana", "es_ES"), ("Spain", "es_ES"),
    ("Brazil", "pt_BR"), ("Mexico", "es_MX"), ("Canada", "en_CA"), ("Switzerland", "de_CH"), ("Schweiz", "de_CH"),
    ("Belgium", "nl_BE"), ("Egypt", "ar_EG"), ("Iran", "fa_IR"), ("Israel", "he_IL"), ("Netherlands", "nl_NL"),
    ("Holland", "nl_NL"), ("Italy", "it_IT"), ("Portugal", "pt_PT"), ("Poland", "pl_PL"), ("Ukraine", "uk_UA"),
    ("Saudi Arabia", "ar_SA"), ("Vietnam", "vi_VN"), ("Thailand", "th_TH"), ("Indonesia", "id_ID"),
    ("Hong Kong", "zh_Hant_HK"), ("Austria", "de_AT"), ("Sweden", "sv_SE"), ("Norway", "nb_NO"), ("Greece", "el_GR"),
    # Region codes in capitals where no language has the code (DE is German), and names as people type them:
    # "and" for "&", a straight apostrophe or none, dots in abbreviations, "Saint" for "St.".
    ("GB", "en_GB"), ("CH", "de_CH"), ("TW", "zh_Hant_TW"), ("KR", "ko_KR"), ("JP", "ja_JP"), ("DE", "de"),
    ("U.S.", "en_US"), ("U.K.", "en_GB"), ("Bosnia and Herzegovina", "bs_Latn_BA"), ("Trinidad and Tobago", "en_TT"),
    ("Cote d'Ivoire", "fr_CI"), ("cote divoire", "fr_CI"), ("Saint Lucia", "en_LC"), ("DR Congo", "sw_CD"),
    ("Palestine", "ar_PS"), ("Russian Federation", "ru_RU"), ("Holy See", "it_VA"), ("한국", "ko_KR"), ("Türkiye Turkish", "tr_TR"),
    # Foundation's longer English names, and the nations of the United Kingdom.
    ("Hong Kong SAR", "zh_Hant_HK"), ("Macao SAR", "zh_Hant_MO"),
    ("Scotland", "en_GB"), ("Wales", "en_GB"),
    # A country's whole name in a widely read language that is not the country's: Südkorea, Corée du Sud.
    ("Südkorea", "ko_KR"), ("Corée du Sud", "ko_KR"), ("coree du sud", "ko_KR"), ("Japon", "ja_JP"),
    ("Allemagne", "de_DE"), ("Alemania", "de_DE"), ("Германия", "de_DE"), ("ドイツ", "de_DE"), ("독일", "de_DE"),
]
# A language's whole name, in English or its own, opens the locale of that name (not a country's that shares a stem:
# "Turkish" is not the Turks & Caicos Islands, "Korean" not North Korea, "French" not French Guiana).
LANGUAGES = [
    ("Turkish", "tr"), ("Korean", "ko"), ("French", "fr"), ("Arabic", "ar"), ("Dutch", "nl"), ("Italian", "it"),
    ("Polish", "pl"), ("français", "fr"), ("Deutsch", "de"), ("Japanese", "ja"),
]
PHRASES = [
    ("french canada", "fr_CA"), ("Canadian French", "fr_CA"), ("arabic egypt", "ar_EG"),
    ("Brazilian Portuguese", "pt_BR"), ("Mexican Spanish", "es_MX"), ("Swiss French", "fr_CH"),
    ("Austrian German", "de_AT"), ("American English", "en_US"), ("British English", "en_GB"),
    ("english india", "en_IN"), ("chinese taiwan", "zh_Hant_TW"), ("Traditional Chinese", "zh_Hant"),
    ("hebrew", "he"), ("uk", "uk"),
    # The country by its region's code or its whole name, not another whose name merely has that word: the United
    # States, not the U.S. Outlying Islands or Virgin Islands ("U.S." is "us"); South Korea, not North Korea.
    ("English US", "en_US"), ("spanish us", "es_US"), ("Korean Korea", "ko_KR"), ("chinese hk", "zh_Hant_HK"),
    # A language's everyday name where Foundation says another (Bangla, Persian, Chinese), beside a country.
    ("Bengali India", "bn_IN"), ("Farsi Afghanistan", "fa_AF"), ("Mandarin Taiwan", "zh_Hant_TW"),
]
# A word one letter off, and a name with words no name has: the search reads them as the name meant, as `dateorder show`
# does.
MISTYPED = ["Germny", "Frnace", "Portugual", "Saudi Arbia", "Brazl", "Phillipines", "Morroco", "Swizerland",
            "New Zeland", "Rusian", "Frnech", "Portugese", "Great Britian"]
OTHER_WORDS = ["german language", "japan date format", "spanish locale", "the united states", "The Netherlands",
               "Germny dates"]
# A people's or a language's word made from a country's name, alone or beside words no name has.
PEOPLES = ["Canadian", "Haitian", "Brazilian", "Mexican", "Peruvian", "Pakistani", "Kenyan", "Chilean", "Bangladeshi",
           "Iranian", "Indian", "Haitian Creole", "Nigerian", "Moroccan", "Italian"]
# A language and a country with the punctuation names are written with, as system settings write a locale
# ("Chinese (Taiwan)"), a name typed in part with it, or a hyphen between words.
WRITTEN = ["Chinese (Taiwan)", "English (UK)", "English (US)", "English, US", "Chinese-Taiwan", "Serbian (Serbia)",
           "Punjabi (India)", "Portug (Brazil)", "Guinea-Bissa", "Trinidad & Tobag", "Canadian (French)",
           "中文（台灣）", "English \u2013 US"]
# Aliases the CLI resolves (dateorder show), typed into the search.
ALIASES = [("en_UK", "en_GB"), ("heb", "he"), ("jpn", "ja"), ("sr_YU", "sr_Cyrl_RS"), ("no_NO", "no"), ("iw", "he"),
           ("zh-TW", "zh_Hant_TW"), ("fre", "fr")]

RESULTS_JS = """
var items = document.querySelectorAll('#search-results li a');
return Array.prototype.map.call(items, function (a) { return a.querySelector('strong').textContent; });
"""


def dateorder_executable():
    """The `dateorder` the site was built with: $DATEORDER, else the checkout's debug build."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return os.environ.get("DATEORDER") or os.path.join(root, ".build", "debug", "dateorder")


def show_each(texts):
    """What `dateorder show` says of each text (its first line on standard error, where it lists locales and exits
    with a usage error, else None), two at a time."""
    executable = dateorder_executable()

    def first_line(text):
        run = subprocess.run([executable, "show", text], capture_output=True, text=True, timeout=60)
        return run.stderr.splitlines()[0] if run.returncode == 64 and run.stderr else None
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(texts, pool.map(first_line, texts)))


def first_listed(line):
    """The first identifier a line of `dateorder show` lists, or None."""
    found = re.findall(r"(?:: |, )([a-z]{2,3}(?:_[A-Za-z0-9]+)*) \(", line or "")
    return found[0] if found else None


def peoples_word(name):
    """A country's one-word name as a people's word, with an ending the search reads as made from it: Canada,
    canadian; Kenya, kenyan; Pakistan, pakistani; Peru, peruian."""
    name = name.lower()
    return name + "n" if name.endswith("a") else name + "i" if name.endswith("n") else name + "ian"


class CountrySearch(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def results_of_each(self, typed):
        """The search's ranked results for each text in `typed`, typed one after another into one index page (which
        `get` returns once its search is set up)."""
        self.driver.get(support.http_url("index.html"))
        return self.driver.execute_script(
            "var field = document.getElementById('search-q'), out = {};"
            "arguments[0].forEach(function (text) { field.value = text;"
            " field.dispatchEvent(new Event('input', {bubbles: true})); out[text] = (function () {" + RESULTS_JS +
            "})(); }); return out;", typed)

    def show_against_search(self, typed):
        """What `dateorder show` says of each text in `typed`, and a line for each whose first listed locale is not
        the search's first result (or lists one where the search finds none, or none where it finds one)."""
        lines = show_each(typed)
        found = self.results_of_each(typed)
        return lines, ["%r: site %s, show %s" % (text, found[text][:3], (lines[text] or "")[:120]) for text in typed
                       if found[text][:1] != ([first_listed(lines[text])] if first_listed(lines[text]) else [])]

    def enter(self, text):
        """Types `text` into the index's search, presses Enter once, and returns the identifier of the page it opens."""
        field = support.type_search(self.driver, support.http_url("index.html"), text)
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
        results = self.driver.execute_script(RESULTS_JS)
        field.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: "/locales/" in d.current_url)
        return self.driver.current_url.split("/locales/")[1].split(".html")[0], results

    def check(self, table):
        """Every entry read in one page (what Enter would open, as test_country_search_exhaustive proves the batch
        reads), and the first two typed key by key with a real Enter that opens the page."""
        read = support.read_searches(self.driver, [text for text, _ in table])
        wrong = ["%r opens %s, not %s (results %s)" % (text, support.opened_by_enter(results, status), expected,
                                                       results[:4])
                 for (text, expected), (results, status) in zip(table, read)
                 if support.opened_by_enter(results, status) != expected]
        for text, expected in table[:2]:
            opened, results = self.enter(text)
            if opened != expected:
                wrong.append("%r typed opens %s, not %s (results %s)" % (text, opened, expected, results[:4]))
        self.assertEqual(wrong, [], "\n".join(wrong))

    def test_a_country_name_opens_the_locale_of_its_principal_language(self):
        self.check(COUNTRIES)

    def test_a_language_and_country_phrasing_opens_the_pair(self):
        self.check(PHRASES)

    def test_a_language_name_opens_that_language(self):
        self.check(LANGUAGES)

    def test_a_search_under_filters_says_so(self):
        # A shared link with a filter, on a phone where the filters are far below the search box.
        self.driver.set_window_size(390, 844)
        field = support.type_search(self.driver, support.http_url("index.html?order=YMD"), "Germany")
        WebDriverWait(self.driver, 5).until(lambda d: d.find_element(By.ID, "search-status").text)
        status = self.driver.find_element(By.ID, "search-status").text
        self.assertIn("the filters below leave", status)
        self.assertNotIn("de_DE", self.driver.execute_script(RESULTS_JS), "de_DE writes D.M.Y, which the filter hides")
        # A link beside the search leads to the filters, far below on a phone.
        self.driver.find_element(By.CSS_SELECTOR, "#search .search-filters a").click()
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(
            "var r = document.getElementById('filter').getBoundingClientRect();"
            " return r.top >= 0 && r.top < window.innerHeight;"))
        # Without a filter the same search says nothing about filters.
        field = support.type_search(self.driver, support.http_url("index.html"), "Germany")
        WebDriverWait(self.driver, 5).until(lambda d: d.find_element(By.ID, "search-status").text)
        self.assertNotIn("filters", self.driver.find_element(By.ID, "search-status").text)

    def test_letter_groups_count_what_the_filter_leaves(self):
        self.driver.get(support.http_url("index.html?dir=rtl"))
        WebDriverWait(self.driver, 10).until(lambda d: d.find_element(By.ID, "search-q").is_displayed())
        groups = self.driver.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('details.locale-group'), function (g) {"
            " var rows = g.querySelectorAll('tbody tr'), shown = 0;"
            " for (var i = 0; i < rows.length; i++) if (!rows[i].hidden) shown++;"
            " var link = document.querySelector('a[href=\"#' + g.id + '\"]');"
            " return {hidden: g.hidden, summary: g.querySelector('summary').textContent, rows: rows.length,"
            " dim: !!link && link.classList.contains('no-match')}; });")
        rtl = [entry for entry in support.locales() if entry["direction"] == "rtl"]
        self.assertTrue(groups and rtl)
        counted = 0
        for group in groups:
            letter = group["summary"][0]
            expected = len([entry for entry in rtl if entry["identifier"][0].upper() == letter])
            counted += expected
            self.assertEqual(group["hidden"], expected == 0, group["summary"])
            self.assertEqual(group["dim"], expected == 0, group["summary"])
            if expected:
                self.assertIn("{:,} of {:,} locales match".format(expected, group["rows"]), group["summary"])
        self.assertEqual(counted, len(rtl))

    def test_every_alias_the_cli_resolves_is_found(self):
        self.check(ALIASES)

    def test_the_country_then_its_other_locales(self):
        self.driver.get(support.http_url("index.html?q=Taiwan"))
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
        results = self.driver.execute_script(RESULTS_JS)
        self.assertEqual(results[0], "zh_Hant_TW")
        self.assertEqual(sorted(results[1:3]), ["en_TW", "trv_TW"])

    def test_a_country_lists_its_own_locales_before_other_countries(self):
        # "Germany" shares a stem with "German": de_AT matches too, but after every locale of the country itself
        # (written down: the identifiers that end in the region's code).
        for text, region in (("Germany", "DE"), ("Malaysia", "MY"), ("Switzerland", "CH"), ("Brazil", "BR")):
            with self.subTest(text=text):
                self.driver.get(support.http_url("index.html?q=" + text))
                WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
                results = self.driver.execute_script(RESULTS_JS)
                own = [entry["identifier"] for entry in support.locales()
                       if "@" not in entry["identifier"] and entry["identifier"].endswith("_" + region)]
                leading = min(len(own), len(results))
                self.assertTrue(leading > 1, (text, own))
                self.assertTrue(all(r.endswith("_" + region) for r in results[:leading]), results)

    def test_a_region_code_lists_its_locales_as_dateorder_show_does(self):
        # "CH" in capitals is Switzerland: de_CH, then the rest of Switzerland's locales in the order `dateorder show
        # CH` lists them ("by that region code (Switzerland): de_CH …, en_CH …"), before ce (Chechen), whose alias che
        # merely starts so; for every code the CLI reads as a region (the 404 page's table of them: two letters, ISO
        # 3166's three, "GBR", and UN M.49's numbers, "826", "419"). In lower or mixed case ("gb", "Gb", "gbr") the
        # same, where no identifier or alias is spelt so ("de", "in" and "deu" stay German, Indonesian and German).
        with open(os.path.join(support.SITE, "404.html"), encoding="utf-8") as file:
            codes = sorted(pair.split("=", 1)[0] for pair in re.search(
                r'data-regions="([^"]*)"', file.read()).group(1).split())
        self.assertGreater(len(codes), 600)
        self.assertTrue({"GB", "GBR", "826", "419", "001"} <= set(codes))
        executable = dateorder_executable()

        def listed(code):
            run = subprocess.run([executable, "show", code], capture_output=True, text=True, timeout=60)
            shown = re.search(r"by that region code \(.*?\): (.*)", run.stderr)
            return re.findall(r"(?:^|, )([a-z]{2,3}(?:_[A-Za-z0-9]+)*) \(", shown.group(1)) if shown else None
        aliases, _ = support.search_tables()
        spelt = {entry["identifier"].lower() for entry in support.locales()}
        spelt |= {alias.replace("-", "_").lower() for names in aliases.values() for alias in names}
        typed = list(codes)
        for code in codes:
            if code.isalpha() and code.lower() not in spelt:
                typed += [code.lower(), code[0] + code[1:].lower()]
        # show for every fourth form and those named below: RegionCodeFormTests (Swift) reads every form through the
        # resolver show prints, and RegionCodeTests its first locale.
        named = {"CH", "gb", "Jp", "GBR", "gbr", "826", "419"}
        typed = sorted(set(typed[::4]) | named)
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            expected = dict(zip(typed, pool.map(listed, typed)))
        found = self.results_of_each(typed)
        # A locale's whole name wins over a three-letter code, in show ("by that name") and here: Lao, Rwa.
        wrong = ["%s: site %s, show %s" % (t, found[t][:5], expected[t]) for t in typed
                 if expected[t] is not None and found[t][:len(expected[t])] != expected[t]]
        self.assertLess(len([t for t in typed if expected[t] is None]), 5)
        self.assertEqual(wrong, [], "%d wrong:\n%s" % (len(wrong), "\n".join(wrong[:20])))
        self.assertEqual(expected["CH"][:2], ["de_CH", "en_CH"])
        self.assertEqual([expected[t][0] for t in ("gb", "Jp", "GBR", "gbr", "826", "419")],
                         ["en_GB", "ja_JP", "en_GB", "en_GB", "en_GB", "es_419"])

    def test_show_reads_a_phrase_a_misspelling_and_other_words_as_the_search_does(self):
        # What a reader types into the search, typed where `dateorder show` takes an identifier: show lists first the
        # locale the search ranks first. A language and a country said apart ("Canadian French", "English US": en_US,
        # not the U.S. Outlying Islands), a word one letter off ("Germny", "Saudi Arbia") and words no name has
        # ("german language", "the united states") and a people's word ("Canadian", "Haitian Creole") are read alike on
        # both.
        typed = ([text for text, _ in PHRASES if " " in text] + list(MISTYPED) + list(OTHER_WORDS) + list(PEOPLES)
                 + list(WRITTEN))
        expected = {text: first_listed(line) for text, line in show_each(typed).items()}
        found = self.results_of_each(typed)
        wrong = ["%r: site %s, show %s" % (t, found[t][:3], expected[t]) for t in typed
                 if expected[t] is None or found[t][:1] != [expected[t]]]
        self.assertEqual(wrong, [], "%d of %d differ:\n%s" % (len(wrong), len(typed), "\n".join(wrong)))
        self.assertEqual([expected[t] for t in ("English US", "Canadian French", "Germny", "german language",
                                                "Canadian", "Haitian Creole")],
                         ["en_US", "fr_CA", "de_DE", "de", "en_CA", "es_HT"])

    def test_show_reads_every_language_and_country_in_brackets_as_the_search_does(self):
        # Every locale's language and country by their English names, written as system settings write a locale,
        # "Language (Country)", where that is not the locale's own name (Chinese (Taiwan) is zh_Hant_TW's "Chinese,
        # Traditional (Taiwan)"): `dateorder show` lists first the locale the search ranks first.
        _, regions = support.search_tables()
        listing = subprocess.run([dateorder_executable(), "list", "--format", "tsv"], capture_output=True,
                                 text=True, check=True).stdout.splitlines()
        columns = listing[0].split("\t")
        names = {row[columns.index("identifier")]: row[columns.index("name")]
                 for row in (line.split("\t") for line in listing[1:])}
        typed = set()
        for identifier, name in names.items():
            parts = identifier.split("_")
            region = next((part for part in parts[1:3] if re.fullmatch(r"[A-Z]{2}|[0-9]{3}", part)), None)
            if region in regions and parts[0] in names and regions[region][1]:
                written = "%s (%s)" % (names[parts[0]], regions[region][1])
                if written != name:
                    typed.add(written)
        typed = sorted(typed)
        lines, wrong = self.show_against_search(typed)
        self.assertGreater(len(typed), 40)
        self.assertIn("Chinese (Taiwan)", typed)
        self.assertEqual(wrong, [], "%d of %d differ:\n%s" % (len(wrong), len(typed), "\n".join(wrong)))

    def test_show_reads_every_peoples_word_as_the_search_does(self):
        # Every country's one-word English name made a people's word (Canadian, Kenyan, Pakistani, Nigerian):
        # `dateorder show` lists first the locale the search ranks first, or, like it, none. Most are read as made
        # from the country's name (its principal locale first, before a name that merely has the word: en_NG, then
        # Nigerian Pidgin); the others as a language's name (Italian) or a name's start.
        _, regions = support.search_tables()
        typed = sorted({peoples_word(entry[1]) for entry in regions.values()
                        if re.fullmatch(r"[A-Za-z]{4,}", entry[1] or "")})
        lines, wrong = self.show_against_search(typed)
        read = [text for text in typed if "read as a word made from the name of" in (lines[text] or "")]
        self.assertGreater(len(read), 100, "only %d of %d words read as a people's" % (len(read), len(typed)))
        self.assertEqual(wrong, [], "%d of %d differ:\n%s" % (len(wrong), len(typed), "\n".join(wrong)))

    def test_show_reads_every_country_name_typed_but_its_last_vowel_as_the_search_does(self):
        # Every country's one-word English name still being typed, all but its last vowel (Ital, Franc, Malt, Tong,
        # Indonesi): `dateorder show` lists first the locale the search ranks first, the country's principal one,
        # not the language whose name the text also starts (it, fr, mt) nor one whose own name it types (id).
        _, regions = support.search_tables()
        typed = sorted({entry[1][:-1] for entry in regions.values()
                        if re.fullmatch(r"[A-Za-z]{4,}[aeiouy]", entry[1] or "")})
        lines, wrong = self.show_against_search(typed)
        started = [text for text in typed if "by names whose words start so" in (lines[text] or "")]
        self.assertGreater(len(started), 40, "only %d of %d read as a name's start" % (len(started), len(typed)))
        self.assertEqual(wrong, [], "%d of %d differ:\n%s" % (len(wrong), len(typed), "\n".join(wrong)))

    def test_a_country_named_in_another_language_ranks_first_not_a_country_it_starts_like(self):
        # "Hongrie" (French for Hungary) starts like "Hong" Kong; Hungary's locales alone match, hu_HU first.
        for text, expected in (("Hongrie", ["hu_HU", "en_HU"]), ("Afrikaans", ["af", "af_ZA", "af_NA"])):
            with self.subTest(text=text):
                self.driver.get(support.http_url("index.html?q=" + text))
                WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
                self.assertEqual(self.driver.execute_script(RESULTS_JS), expected)

    def test_enter_does_not_open_a_guess_at_a_misspelling(self):
        # "Corée" is no name the site knows; read as "cree" it would open Swampy Cree.
        for text in ("Corée", "Germny"):
            with self.subTest(text=text):
                field = support.type_search(self.driver, support.http_url("index.html"), text)
                WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
                status = self.driver.find_element(By.ID, "search-status").text
                self.assertIn("Nothing is called", status)
                self.assertNotIn("Enter opens it", status)
                field.send_keys(Keys.ENTER)
                WebDriverWait(self.driver, 5).until(
                    lambda d: d.switch_to.active_element.get_attribute("href") or "")
                first = self.driver.switch_to.active_element
                self.assertIn("index.html", self.driver.current_url)
                self.assertEqual(first.find_element(By.TAG_NAME, "strong").text,
                                 self.driver.execute_script(RESULTS_JS)[0])
                # The reader's second Enter, on the chosen result, opens it.
                first.send_keys(Keys.ENTER)
                WebDriverWait(self.driver, 10).until(lambda d: "/locales/" in d.current_url)

    def test_the_header_search_opens_a_sure_match_on_the_first_enter(self):
        for text, expected in (("ja_JP", "ja_JP"), ("zh_TW", "zh_Hant_TW"), ("Taiwan", "zh_Hant_TW"),
                               ("Canadian French", "fr_CA"), ("en_UK", "en_GB")):
            with self.subTest(text=text):
                self.driver.get(support.http_url("locales/de.html"))
                field = self.driver.find_element(By.ID, "site-search-q")
                field.send_keys(text)
                field.send_keys(Keys.ENTER)
                WebDriverWait(self.driver, 10).until(lambda d: "/locales/%s.html" % expected in d.current_url)

    def test_the_header_search_shows_results_when_nothing_is_sure(self):
        self.driver.get(support.http_url("locales/de.html"))
        field = self.driver.find_element(By.ID, "site-search-q")
        field.send_keys("jap")
        field.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: "index.html?q=jap" in d.current_url)
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))


if __name__ == "__main__":
    unittest.main()

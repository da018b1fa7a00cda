"""Search as people type it: an identifier with any separator or as a POSIX locale string ($LANG) ranks that locale
first, a language's name lists every locale of that language (itself, then its typical locale) before any other, and
a name misspelt by one letter still finds it, as a last resort only.

The expected typical locales are written down here from CLDR's likely subtags, not computed by the code under test
(fr → fr-Latn-FR, es → es-Latn-ES, pt → pt-Latn-BR, zh → zh-Hans-CN, de → de-Latn-DE, en → en-Latn-US,
ar → ar-Arab-EG, ja → ja-Jpan-JP, ko → ko-Kore-KR, ru → ru-Cyrl-RU, sr → sr-Cyrl-RS).
"""

import time
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import support

# What a person types -> the locale that must rank first (and that Enter opens).
IDENTIFIERS = [
    # Language and region separated by a space, as people type them; upper or lower case.
    ("en gb", "en_GB"), ("fr ca", "fr_CA"), ("de ch", "de_CH"), ("ja jp", "ja_JP"), ("EN GB", "en_GB"),
    ("pt br", "pt_BR"), ("zh tw", "zh_Hant_TW"), ("sr rs", "sr_Cyrl_RS"),
    # A dot or a slash between the parts.
    ("en.GB", "en_GB"), ("en/GB", "en_GB"), ("zh.CN", "zh_Hans_CN"), ("de/AT", "de_AT"),
    # Language and region by their codes where no identifier or alias is spelt so: the locale in that region.
    ("pa in", "pa_Guru_IN"), ("pa.IN", "pa_Guru_IN"),
    # A name with dots is still a name, not a codeset ("St" is also Southern Sotho's code).
    ("St. Lucia", "en_LC"),
]
# POSIX locale strings, as in $LANG: the codeset and modifier are dropped, a script modifier names the script.
POSIX = [
    ("en_GB.UTF-8", "en_GB"), ("en_US.utf8", "en_US"), ("de_DE@euro", "de_DE"), ("fr_FR.ISO8859-15@euro", "fr_FR"),
    ("ja_JP.eucJP", "ja_JP"), ("zh_TW.Big5", "zh_Hant_TW"), ("sr_RS@latin", "sr_Latn_RS"), ("de.UTF-8", "de"),
]
# BCP 47 tags no identifier is spelt as: extensions and private use dropped, then variants after a region, then a
# script the locale writes in (by CLDR's likely subtags: en is Latn, fr is Latn). A word after a language code is no
# variant ("pt brazil" is Portuguese in Brazil, not pt).
TAGS = [
    ("ja-JP-u-ca-japanese", "ja_JP"), ("en-US-x-twain", "en_US"), ("zh-TW-u-nu-hanidec", "zh_Hant_TW"),
    ("sr-Latn-RS-u-ca-gregory", "sr_Latn_RS"), ("es-419-u-nu-latn", "es_419"), ("ca-ES-valencia", "ca_ES"),
    ("de-CH-1996", "de_CH"), ("en-GB-oxendict", "en_GB"), ("en-Latn-US", "en_US"), ("EN-latn-us", "en_US"),
    ("fr-Latn", "fr"), ("pt brazil", "pt_BR"),
]
# A language's name (in English or its own language) -> the language, then its typical locale.
LANGUAGES = [
    ("Chinese", "zh", "zh_Hans_CN"), ("French", "fr", "fr_FR"), ("Spanish", "es", "es_ES"),
    ("Portuguese", "pt", "pt_BR"), ("German", "de", "de_DE"), ("English", "en", "en_US"), ("Arabic", "ar", "ar_EG"),
    ("Japanese", "ja", "ja_JP"), ("Korean", "ko", "ko_KR"), ("Russian", "ru", "ru_RU"), ("Serbian", "sr", "sr_Cyrl_RS"),
    ("français", "fr", "fr_FR"), ("Deutsch", "de", "de_DE"), ("español", "es", "es_ES"),
]
# An everyday name of a language whose English name is another, and a country's own everyday names.
EVERYDAY = [
    ("Farsi", "fa", "fa_IR"), ("Mandarin", "zh", "zh_Hans_CN"), ("Tagalog", "fil", "fil_PH"),
    ("Mandarin Chinese", "zh", "zh_Hans_CN"),
    # Foundation says Bangla, Odia, Azerbaijani and Slovenian; people also type these.
    ("Bengali", "bn", "bn_BD"), ("Oriya", "or", "or_IN"), ("Azeri", "az", "az_Latn_AZ"), ("Slovene", "sl", "sl_SI"),
]
COUNTRIES = [("中国", "zh_Hans_CN"), ("台湾", "zh_Hant_TW"), ("臺灣", "zh_Hant_TW")]
# An everyday name of one locale rather than of its language, whole or as words of a phrasing, or its start while it is
# being typed: that locale, before its language (Castilian is Spain's Spanish, Dari Afghanistan's Persian). No
# locale is written ca_ES_VALENCIA or ht, so Valencian is Catalan in Spain and Haitian Creole has no entry.
LOCALE_NAMES = [
    ("Flemish", "nl_BE"), ("flemish", "nl_BE"), ("Valencian", "ca_ES"), ("Québécois", "fr_CA"), ("Quebecois", "fr_CA"),
    ("Quebec French", "fr_CA"), ("french quebec", "fr_CA"), ("Quebec", "fr_CA"), ("latam", "es_419"),
    ("LatAm", "es_419"), ("European Portuguese", "pt_PT"), ("Castilian", "es_ES"), ("Castilian Spanish", "es_ES"),
    ("Dari", "fa_AF"), ("Moldovan", "ro_MD"), ("Catalonia", "ca_ES"), ("繁体中文", "zh_Hant"), ("簡體中文", "zh_Hans"),
    ("Flem", "nl_BE"), ("Valenc", "ca_ES"),
    # Phrasings the names already read (kept here so the table above does not displace them).
    ("Latin American Spanish", "es_419"), ("Brazilian Portuguese", "pt_BR"), ("Brazilian", "pt_BR"),
    ("Mexican Spanish", "es_MX"), ("Swiss French", "fr_CH"), ("Austrian German", "de_AT"),
    ("American English", "en_US"), ("British English", "en_GB"), ("Australian English", "en_AU"),
    ("Hong Kong Chinese", "zh_Hant_HK"), ("Cantonese", "yue"),
]
# A locale's whole name with its words in another order: Foundation's "Chinese, Simplified" typed "Simplified
# Chinese" is zh_Hans, not zh_Hans_CN (whose country, China, the word Chinese stems from) nor yue_Hans.
REORDERED = [
    ("Simplified Chinese", "zh_Hans"), ("simplified chinese", "zh_Hans"), ("Traditional Chinese", "zh_Hant"),
    ("Latin Serbian", "sr_Latn"), ("Cyrillic Serbian", "sr_Cyrl"), ("Sorani Kurdish", "ckb"),
    ("Traditional Cantonese", "yue_Hant"),
]
# A language's code: the language, its typical locale, then its other locales before any other ("de" is also a
# word of the Spanish name of the U.S. Virgin Islands).
CODES = [("de", "de", "de_DE"), ("DE", "de", "de_DE"), ("ja", "ja", "ja_JP"), ("fr", "fr", "fr_FR")]
# Without Intl.Locale the typical locale is the principal locale of the language's namesake country: the region
# spelt like the language, or the country whose one-word name the language's name stems from.
NAMESAKES = [
    ("French", "fr", "fr_FR"), ("Spanish", "es", "es_ES"), ("German", "de", "de_DE"), ("Chinese", "zh", "zh_Hans_CN"),
    ("Japanese", "ja", "ja_JP"), ("Korean", "ko", "ko_KR"),
]
# One letter missing, extra, changed or swapped, where nothing matches what was typed, or only the inside of a longer
# word does ("rusian" is in "Belarusian", which Enter would otherwise open).
MISSPELLINGS = [("Germny", "de_DE"), ("Portugese", "pt"), ("Brazl", "pt_BR"), ("Frnech", "fr"), ("Swizerland", "de_CH"),
                ("Rusian", "ru"),
                # Letters doubled where the name has one, or single where it has two: the commonest slip in a name.
                ("Phillipines", "fil_PH"), ("Morroco", "ar_MA")]

# A name still being typed: the principal locale of the country whose name starts so (written down from likely subtags,
# as in test_country_search.py), not English or another language of that country first; the language itself where
# its name starts so and names more locales ("Ara": Arabic, not the United Arab Emirates).
PREFIXES = [
    ("Braz", "pt_BR"), ("Neth", "nl_NL"), ("Mexi", "es_MX"), ("Pola", "pl_PL"), ("Finl", "fi_FI"), ("Isra", "he_IL"),
    ("Arge", "es_AR"), ("Phil", "fil_PH"), ("Pakis", "ur_Aran_PK"), ("Swede", "sv_SE"), ("Taiw", "zh_Hant_TW"),
    ("Spai", "es_ES"), ("Turk", "tr"), ("Ara", "ar"), ("Germ", "de"), ("Kore", "ko_KR"),
    # The start of a country's everyday name that no locale's own name has.
    ("Brit", "en_GB"), ("Holl", "nl_NL"),
]

RESULTS_JS = """
var items = document.querySelectorAll('#search-results li a');
return Array.prototype.map.call(items, function (a) { return a.querySelector('strong').textContent; });
"""


def language_of(identifier):
    return identifier.split("_")[0]


class SearchSpellings(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def search(self, text):
        """Types `text` into the index's search and returns the ranked results and the status line."""
        field = support.type_search(self.driver, support.http_url("index.html"), text)
        status = WebDriverWait(self.driver, 5).until(lambda d: d.find_element(By.ID, "search-status").text)
        return self.driver.execute_script(RESULTS_JS), status

    def check_first(self, table):
        wrong = []
        for (text, expected), (results, status) in zip(table, support.read_searches(self.driver, [t for t, _ in table])):
            if results[:1] != [expected]:
                wrong.append("%r ranks %s first, not %s (results %s; %s)" % (
                    text, results[0] if results else "nothing", expected, results[:4], status))
        self.assertEqual(wrong, [], "\n".join(wrong))

    def check_languages(self, table):
        wrong = []
        read = support.read_searches(self.driver, [text for text, _, _ in table])
        for (text, language, typical), (results, _) in zip(table, read):
            own = len([entry for entry in support.locales() if language_of(entry["identifier"]) == language])
            leading = 0
            while leading < len(results) and language_of(results[leading]) == language:
                leading += 1
            if results[:2] != [language, typical]:
                wrong.append("%r ranks %s, not %s then %s" % (text, results[:4], language, typical))
            if leading < min(own, len(results)):
                wrong.append("%r lists %s before the rest of %s's %d locales: %s" % (
                    text, results[leading], language, own, results))
        self.assertEqual(wrong, [], "\n".join(wrong))

    def test_an_identifier_typed_with_any_separator_ranks_first(self):
        self.check_first(IDENTIFIERS)

    def test_a_posix_locale_string_ranks_its_locale_first(self):
        self.check_first(POSIX)

    def test_a_bcp_47_tag_with_extensions_variants_or_a_script_ranks_its_locale_first(self):
        self.check_first(TAGS)
        # A script the locale does not write in is not dropped: en-Arab-US is no locale.
        results, status = self.search("en-Arab-US")
        self.assertEqual(results, [], status)

    def test_an_identifier_pasted_with_its_quotes_ranks_first_and_the_header_opens_it(self):
        # Copied from code (Locale(identifier: "ja_JP"), 'de_DE') or from prose with typographic quotes.
        self.check_first((('"ja_JP"', "ja_JP"), ("'de_DE'", "de_DE"), ("\u201Cfr_CA\u201D", "fr_CA"),
                          ('"en-GB" ', "en_GB"), ('"ja"', "ja")))
        self.check_header_opens((('"pt_BR"', "pt_BR"),))

    def test_enter_opens_it_and_the_header_search_opens_it_at_once(self):
        results, _ = self.search("en gb")
        self.driver.find_element(By.ID, "search-q").send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: d.current_url.endswith("/locales/en_GB.html"), results)
        self.check_header_opens((("en_GB.UTF-8", "en_GB"), ("fr ca", "fr_CA"), ("ja.JP", "ja_JP")))

    def check_header_opens(self, cases):
        """Enter in a locale page's header search opens each expected locale at once."""
        for text, expected in cases:
            with self.subTest(text=text):
                self.driver.get(support.http_url("locales/de.html"))
                field = self.driver.find_element(By.ID, "site-search-q")
                field.send_keys(text)
                field.send_keys(Keys.ENTER)
                WebDriverWait(self.driver, 10).until(lambda d: d.current_url.endswith("/locales/%s.html" % expected))

    def test_a_language_name_lists_that_language_first_with_its_typical_locale(self):
        self.check_languages(LANGUAGES)

    def test_everyday_names_of_languages_and_countries_find_them(self):
        self.check_languages(EVERYDAY)
        self.check_first(COUNTRIES)
        self.check_languages(CODES)

    def test_an_everyday_name_of_one_locale_ranks_that_locale_first(self):
        self.check_first(LOCALE_NAMES)
        # Named so, it is no guess: the header's search opens it at once.
        self.check_header_opens((("Flemish", "nl_BE"), ("Castilian", "es_ES"), ("Quebec French", "fr_CA")))

    def test_a_locales_name_in_another_word_order_ranks_it_first(self):
        self.check_first(REORDERED)
        # Then the other locales of that name, before Cantonese (Simplified), which has the word "Chinese" only from an
        # everyday name of its language ("Cantonese Chinese").
        for text, own, borrowing in (("Simplified Chinese", "zh_Hans", "yue_Hans"),
                                     ("Traditional Chinese", "zh_Hant", "yue_Hant")):
            results, _ = self.search(text)
            self.assertIn(borrowing, results, text)
            last_own = max(i for i, r in enumerate(results) if r.startswith(own))
            self.assertLess(last_own, results.index(borrowing), "%r ranks %s" % (text, results))

    def test_result_samples_carry_their_locales_language(self):
        self.search("Arabic")
        tags = self.driver.execute_script("""
            return Array.prototype.map.call(document.querySelectorAll('#search-results li'), function (li) {
              var s = li.querySelector('.result-sample');
              return [li.querySelector('strong').textContent, s ? s.getAttribute('lang') : null]; });""")
        self.assertTrue(tags)
        for identifier, lang in tags:
            self.assertEqual(lang, identifier.replace("_", "-"), identifier)

    def test_without_intl_locale_the_namesake_country_is_typical(self):
        script = self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                             {"source": "delete Intl.Locale;"})["identifier"]
        try:
            self.driver.get(support.http_url("index.html"))
            self.assertEqual(self.driver.execute_script("return typeof Intl.Locale"), "undefined")
            self.check_languages(NAMESAKES)
        finally:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script})

    def test_a_name_being_typed_ranks_the_country_or_language_it_starts(self):
        self.check_first(PREFIXES)

    def test_a_misspelt_name_finds_what_it_means_as_a_last_resort(self):
        self.check_first(MISSPELLINGS)
        _, status = self.search("Germny")
        self.assertIn("\u201CGermny\u201D", status, "the status says what was read instead")
        self.assertIn("\u201Cgermany\u201D", status)
        # A word that matches is never read as another one edit away (Gambia is not Zambia).
        results, status = self.search("Gambia")
        self.assertEqual(results[0], "en_GM")
        self.assertEqual([r for r in results if r.endswith("_ZM")], [], results)
        self.assertNotIn("Nothing is called", status)
        # Short words are not guessed at, nothing like the word finds nothing, and no word is special to JavaScript.
        for text in ("Frnc", "Xylophone", "constructor", "toString", "__proto__ proto"):
            results, status = self.search(text)
            self.assertEqual(results, [], text)
            self.assertIn("No locale matches", status)

    def test_a_right_to_left_guess_keeps_the_status_line_in_order(self):
        # "العربيه" (one letter off "العربية", Arabic) is read as the language's name. The status quotes both: each is
        # isolated, so the count after the closing quote stays after it, not pulled into the Arabic.
        _, status = self.search("\u0627\u0644\u0639\u0631\u0628\u064A\u0647")
        self.assertIn("\u201D; showing \u201C\u0627\u0644\u0639\u0631\u0628\u064A\u0629\u201D. ", status)
        left, right = self.driver.execute_script("""
            var status = document.getElementById('search-status'), text = status.textContent, nodes = [];
            var walker = document.createTreeWalker(status, NodeFilter.SHOW_TEXT);
            while (walker.nextNode()) nodes.push(walker.currentNode);
            function box(at) {  // the rendered box of the character at `at` in the status's text
              for (var i = 0; i < nodes.length; i++) {
                if (at < nodes[i].length) {
                  var range = document.createRange(); range.setStart(nodes[i], at); range.setEnd(nodes[i], at + 1);
                  return range.getBoundingClientRect();
                }
                at -= nodes[i].length;
              }
            }
            var quote = text.indexOf('\u201D. '), count = text.search(/[0-9]/);
            return [box(quote).right, box(count).left];""")
        self.assertLess(left, right, "the closing quote is drawn after the count: %s" % status)

    def test_words_no_name_has_are_left_out_as_a_last_resort(self):
        # Where the words find nothing together, those no name has are left out, the rest shown as a guess.
        for text, read, first in (("Haitian Creole", "haitian", ("es_HT", "fr_HT")), ("german language", "german", ("de",)),
                                  ("japan date format", "japan", ("ja_JP",)), ("spanish locale", "spanish", ("es",)),
                                  ("Germny dates", "germany", ("de_DE",)),
                                  # A filler word of 3 letters that is no code goes too.
                                  ("the united states", "united states", ("en_US",)),
                                  ("The Netherlands", "netherlands", ("nl_NL",))):
            with self.subTest(text=text):
                results, status = self.search(text)
                self.assertIn(results[0] if results else None, first, (text, results, status))
                self.assertIn("\u201C%s\u201D; showing \u201C%s\u201D" % (text, read), status)
        # No locale writes Haitian Creole: Haiti's locales are what there is.
        results, _ = self.search("Haitian Creole")
        self.assertEqual(sorted(results), ["es_HT", "fr_HT"])
        # A word that finds something is never left out, nor a short one (a code), and one word always stays.
        for text in ("Xylophone Zebrafish", "constructor toString"):
            results, status = self.search(text)
            self.assertEqual(results, [], text)

    def test_the_header_search_never_opens_a_guess_at_once(self):
        self.driver.get(support.http_url("locales/de.html"))
        field = self.driver.find_element(By.ID, "site-search-q")
        field.send_keys("Germny")
        field.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: "index.html?q=Germny" in d.current_url)
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
        self.assertEqual(self.driver.execute_script(RESULTS_JS)[0], "de_DE")
        # The index focuses its search only where it did not open a match at once.
        WebDriverWait(self.driver, 5).until(lambda d: d.switch_to.active_element.get_attribute("id") == "search-q")
        time.sleep(0.5)
        self.assertIn("index.html?q=Germny", self.driver.current_url, "a guess waits for the reader's Enter")


if __name__ == "__main__":
    unittest.main()

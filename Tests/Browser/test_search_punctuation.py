"""Every locale's English and native name typed into the index's search finds that locale: whole, with its script's
punctuation typed as the keyboard's (the fullwidth brackets and comma of "中文（繁體，台灣）" as "(" and ",", the Arabic
comma of "اردو (نسخ،پاکستان)", Ethiopic "፣", ADLaM "⹁"), with every punctuation mark and separator typed as a space, and
with its words in the other order. Names come from data/locales.json, never from the page's cells.

Words are letters, marks and digits in any script; anything else parts them, in the names the search reads and in
what is typed alike (atlas.js `words`), so a bracket or comma never glues two words into one nobody types."""

import unicodedata
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import support

# Types each query and reads the identifiers of the results listed (the search answers each input at once).
TYPE_JS = r"""
var queries = arguments[0], field = document.getElementById('search-q'), out = [];
for (var i = 0; i < queries.length; i++) {
  field.value = queries[i];
  field.dispatchEvent(new Event('input', {bubbles: true}));
  out.push(Array.prototype.map.call(document.querySelectorAll('#search-results li strong'),
    function (s) { return s.textContent; }));
}
return out;
"""

# Punctuation a keyboard types otherwise: a script's comma as ",", besides what NFKC maps (fullwidth "（，）").
KEYBOARD = {0x060C: ",", 0x061B: ";", 0x3001: ",", 0x1363: ",", 0x1364: ";", 0x2E41: ",", 0x055D: ","}
# Apostrophes are no word boundary: the search drops them ("Côte d’Ivoire", "N’Ko", "o‘zbek").
APOSTROPHES = {0x27: None, 0x2019: None, 0x2018: None, 0x02BC: None}


def spellings(text):
    """The ways a reader types a name: whole, on a plain keyboard, punctuation as spaces, words reversed."""
    keyboard = unicodedata.normalize("NFKC", text).translate(KEYBOARD)
    spaced = " ".join("".join(ch if unicodedata.category(ch)[0] not in "PZS" else " "
                              for ch in text.translate(APOSTROPHES)).split())
    out = {"whole": text, "keyboard": keyboard, "spaced": spaced, "reversed": " ".join(reversed(spaced.split()))}
    return {kind: query for kind, query in out.items() if kind == "whole" or query != text}


class SearchPunctuation(unittest.TestCase):
    def test_every_name_typed_whole_on_a_plain_keyboard_spaced_or_reversed_finds_its_locale(self):
        driver = support.browser()
        support.reset(driver)
        driver.get(support.http_url("index.html"))
        WebDriverWait(driver, 20).until(lambda d: d.find_element(By.ID, "filter-count").text)
        cases = []
        for entry in support.locales():
            for key in ("name", "nativeName"):
                for kind, query in spellings(entry[key]).items():
                    cases.append((entry["identifier"], key, kind, query))
        listed = []
        for start in range(0, len(cases), 250):
            listed += driver.execute_script(TYPE_JS, [case[3] for case in cases[start:start + 250]])
        missed = ["%s %s %s %r: %s" % (case + (found[:3],)) for case, found in zip(cases, listed)
                  if case[0] not in found]
        kinds = {kind for _, _, kind, _ in cases}
        self.assertEqual(kinds, {"whole", "keyboard", "spaced", "reversed"})
        self.assertGreater(sum(1 for case in cases if case[2] == "keyboard"), 30, "names with a script's punctuation")
        support.METRICS["names typed"] = "%d spellings of %d names" % (len(cases), 2 * len(support.locales()))
        self.assertEqual(missed, [], "%d of %d spellings miss their locale:\n%s" % (
            len(missed), len(cases), "\n".join(missed[:30])))


if __name__ == "__main__":
    unittest.main()

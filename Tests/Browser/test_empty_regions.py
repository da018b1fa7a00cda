"""A region Foundation names that no locale is written for (Antarctica, Bouvet Island, Africa): the index's search
says so, as `dateorder show` does, and offers the language Foundation's likely subtags give it. The regions are
checked against data/locales.json: none is any locale's written region."""

import html
import json
import re
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import support

TYPE_JS = r"""
var queries = arguments[0], field = document.getElementById('search-q'), out = [];
for (var i = 0; i < queries.length; i++) {
  field.value = queries[i];
  field.dispatchEvent(new Event('input', {bubbles: true}));
  out.push([document.getElementById('search-status').textContent, Array.prototype.map.call(
    document.querySelectorAll('#search-results li strong'), function (s) { return s.textContent; })]);
}
return out;
"""


class EmptyRegions(unittest.TestCase):
    def test_every_region_no_locale_is_written_for_is_said_so_by_name_and_code_with_its_language(self):
        with open(support.SITE + "/index.html", encoding="utf-8") as file:
            table = json.loads(html.unescape(re.search(r'data-empty-regions="([^"]*)"', file.read()).group(1)))
        written = {entry["region"] for entry in support.locales() if "region" not in entry["inferred"]}
        self.assertEqual(len(table), 40, "README: 40 of Foundation's regions have no locale")
        self.assertEqual(set(table) & written, set(), "a region a locale writes is called empty")
        self.assertEqual(table["AQ"][:2], ["en", "Antarctica"])
        self.assertEqual(table["TF"][0], "fr")
        self.assertIn("; Foundation's likely subtags give it English, and an app's Locale.current there is en_AQ",
                      table["AQ"][2])
        self.assertIn(" (002), an area made of other regions, whose countries have locales of their own", table["002"][2])
        identifiers = {entry["identifier"].lower() for entry in support.locales()}
        cases = []
        for code, (language, name, _) in sorted(table.items()):
            cases.append((code, language, name, name))
            if code.lower() not in identifiers:  # EU is Basque, TA Tamil
                cases.append((code, language, name, code))
        driver = support.browser()
        support.reset(driver)
        driver.get(support.http_url("index.html"))
        WebDriverWait(driver, 20).until(lambda d: d.find_element(By.ID, "filter-count").text)
        wrong = []
        for (code, language, name, typed), (status, results) in zip(
                cases, driver.execute_script(TYPE_JS, [case[3] for case in cases])):
            # The sentence `dateorder show` prints (the Swift tests hold the table to it), after its first words:
            # `; Foundation's likely subtags …` for a country or territory, `, an area made of other regions, …` for
            # an area such as Africa (002).
            sentence = table[code][2]
            if (not sentence.startswith("no locale is written for %s (%s)" % (name, code))
                    or not status.startswith("N" + sentence[1:]) or results[:1] != [language]):
                wrong.append("%r: %r, results %s" % (typed, status, results[:3]))
        self.assertEqual(wrong, [], "\n".join(wrong))


if __name__ == "__main__":
    unittest.main()

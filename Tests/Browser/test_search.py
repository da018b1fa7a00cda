"""Search first: ranked results at the top of the index, Enter opens the best match, the arrow keys move through
the results, ?q= lands with the results in view, and every page's header searches the index."""

import unittest
from urllib.parse import urlsplit

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import support

RESULTS_JS = """
var items = document.querySelectorAll('#search-results li a');
return Array.prototype.map.call(items, function (a) { return a.querySelector('strong').textContent; });
"""


class Search(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def search(self, text, base="http"):
        field = support.type_search(self.driver, support.BASES[base]("index.html"), text)
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
        return field, self.driver.execute_script(RESULTS_JS)

    def test_an_exact_identifier_or_alias_ranks_first(self):
        for query, first in (("he", "he"), ("fa", "fa"), ("ja_JP", "ja_JP"), ("zh_TW", "zh_Hant_TW"), ("zh-tw", "zh_Hant_TW"),
                             ("iw", "he"), ("en-CA", "en_CA")):
            with self.subTest(query=query):
                _, results = self.search(query)
                self.assertEqual(results[0], first, "%r ranks %s" % (query, results[:5]))

    def test_names_rank_before_the_rest(self):
        _, results = self.search("hebrew")
        self.assertEqual(results[0], "he")
        _, results = self.search("japanese")
        self.assertIn(results[0], ("ja", "ja_JP"))

    def test_a_language_in_a_script_lists_where_it_is_most_likely_written_next(self):
        # "Chinese, Traditional" is zh_Hant, then zh_Hant_TW, where its likely subtags put it (the export's region
        # for zh_Hant), not zh_Hant_CN, first in identifier order; the same for every locale of a language in a
        # script alone that has regional locales, by its English or its own name.
        entries = [e for e in support.locales() if "@" not in e["identifier"]]
        ids = set(e["identifier"] for e in entries)
        cases = []
        for entry in entries:
            identifier, region = entry["identifier"], entry.get("region")
            typical = "%s_%s" % (identifier, region)
            if entry.get("script") and identifier.count("_") == 1 and typical in ids:
                cases.append((entry["name"], [identifier, typical]))
        checked = len(cases)
        # By their own names too, words in any order (written down: where CLDR's likely subtags put each).
        cases += [("繁體中文", ["zh_Hant", "zh_Hant_TW"]), ("简体中文", ["zh_Hans", "zh_Hans_CN"]),
                  ("srpski latinica", ["sr_Latn", "sr_Latn_RS"]), ("српски ћирилица", ["sr_Cyrl", "sr_Cyrl_RS"]),
                  ("Chinese Traditional", ["zh_Hant", "zh_Hant_TW"]), ("uzbek cyrillic", ["uz_Cyrl", "uz_Cyrl_UZ"])]
        read = support.read_searches(self.driver, [name for name, _ in cases])
        wrong = ["%r: %s, not %s" % (name, results[:3], expected)
                 for (name, expected), (results, _) in zip(cases, read) if results[:2] != expected]
        self.assertGreater(checked, 20)
        self.assertEqual(wrong, [], "\n".join(wrong))

    def test_a_right_to_left_query_runs_from_the_right(self):
        # Arabic or Hebrew typed in the index's search or in a page's header search reads from the right, as it is
        # written; an identifier typed after it runs from the left again.
        for page, field_id in (("index.html", "search-q"), ("locales/de.html", "site-search-q"),
                               ("about.html", "site-search-q")):
            self.driver.get(support.http_url(page))
            field = WebDriverWait(self.driver, 10).until(
                lambda d: d.find_element(By.ID, field_id) if d.find_element(By.ID, field_id).is_displayed() else None)
            for text, direction in (("العربية", "rtl"), ("עברית", "rtl"),
                                    ("ja_JP", "ltr")):
                field.clear()
                field.send_keys(text)
                shown = self.driver.execute_script("return arguments[0].matches(':dir(rtl)') ? 'rtl' : 'ltr'", field)
                self.assertEqual(shown, direction, "%s: %r runs %s" % (page, text, shown))

    def test_enter_opens_the_best_match(self):
        field, results = self.search("ja_JP", base="file")
        field.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: d.current_url.endswith("/locales/ja_JP.html"))

    def test_enter_that_an_input_method_takes_opens_nothing(self):
        # Typing Chinese or Japanese, a reader composes "日本" and presses Enter to commit it: that Enter belongs to
        # the input method (keydown with isComposing), so the page stays, with the committed text and its results.
        self.driver.get(support.BASES["http"]("index.html"))
        field = WebDriverWait(self.driver, 10).until(
            lambda d: d.find_element(By.ID, "search-q") if d.find_element(By.ID, "filter-count").text else None)
        field.click()
        self.driver.execute_cdp_cmd("Input.imeSetComposition", {"text": "\u65E5\u672C", "selectionStart": 2,
                                                                 "selectionEnd": 2})
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
        self.driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "rawKeyDown", "key": "Enter", "code": "Enter",
                                                               "windowsVirtualKeyCode": 13})
        self.driver.execute_cdp_cmd("Input.insertText", {"text": "\u65E5\u672C"})
        self.driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", "key": "Enter", "code": "Enter",
                                                               "windowsVirtualKeyCode": 13})
        self.driver.execute_script("return new Promise(function (done) { setTimeout(done, 500); });")
        self.assertTrue(urlsplit(self.driver.current_url).path.endswith("/index.html"), self.driver.current_url)
        self.assertEqual(field.get_attribute("value"), "\u65E5\u672C")
        # Enter once the text is committed is the search's again.
        field.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: "/locales/" in d.current_url)

    def test_arrow_keys_move_through_the_results(self):
        field, results = self.search("ja")
        field.send_keys(Keys.ARROW_DOWN)
        active = self.driver.switch_to.active_element
        self.assertEqual(active.find_element(By.TAG_NAME, "strong").text, results[0])
        active.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(self.driver.switch_to.active_element.find_element(By.TAG_NAME, "strong").text, results[1])
        self.driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
        self.driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
        self.assertEqual(self.driver.switch_to.active_element.get_attribute("id"), "search-q")

    def test_a_query_in_the_address_lands_with_its_results_in_view(self):
        for base in ("file", "http"):
            for width in (1280, 390):
                with self.subTest(base=base, width=width):
                    self.driver.set_window_size(width, 800)
                    self.driver.get(support.BASES[base]("index.html?q=ja_JP"))
                    WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
                    rect = self.driver.execute_script(
                        "var r = document.querySelector('#search-results li').getBoundingClientRect();"
                        "return [r.top, r.bottom, window.innerHeight];")
                    self.assertGreaterEqual(rect[0], 0)
                    self.assertLessEqual(rect[1], rect[2], "the first result is in view: %s" % rect)
                    self.assertEqual(self.driver.execute_script(RESULTS_JS)[0], "ja_JP")

    def test_every_page_header_searches_the_index(self):
        self.driver.get(support.http_url("locales/de.html"))
        field = self.driver.find_element(By.ID, "site-search-q")
        self.assertTrue(field.is_displayed())
        field.send_keys("jap")
        field.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: "index.html?q=jap" in d.current_url)
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(RESULTS_JS))
        self.assertEqual(self.driver.execute_script(RESULTS_JS)[0], "ja")
        # A sure match (here an alias) opens its locale on that first Enter.
        self.driver.get(support.http_url("locales/de.html"))
        field = self.driver.find_element(By.ID, "site-search-q")
        field.send_keys("zh_TW")
        field.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: d.current_url.endswith("/locales/zh_Hant_TW.html"))

    def test_every_page_header_search_is_a_named_search_landmark(self):
        # A screen reader's list of landmarks names the header's search, on every kind of page.
        for page in ("locales/de.html", "about.html", "conflicts.html", "orders/dmy.html", "pickers/time-h23.html"):
            with self.subTest(page=page):
                self.driver.get(support.http_url(page))
                form = self.driver.find_element(By.CSS_SELECTOR, "form.site-search")
                WebDriverWait(self.driver, 5).until(lambda d: form.is_displayed())
                self.assertEqual(form.aria_role, "search")
                self.assertEqual(form.accessible_name, "Find a locale")

    def test_without_javascript_the_search_is_hidden_and_the_table_is_there(self):
        driver = support.browser(javascript=False)
        driver.get(support.http_url("index.html"))
        self.assertFalse(driver.find_element(By.ID, "search").is_displayed())
        self.assertFalse(driver.find_element(By.CSS_SELECTOR, "form.site-search").is_displayed())
        rows = driver.find_elements(By.CSS_SELECTOR, "details.locale-group tbody tr")
        self.assertEqual(len(rows), support.LOCALE_COUNT)


if __name__ == "__main__":
    unittest.main()

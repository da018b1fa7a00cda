"""With JavaScript disabled the pages are complete: the full table, no empty filter box, the picker preview."""

import unittest

from selenium.webdriver.common.by import By

import support


class WithoutJavaScript(unittest.TestCase):

    def setUp(self):
        self.driver = support.browser(javascript=False)

    def test_index_is_a_plain_full_table(self):
        self.driver.get(support.http_url("index.html?q=ja&order=YMD"))
        box = self.driver.find_element(By.ID, "filter")
        self.assertEqual(self.driver.execute_script("return arguments[0].children.length", box), 0,
                         "atlas.js did not run (JavaScript is really off)")
        self.assertFalse(box.is_displayed(), "the empty filter box takes no space")
        self.assertEqual(box.size["height"], 0)
        shown, total = support.visible_rows(self.driver)
        self.assertEqual(total, support.LOCALE_COUNT)
        self.assertEqual(shown, [e["identifier"] for e in support.locales()], "every row visible, query ignored")
        self.assertFalse(self.driver.find_element(By.ID, "reveal-hidden").is_displayed())
        support.screenshot(self.driver, "index-no-javascript.png")

    def test_locale_page_has_its_preview_and_links(self):
        self.driver.get(support.file_url("locales/ja_JP.html"))
        preview = self.driver.find_element(By.CSS_SELECTOR, ".picker-preview")
        self.assertTrue(preview.is_displayed())
        fields = [c.get_attribute("data-field") for c in preview.find_elements(By.CSS_SELECTOR, "label.column[data-field]")]
        self.assertEqual("".join(fields), support.locale("ja_JP")["orders"]["yMMMMd"])
        self.driver.find_element(By.LINK_TEXT, "All locales").click()
        self.assertTrue(self.driver.current_url.endswith("/index.html"), self.driver.current_url)
        self.assertEqual(support.visible_rows(self.driver)[1], support.LOCALE_COUNT)

    def test_the_header_leads_to_every_locale_and_says_how_to_find_one(self):
        # The header's search cannot search without JavaScript, so it is hidden; a link in its place leads to the
        # index's list of every locale, which says how to find one there.
        for page in ("locales/de_CH.html", "about.html", "orders/dmy.html"):
            with self.subTest(page=page):
                self.driver.get(support.http_url(page))
                self.assertFalse(self.driver.find_element(By.CSS_SELECTOR, "form.site-search").is_displayed())
                link = self.driver.find_element(By.CSS_SELECTOR, "header.site nav noscript a")
                self.assertTrue(link.is_displayed())
                self.assertEqual(link.accessible_name, "Find a locale")
                link.click()
                self.assertTrue(self.driver.current_url.endswith("/index.html#locales"), self.driver.current_url)
                note = self.driver.find_element(By.CSS_SELECTOR, "#locales + noscript p")
                self.assertTrue(note.is_displayed())
                self.assertIn("Find (Ctrl+F or \u2318F) finds a country, a language or an identifier", note.text)
                self.assertGreater(note.location["y"], 0)
        # What Find is promised: every row names its country in English and in the locale's language.
        cells = self.driver.execute_script("""
            var row = document.getElementById('de_CH').closest('tr');
            return [row.cells[1].textContent, row.cells[2].textContent];""")
        self.assertEqual(cells, ["German (Switzerland)", "Deutsch (Schweiz)"])


if __name__ == "__main__":
    unittest.main()

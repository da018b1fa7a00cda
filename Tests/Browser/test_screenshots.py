"""Screenshots for review, saved into BROWSER_ARTIFACTS: desktop, filtered, locale pages, dark mode, phone."""

import os
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

import support

PNG = b"\x89PNG\r\n\x1a\n"


class Screenshots(unittest.TestCase):

    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def tearDown(self):
        support.reset(self.driver)

    def saved(self, path):
        with open(path, "rb") as file:
            head = file.read(8)
        self.assertEqual(head, PNG, path)
        self.assertGreater(os.path.getsize(path), 5000, "%s is not blank" % path)
        return path

    def background(self):
        return self.driver.execute_script("return getComputedStyle(document.body).backgroundColor")

    def test_index(self):
        self.driver.get(support.http_url("index.html"))
        self.saved(support.screenshot(self.driver, "index.png"))

    def test_filtered_index(self):
        self.driver.get(support.http_url("index.html#locales"))
        self.driver.find_element(By.ID, "search-q").send_keys("ja")
        Select(self.driver.find_element(By.ID, "filter-order")).select_by_value("YMD")
        WebDriverWait(self.driver, 5).until(lambda d: len(support.visible_rows(d)[0]) < 50)
        self.driver.execute_script("document.getElementById('filter').scrollIntoView()")
        self.saved(support.screenshot(self.driver, "index-filtered.png"))

    def test_ja_JP(self):
        self.driver.get(support.http_url("locales/ja_JP.html"))
        self.saved(support.screenshot(self.driver, "ja_JP.png", full_page=True))

    def test_ar_dark_mode(self):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        self.driver.get(support.http_url("locales/ar.html"))
        self.assertEqual(self.background(), "rgb(15, 17, 21)", "the dark palette applies")
        self.saved(support.screenshot(self.driver, "ar-dark.png", full_page=True))
        self.driver.find_element(By.ID, "reveal-hidden").click()
        self.saved(support.screenshot(self.driver, "ar-dark-hidden-characters.png"))

    def test_every_page_type_at_390_and_1280_light_and_dark(self):
        pages = ["index.html", "locales/ja_JP.html", "locales/ar.html", "orders/dmy.html", "pickers/numeric-mdy.html",
                 "conflicts.html", "about.html"]
        for scheme in ("light", "dark"):
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                        {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for width in (390, 1280):
                self.driver.set_window_size(width, 900)
                for page in pages:
                    self.driver.get(support.http_url(page))
                    name = "%s-%d-%s.png" % (page.replace("/", "_").replace(".html", ""), width, scheme)
                    self.saved(support.screenshot(self.driver, name))

    def test_search_and_linked_rows_at_390_and_768_light_and_dark(self):
        """The issue's screens: a country search on a phone and a tablet, the index with a group open, a linked row,
        and a non-Gregorian right-to-left locale page, in both palettes."""
        pages = [("index.html?q=Taiwan", "search-taiwan"), ("index.html?q=canadian+french", "search-canadian-french"),
                 ("index.html#ja_JP", "linked-row"), ("locales/ja_JP.html#yMMMd", "linked-template"),
                 ("locales/fa_IR.html", "fa_IR"), ("conflicts.html", "conflicts")]
        for scheme in ("light", "dark"):
            for width in (390, 768):
                self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                            {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": True})
                for page, name in pages:
                    self.driver.get(support.http_url(page))
                    WebDriverWait(self.driver, 5).until(
                        lambda d: d.execute_script("return document.readyState") == "complete")
                    self.driver.execute_async_script("var done = arguments[0]; setTimeout(done, 300);")
                    self.saved(support.screenshot(self.driver, "%s-%d-%s.png" % (name, width, scheme)))

    def test_phone_width(self):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        self.driver.get(support.http_url("index.html#locales"))
        width = self.driver.execute_script("return document.documentElement.clientWidth")
        self.assertEqual(width, 390)
        overflow = self.driver.execute_script("return document.documentElement.scrollWidth")
        self.assertLessEqual(overflow, 390, "no sideways scrolling of the whole page at 390 px (tables scroll inside)")
        self.saved(support.screenshot(self.driver, "index-phone-390.png"))
        self.driver.get(support.http_url("locales/ja_JP.html"))
        self.assertLessEqual(self.driver.execute_script("return document.documentElement.scrollWidth"), 390)
        self.saved(support.screenshot(self.driver, "ja_JP-phone-390.png"))


if __name__ == "__main__":
    unittest.main()

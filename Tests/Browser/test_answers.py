"""Locale pages beyond the preview: "Your browser says" compares Intl.DateTimeFormat with Foundation and flags
disagreements; the Swift snippet has a copy button; another name of a locale leads to its page; the index
filters by picker order and finds aliases."""

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

import support

# The same computation as atlas.js, done here independently: the order of year, month and day parts.
INTL_JS = """
var tag = arguments[0], kinds = {"numeric": {year: "numeric", month: "numeric", day: "numeric"},
  "with-month-names": {year: "numeric", month: "long", day: "numeric"}, "year-month": {year: "numeric", month: "long"},
  "month-day": {month: "long", day: "numeric"}};
var field = {year: "Y", relatedYear: "Y", yearName: "Y", month: "M", day: "D"}, result = {};
for (var kind in kinds) {
  var options = {timeZone: "UTC"};
  for (var key in kinds[kind]) options[key] = kinds[kind][key];
  var order = "", placeholder = false;
  new Intl.DateTimeFormat(tag, options).formatToParts(new Date("2026-04-15T16:45:30Z")).forEach(function (part) {
    var f = field[part.type]; if (f && order.indexOf(f) < 0) order += f;
    if (part.type === "month" && options.month === "long" && /^M[0-9]+$/.test(part.value)) placeholder = true; });
  result[kind] = order;
  if (placeholder) result[kind + ":placeholder"] = true;
}
return result;
"""

BROWSER_JS = """
var section = document.getElementById('browser');
if (!section) return null;
var rows = section.querySelectorAll('tr[data-picker]'), out = {};
for (var i = 0; i < rows.length; i++) out[rows[i].getAttribute('data-picker')] = rows[i].getAttribute('data-agrees');
return {hidden: section.hidden, visible: section.getClientRects().length > 0, rows: out,
        locale: section.getAttribute('data-locale'), summary: (section.querySelector('.browser-summary') || {}).textContent};
"""


class YourBrowserSays(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def check(self, identifier):
        entry = support.locale(identifier)
        self.driver.get(support.http_url("locales/%s.html" % identifier))
        found = self.driver.execute_script(BROWSER_JS)
        self.assertIsNotNone(found, "%s has a #browser section" % identifier)
        self.assertTrue(found["visible"] and not found["hidden"], "%s: the section shows with JavaScript" % identifier)
        browser = self.driver.execute_script(INTL_JS, found["locale"])
        # A browser with no data for the locale's language formats in another's: no claim for any picker.
        used = self.driver.execute_script("return new Intl.DateTimeFormat(arguments[0]).resolvedOptions().locale",
                                          found["locale"])
        foreign = used.lower().split("-")[0] != found["locale"].lower().split("-")[0]
        for kind, foundation in entry["pickers"].items():
            # A browser that writes a number where a month name was asked has no names: no claim either way, even
            # where its fallback's order happens to be Foundation's.
            expected = ("unknown" if foreign or browser.get(kind + ":placeholder")
                        else "yes" if browser[kind] == foundation else "no")
            self.assertEqual(found["rows"].get(kind), expected,
                             "%s %s: this browser says %s, Foundation %s" % (identifier, kind, browser[kind], foundation))
        return found, browser

    def test_a_known_disagreement_is_flagged(self):
        # az: CLDR in this Chromium writes year first; Foundation's CLDR 46 writes day first.
        found, browser = self.check("az")
        self.assertEqual(support.locale("az")["pickers"]["numeric"], "DMY")
        self.assertEqual(browser["numeric"], "YMD", "the disagreement this test relies on is still there")
        self.assertEqual(found["rows"]["numeric"], "no")
        self.assertIn("disagrees with Foundation", found["summary"])
        support.METRICS["browser says, az"] = found["summary"]

    def test_agreement_and_fallback_are_said(self):
        found, _ = self.check("en_US")
        self.assertIn("agrees with Foundation for every picker", found["summary"])
        found, _ = self.check("ain")
        self.assertIn("has no date data for ain itself", found["summary"])
        # Another language's data says nothing about the locale: no disagreement is claimed (eo falls back to
        # en-US in this Chromium).
        for identifier in ("ain", "eo"):
            found, _ = self.check(identifier)
            self.assertIn("another language, so its orders say nothing about", found["summary"], identifier)
            self.assertNotIn("disagrees", found["summary"], identifier)
            self.assertEqual(set(found["rows"].values()), {"unknown"}, identifier)

    def test_each_sample_is_marked_with_the_language_it_is_written_in(self):
        """A sample in the locale's own data carries the locale's tag; one the browser wrote in a fallback's data
        (ain and eo fall back to en-US) carries the fallback's, so a screen reader reads English as English."""
        lang_js = """return Array.prototype.map.call(document.querySelectorAll('#browser td[data-label="Sample"] span'),
                                                      function (span) { return span.lang; });"""
        for identifier in ("ja_JP", "ain", "eo"):
            found, _ = self.check(identifier)
            used = self.driver.execute_script(
                "return new Intl.DateTimeFormat(arguments[0]).resolvedOptions().locale", found["locale"])
            langs = self.driver.execute_script(lang_js)
            self.assertEqual(len(langs), 4, identifier)
            expected = found["locale"] if used.lower() == found["locale"].lower() else used
            self.assertEqual(set(langs), {expected}, identifier)
            if identifier != "ja_JP":
                self.assertEqual(expected.split("-")[0], "en", "the fallback this test relies on is still there")

    def test_another_calendar_is_said(self):
        # ar_SA: Foundation writes the Umm al-Qura calendar's dates; this Chromium's ar-SA writes Gregorian ones.
        calendar = self.driver.execute_script("return new Intl.DateTimeFormat('ar-SA').resolvedOptions().calendar")
        found, _ = self.check("ar_SA")
        other = self.driver.execute_script(
            "return document.getElementById('browser').getAttribute('data-other-calendar')")
        if calendar != "islamic-umalqura":
            self.assertEqual(other, calendar)
            self.assertIn("Foundation's in the islamic-umalqura calendar", found["summary"])
        else:
            self.assertEqual(other, "")
        # The same calendar: nothing said (en_US, Gregorian in both).
        found, _ = self.check("en_US")
        self.assertNotIn("calendar:", found["summary"])
        self.assertEqual(self.driver.execute_script(
            "return document.getElementById('browser').getAttribute('data-other-calendar')"), "")

    def test_a_browser_without_month_names_makes_no_claim(self):
        # kk_KZ: this Chromium has no Kazakh month names ("2026 M04 15"); that is no disagreement with Foundation.
        found, browser = self.check("kk_KZ")
        nameless = [kind for kind in found["rows"] if browser.get(kind + ":placeholder")]
        self.assertTrue(nameless, "the premise: this browser writes M04 for kk_KZ month names")
        for kind in nameless:
            self.assertEqual(found["rows"][kind], "unknown", kind)
        self.assertIn("has no month names for", found["summary"])
        # Only a picker the browser has data for may be marked as differing (the numeric one, where its order is
        # really another: check() compared each row with the browser's own order).
        differing = self.driver.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('#browser tr[data-picker]'), function (r) {"
            " return r.querySelector('td.differs') ? r.getAttribute('data-picker') : null; }).filter(Boolean);")
        self.assertFalse(set(differing) & set(nameless), "no picker without month names is marked as differing")
        told = "disagrees with Foundation for %d of 4" % len(differing) if differing else "disagrees"
        (self.assertIn if differing else self.assertNotIn)(told, found["summary"])

    def test_numbered_months_are_month_names(self):
        # Japanese and Chinese write the month as a number with 月 (2026年4月15日), in this browser as in Foundation:
        # that is the locale's month name, not missing data, so the comparison stands.
        for identifier in ("ja_JP", "zh_Hant_TW"):
            found, _ = self.check(identifier)
            self.assertNotIn("has no month names", found["summary"], identifier)
            self.assertNotIn("unknown", found["rows"].values(), identifier)
            self.assertIn("agrees with Foundation for every picker", found["summary"], identifier)

    def test_every_cell_is_labelled_for_the_phone_layout(self):
        self.check("az")
        unlabelled = self.driver.execute_script(
            "return Array.prototype.filter.call(document.querySelectorAll('#browser tbody :is(td, th)'), function (c) {"
            " return !c.getAttribute('data-label'); }).length;")
        self.assertEqual(unlabelled, 0)
        self.driver.set_window_size(390, 844)
        label = self.driver.execute_script(
            "var c = document.querySelector('#browser tbody th'); return getComputedStyle(c, '::before').content;")
        self.assertEqual(label, '"Picker" / ""', "a phone shows each cell's label (read as the column header)")

    def test_absent_without_javascript(self):
        driver = support.browser(javascript=False)
        driver.get(support.http_url("locales/az.html"))
        section = driver.find_element(By.ID, "browser")
        self.assertFalse(section.is_displayed(), "without JavaScript the section is not shown")


class SnippetAndAliases(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def test_the_swift_snippet_has_a_copy_button_that_copies_it(self):
        self.driver.get(support.http_url("locales/en_CA.html"))
        self.driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": support.http_url("").rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        button = self.driver.find_element(By.CSS_SELECTOR, ".copy-bar button.copy")
        button.click()
        WebDriverWait(self.driver, 5).until(
            lambda d: d.find_element(By.CSS_SELECTOR, ".copy-bar .copy-status").text != "")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, ".copy-bar .copy-status").text, "Copied.")
        copied = self.driver.execute_async_script(
            "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('error ' + e); });")
        self.assertIn('Locale(identifier: "en_CA")', copied)
        self.assertIn("func fieldOrder", copied)

    def test_another_name_leads_to_the_locale_page(self):
        for alias, identifier in (("zh-TW", "zh_Hant_TW"), ("iw", "he"), ("en-CA", "en_CA")):
            for base in ("file", "http"):
                with self.subTest(alias=alias, base=base):
                    self.driver.get(support.BASES[base]("locales/%s.html" % alias))
                    WebDriverWait(self.driver, 5).until(lambda d: d.current_url.endswith("/%s.html" % identifier))
                    self.assertIn(identifier, self.driver.title)

    def test_the_index_filters_by_picker_order_and_finds_aliases(self):
        self.driver.get(support.file_url("index.html?numeric=MDY"))
        expected = [e["identifier"] for e in support.locales() if e["pickers"]["numeric"] == "MDY"]
        WebDriverWait(self.driver, 5).until(lambda d: support.visible_rows(d)[0] == expected)
        self.assertEqual(Select(self.driver.find_element(By.ID, "filter-numeric")).first_selected_option.text, "MDY")
        # The picker with month names is a filter of its own: YMD there is not the numeric YMD (197 locales differ).
        self.driver.get(support.file_url("index.html?names=YMD"))
        expected = [e["identifier"] for e in support.locales() if e["pickers"]["with-month-names"] == "YMD"]
        numeric = [e["identifier"] for e in support.locales() if e["pickers"]["numeric"] == "YMD"]
        self.assertNotEqual(expected, numeric)
        WebDriverWait(self.driver, 5).until(lambda d: support.visible_rows(d)[0] == expected)
        self.assertEqual(Select(self.driver.find_element(By.ID, "filter-names")).first_selected_option.text, "YMD")
        self.driver.get(support.file_url("index.html?q=zh-TW"))
        WebDriverWait(self.driver, 5).until(lambda d: "zh_Hant_TW" in support.visible_rows(d)[0])

    def test_a_search_result_names_date_format_style_where_it_orders_otherwise(self):
        # ff_Latn_BF: DateFormatter writes D·M·Y, Date.FormatStyle Y·M·D. The result line gives both, as the
        # index's row does; a locale where the two agree gives one order per picker.
        def line(entry, slug):
            order, style = entry["pickers"][slug], ((entry.get("formatStyle") or {}).get(slug) or {}).get("order")
            return order + (" (Date.FormatStyle: %s)" % style if style and style != order else "")
        departing = [e for e in support.locales() if line(e, "numeric") != e["pickers"]["numeric"]]
        self.assertTrue(departing, "no locale's Date.FormatStyle order differs: the test compares nothing")
        for entry in departing[:2] + [e for e in support.locales() if e["identifier"] == "en_US"]:
            with self.subTest(identifier=entry["identifier"]):
                support.type_search(self.driver, support.http_url("index.html"), entry["identifier"])
                first = WebDriverWait(self.driver, 5).until(
                    lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results li"))[0]
                self.assertEqual(first.find_element(By.TAG_NAME, "strong").text, entry["identifier"])
                self.assertEqual(first.find_element(By.CSS_SELECTOR, ".result-orders").text,
                                 "numeric %s \u00B7 with month names %s"
                                 % (line(entry, "numeric"), line(entry, "with-month-names")))


if __name__ == "__main__":
    unittest.main()

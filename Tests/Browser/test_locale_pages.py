"""Locale pages: the date-picker preview puts its columns in the locale's order for yMMMMd."""

import unittest

from selenium.webdriver.common.by import By

import support

TEMPLATE = "yMMMMd"

PREVIEW_JS = """
var preview = document.querySelector('.picker-preview');
if (!preview) return null;
var columns = preview.querySelectorAll('label.column[data-field]'), result = [];
for (var i = 0; i < columns.length; i++) {
  var rect = columns[i].getBoundingClientRect(), select = columns[i].querySelector('select');
  result.push({field: columns[i].getAttribute('data-field'), x: rect.left, width: rect.width,
               selected: select && select.selectedIndex >= 0 ? select.options[select.selectedIndex].text : null});
}
return {order: preview.getAttribute('data-order'), dir: getComputedStyle(preview).direction, columns: result};
"""


class PickerPreview(unittest.TestCase):
    """One test per locale: ja_JP (YMD), en_US (MDY), vi_VN (DMY), kk (YDM for yMMMMd), ar (DMY, right to left)."""

    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def check(self, identifier, expected_order):
        entry = support.locale(identifier)
        order = entry["orders"][TEMPLATE]
        self.assertEqual(order, expected_order,
                         "data/locales.json orders[%r] for %s (the case this test is meant to cover)" % (TEMPLATE, identifier))
        self.driver.get(support.http_url("locales/%s.html" % identifier))
        preview = self.driver.execute_script(PREVIEW_JS)
        self.assertIsNotNone(preview, "%s has a .picker-preview" % identifier)
        fields = "".join(column["field"] for column in preview["columns"])
        self.assertEqual(fields, order, "%s: preview columns in document order vs. orders[%r]" % (identifier, TEMPLATE))
        self.assertEqual(preview["order"], order, "%s: data-order" % identifier)
        for column in preview["columns"]:
            self.assertGreater(column["width"], 0, "%s: column %s is rendered" % (identifier, column["field"]))
            self.assertTrue(column["selected"], "%s: column %s preselects the sample date" % (identifier, column["field"]))
        # Reading order on screen: left to right, or right to left for rtl locales.
        xs = [column["x"] for column in preview["columns"]]
        on_screen = sorted(xs, reverse=preview["dir"] == "rtl")
        self.assertEqual(xs, on_screen, "%s (%s): columns appear in reading order, x = %s" % (identifier, preview["dir"], xs))
        self.assertEqual(preview["dir"], entry["direction"])

    def test_ja_JP_is_year_month_day(self):
        self.check("ja_JP", "YMD")

    def test_en_US_is_month_day_year(self):
        self.check("en_US", "MDY")

    def test_vi_VN_is_day_month_year(self):
        self.check("vi_VN", "DMY")

    def test_kk_is_year_day_month_for_month_names(self):
        self.check("kk", "YDM")

    def test_ar_is_day_month_year_right_to_left(self):
        self.check("ar", "DMY")

    def test_every_ydm_locale_previews_ydm(self):
        ydm = [e["identifier"] for e in support.locales() if e["orders"].get(TEMPLATE) == "YDM"]
        self.assertTrue(ydm, "the toolchain has YDM locales for %s" % TEMPLATE)
        for identifier in ydm:
            with self.subTest(identifier):
                self.driver.get(support.file_url("locales/%s.html" % identifier))
                preview = self.driver.execute_script(PREVIEW_JS)
                self.assertEqual("".join(c["field"] for c in preview["columns"]), "YDM", identifier)


if __name__ == "__main__":
    unittest.main()

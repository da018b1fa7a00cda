"""What readers with low vision or a screen reader set or hear that axe does not check: a larger default text size
in the browser's settings."""

import unittest

import support

# One page of each type, as in test_accessibility, and an order page.
PAGES = ["index.html", "locales/ja_JP.html", "locales/ar.html", "locales/shi_Latn.html", "pickers/numeric-mdy.html",
         "pickers/time-h23.html", "orders/ymd.html", "conflicts.html", "about.html", "404.html"]

# Sideways scrolling of the page, a box that hides its overflow and cuts its text off, a box past the right edge.
REFLOW_JS = """
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
var out = [], width = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth > width + 1)
  out.push('scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + width);
document.querySelectorAll('body *').forEach(function (e) {
  var s = getComputedStyle(e), r = e.getBoundingClientRect();
  if (r.width <= 1 || r.height <= 1 || s.display === 'none') return;  // visually hidden labels
  var head = e.closest('thead');  // a header row kept for screen readers above the phone's cards
  if (head && getComputedStyle(head).position === 'absolute') return;
  if (/hidden|clip/.test(s.overflowX + s.overflowY) && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))
    out.push('clips ' + e.tagName + ' ' + e.textContent.trim().slice(0, 30));
  if (r.right > width + 1 && s.display !== 'inline') out.push('beyond the screen: ' + e.tagName + ' ' + e.textContent.trim().slice(0, 30));
});
return [getComputedStyle(document.body).fontSize, out.slice(0, 5)];
"""

class ReaderSettings(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def tearDown(self):
        support.reset(self.driver)

    def test_a_larger_default_text_size_scales_the_text_and_nothing_scrolls_sideways_at_320_px(self):
        """WCAG 1.4.4 and 1.4.10 for a reader who sets the browser's text size to 200 % (Chrome's "font size"
        setting: a default of 32 px, not 16): the text doubles (32 px at desktop width, 30 px on a phone, where the
        site sets 15 of 16; the rem breakpoints double too, so 1,280 px lays out as 640 would), and at 320 CSS px no
        page scrolls sideways and no box cuts its text off."""
        self.driver.execute_cdp_cmd("Page.enable", {})
        found, sizes = {}, {}
        try:
            self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 32, "fixed": 26}})
            for width, size in ((1600, "32px"), (320, "30px")):
                self.driver.set_window_size(width, 800)
                for page in PAGES if width == 320 else PAGES[:2]:
                    self.driver.get(support.http_url(page))
                    self.assertEqual(self.driver.execute_script("return document.documentElement.clientWidth"), width)
                    body, problems = self.driver.execute_script(REFLOW_JS)
                    if body != size:
                        sizes["%s at %d px" % (page, width)] = body
                    if problems:
                        found["%s at %d px" % (page, width)] = problems
        finally:
            self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
        self.assertEqual(sizes, {}, "text not scaled to the reader's size")
        self.assertEqual(found, {}, "\n".join("%s: %s" % item for item in found.items()))


if __name__ == "__main__":
    unittest.main()

"""Phones and sharing: nothing scrolls sideways at 390 px, chart text stays readable, patterns keep their tokens
whole, anchors resolve (template rows, index rows, About sections), the 404 page works at any depth and points a
mistyped identifier to its page, and link previews have their image."""

import os
import re
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import support

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True}


# Each code outside a code block whose line breaks inside a token (between two characters that are not spaces)
# although the whole token would fit on one line of the box the code is in (it would then start a line instead);
# with every group open.
SPLIT_CODE_JS = """
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
var out = [], count = 0, range = document.createRange();
document.querySelectorAll('main code').forEach(function (c) {
  if (c.closest('pre')) return;
  count++;
  if (c.getClientRects().length < 2) return;
  // Every character of the code, in whichever text node (a word of it may be in a span of its own).
  var chars = [], walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT), node;
  while ((node = walker.nextNode())) for (var k = 0; k < node.length; k++) chars.push([node, k]);
  var data = chars.map(function (p) { return p[0].data[p[1]]; }).join(''), top = null;
  for (var i = 0; i < chars.length; i++) {
    range.setStart(chars[i][0], chars[i][1]); range.setEnd(chars[i][0], chars[i][1] + 1);
    var box = range.getBoundingClientRect();
    if (box.width === 0) continue;
    if (top !== null && box.top > top + 2 && !/\\s/.test(data[i - 1]) && !/\\s/.test(data[i])) {
      var start = i, end = i;
      while (start > 0 && !/\\s/.test(data[start - 1])) start--;
      while (end < data.length && !/\\s/.test(data[end])) end++;
      var probe = c.cloneNode(false), block = c.parentElement;
      while (/^inline/.test(getComputedStyle(block).display)) block = block.parentElement;
      probe.textContent = data.slice(start, end);
      probe.style.whiteSpace = 'nowrap'; probe.style.position = 'absolute'; probe.style.visibility = 'hidden';
      c.parentElement.appendChild(probe);
      var wide = probe.getBoundingClientRect().width, style = getComputedStyle(block);
      var line = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      probe.remove();
      if (wide <= line) out.push(data.slice(0, i) + " / " + data.slice(i) + ' (' + Math.round(wide) + ' of ' + Math.round(line) + ' px)');
    }
    top = box.top;
  }
});
return [out, count];
"""


class Phone(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)

    def tearDown(self):
        support.reset(self.driver)

    def test_nothing_scrolls_sideways_at_390_px(self):
        for page in ("index.html", "locales/ja_JP.html", "locales/ar.html", "locales/za_CN.html", "conflicts.html",
                     "orders/dmy.html", "pickers/numeric-mdy.html", "about.html", "index.html?q=en"):
            with self.subTest(page=page):
                self.driver.get(support.http_url(page))
                # Open every group so the widest content is laid out too.
                self.driver.execute_script("document.querySelectorAll('details').forEach(function (d) { d.open = true; })")
                width = self.driver.execute_script("return document.documentElement.clientWidth")
                self.assertEqual(width, 390)
                scroll = self.driver.execute_script("return document.documentElement.scrollWidth")
                self.assertLessEqual(scroll, 390, "%s is %d px wide at 390 px" % (page, scroll))
                wide = self.driver.execute_script("""
                    var out = [];
                    document.querySelectorAll('main table, main pre, main figure').forEach(function (e) {
                      if (e.scrollWidth > e.clientWidth + 1) out.push(e.tagName + ' ' + e.scrollWidth + ' > ' + e.clientWidth);
                    });
                    return out;""")
                self.assertEqual(wide, [], "%s: nothing scrolls inside either" % page)

    def test_the_locale_table_shows_identifier_name_picker_orders_and_sample_per_card(self):
        self.driver.get(support.http_url("index.html?q=en_CA"))
        WebDriverWait(self.driver, 5).until(lambda d: support.rendered_rows(d) >= 1)
        labels = self.driver.execute_script("""
            var row = document.getElementById('en_CA').closest('tr'), out = {};
            Array.prototype.forEach.call(row.cells, function (c) {
              out[c.getAttribute('data-label')] = c.getClientRects().length > 0 ? c.textContent.trim() : null; });
            return out;""")
        self.assertEqual(labels["Identifier"], "en_CA")
        self.assertEqual(labels["Name"], "English (Canada)")
        self.assertEqual(labels["Numeric"], "YMD")
        self.assertEqual(labels["With month names"], "MDY")
        self.assertEqual(labels["Numeric sample"], "2026-04-15")

    def test_header_links_are_thumb_sized(self):
        for page in ("index.html", "locales/ja_JP.html", "about.html"):
            with self.subTest(page=page):
                self.driver.get(support.http_url(page))
                sizes = self.driver.execute_script("""
                    return Array.prototype.map.call(document.querySelectorAll('header.site nav > a'), function (a) {
                      var box = a.getBoundingClientRect(); return [a.textContent, box.width, box.height]; });""")
                self.assertEqual(len(sizes), 4, sizes)
                for text, width, height in sizes:
                    self.assertGreaterEqual(height, 44, "%s: %s is %.0f px tall" % (page, text, height))
                    self.assertGreaterEqual(width, 24, "%s: %s is %.0f px wide" % (page, text, width))

    def test_chart_text_is_readable(self):
        """Every label and count of the charts a phone shows is drawn at least 12 px (its font size in the chart's
        units times the chart's scale), from 320 to 414 px: the stacked chart's were 9 px at 320 px."""
        for width in (320, 375, 414):
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", dict(PHONE, width=width))
            self.driver.get(support.http_url("index.html"))
            sizes = self.driver.execute_script("""
                return Array.prototype.filter.call(document.querySelectorAll('.chart text'), function (t) {
                  return t.getClientRects().length > 0; }).map(function (t) {
                  return [t.textContent, parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a]; });""")
            self.assertGreater(len(sizes), 10, width)
            small = ["%s %.1f px" % (text, size) for text, size in sizes if size < 12]
            self.assertEqual(small, [], "chart text under 12 px at %d px" % width)

    def test_charts_take_the_full_width_so_their_labels_stay_readable(self):
        self.driver.get(support.http_url("index.html"))
        charts = self.driver.execute_script("""
            return Array.prototype.filter.call(document.querySelectorAll('figure.chart svg'), function (svg) {
              return svg.getClientRects().length > 0; }).map(function (svg) {
              var parent = svg.closest('figure').parentElement, style = getComputedStyle(parent);
              var column = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              return [svg.getBoundingClientRect().width, column]; });""")
        self.assertEqual(len(charts), 2)
        for width, main in charts:
            self.assertGreaterEqual(width, main - 2, "a chart is %.0f px wide in a %.0f px column" % (width, main))

    def test_letters_and_heading_anchors_are_thumb_sized(self):
        for page, selector, tall in (("index.html", 'main p > a[href^="#group-"]', 44),
                                     ("locales/ja_JP.html", "h2 .anchor", 24)):
            with self.subTest(page=page):
                self.driver.get(support.http_url(page))
                sizes = self.driver.execute_script("""
                    return Array.prototype.map.call(document.querySelectorAll(arguments[0]), function (a) {
                      var box = a.getBoundingClientRect(); return [a.textContent, box.width, box.height]; });""",
                    selector)
                self.assertGreater(len(sizes), 3, sizes)
                for text, width, height in sizes:
                    self.assertGreaterEqual(height, tall, "%s: %s is %.0f px tall" % (page, text, height))
                    self.assertGreaterEqual(width, 24, "%s: %s is %.0f px wide" % (page, text, width))

    def test_patterns_never_break_inside_a_token(self):
        # A code may wrap at a space ("layout.columns(hourCycle:" / ".zeroToTwentyThree)"), never inside a token
        # ("y-MM-" / "dd", "y年" / "M月d日", "islamic-" / "umalqura") unless the token alone is wider than the line
        # it is in: on a phone (390 px) on every locale page whose calendar is not Gregorian (its identifier has a
        # hyphen), and on tablets (600 to 900 px, where wide tables become cards) on the page types with patterns.
        others = ["locales/%s.html" % entry["identifier"] for entry in support.locales()
                  if entry["calendar"] != "gregorian"]
        self.assertGreater(len(others), 5)
        base = ["locales/za_CN.html", "locales/ja_JP.html", "locales/ar_SA.html"]
        runs = [(390, page) for page in dict.fromkeys(base + others)]
        tablets = base + others + ["locales/ko_KR.html", "index.html", "orders/ymd.html", "pickers/numeric-ymd.html",
                                   "pickers/time-h23.html", "conflicts.html", "about.html"]
        runs += [(width, page) for width in (600, 650, 768, 820, 900) for page in dict.fromkeys(tablets)]
        broken, codes = [], 0
        for width, page in runs:
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", dict(PHONE, width=width))
            self.driver.get(support.http_url(page))
            found, count = self.driver.execute_script(SPLIT_CODE_JS)
            codes += count
            broken += ["%s at %d px: %s" % (page, width, split) for split in found]
        self.assertGreater(codes, 10000)
        self.assertEqual(broken, [], "%d codes split inside a token:\n%s" % (len(broken), "\n".join(broken[:30])))

    def test_long_pages_are_grouped(self):
        for page, limit in (("index.html", 12000), ("conflicts.html", 6000)):
            self.driver.get(support.http_url(page))
            height = self.driver.execute_script("return document.documentElement.scrollHeight")
            self.assertLess(height, limit, "%s is %d px tall on a phone" % (page, height))


class Sharing(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def test_anchors_resolve(self):
        for page, fragment in (("locales/ja_JP.html", "yMMMd"), ("locales/ar.html", "yMd"), ("index.html", "ja_JP"),
                               ("about.html", "provenance"), ("about.html", "method"), ("conflicts.html", "month-names")):
            with self.subTest(page=page, fragment=fragment):
                self.driver.get(support.http_url(page + "#" + fragment))
                target = self.driver.find_element(By.ID, fragment)
                visible = self.driver.execute_script("""
                    var e = arguments[0], r = e.getBoundingClientRect(), node = e;
                    for (; node; node = node.parentNode) if (node.tagName === 'DETAILS' && !node.open) return false;
                    return r.top >= -2 && r.top < window.innerHeight;""", target)
                self.assertTrue(visible, "#%s is opened and scrolled into view on %s" % (fragment, page))

    def test_the_404_page_works_at_any_depth_and_suggests_the_locale(self):
        html = open(os.path.join(support.SITE, "404.html"), encoding="utf-8").read()
        # A region no locale of the language has: its namesake region's locale among equally close ones (de_DE,
        # not de_AT first by name).
        for asked, expected in (("locales/EN_us.html", "en_US"), ("locales/zh_tw.html", "zh_Hant_TW"),
                                ("locales/de_XX.html", "de_DE"), ("locales/fr_XX.html", "fr_FR"),
                                ("deep/path/nothing.html", None)):
            with self.subTest(asked=asked):
                # Serve 404.html's bytes at the missing address, as a static host would.
                folder = os.path.join(support.SITE, os.path.dirname(asked))
                path = os.path.join(support.SITE, asked)
                made = not os.path.exists(folder)
                os.makedirs(folder, exist_ok=True)
                with open(path, "w", encoding="utf-8") as file:
                    file.write(html)
                try:
                    self.driver.get(support.http_url(asked))
                    # Over HTTP the root is confirmed by asking for the stylesheet: the links are mended once it is.
                    home = lambda d: d.find_element(By.LINK_TEXT, "the list of all locales").get_attribute("href")
                    WebDriverWait(self.driver, 5).until(lambda d: home(d) == support.http_url("index.html"))
                    background = self.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
                    self.assertNotEqual(background, "rgba(0, 0, 0, 0)", "the stylesheet loads at depth")
                    if expected:
                        suggestion = WebDriverWait(self.driver, 5).until(
                            lambda d: d.find_element(By.ID, "not-found-suggestion").is_displayed()
                            and d.find_element(By.CSS_SELECTOR, "#not-found-suggestion a"))
                        self.assertEqual(suggestion.text, expected)
                        self.assertEqual(suggestion.get_attribute("href"), support.http_url("locales/%s.html" % expected))
                finally:
                    os.remove(path)
                    if made:
                        os.removedirs(folder)

    def test_every_page_has_a_preview_image_and_a_favicon_that_exist(self):
        for page in ("index.html", "locales/ja_JP.html", "orders/dmy.html", "pickers/numeric-mdy.html", "about.html"):
            with self.subTest(page=page):
                self.driver.get(support.http_url(page))
                image = self.driver.execute_script(
                    "var m = document.querySelector('meta[property=\"og:image\"]'); return m && m.content;")
                self.assertTrue(image, "%s has og:image" % page)
                status = self.driver.execute_async_script("""
                    var done = arguments[1];
                    fetch(new URL(arguments[0], location.href)).then(function (r) { done(r.status); }, function () { done(0); });
                    """, image)
                self.assertEqual(status, 200, "%s → %s" % (page, image))
                icon = self.driver.execute_script("var l = document.querySelector('link[rel~=icon]'); return l && l.href;")
                self.assertTrue(icon)


if __name__ == "__main__":
    unittest.main()

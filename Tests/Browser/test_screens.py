"""Every screen from 320 to 1,280 px: nothing scrolls sideways on any page type (the index with every letter group
open, every locale page with another calendar or written right to left, conflicts, every order and picker page,
about); the phone filter hides what it hides on a desktop; a linked row or section lands below the sticky table
header and is highlighted; a redirect keeps the fragment; paper gets the content without the controls."""

import os
import unittest

from selenium.webdriver.support.ui import WebDriverWait

import support

WIDTHS = (320, 390, 768, 1024, 1280)

WIDTH_JS = """
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
var root = document.documentElement, out = [];
document.querySelectorAll('main table, main pre, main figure, main .picker-preview').forEach(function (e) {
  if (e.scrollWidth > e.clientWidth + 1) out.push(e.tagName + '.' + e.className + ' ' + e.scrollWidth + ' > ' + e.clientWidth);
});
return [root.scrollWidth, root.clientWidth, out];
"""


# Interactive elements smaller than 24 by 24 px that no exception of WCAG 2.5.8 covers: a target inside a line of
# text (its block holds letters or digits besides targets), or one whose 24 px circle around its centre meets no
# other target and no other small target's circle (a 24 px circle touching another is not spaced enough either). With every group open, and every card laid out as it is once
# scrolled to (a card out of view is skipped, and its links all seem to sit at its top).
SMALL_TARGETS_JS = """
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
document.querySelectorAll('tr').forEach(function (r) { r.style.setProperty('content-visibility', 'visible', 'important'); });
var all = Array.prototype.filter.call(document.querySelectorAll(
  'a[href], button, input, select, summary, textarea, [tabindex]:not([tabindex="-1"])'), function (e) {
  var r = e.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.right > 0 && (!e.checkVisibility || e.checkVisibility());
}).map(function (e) {
  var r = e.getBoundingClientRect();
  // A link that wraps is the boxes of its lines, not the rectangle around them.
  var boxes = Array.prototype.filter.call(e.getClientRects(), function (b) { return b.width > 0 && b.height > 0; });
  return {e: e, r: r, boxes: boxes.length ? boxes : [r], x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2,
          small: r.width < 23.99 || r.height < 23.99};
});
all.sort(function (a, b) { return a.r.top - b.r.top; });
function inText(e) {
  var block = e.parentElement;
  while (block && /^(inline|contents)/.test(getComputedStyle(block).display) && block.tagName !== 'svg') block = block.parentElement;
  if (!block || block.tagName === 'svg' || block.closest('svg')) return false;
  var text = block.textContent;
  block.querySelectorAll('a[href], button, summary').forEach(function (t) { text = text.split(t.textContent).join(''); });
  return /[\\p{L}\\p{N}]/u.test(text);
}
function distance(x, y, boxes) {
  return Math.min.apply(null, boxes.map(function (r) {
    return Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom)); }));
}
var out = [], small = 0;
all.forEach(function (t, i) {
  if (!t.small) return;
  small++;
  if (inText(t.e)) return;
  for (var j = 0; j < all.length; j++) {
    var o = all[j];
    if (o === t || o.e.contains(t.e) || t.e.contains(o.e)) continue;
    if (o.r.top > t.r.bottom + 48) break;
    if (o.r.bottom < t.r.top - 48) continue;
    var near = distance(t.x, t.y, o.boxes) < 12 || (o.small && Math.hypot(o.x - t.x, o.y - t.y) < 24);
    if (near) {
      out.push((t.e.getAttribute('aria-label') || t.e.textContent).trim().slice(0, 30) + ' (' + t.e.tagName.toLowerCase() +
        ' ' + Math.round(t.r.width) + '×' + Math.round(t.r.height) + ') beside ' +
        (o.e.getAttribute('aria-label') || o.e.textContent).trim().slice(0, 20));
      return;
    }
  }
});
return [out, all.length, small];
"""


def page_types():
    """Every page type, and every locale page whose calendar is not Gregorian or whose text runs right to left."""
    pages = ["index.html", "conflicts.html", "about.html", "index.html?q=en"]
    for folder in ("orders", "pickers"):
        pages += ["%s/%s" % (folder, name) for name in sorted(os.listdir(os.path.join(support.SITE, folder)))]
    pages += ["locales/%s.html" % entry["identifier"] for entry in support.locales()
              if entry["calendar"] != "gregorian" or entry["direction"] == "rtl"]
    return pages


class Screens(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def tearDown(self):
        support.reset(self.driver)

    def emulate(self, width, height=900):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 800})

    def test_nothing_scrolls_sideways_from_320_to_1280_px(self):
        pages = page_types()
        wide = []
        for width in WIDTHS:
            self.emulate(width)
            # Every locale page at the narrowest phone and where tables become cards (768 px); every third of them
            # at the other widths. Every other page at every width.
            locales = [page for page in pages if page.startswith("locales/")]
            shown = pages if width in (320, 768) else [page for page in pages if page not in locales] + locales[::3]
            for page in shown:
                self.driver.get(support.http_url(page))
                scroll, client, inner = self.driver.execute_script(WIDTH_JS)
                if scroll > client or inner:
                    wide.append("%s at %d px: %d px wide %s" % (page, width, scroll, inner))
        with open(os.path.join(support.ARTIFACTS, "wide-pages.txt"), "w", encoding="utf-8") as file:
            file.write("\n".join(wide) + "\n")
        self.assertGreater(len(pages), 40)
        self.assertEqual(wide, [], "\n".join(wide[:40]))

    def test_every_target_on_a_phone_is_24_px_or_spaced_as_wcag_allows(self):
        """WCAG 2.5.8 (target size, minimum) at 320, 375 and 414 px on every page type with every group open: each
        link, button, field and group summary is at least 24 by 24 px, sits in a line of text, or has room around it
        (the chart's bars were 18 px tall, 16 px apart)."""
        pages = ["index.html", "locales/ja_JP.html", "locales/ar.html", "orders/ymd.html", "pickers/numeric-dmy.html",
                 "pickers/time-h23.html", "conflicts.html", "about.html", "404.html"]
        crowded, targets = [], 0
        for width in (320, 375, 414):
            self.emulate(width)
            for page in pages:
                self.driver.get(support.http_url(page))
                found, count, small = self.driver.execute_script(SMALL_TARGETS_JS)
                targets += count
                crowded += ["%s at %d px: %s" % (page, width, target) for target in found]
        with open(os.path.join(support.ARTIFACTS, "small-targets.txt"), "w", encoding="utf-8") as file:
            file.write("\n".join(crowded) + "\n")
        self.assertGreater(targets, 3 * 5000)
        self.assertEqual(crowded, [], "%d crowded small targets:\n%s" % (len(crowded), "\n".join(crowded[:40])))

    def test_a_caption_is_as_wide_as_its_table_or_cards(self):
        """Where a table becomes cards (tablets, phones) its caption spans the cards, rather than shrinking to its
        longest word as a table caption beside a block (the conflicts page's "Numeric / templates / disagree")."""
        pages = ["index.html", "conflicts.html", "orders/dmy.html", "pickers/time-h23.html", "locales/ja_JP.html",
                 "locales/fa_IR.html"]
        narrow = []
        for width in (390, 768, 1024, 1280):
            self.emulate(width)
            for page in pages:
                self.driver.get(support.http_url(page))
                narrow += ["%s at %d px: %s" % (page, width, caption) for caption in self.driver.execute_script("""
                    document.querySelectorAll('details').forEach(function (d) { d.open = true; });
                    return Array.prototype.filter.call(document.querySelectorAll('main caption'), function (c) {
                      return c.getBoundingClientRect().width < c.closest('table').getBoundingClientRect().width - 1;
                    }).map(function (c) {
                      return c.textContent.trim().slice(0, 40) + ' ' + Math.round(c.getBoundingClientRect().width) +
                        ' px < ' + Math.round(c.closest('table').getBoundingClientRect().width) + ' px'; });""")]
        self.assertEqual(narrow, [], "\n".join(narrow[:20]))

    def test_a_table_stays_inside_its_box_on_a_desktop(self):
        """Above the card layout (75rem) a table fits inside the box around it: the index's letter groups with every
        group open, from 1,201 px, where a table crossing its group's border also made the page scroll sideways; and
        with hidden characters shown, whose names widen a sample."""
        pages = ["index.html", "conflicts.html", "orders/dmy.html", "locales/ja_JP.html", "locales/fa_IR.html",
                 "index.html#reveal", "orders/dmy.html#reveal"]
        outside = []
        for width in (1201, 1240, 1280, 1440):
            self.emulate(width)
            for page in pages:
                self.driver.get(support.http_url(page))
                scroll, client, tables = self.driver.execute_script("""
                    var reveal = document.getElementById('reveal-hidden');
                    if (location.hash === '#reveal' && reveal && !reveal.hidden) reveal.click();
                    document.querySelectorAll('details').forEach(function (d) { d.open = true; });
                    var out = [];
                    document.querySelectorAll('main table').forEach(function (t) {
                      var box = t.parentElement, style = getComputedStyle(box), edge = box.getBoundingClientRect().right
                        - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
                      var right = t.getBoundingClientRect().right;
                      if (right > edge + 1) out.push((t.caption ? t.caption.textContent.slice(0, 30) : t.className) +
                        ': ' + Math.round(right - edge) + ' px past its box');
                    });
                    return [document.documentElement.scrollWidth, document.documentElement.clientWidth, out];""")
                if scroll > client or tables:
                    outside.append("%s at %d px: page %d px wide, %s" % (page, width, scroll, tables[:3]))
        self.assertEqual(outside, [], "\n".join(outside[:20]))

    def test_paper_shows_every_group_without_controls_in_the_light_palette(self):
        """Printed, a page keeps its content and drops its controls (search, filter, copy and reveal buttons, section
        links); a collapsed group prints open; and a reader whose screen is dark gets dark text on the white paper,
        not the dark palette's light text, which a printer leaves on white."""
        controls = "form.site-search, .search, .filter, .copy-bar, button, a.anchor"
        probe = """
            var shown = Array.prototype.filter.call(document.querySelectorAll(arguments[0]), function (e) {
              return e.getClientRects().length > 0; }).map(function (e) { return e.outerHTML.slice(0, 60); });
            var closed = Array.prototype.filter.call(document.querySelectorAll('details:not([open])'), function (d) {
              var t = d.querySelector('table'); return t && t.checkVisibility(); }).length;
            return [shown, closed, document.querySelectorAll('details:not([open])').length,
                    getComputedStyle(document.body).color];"""
        pages = ["index.html", "locales/de.html", "locales/ar_EG.html", "conflicts.html", "orders/dmy.html"]
        wrong, checked = [], 0
        for media in ("screen", "print"):
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                "media": media, "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
            for page in pages:
                self.driver.get(support.http_url(page))
                WebDriverWait(self.driver, 10).until(lambda d: d.execute_script(
                    "return !document.querySelector('#search') || !document.querySelector('#search').hidden"))
                shown, printed, closed, color = self.driver.execute_script(probe, controls)
                channels = [int(part) for part in color[color.index("(") + 1:color.index(")")].split(",")[:3]]
                if media == "screen":
                    # the controls and the dark palette are there to be dropped; a closed group shows no table
                    if not shown or min(channels) < 128 or printed:
                        wrong.append("%s on a dark screen: controls %d, text %s, closed groups showing %d" % (
                            page, len(shown), color, printed))
                else:
                    checked += closed
                    if shown or max(channels) > 100 or printed < closed:
                        wrong.append("%s printed: controls %s, text %s, %d of %d closed groups printed" % (
                            page, shown[:3], color, printed, closed))
        self.assertGreater(checked, 30)
        self.assertEqual(wrong, [], "\n".join(wrong))

    def test_paper_breaks_between_rows_cards_and_figures_never_inside_one_nor_after_a_heading(self):
        """Printed, a sheet ends between two rows or cards, not inside one (a card's "In Swift" label at the foot of
        one sheet and its value atop the next), nor inside a figure or a picker preview (a code block may break: the
        Swift one is longer than a sheet), nor just after a heading, a caption or a group's summary; an opened group
        shows no triangle saying it is closed."""
        probe = """
            var out = [], count = 0;
            function text(e) { return Array.from(e.textContent.trim()).slice(0, 30).join(''); }
            document.querySelectorAll('main tr, main figure, main .picker-preview').forEach(function (e) {
              count++;
              if (getComputedStyle(e).breakInside !== 'avoid') out.push('inside ' + e.tagName + ' ' + text(e));
            });
            document.querySelectorAll('main h2, main h3, main caption, main summary').forEach(function (e) {
              count++;
              if (getComputedStyle(e).breakAfter !== 'avoid') out.push('after ' + e.tagName + ' ' + text(e));
              if (e.tagName === 'SUMMARY' && getComputedStyle(e).display === 'list-item' && getComputedStyle(e).listStyleType !== 'none')
                out.push('triangle on ' + text(e));
            });
            return [out.slice(0, 3), count];"""
        pages = ["index.html", "locales/en_US.html", "locales/ar_EG.html", "locales/ja_JP.html", "conflicts.html",
                 "orders/dmy.html", "pickers/numeric-mdy.html", "pickers/time-h23.html", "about.html"]
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
        wrong, checked = [], 0
        for page in pages:
            self.driver.get(support.http_url(page))
            found, count = self.driver.execute_script(probe)
            checked += count
            wrong += ["%s: %s" % (page, problem) for problem in found]
        self.assertGreater(checked, 1500)
        self.assertEqual(wrong, [], "\n".join(wrong[:20]))

    def test_paper_leaves_out_the_navigation_and_a_screen_reader_finds_it_in_landmarks(self):
        """Every link above a page's heading is navigation: the site's (beside its name) and the related pages
        (All locales · All YMD locales · Conflicts); so are the index's letters. On screen each sits in a navigation
        landmark, so a screen reader lists and skips it as such; printed, none is left but the site's name, and the
        page starts with its answer."""
        probe = """
            var heading = document.querySelector('h1'), out = [], count = 0;
            document.querySelectorAll('body a[href]').forEach(function (a) {
              if (!(a.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING) || a.matches('.skip, .brand'))
                return;
              if (!a.closest('noscript')) count++;
              if (arguments[0] === 'print' ? a.getClientRects().length > 0 : !a.closest('nav[aria-label]'))
                out.push(a.textContent.trim());
            });
            // The index's letters, links within the page: navigation too.
            document.querySelectorAll('main a[href^="#group-"]').forEach(function (a) {
              count++;
              if (arguments[0] === 'print' ? a.getClientRects().length > 0 : !a.closest('nav[aria-label]'))
                out.push(a.textContent.trim());
            });
            return [count, out];"""
        pages = ["index.html", "locales/de.html", "locales/ar_EG.html", "conflicts.html", "orders/dmy.html",
                 "pickers/time-h23.html", "pickers/numeric-mdy.html", "about.html", "404.html"]
        wrong, links = [], 0
        for media in ("screen", "print"):
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": media, "features": []})
            for page in pages:
                self.driver.get(support.http_url(page))
                count, found = self.driver.execute_script(probe.replace("arguments[0]", repr(media)))
                links += count
                if found:
                    wrong.append("%s %s: %s" % (media, page, found))
        self.assertGreater(links, 2 * (3 * len(pages) + 7))
        self.assertEqual(wrong, [], "\n".join(wrong))

    def test_the_phone_filter_hides_what_the_desktop_filter_hides(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.emulate(width)
                self.driver.get(support.http_url("index.html?q=taiwan"))
                WebDriverWait(self.driver, 10).until(lambda d: d.execute_script(
                    "return document.getElementById('filter-count') && !document.getElementById('filter').hidden"))
                shown = self.driver.execute_script("""
                    return Array.prototype.filter.call(document.querySelectorAll('details.locale-group tbody tr'),
                      function (r) { return r.getClientRects().length > 0; }).map(function (r) {
                        return (r.cells[0].querySelector('a[href]') || r.cells[0]).textContent.trim(); });""")
                matches, _ = support.visible_rows(self.driver)
                self.assertEqual(sorted(shown), sorted(matches))
                self.assertLess(len(shown), 10, "%d rows are laid out for 'taiwan'" % len(shown))

    def assert_below_header_and_highlighted(self, url, anchor):
        self.driver.get(support.http_url(url))
        WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        top, header, highlighted, y = self.driver.execute_script("""
            var target = document.getElementById(arguments[0]), row = target.closest('tr') || target;
            var table = row.closest('table'), th = table && table.tHead ? table.tHead.getBoundingClientRect() : null;
            var style = getComputedStyle(row);
            return [row.getBoundingClientRect().top, th ? Math.max(0, th.bottom) : 0,
                    row.classList.contains('targeted') || row.matches(':target') ||
                    style.backgroundColor !== getComputedStyle(document.body).backgroundColor, window.scrollY];""",
            anchor)
        self.assertGreater(y, 0, "%s scrolled" % url)
        self.assertGreaterEqual(top, header - 1, "%s: the row's top (%s) is below the sticky header (%s)" % (url, top, header))
        self.assertTrue(highlighted, "%s: the linked row is highlighted" % url)

    def test_a_linked_row_lands_below_the_sticky_header_highlighted(self):
        for width in (390, 1280):
            with self.subTest(width=width):
                self.emulate(width)
                self.assert_below_header_and_highlighted("index.html#ja_JP", "ja_JP")
                self.assert_below_header_and_highlighted("locales/ja_JP.html#yMMMd", "yMMMd")

    def test_a_redirect_keeps_the_fragment(self):
        # A hyphenated identifier, a script added by likely subtags, a legacy code, a legacy code with a script:
        # each lands on its locale's section, from disk and over HTTP.
        for alias, target, fragment in (("en-CA", "en_CA", "yMMMd"), ("zh_TW", "zh_Hant_TW", "yMMMd"),
                                        ("iw_IL", "he_IL", "time"), ("sh", "sr_Latn", "answer")):
            for base in ("file", "http"):
                with self.subTest(alias=alias, base=base):
                    self.driver.get("about:blank")
                    self.driver.get(support.BASES[base]("locales/%s.html#%s" % (alias, fragment)))
                    WebDriverWait(self.driver, 10).until(lambda d: d.current_url.split("#")[0].endswith(
                        "/locales/%s.html" % target) and d.execute_script("return document.readyState") == "complete")
                    self.assertTrue(self.driver.current_url.endswith("/locales/%s.html#%s" % (target, fragment)),
                                    self.driver.current_url)
                    top = self.driver.execute_script(
                        "return document.getElementById(arguments[0]).getBoundingClientRect().top", fragment)
                    self.assertTrue(0 <= top < 200, "%s#%s lands %s px down" % (target, fragment, top))


if __name__ == "__main__":
    unittest.main()

"""axe-core (4.12, from the axe-playwright-python wheel; AXE_JS names the file) over every page type, light and
dark, desktop and phone: no violations."""

import json
import os
import unittest

import support

# One page of each type: the index, a locale page left to right (one answer), right to left, and with notes and
# a table of differing answers, an order page (pickers/ and orders/ share one maker), the conflicts page, About
# and 404.
PAGES = ["index.html", "locales/ja_JP.html", "locales/ar.html", "locales/shi_Latn.html", "pickers/numeric-mdy.html",
         "conflicts.html", "about.html", "404.html"]

RUN = """
var done = arguments[0];
axe.run(document, {resultTypes: ['violations']}).then(function (result) {
  done(result.violations.map(function (v) {
    return {id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(function (n) { return n.target.join(' '); })};
  }));
}, function (error) { done([{id: 'axe-error', impact: 'critical', nodes: [String(error)]}]); });
"""


ROW_HEADERS_JS = """
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
var out = [], count = 0;
function style(cell) {
  var s = getComputedStyle(cell), before = getComputedStyle(cell, '::before').content;
  return {weight: s.fontWeight, display: s.display, before: before === 'none' ? 'none' : 'label'};
}
document.querySelectorAll('main table').forEach(function (table) {
  var caption = table.caption ? table.caption.textContent : '';
  if (/^Templates whose order differs/.test(caption) || !table.tBodies.length) return;
  var head = table.tHead && table.tHead.rows[0].cells[0];
  if (head && getComputedStyle(table.tHead).position !== 'absolute' && getComputedStyle(head).position !== 'sticky')
    out.push(caption + ': column header not sticky');
  Array.prototype.forEach.call(table.tBodies[0].rows, function (row, index) {
    count++;
    var first = row.cells[0], name = caption + ' row ' + (index + 1);
    if (first.tagName !== 'TH' || first.getAttribute('scope') !== 'row') { out.push(name + ': no row header'); return; }
    if (row.querySelectorAll('th').length !== 1) out.push(name + ': more than one th');
    if (index >= 40 || row.hidden) return;
    var next = Array.prototype.find.call(row.cells, function (c, i) { return i > 0 && c.textContent.trim(); });
    var a = style(first), b = next ? style(next) : a, s = getComputedStyle(first);
    if (a.weight !== b.weight || a.display !== b.display || a.before !== b.before)
      out.push(name + ': row header ' + JSON.stringify(a) + ' beside ' + JSON.stringify(b));
    if (s.position !== 'static' || s.backgroundColor !== 'rgba(0, 0, 0, 0)')
      out.push(name + ': row header ' + s.position + ' on ' + s.backgroundColor);
    if (a.before === 'label' && getComputedStyle(first, '::before').content !== JSON.stringify(first.getAttribute('data-label')) + ' / ""')
      out.push(name + ': card label ' + getComputedStyle(first, '::before').content);
  });
});
return [out, count];
"""



class Accessibility(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)
        path = os.environ.get("AXE_JS", "")
        self.assertTrue(path and os.path.isfile(path),
                        "axe-core not found (AXE_JS=%r); scripts/install-deps test installs axe-playwright-python" % path)
        with open(path, encoding="utf-8") as file:
            self.axe = file.read()

    def tearDown(self):
        support.reset(self.driver)

    def test_axe_finds_no_violations(self):
        found = {}
        checked = 0
        for scheme in ("light", "dark"):
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                        {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for width in (1280, 390):
                self.driver.set_window_size(width, 900)
                for page in PAGES:
                    self.driver.get(support.http_url(page))
                    self.driver.execute_script(self.axe)
                    violations = self.driver.execute_async_script(RUN)
                    checked += 1
                    for violation in violations:
                        found.setdefault("%s %d %s" % (scheme, width, page), []).append(violation)
        version = self.driver.execute_script("return axe.version")
        support.METRICS["axe-core"] = "%s: %d page views (light/dark, 1280/390 px), %d with violations" % (
            version, checked, len(found))
        self.assertTrue(version.startswith("4."), version)
        self.assertEqual(found, {}, json.dumps(found, indent=1)[:3000])

    def test_every_element_a_key_reaches_shows_the_site_focus_ring(self):
        """Tab through a page: each element focused (links, buttons, fields, selects, a group's summary) draws the
        3 px ring in the accent colour, in both palettes."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        wrong, tags = [], set()
        for scheme in ("light", "dark"):
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                        {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for page in ("conflicts.html", "orders/ymd.html", "locales/ar_EG.html"):
                self.driver.get(support.http_url(page))
                for _ in range(40):
                    ActionChains(self.driver).send_keys(Keys.TAB).perform()
                    tag, ring, accent = self.driver.execute_script("""
                        var e = document.activeElement, s = getComputedStyle(e), probe = document.createElement('i');
                        probe.style.color = 'var(--accent)'; document.body.appendChild(probe);
                        var accent = getComputedStyle(probe).color; probe.remove();
                        return [e.tagName, s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor, accent];""")
                    if tag == "BODY":  # past the last element, focus leaves the page
                        break
                    tags.add(tag)
                    if ring != "solid 3px " + accent:
                        wrong.append("%s %s: %s has %s" % (scheme, page, tag, ring))
        self.assertTrue({"A", "BUTTON", "INPUT", "SELECT", "SUMMARY"} <= tags, tags)
        self.assertEqual(wrong, [], "\n".join(sorted(set(wrong))[:20]))


class BeyondAxe(unittest.TestCase):
    """What axe does not look at: focus beside sticky headers, forced colours."""

    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def tearDown(self):
        support.reset(self.driver)

    def test_focus_moving_up_a_long_table_is_not_hidden_under_its_sticky_header(self):
        """WCAG 2.4.11: Shift+Tab up the tables of an order page and a time-picker page at desktop width (the header
        row sticks to the top of the window; it is one or two lines high) leaves every focused link at least partly
        in sight: the centre or a top corner of the link is the link itself, not a header cell drawn over it."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        self.driver.set_window_size(1280, 700)
        hidden, moves = [], 0
        for page in ("orders/ymd.html", "pickers/time-h23.html"):
            self.driver.get(support.http_url(page))
            self.driver.execute_script("""
                document.querySelectorAll('details').forEach(function (d) { d.open = true; });
                var links = document.querySelectorAll('main :is(td, tbody th) a');
                window.scrollTo(0, document.body.scrollHeight); links[links.length - 1].focus();""")
            for _ in range(80):
                ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
                seen = self.driver.execute_script("""
                    var e = document.activeElement, r = e.getBoundingClientRect(), over = null;
                    if (!e.closest('td, tbody th')) return null;
                    var points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 2, r.top + 2], [r.right - 2, r.top + 2]];
                    for (var i = 0; i < points.length; i++) {
                      var x = document.elementFromPoint(points[i][0], points[i][1]);
                      if (x && (x === e || e.contains(x))) return [e.textContent, true];
                      over = x ? x.tagName + ' ' + x.textContent.trim().slice(0, 20) : 'nothing';
                    }
                    return [e.textContent + ' under ' + over, false];""")
                if seen is None:
                    continue
                moves += 1
                if not seen[1]:
                    hidden.append("%s: %s" % (page, seen[0]))
        self.assertGreater(moves, 100)
        self.assertEqual(hidden, [], "%d of %d focused links hidden:\n%s" % (len(hidden), moves, "\n".join(hidden[:10])))

    def test_forced_colours_keep_the_pressed_button_the_linked_row_and_the_focus_ring(self):
        """Windows contrast themes (forced-colors: active) drop backgrounds and box shadows, which are all that mark
        the pressed "Show hidden characters" button and a linked template row or section; each keeps a mark in
        system colours, and a focused link keeps its 3 px ring."""
        self.driver.set_window_size(1280, 900)
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"media": "", "features": [{"name": "forced-colors", "value": "active"}]})
        look = """var s = getComputedStyle(arguments[0]);
                  return [s.backgroundColor, s.color, s.outlineStyle + ' ' + s.outlineWidth];"""
        self.driver.get(support.http_url("locales/ar.html#yMMMd"))
        self.assertTrue(self.driver.execute_script("return matchMedia('(forced-colors: active)').matches"))
        button = self.driver.find_element("id", "reveal-hidden")
        released = self.driver.execute_script(look, button)
        button.click()
        self.driver.execute_script("document.activeElement.blur()")
        pressed = self.driver.execute_script(look, button)
        self.assertNotEqual(pressed[:2], released[:2], "pressed and released look the same")
        row, other = self.driver.execute_script(
            "var t = document.getElementById('yMMMd').closest('tr'); return [t, t.nextElementSibling];")
        self.assertEqual(self.driver.execute_script(look, row)[2], "solid 3px", "the linked row")
        self.assertEqual(self.driver.execute_script(look, other)[2].split()[0], "none", "a row not linked")
        self.driver.get(support.http_url("locales/ar.html#picker"))
        self.assertEqual(self.driver.execute_script(look, self.driver.find_element("id", "picker"))[2], "solid 3px",
                         "the linked section's heading")
        self.driver.execute_script("document.querySelector('main a').focus()")
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        self.assertEqual(self.driver.execute_script(look, self.driver.switch_to.active_element)[2], "solid 3px",
                         "a focused link")

    def test_wcag_text_spacing_at_320_px_neither_clips_nor_scrolls_sideways(self):
        """WCAG 1.4.10 and 1.4.12 together: at 320 CSS px (1280 px at 400 %), with the text spacing a reader may set
        (line height 1.5, letters 0.12 em, words 0.16 em, paragraphs 2 em apart), no page of any type scrolls
        sideways and no box that hides its overflow cuts its text off."""
        spacing = ("* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; }"
                   " p { margin-bottom: 2em !important; }")
        check = """
            var out = [], width = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth > width + 1)
              out.push('scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + width);
            document.querySelectorAll('body *').forEach(function (e) {
              var s = getComputedStyle(e), r = e.getBoundingClientRect();
              if (r.width <= 1 || r.height <= 1 || s.display === 'none') return;  // visually hidden labels
              var head = e.closest('thead');  // a header row kept for screen readers above the phone's cards
              if (head && getComputedStyle(head).position === 'absolute') return;
              var hides = /hidden|clip/.test(s.overflowX + s.overflowY);
              if (hides && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))
                out.push('clips ' + e.tagName + ' ' + e.textContent.trim().slice(0, 30));
              // Inline boxes are left out: a wrapped line's hanging spaces reach past the edge and show nothing.
              if (r.right > width + 1 && s.display !== 'inline') out.push('beyond the screen: ' + e.tagName + ' ' + e.textContent.trim().slice(0, 30));
            });
            return out.slice(0, 5);"""
        self.driver.set_window_size(320, 800)
        found = {}
        # The reader's style stands in for a browser extension's, which a page's Content-Security-Policy (404.html's
        # allows no inline style) does not stop: without the bypass it would be refused there, the page checked
        # without it, and the refusal left in the shared session's log for a later test to find.
        self.driver.get_log("browser")  # what earlier tests left
        self.driver.execute_cdp_cmd("Page.setBypassCSP", {"enabled": True})
        try:
            for page in ["index.html", "locales/ja_JP.html", "locales/ar.html", "locales/shi_Latn.html",
                         "pickers/numeric-mdy.html", "pickers/time-h23.html", "conflicts.html", "about.html",
                         "404.html"]:
                self.driver.get(support.http_url(page))
                self.assertEqual(self.driver.execute_script("return document.documentElement.clientWidth"), 320)
                applied = self.driver.execute_script("""
                    document.querySelectorAll('details').forEach(function (d) { d.open = true; });
                    var style = document.createElement('style'); style.textContent = arguments[0];
                    document.head.appendChild(style);
                    return getComputedStyle(document.body).letterSpacing;""", spacing)
                self.assertNotIn(applied, ("normal", "0px"), "%s: the text spacing was not applied" % page)
                problems = self.driver.execute_script(check)
                if problems:
                    found[page] = problems
        finally:
            self.driver.execute_cdp_cmd("Page.setBypassCSP", {"enabled": False})
        self.assertEqual(self.driver.get_log("browser"), [])
        self.assertEqual(found, {}, "\n".join("%s: %s" % item for item in found.items()))


    def test_the_cell_that_names_a_row_is_its_row_header_and_looks_like_its_neighbours(self):
        """WCAG 1.3.1: moving across a row, a screen reader announces the row's name (the locale, template, fact or
        pattern in its first cell) only when that cell is a row header, <th scope="row">. Every body row of every
        table is one, except the locale page's conflicts (its first column, a kind, repeats). A row header looks like
        the cells beside it: same weight, no header background, not sticky, a block with its column's label in the
        cards of a tablet (768 px) and a phone (320 px); the column headers still stick at 1,280 px."""
        pages = PAGES[:-1] + ["orders/ymd.html"]
        if os.path.exists(os.path.join(support.SITE, "changes.html")):
            pages.append("changes.html")
        problems, rows = [], 0
        self.driver.get_log("browser")  # what earlier tests left in the shared session is theirs
        for width in (1280, 768, 320):
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 800})
            for page in pages:
                self.driver.get(support.http_url(page))
                found, count = self.driver.execute_script(ROW_HEADERS_JS)
                rows += count
                problems += ["%s at %d px: %s" % (page, width, problem) for problem in found]
        self.assertEqual(self.driver.get_log("browser"), [])
        self.assertGreater(rows, 3 * 1034)
        self.assertEqual(problems, [], "%d problems:\n%s" % (len(problems), "\n".join(problems[:20])))


class SectionLinks(unittest.TestCase):
    """Read from the HTML files of every page (no browser)."""

    def test_each_section_link_has_a_name_of_its_own(self):
        """A screen reader's list of a page's links shows names only: each heading's "#" link is named after its
        section, never one name for two sections."""
        import glob
        import html
        import re
        pages, links, repeated = 0, 0, []
        for path in glob.glob(os.path.join(support.SITE, "**", "*.html"), recursive=True):
            with open(path, encoding="utf-8") as file:
                text = file.read()
            pages += 1
            names = {}
            for target, name in re.findall(r'<a class="anchor" href="([^"]*)" aria-label="([^"]*)"', text):
                links += 1
                names.setdefault(html.unescape(name), set()).add(target)
            repeated += ["%s: %r names %s" % (os.path.relpath(path, support.SITE), name, sorted(targets))
                         for name, targets in names.items() if len(targets) > 1]
        self.assertGreater(links, 5000)
        self.assertEqual(repeated, [], "\n".join(repeated[:10]))


if __name__ == "__main__":
    unittest.main()

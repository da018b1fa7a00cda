"""What readers with low vision or a screen reader set or hear that axe does not check: a larger default text size
in the browser's settings, the continent chart's name, the contrast of the charts' marks in both palettes."""

import unittest

import support

# One page of each type, as in test_accessibility, an order page, and the two locales whose picker previews have the
# widest selects (Osage's and Vai's month names: found by checking every locale page at 320 px with large text).
PAGES = ["index.html", "locales/ja_JP.html", "locales/ar.html", "locales/shi_Latn.html", "pickers/numeric-mdy.html",
         "pickers/time-h23.html", "orders/ymd.html", "conflicts.html", "about.html", "404.html", "locales/osa.html",
         "locales/vai.html"]

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
    out.push('clips ' + e.tagName + ' ' + Array.from(e.textContent.trim()).slice(0, 30).join(''));
  if (r.right > width + 1 && s.display !== 'inline') out.push('beyond the screen: ' + e.tagName + ' ' + Array.from(e.textContent.trim()).slice(0, 30).join(''));
});
return [getComputedStyle(document.body).fontSize, out.slice(0, 5)];
"""

CONTRAST_JS = """
function luminance(colour) {
  var c = colour.match(/[\\d.]+/g).slice(0, 3).map(function (v) {
    v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
var background = getComputedStyle(document.body).backgroundColor, out = [], count = 0;
document.querySelectorAll('figure.chart svg rect').forEach(function (mark) {
  if (!mark.getClientRects().length) return;  // the drawing for the other screen size
  count++;
  var a = luminance(getComputedStyle(mark).fill), b = luminance(background);
  var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  if (ratio < 3) out.push(mark.getAttribute('class') + ' ' + getComputedStyle(mark).fill + ' on ' + background + ': ' + ratio.toFixed(2));
  // A segment beside the next of its bar: 3:1 between the two, or a line of the background between them.
  var next = mark.nextElementSibling, style = getComputedStyle(mark);
  if (next && next.tagName === 'rect' && next.getAttribute('y') === mark.getAttribute('y')) {
    var c = luminance(getComputedStyle(next).fill), between = (Math.max(a, c) + 0.05) / (Math.min(a, c) + 0.05);
    if (between < 3 && (style.stroke !== background || parseFloat(style.strokeWidth) < 1))
      out.push(mark.getAttribute('class') + ' beside ' + next.getAttribute('class') + ' (' + between.toFixed(2) +
               ':1) with no line between');
  }
});
return [count, out];
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

    def test_with_large_text_on_a_phone_the_index_search_is_on_the_first_screen(self):
        """Finding a locale is what the index is for: its search field shows on the first screen of a phone (360 by
        740 px) at the reader's 200 % text as at 100 % (the index's introduction, three screens at 200 %, comes after
        it), and at 100 %, with the phone's keyboard up (360 by 400) once the field is tapped, the first answer to
        what is typed is in view above the keyboard."""
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import WebDriverWait
        self.driver.execute_cdp_cmd("Page.enable", {})
        found = {}
        try:
            for standard, fixed in ((16, 13), (32, 26)):
                self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": standard, "fixed": fixed}})
                self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})
                self.driver.get(support.http_url("index.html"))
                field = WebDriverWait(self.driver, 10).until(lambda d: d.find_element(By.ID, "search-q"))
                WebDriverWait(self.driver, 5).until(lambda d: field.is_displayed())
                bottom = self.driver.execute_script(
                    "return scrollY + arguments[0].getBoundingClientRect().bottom", field)
                if bottom > 740:
                    found["field at %d px text" % standard] = "its foot %d px down a 740 px screen" % bottom
                if standard != 16:
                    continue
                self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": 360, "height": 400, "deviceScaleFactor": 1, "mobile": True})
                field.click()
                field.send_keys("japan")
                WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(
                    "return document.querySelector('#search-results li a') !== null"))
                box = self.driver.execute_script(
                    "var r = document.querySelector('#search-results li a').getBoundingClientRect();"
                    " return [r.top, r.bottom, innerHeight];")
                if not (0 <= box[0] and box[1] <= box[2]):
                    found["answer at %d px text" % standard] = "first result from %d to %d px, screen %d" % tuple(box)
        finally:
            self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
        self.assertEqual(found, {}, "\n".join("%s: %s" % item for item in found.items()))

    def test_at_200_percent_text_on_a_390_px_phone_with_its_keyboard_up_the_first_result_shows_under_the_field(self):
        """A 390 px phone (844 px high) at 200 % text: the tapped field sits at the foot of what the keyboard leaves
        (390 by 450), and what is typed must show its first result above the keyboard (the page moves up just
        enough), with the field still in view; every search field keeps what is typed as typed."""
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import WebDriverWait
        self.driver.execute_cdp_cmd("Page.enable", {})
        found = {}
        try:
            self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 32, "fixed": 26}})
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
            for query in ("japan", "South Africa", "zh_TW", "\u65e5\u672c"):
                self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
                self.driver.get(support.http_url("index.html"))
                field = WebDriverWait(self.driver, 10).until(lambda d: d.find_element(By.ID, "search-q"))
                WebDriverWait(self.driver, 5).until(lambda d: field.is_displayed())
                self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": 390, "height": 450, "deviceScaleFactor": 1, "mobile": True})
                field.click()
                before = self.driver.execute_script("return arguments[0].getBoundingClientRect().bottom", field)
                if before < 300:
                    found["%s: set-up" % query] = "the field's foot at %d px, not at the keyboard's edge" % before
                field.send_keys(query)
                WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(
                    "return document.querySelector('#search-results li a') !== null"))
                box = self.driver.execute_script(
                    "var r = document.querySelector('#search-results li a').getBoundingClientRect(),"
                    " f = document.getElementById('search-q').getBoundingClientRect();"
                    " return [r.top, r.bottom, f.top, innerHeight];")
                if not (0 <= box[2] and box[1] <= box[3]):
                    found[query] = "first result from %d to %d px, field's top %d, screen %d" % tuple(box)
            fields = self.driver.execute_script(
                "return Array.prototype.map.call(document.querySelectorAll('input[type=search]'), function (f) {"
                " return [f.id, f.getAttribute('autocapitalize'), f.getAttribute('autocorrect'),"
                " f.getAttribute('spellcheck'), f.getAttribute('enterkeyhint'), f.getAttribute('inputmode')]; });")
            for field in fields:
                if field[1:] != ["none", "off", "false", "go", "search"]:
                    found["field " + field[0]] = "autocapitalize, autocorrect, spellcheck, enterkeyhint, inputmode: %s" % (
                        field[1:],)
            if not fields:
                found["fields"] = "no search field"
        finally:
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
        self.assertEqual(found, {}, "\n".join("%s: %s" % item for item in found.items()))

    def test_with_large_text_on_a_phone_every_chart_label_and_count_is_in_a_table_beside_it_at_that_size(self):
        """A chart is drawn to the width of the screen, so on a phone its labels stay about 12 px when a reader sets
        the text to 200 % (30 px). What it draws is also in a table next to it (the orders' table above the bars,
        the continents' below the stacked chart), whose text is at the reader's size: every label and count of
        the drawing shown is in that table's cells, at least twice the chart's text."""
        self.driver.execute_cdp_cmd("Page.enable", {})
        try:
            self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 32, "fixed": 26}})
            self.driver.set_window_size(320, 800)
            self.driver.get(support.http_url("index.html"))
            charts = self.driver.execute_script("""
                return Array.prototype.map.call(document.querySelectorAll('figure.chart'), function (figure) {
                  var drawing = Array.prototype.find.call(figure.querySelectorAll('svg'), function (svg) {
                    return svg.getClientRects().length > 0; });
                  var scale = drawing.getBoundingClientRect().width / drawing.viewBox.baseVal.width;
                  var texts = Array.prototype.map.call(drawing.querySelectorAll('text'), function (t) {
                    return [t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale]; });
                  var table = [figure.previousElementSibling, figure.nextElementSibling,
                               figure.nextElementSibling && figure.nextElementSibling.nextElementSibling]
                    .find(function (e) { return e && e.tagName === 'TABLE'; });
                  if (!table) return [figure.querySelector('figcaption').textContent, texts, null, 0];
                  var cells = Array.prototype.map.call(table.querySelectorAll('th, td'), function (c) {
                    return c.textContent.trim(); });
                  return [figure.querySelector('figcaption').textContent, texts, cells,
                          parseFloat(getComputedStyle(table.querySelector('tbody td')).fontSize)]; });""")
        finally:
            self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
        self.assertEqual(len(charts), 2)
        for caption, texts, cells, size in charts:
            self.assertIsNotNone(cells, "%s: no table beside the chart" % caption)
            missing = sorted({text for text, _ in texts if text not in cells})
            self.assertEqual(missing, [], "%s: drawn but not in the table beside it" % caption)
            drawn = max(height for _, height in texts)
            self.assertGreaterEqual(size, 28, caption)
            self.assertGreaterEqual(size, 2 * drawn, "%s: the table's text %.1f px, the chart's %.1f px" % (
                caption, size, drawn))

    def test_the_continent_charts_name_says_every_number_of_the_table_beside_it(self):
        """The stacked chart is an image, whose children (each segment's <title>) a screen reader never reaches: its
        name (from the accessibility tree) gives each continent's count per order and in all, as the table below."""
        for width in (1280, 390):
            self.driver.set_window_size(width, 900)
            self.driver.get(support.http_url("index.html"))
            rows = self.driver.execute_script("""
                var table = Array.prototype.find.call(document.querySelectorAll('main table'), function (t) {
                  return t.caption && t.caption.textContent === 'Locales per yyyyMMdd order and continent'; });
                var heads = Array.prototype.map.call(table.tHead.rows[0].cells, function (c) { return c.textContent; });
                return Array.prototype.map.call(table.tBodies[0].rows, function (row) {
                  return Array.prototype.map.call(row.cells, function (c, i) { return [heads[i], c.textContent]; }); });""")
            self.assertGreaterEqual(len(rows), 6)
            nodes = self.driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
            names = [n["name"]["value"] for n in nodes if not n.get("ignored") and n.get("role", {}).get("value") == "image"
                     and n.get("name", {}).get("value", "").startswith("Locales per yyyyMMdd order, by continent")]
            self.assertEqual(len(names), 1, "one drawing of the chart in the tree at %d px: %s" % (width, names))
            missing = []
            for row in rows:
                continent, counts, total = row[0][1], row[1:-1], row[-1][1]
                said = "%s: %s (%s in all)" % (continent, ", ".join(
                    "%s %s" % (order, count) for order, count in counts if count != "0"), total)
                if said not in names[0]:
                    missing.append(said)
            self.assertEqual(missing, [], "%d px, the chart is named %r" % (width, names[0]))

    def test_every_chart_mark_stands_out_from_the_background_in_both_palettes(self):
        """WCAG 1.4.11: each bar, segment and legend swatch of the index's charts has a contrast of 3:1 or more with
        the page's background, and two segments side by side in a bar 3:1 with each other or a line of the
        background between them; light and dark, desktop and phone."""
        bad, marks = [], 0
        for scheme in ("light", "dark"):
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                        {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for width in (1280, 390):
                self.driver.set_window_size(width, 900)
                self.driver.get(support.http_url("index.html"))
                count, low = self.driver.execute_script(CONTRAST_JS)
                marks += count
                bad += ["%s %d px: %s" % (scheme, width, item) for item in low]
        self.assertGreater(marks, 4 * 20)
        self.assertEqual(bad, [], "\n".join(sorted(set(bad))))


    def test_every_fields_example_text_reads_at_4_5_to_1_in_both_palettes(self):
        """WCAG 1.4.3: the example a search field shows until something is typed ("Taiwan, Canadian French, ja_JP…",
        the header's "ja_JP, German…") is the only visible hint of what the field takes (the header field's label is
        for screen readers), so it has the contrast of text: 4.5:1 against the field, light and dark (the
        browser's own grey, #757575, is 4.1:1 on the dark field)."""
        probe = """
            function rgb(c) { var m = c.match(/[\\d.]+/g).map(Number); return m.length > 3 && m[3] === 0 ? null : m.slice(0, 3); }
            function luminance(c) { c = c.map(function (v) { v /= 255;
              return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
              return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; }
            return Array.prototype.filter.call(document.querySelectorAll('input[placeholder]'), function (field) {
              return field.checkVisibility(); }).map(function (field) {
              var background = null;
              for (var e = field; e && !background; e = e.parentElement) background = rgb(getComputedStyle(e).backgroundColor);
              var text = getComputedStyle(field, '::placeholder'), a = luminance(rgb(text.color)) ,
                  b = luminance(background || [255, 255, 255]);
              var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) * parseFloat(text.opacity);
              return [field.id || field.name, text.color + ' on ' + background, ratio]; });"""
        low, fields = [], 0
        for scheme in ("light", "dark"):
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                        {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for page in ("index.html", "locales/ar.html", "about.html", "404.html"):
                self.driver.get(support.http_url(page))
                for name, colours, ratio in self.driver.execute_script(probe):
                    fields += 1
                    if ratio < 4.5:
                        low.append("%s %s #%s: %s, %.2f:1" % (scheme, page, name, colours, ratio))
        self.assertGreaterEqual(fields, 2 * 4)
        self.assertEqual(low, [], "\n".join(low))


    def test_every_field_select_and_button_has_an_edge_that_stands_out_3_to_1(self):
        """WCAG 1.4.11: an empty search field, a select of the filter or of a picker preview (whose columns are its
        point), a button: each shows where it is by its border or its own background, 3:1 or more against what is
        around it, light and dark (the table lines' grey, #d0d7de, is 1.3 to 1.6:1, so a field all but vanished).
        A checkbox is the browser's own drawing."""
        probe = """
            document.querySelectorAll('details').forEach(function (d) { d.open = true; });
            function rgb(c) { var m = c.match(/[\\d.]+/g).map(Number);
              if (/^color\\(srgb/.test(c)) m = [m[0] * 255, m[1] * 255, m[2] * 255, m.length > 3 ? m[3] : 1];
              return m.length > 3 && m[3] === 0 ? null : m.slice(0, 3); }
            function luminance(c) { c = c.map(function (v) { v /= 255;
              return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
              return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; }
            function ratio(a, b) { a = luminance(a); b = luminance(b); return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); }
            function around(e) { for (; e; e = e.parentElement) { var c = rgb(getComputedStyle(e).backgroundColor);
              if (c) return c; } return [255, 255, 255]; }
            return Array.prototype.filter.call(document.querySelectorAll(
              'input:not([type=hidden]):not([type=checkbox]), select, button'), function (e) {
              return e.checkVisibility(); }).map(function (e) {
              var s = getComputedStyle(e), outside = around(e.parentElement), inside = rgb(s.backgroundColor) || outside;
              var edge = parseFloat(s.borderTopWidth) > 0 ? ratio(rgb(s.borderTopColor), outside) : 1;
              return [e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className, Math.max(edge, ratio(inside, outside))]; });"""
        low, controls = set(), 0
        for scheme in ("light", "dark"):
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                        {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for page in ("index.html", "locales/ar.html", "locales/ja_JP.html", "404.html"):
                self.driver.get(support.http_url(page))
                if page == "index.html":
                    self.driver.execute_script("document.getElementById('filter').hidden = false")
                for name, contrast in self.driver.execute_script(probe):
                    controls += 1
                    if contrast < 3:
                        low.add("%s %s %s: %.2f:1" % (scheme, page, name, contrast))
        self.assertGreater(controls, 2 * 20)
        self.assertEqual(sorted(low), [], "\n".join(sorted(low)))


if __name__ == "__main__":
    unittest.main()

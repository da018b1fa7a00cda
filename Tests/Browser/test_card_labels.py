"""Tables that a tablet or a phone shows as cards. What a screen reader hears: each cell's name is its text, as on a
desktop, while the card still shows its column's label to the eye. The column headers stay in the table (out of
sight), so a screen reader announces them; a label read as text besides would say every header twice ("Template,
Template yMd"). What the eye sees: every value at the start of its line, under its label, and no card tinted."""

import unittest

import support

# Tables of every kind that becomes cards: a locale page's (left to right, right to left, Japanese), the index's letter
# groups, an order and a picker page's pattern groups, the conflicts page's groups.
PAGES = ["locales/en_US.html", "locales/ar_EG.html", "locales/ja_JP.html", "index.html", "pickers/numeric-mdy.html",
         "orders/ymd.html", "conflicts.html"]

# Marks the cells of the first three body rows of every table, each group opened first and each card laid out as it is
# once scrolled to (Chromium leaves a card out of view out of what it hands over here); returns what each shows.
MARK_JS = """
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
document.querySelectorAll('tr').forEach(function (r) { r.style.setProperty('content-visibility', 'visible', 'important'); });
var out = [];
document.querySelectorAll('main table').forEach(function (table) {
  if (!table.tBodies.length) return;
  Array.prototype.slice.call(table.tBodies[0].rows, 0, 3).forEach(function (row) {
    Array.prototype.forEach.call(row.cells, function (cell) {
      if (!cell.textContent.trim() || !cell.getClientRects().length) return;
      cell.setAttribute('data-probe', out.length);
      var before = getComputedStyle(cell, '::before').content;
      out.push({label: cell.getAttribute('data-label') || '', shows: before.indexOf(JSON.stringify(
        cell.getAttribute('data-label') || '')) === 0 && getComputedStyle(cell, '::before').display === 'block'});
    });
  });
});
return out;
"""


class CardLabels(unittest.TestCase):
    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def tearDown(self):
        support.reset(self.driver)

    def names(self, page, width):
        """Each marked cell's accessible name as Chromium gives it to a screen reader, and whether its label shows."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 800})
        self.driver.get(support.http_url(page))
        cells = self.driver.execute_script(MARK_JS)
        # The groups just opened are laid out (and so given to the accessibility tree) in the next frames.
        self.driver.execute_async_script(
            "var done = arguments[0]; requestAnimationFrame(function () { requestAnimationFrame(done); });")
        root = self.driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        ids = self.driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": "[data-probe]"})["nodeIds"]
        self.assertEqual(len(ids), len(cells))
        names = []
        for node in ids:
            tree = self.driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})
            names.append(" ".join(((tree["nodes"][0].get("name") or {}).get("value") or "").split()))
        return [dict(cell, name=name) for cell, name in zip(cells, names)]

    def test_a_card_shows_its_label_and_a_screen_reader_reads_the_cell_as_on_a_desktop(self):
        wrong, compared, labelled = [], 0, 0
        for page in PAGES:
            desktop = self.names(page, 1280)
            for width in (768, 360):
                cards = self.names(page, width)
                self.assertEqual(len(cards), len(desktop), "%s at %d px" % (page, width))
                for wide, narrow in zip(desktop, cards):
                    compared += 1
                    labelled += narrow["shows"]
                    if narrow["name"] != wide["name"]:
                        wrong.append("%s at %d px: %r, on a desktop %r" % (page, width, narrow["name"], wide["name"]))
                if width == 360 and not all(cell["shows"] for cell in cards if cell["label"]):
                    wrong.append("%s at 360 px: a card shows no label" % page)
        self.assertGreater(labelled, 300)
        self.assertGreater(compared, 600)
        self.assertEqual(wrong, [], "%d of %d cells:\n%s" % (len(wrong), compared, "\n".join(wrong[:15])))

    def test_a_number_starts_its_line_under_its_label_in_a_card(self):
        """A column aligned right on a desktop (a count, a share) is aligned as every other value in a card: at the
        start of its line, under its label, not alone at the card's far edge."""
        probe = """
            document.querySelectorAll('details').forEach(function (d) { d.open = true; });
            var out = [], count = 0;
            document.querySelectorAll('main tbody :is(td, th)[style*="text-align"]').forEach(function (cell) {
              if (getComputedStyle(cell).display !== 'block' || !cell.getClientRects().length) return;
              count++;
              var align = getComputedStyle(cell).textAlign;
              if (align !== 'start') out.push(cell.getAttribute('data-label') + ' ' + cell.textContent.trim() + ': ' + align);
            });
            return [out.slice(0, 3), count];"""
        wrong, checked = [], 0
        for width in (768, 360):
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 800})
            for page in PAGES + ["pickers/time-h23.html", "about.html"]:
                self.driver.get(support.http_url(page))
                found, count = self.driver.execute_script(probe)
                checked += count
                wrong += ["%s at %d px: %s" % (page, width, problem) for problem in found]
        self.assertGreater(checked, 50)
        self.assertEqual(wrong, [], "\n".join(wrong[:20]))

    def test_no_card_is_tinted(self):
        """Cards are separate boxes: none is tinted as a table's even rows are on a desktop, which marks every other
        card as if it were picked out (a linked one is, in the accent colour); filtered or not, on a tablet (the
        grids of cards) and a phone."""
        probe = """
            document.querySelectorAll('details').forEach(function (d) { d.open = true; });
            var out = [], count = 0;
            document.querySelectorAll('main tbody tr').forEach(function (row) {
              if (!/^(block|grid)$/.test(getComputedStyle(row).display) || !row.getClientRects().length) return;
              count++;
              var colour = getComputedStyle(row).backgroundColor;
              if (colour !== 'rgba(0, 0, 0, 0)') out.push(Array.from(row.textContent.trim()).slice(0, 30).join('') + ': ' + colour);
            });
            return [out.slice(0, 3), count];"""
        wrong, checked = [], 0
        for width in (768, 360):
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": True})
            for page in PAGES + ["index.html?q=german", "pickers/time-h23.html", "about.html"]:
                self.driver.get(support.http_url(page))
                found, count = self.driver.execute_script(probe)
                checked += count
                wrong += ["%s at %d px: %s" % (page, width, problem) for problem in found]
        self.assertGreater(checked, 2000)
        self.assertEqual(wrong, [], "\n".join(wrong[:20]))

if __name__ == "__main__":
    unittest.main()

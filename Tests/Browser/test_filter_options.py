"""Every option of every filter on the index, and pairs of filters, at phone and desktop width: the rows left on
screen are exactly the locales data/locales.json gives that value, and the count, the letter groups' counts, the
dimmed letter links and the address agree. Expected rows are computed here from the JSON export, never from the
page's cells (which the page's own filter reads).

The cases run in batches inside the page (execute_async_script): set the controls, dispatch one change, wait until
the rows reappearing a slice per frame are all in place, read what is on screen."""

import random
import unittest
from urllib.parse import unquote_plus

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import support

PHONE = {"width": 375, "height": 812, "deviceScaleFactor": 2, "mobile": True}
KEYS = ["lang", "region", "numeric", "names", "order", "clock", "period", "datetime", "calendar", "dir", "conflicts"]


def region_of(entry):
    """The region the identifier names (en_US_POSIX names US, before its variant), or where it names none the one
    the export infers from Foundation's likely subtags (af's ZA, ja's JP): a reader filtering by South Africa
    expects Afrikaans, Zulu and Xhosa."""
    return entry["region"] or ""


def listed(names):
    """Names as the count lists them: "af", "af and zu", "af, xh and zu"; beyond six, "... and 4 more"."""
    shown = names[:5] + ["{:,} more".format(len(names) - 5)] if len(names) > 6 else names
    return shown[0] if len(shown) < 2 else ", ".join(shown[:-1]) + " and " + shown[-1]


def count_says(case, rows):
    """The filter's count, and under a region the locales in it by their likely region alone, named."""
    said = support.count_says(len(rows))
    likely = [identifier for identifier in rows
              if "region" in support.locale(identifier)["inferred"]] if case.get("region") else []
    if likely:
        said += "; %s %s no region, %s is %s likely one" % (
            listed(likely), "names" if len(likely) == 1 else "name", case["region"],
            "its" if len(likely) == 1 else "their")
    return said


def value(entry, key):
    """What data/locales.json says a locale's value is for a filter ("" where it has none, as a 24-hour clock has
    no day period)."""
    time = entry["time"]
    return {
        "lang": lambda: entry["identifier"].split("_")[0],
        "region": lambda: region_of(entry),
        "numeric": lambda: entry["pickers"]["numeric"],
        "names": lambda: entry["pickers"]["with-month-names"],
        "order": lambda: entry["order"],
        "clock": lambda: "12-hour" if time["hourCycle"] in ("h11", "h12") else "24-hour",
        "period": lambda: time["dayPeriod"] if time["dayPeriod"] in ("first", "last") else "",
        "datetime": lambda: "time first" if time["dateTimeOrder"] == "timeFirst" else "date first",
        "calendar": lambda: entry["calendar"],
        "dir": lambda: entry["direction"],
        "conflicts": lambda: "1" if entry["conflicts"] else "",
    }[key]()


def expected(case):
    return [entry["identifier"] for entry in support.locales()
            if all(value(entry, key) == wanted for key, wanted in case.items())]


def options():
    return {key: sorted({value(entry, key) for entry in support.locales()} - {""}) for key in KEYS}


# Applies each case (a dict of control -> value) and reports what is on screen once every matching row is in place.
APPLY_CASES_JS = r"""
var cases = arguments[0], done = arguments[arguments.length - 1], out = [], at = 0;
var rows = document.querySelectorAll('details.locale-group tbody tr'), count = document.getElementById('filter-count');
function control(key) { return document.getElementById('filter-' + key); }
function onScreen() {
  var shown = [];
  for (var i = 0; i < rows.length; i++) {
    var r = rows[i], box = r.getBoundingClientRect();
    if (r.offsetParent !== null && box.height > 0 && r.checkVisibility())
      shown.push((r.cells[0].querySelector('a[href]') || r.cells[0]).textContent.trim());
  }
  var groups = Array.prototype.map.call(document.querySelectorAll('details.locale-group'), function (g) {
    var link = document.querySelector('a[href="#' + g.id + '"]');
    return [g.id, g.hidden, g.open, g.querySelector('summary').textContent, link.classList.contains('no-match')];
  });
  return {shown: shown, count: count.textContent, groups: groups, search: location.search};
}
function next() {
  if (at === cases.length) return done(out);
  var kase = cases[at++];
  ['lang', 'region', 'numeric', 'names', 'order', 'clock', 'period', 'datetime', 'calendar', 'dir'].forEach(function (key) {
    control(key).value = kase[key] || '';
  });
  control('conflicts').checked = kase.conflicts === '1';
  control('dir').dispatchEvent(new Event('change', {bubbles: true}));
  var start = performance.now(), settled = 0;
  (function wait() {
    requestAnimationFrame(function () {
      var unhidden = 0;
      for (var i = 0; i < rows.length; i++) if (!rows[i].hidden) unhidden++;
      settled = unhidden === parseInt(count.textContent.replace(/,/g, ''), 10) ? settled + 1 : 0;
      if (settled >= 2 || performance.now() - start > 15000) { out.push(onScreen()); next(); } else wait();
    });
  })();
}
next();
"""


class FilterOptions(unittest.TestCase):
    def setUp(self):
        # Hundreds of changes a minute, each a step in the history: Chromium's guard against a page flooding the
        # history (it ignores further changes for a while) would leave a stale address that no reader can cause.
        self.driver = support.browser(name="filters", arguments=("--disable-ipc-flooding-protection",))
        support.reset(self.driver)
        self.driver.set_script_timeout(80)

    def tearDown(self):
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        support.reset(self.driver)

    def open(self, phone):
        if phone:
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
        self.driver.get(support.http_url("index.html"))
        WebDriverWait(self.driver, 20).until(lambda d: d.find_element(By.ID, "filter-count").text)

    def problems(self, case, seen):
        """What the page shows wrongly for one case, as sentences."""
        rows = expected(case)
        wrong = []
        if sorted(seen["shown"]) != sorted(rows):
            wrong.append("rows on screen: %d, expected %d (extra %s, missing %s)" % (
                len(seen["shown"]), len(rows), sorted(set(seen["shown"]) - set(rows))[:4],
                sorted(set(rows) - set(seen["shown"]))[:4]))
        if seen["count"] != count_says(case, rows):
            wrong.append("count %r for %d rows" % (seen["count"], len(rows)))
        per_group = {}
        for entry in support.locales():
            per_group.setdefault("group-" + entry["identifier"][0].lower(), [0, 0])[1] += 1
        for identifier in rows:
            per_group["group-" + identifier[0].lower()][0] += 1
        for group, hidden, opened, summary, dimmed in seen["groups"]:
            matching, total = per_group[group]
            said = " \u2014 {:,} of {:,} locales match".format(matching, total)
            if not summary.endswith(said) or hidden != (matching == 0) or dimmed != (matching == 0) or (
                    matching and not opened):
                wrong.append("%s: %r, hidden %s, open %s, letter dimmed %s; %d match" % (
                    group, summary, hidden, opened, dimmed, matching))
        address = {}
        for pair in filter(None, seen["search"].lstrip("?").split("&")):
            key, _, text = pair.partition("=")
            address[key] = unquote_plus(text)
        if address != case:
            wrong.append("address %r" % seen["search"])
        return wrong

    def check(self, cases, phone):
        self.open(phone)
        found = {}
        for start in range(0, len(cases), 20):
            batch = cases[start:start + 20]
            for case, seen in zip(batch, self.driver.execute_async_script(APPLY_CASES_JS, batch)):
                wrong = self.problems(case, seen)
                if wrong:
                    found[str(case)] = wrong
        self.assertEqual(found, {}, "%d of %d cases (%s) show other rows than data/locales.json gives" % (
            len(found), len(cases), "phone" if phone else "desktop"))

    def test_every_option_of_every_filter_shows_exactly_its_locales(self):
        choices = options()
        page = None
        for phone in (False, True):
            with self.subTest(phone=phone):
                self.open(phone)
                page = self.driver.execute_script(
                    "var o = {}; document.querySelectorAll('#filter select').forEach(function (s) {"
                    " o[s.name] = Array.prototype.map.call(s.options, function (x) { return x.value; }).filter(Boolean);"
                    " }); return o;")
                for key in KEYS[:-1]:
                    self.assertEqual(sorted(page[key]), choices[key], "the options of %s" % key)
                # Every option at desktop width; at phone width every other one of the long lists (language,
                # region) and every option of the others.
                cases = [{key: option} for key in KEYS for option in (choices[key] or ["1"])
                         if not phone or key not in ("lang", "region") or choices[key].index(option) % 2 == 0]
                self.check(cases, phone)

    def test_a_region_lists_the_languages_alone_whose_likely_region_it_is_and_says_so(self):
        # South Africa: its written locales and Afrikaans, Zulu, Xhosa and the others Foundation's likely subtags
        # place there; Japan: ja_JP and ja. The count names those that write no region.
        self.open(False)
        seen = self.driver.execute_async_script(APPLY_CASES_JS, [{"region": "ZA"}, {"region": "JP"}])
        self.assertTrue({"af", "xh", "zu", "af_ZA", "zu_ZA"} <= set(seen[0]["shown"]), seen[0]["shown"])
        self.assertIn("; af, nr, nso, ss, st and 5 more name no region, ZA is their likely one", seen[0]["count"])
        self.assertTrue({"ja", "ja_JP"} <= set(seen[1]["shown"]), seen[1]["shown"])
        self.assertIn("ain and ja name no region, JP is their likely one", seen[1]["count"])

    def test_the_order_filters_list_orders_most_common_first_as_the_index_does(self):
        # The index's tables of picker orders and yyyyMMdd orders, and every order page's links, list orders by
        # how many locales have them: the filters below them list the same orders in the same sequence.
        self.open(False)
        page = self.driver.execute_script(
            "var o = {}; document.querySelectorAll('#filter select').forEach(function (s) {"
            " o[s.name] = Array.prototype.map.call(s.options, function (x) { return x.value; }).filter(Boolean);"
            " }); o.tables = Array.prototype.map.call(document.querySelectorAll('#pickers ~ table, #orders ~ table'),"
            " function (t) { return Array.prototype.map.call(t.querySelectorAll('a[href^=\"pickers/numeric-\"],"
            " a[href^=\"orders/\"]'), function (a) { return a.textContent; }); }); return o;")
        for key in ("numeric", "names", "order"):
            counts = {}
            for entry in support.locales():
                counts[value(entry, key)] = counts.get(value(entry, key), 0) + 1
            counts.pop("", None)
            self.assertEqual(page[key], sorted(counts, key=lambda order: (-counts[order], order)), key)
        shown = [links for links in page["tables"] if links]
        self.assertIn(page["numeric"], shown, "the index's numeric row lists the orders as its filter does")
        self.assertIn(page["order"], shown, "the index's yyyyMMdd table lists the orders as its filter does")

    def test_pairs_of_filters_show_exactly_the_locales_with_both(self):
        rng = random.Random(20261205)
        choices = options()
        choices["conflicts"] = ["1"]
        cases = []
        while len(cases) < 120:
            first, second = rng.sample(KEYS, 2)
            if rng.random() < 0.6:
                # Two values one locale has, so most pairs leave rows to compare.
                entry = rng.choice(support.locales())
                case = {key: value(entry, key) for key in (first, second) if value(entry, key)}
                if len(case) < 2:
                    continue
            else:
                case = {key: rng.choice(choices[key]) for key in (first, second)}
            cases.append(case)
        self.assertGreater(sum(1 for case in cases if expected(case)), 60, "most pairs leave rows")
        # and some leave none, where the count must say so and how back
        self.assertGreater(sum(1 for case in cases if not expected(case)), 5, "some pairs leave no row")
        for phone in (False, True):
            with self.subTest(phone=phone):
                self.check(cases[::2] if phone else cases, phone)


if __name__ == "__main__":
    unittest.main()

"""Locale pages: the time-picker preview's columns follow the published time answer (data/locales.json `time`):
the day period on the side the locale's pattern puts it, hours in the range its hour letter counts, the sample
time selected, from the left as the locale shows its time (in most right-to-left locales a time is not mirrored:
Chromium's own bidi layout of the sample decides the expected order). Works without JavaScript too (plain
<select> elements)."""

import unittest
import unicodedata

import support


def label_direction(text, fallback):
    """The direction a label shows `text` in: its first strong letter's (rules P2 and P3 of the bidi algorithm, an
    app label's natural writing direction), else the locale's. `4:45 PM` in a right-to-left locale is a
    left-to-right line; `٤:٤٥ م` a right-to-left one."""
    for character in text:
        kind = unicodedata.bidirectional(character)
        if kind == "L":
            return "ltr"
        if kind in ("R", "AL"):
            return "rtl"
    return fallback


PREVIEW_JS = """
var preview = document.querySelector('.time-preview');
if (!preview) return null;
var columns = preview.querySelectorAll('label.column[data-field]'), result = [];
for (var i = 0; i < columns.length; i++) {
  var rect = columns[i].getBoundingClientRect(), select = columns[i].querySelector('select'), options = [];
  for (var j = 0; j < select.options.length; j++) options.push(select.options[j].text);
  result.push({field: columns[i].getAttribute('data-field'), x: rect.left, width: rect.width, options: options,
               selected: select.selectedIndex >= 0 ? select.options[select.selectedIndex].text : null});
}
return {dir: getComputedStyle(preview).direction, columns: result};
"""

# Where the browser draws the hour, the minute and the day period of a time sample in a line of the given
# direction: the first and second runs of digits, and the PM symbol.
SAMPLE_JS = """
var sample = arguments[0], pm = arguments[1], direction = arguments[2];
var line = document.createElement('div');
line.dir = direction;
line.style.cssText = 'position:absolute;top:0;left:0;width:40em;font-size:32px;white-space:nowrap';
var text = document.createTextNode(sample);
line.appendChild(text);
document.body.appendChild(line);
function left(start, end) {
  var range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  return range.getBoundingClientRect().left;
}
var found = {}, digits = /\\p{Nd}+/gu, match, runs = [];
while ((match = digits.exec(sample))) runs.push([match.index, match.index + match[0].length]);
if (runs.length > 0) found.hour = left(runs[0][0], runs[0][1]);
if (runs.length > 1) found.minute = left(runs[1][0], runs[1][1]);
var at = pm ? sample.indexOf(pm) : -1;
if (at >= 0) found.dayPeriod = left(at, at + pm.length);
line.remove();
return found;
"""


class TimePickerPreview(unittest.TestCase):
    """ko_KR and zh_Hant_TW put the day period first, en_US last; ja_JP, de_DE and vi_VN have none (0–23)."""

    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def check(self, identifier, expected_columns, expected_hours, selected_hour):
        time = support.locale(identifier)["time"]
        self.assertEqual(time["columns"], expected_columns,
                         "data/locales.json time.columns for %s (the case this test is meant to cover)" % identifier)
        self.assertEqual(time["hours"], expected_hours, "%s: time.hours" % identifier)
        self.driver.get(support.http_url("locales/%s.html" % identifier))
        preview = self.driver.execute_script(PREVIEW_JS)
        self.assertIsNotNone(preview, "%s has a .time-preview" % identifier)
        # In the page in reading order (what a screen reader says), on screen from the left as the time reads.
        self.assertEqual([column["field"] for column in preview["columns"]], time["columns"],
                         "%s: preview columns in document order vs. time.columns" % identifier)
        fields = [column["field"] for column in sorted(preview["columns"], key=lambda column: column["x"])]
        self.assertEqual(fields, time["columnsLeftToRight"],
                         "%s: preview columns from the left vs. time.columnsLeftToRight" % identifier)
        # The order the browser draws the locale's own sample in, in the direction a label takes for it.
        direction = label_direction(time["sample"], support.locale(identifier)["direction"])
        drawn = self.driver.execute_script(SAMPLE_JS, time["sample"],
                                           (time["dayPeriodSymbols"] or [None, None])[1], direction)
        self.assertEqual(sorted(drawn, key=drawn.get), fields,
                         "%s: the columns read from the left as the sample %r is drawn (%s)" % (identifier, time["sample"], drawn))
        by_field = {column["field"]: column for column in preview["columns"]}
        hours = by_field["hour"]["options"]
        self.assertEqual(len(hours), expected_hours[1] - expected_hours[0] + 1, "%s: one option per hour" % identifier)
        self.assertEqual(int(hours[0]), expected_hours[0], "%s: first hour" % identifier)
        self.assertEqual(int(hours[-1]), expected_hours[1], "%s: last hour" % identifier)
        self.assertEqual(int(by_field["hour"]["selected"]), selected_hour, "%s: 16:45 selects this hour" % identifier)
        self.assertEqual(int(by_field["minute"]["selected"]), 45, "%s: 16:45 selects minute 45" % identifier)
        self.assertEqual(len(by_field["minute"]["options"]), 60)
        if "dayPeriod" in by_field:
            self.assertEqual(by_field["dayPeriod"]["options"], time["dayPeriodSymbols"], "%s: AM/PM names" % identifier)
            self.assertEqual(by_field["dayPeriod"]["selected"], time["dayPeriodSymbols"][1], "%s: PM selected" % identifier)
        for column in preview["columns"]:
            self.assertGreater(column["width"], 0, "%s: column %s is rendered" % (identifier, column["field"]))
        self.assertEqual(preview["dir"], "ltr", "%s: the time preview is laid out from the left" % identifier)

    def test_ko_KR_puts_the_day_period_first(self):
        self.check("ko_KR", ["dayPeriod", "hour", "minute"], [1, 12], 4)

    def test_zh_Hant_TW_puts_the_day_period_first(self):
        self.check("zh_Hant_TW", ["dayPeriod", "hour", "minute"], [1, 12], 4)

    def test_en_US_puts_the_day_period_last(self):
        self.check("en_US", ["hour", "minute", "dayPeriod"], [1, 12], 4)

    def test_ar_EG_shows_the_day_period_on_the_left(self):
        # h:mm a, written right to left: م ٤:٤٥.
        self.check("ar_EG", ["hour", "minute", "dayPeriod"], [1, 12], 4)
        self.assertEqual(support.locale("ar_EG")["time"]["columnsLeftToRight"], ["dayPeriod", "hour", "minute"])

    def test_ur_reads_as_written(self):
        # The pattern starts with a left-to-right mark: 4:45 PM reads left to right.
        self.check("ur", ["hour", "minute", "dayPeriod"], [1, 12], 4)
        self.assertEqual(support.locale("ur")["time"]["columnsLeftToRight"], ["hour", "minute", "dayPeriod"])

    def test_he_IL_keeps_the_hour_on_the_left(self):
        self.check("he_IL", ["hour", "minute"], [0, 23], 16)

    def test_every_right_to_left_locale_reads_its_time_columns_as_the_browser_draws_its_time(self):
        self.driver.get(support.http_url("index.html"))
        checked, wrong, latin_first = 0, [], 0
        for record in support.locales():
            time = record.get("time")
            if record["direction"] != "rtl" or not time or len(time["columns"]) < 2:
                continue
            direction = label_direction(time["sample"], "rtl")
            drawn = self.driver.execute_script(SAMPLE_JS, time["sample"],
                                               (time["dayPeriodSymbols"] or [None, None])[1], direction)
            checked += 1
            latin_first += direction == "ltr"
            if sorted(drawn, key=drawn.get) != time["columnsLeftToRight"]:
                wrong.append("%s %r: drawn %s, published %s" % (record["identifier"], time["sample"],
                                                                sorted(drawn, key=drawn.get), time["columnsLeftToRight"]))
        self.assertGreater(checked, 60)
        # ms_Arab's and lrc's 4:45 PM, a left-to-right line whose PM stays on the right.
        self.assertGreater(latin_first, 5)
        self.assertEqual(wrong, [], "\n".join(wrong[:20]))

    def test_ja_JP_counts_0_to_23(self):
        self.check("ja_JP", ["hour", "minute"], [0, 23], 16)

    def test_de_DE_counts_0_to_23(self):
        self.check("de_DE", ["hour", "minute"], [0, 23], 16)

    def test_vi_VN_counts_0_to_23_and_writes_the_time_first(self):
        self.check("vi_VN", ["hour", "minute"], [0, 23], 16)
        self.assertEqual(support.locale("vi_VN")["time"]["dateTimeOrder"], "timeFirst")


if __name__ == "__main__":
    unittest.main()

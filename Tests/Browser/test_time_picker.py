"""Locale pages: the time-picker preview's columns follow the published time answer (data/locales.json `time`):
the day period on the side the locale's pattern puts it, hours in the range its hour letter counts, the sample
time selected, in reading order on screen. Works without JavaScript too (plain <select> elements)."""

import unittest

import support

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
        fields = [column["field"] for column in preview["columns"]]
        self.assertEqual(fields, time["columns"], "%s: preview columns in document order vs. time.columns" % identifier)
        by_field = {column["field"]: column for column in preview["columns"]}
        hours = by_field["hour"]["options"]
        self.assertEqual(len(hours), expected_hours[1] - expected_hours[0] + 1, "%s: one option per hour" % identifier)
        self.assertEqual(int(hours[0]), expected_hours[0], "%s: first hour" % identifier)
        self.assertEqual(int(hours[-1]), expected_hours[1], "%s: last hour" % identifier)
        self.assertEqual(int(by_field["hour"]["selected"]), selected_hour, "%s: 16:45 selects this hour" % identifier)
        self.assertEqual(by_field["minute"]["selected"], "45", "%s: 16:45 selects minute 45" % identifier)
        self.assertEqual(len(by_field["minute"]["options"]), 60)
        if "dayPeriod" in by_field:
            self.assertEqual(by_field["dayPeriod"]["options"], time["dayPeriodSymbols"], "%s: AM/PM names" % identifier)
            self.assertEqual(by_field["dayPeriod"]["selected"], time["dayPeriodSymbols"][1], "%s: PM selected" % identifier)
        for column in preview["columns"]:
            self.assertGreater(column["width"], 0, "%s: column %s is rendered" % (identifier, column["field"]))
        xs = [column["x"] for column in preview["columns"]]
        self.assertEqual(xs, sorted(xs, reverse=preview["dir"] == "rtl"),
                         "%s (%s): columns appear in reading order, x = %s" % (identifier, preview["dir"], xs))

    def test_ko_KR_puts_the_day_period_first(self):
        self.check("ko_KR", ["dayPeriod", "hour", "minute"], [1, 12], 4)

    def test_zh_Hant_TW_puts_the_day_period_first(self):
        self.check("zh_Hant_TW", ["dayPeriod", "hour", "minute"], [1, 12], 4)

    def test_en_US_puts_the_day_period_last(self):
        self.check("en_US", ["hour", "minute", "dayPeriod"], [1, 12], 4)

    def test_ja_JP_counts_0_to_23(self):
        self.check("ja_JP", ["hour", "minute"], [0, 23], 16)

    def test_de_DE_counts_0_to_23(self):
        self.check("de_DE", ["hour", "minute"], [0, 23], 16)

    def test_vi_VN_counts_0_to_23_and_writes_the_time_first(self):
        self.check("vi_VN", ["hour", "minute"], [0, 23], 16)
        self.assertEqual(support.locale("vi_VN")["time"]["dateTimeOrder"], "timeFirst")


if __name__ == "__main__":
    unittest.main()

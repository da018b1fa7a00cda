"""The "Show hidden characters" toggle: marks appear in place with a legend, and disappear again."""

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import support

STATE_JS = """
var main = document.getElementById('main'), marks = main.querySelectorAll('.hidden-char'), names = {};
for (var i = 0; i < marks.length; i++) {
  var name = marks[i].getAttribute('data-name');
  names[name] = (names[name] || 0) + 1;
}
var rlm = main.querySelector('.hidden-char[data-name="RLM"]');
var legend = document.getElementById('hidden-legend');
return {html: main.innerHTML, text: main.textContent, marks: marks.length, names: names,
        rlmLabel: rlm ? getComputedStyle(rlm, '::before').content : null,
        rlmVisible: rlm ? rlm.getBoundingClientRect().width > 0 : false,
        rlmText: rlm ? rlm.textContent : null,
        legend: legend ? legend.innerText : null,
        legendVisible: legend ? legend.getBoundingClientRect().height > 0 : false,
        options: Array.prototype.map.call(main.querySelectorAll('option'), function (o) { return o.text; }).join('|')};
"""

RLM = "\u200f"


class HiddenCharacters(unittest.TestCase):

    def setUp(self):
        self.driver = support.browser()
        support.reset(self.driver)

    def state(self):
        return self.driver.execute_script(STATE_JS)

    def test_marks_on_ar_appear_with_a_legend_and_disappear(self):
        self.driver.get(support.http_url("locales/ar.html"))
        button = self.driver.find_element(By.ID, "reveal-hidden")
        self.assertTrue(button.is_displayed(), "ar.html has U+200F, so the toggle is offered")
        self.assertEqual(button.text, "Show hidden characters")
        self.assertEqual(button.get_attribute("aria-pressed"), "false")
        before = self.state()
        self.assertEqual(before["marks"], 0)
        self.assertIsNone(before["legend"])
        self.assertIn(RLM, before["text"], "ar.html contains RIGHT-TO-LEFT MARKs")

        button.click()
        on = self.state()
        self.assertEqual(button.get_attribute("aria-pressed"), "true")
        rlm_outside_options = before["text"].count(RLM) - before["options"].count(RLM)
        self.assertEqual(on["names"].get("RLM"), rlm_outside_options, "every U+200F outside <option> is marked")
        self.assertEqual(on["rlmLabel"], '"RLM"', "the mark draws its short name")
        self.assertTrue(on["rlmVisible"], "the RLM mark takes up space on screen")
        self.assertEqual(on["rlmText"], RLM, "the character itself stays in the text")
        self.assertEqual(on["text"].count(RLM), before["text"].count(RLM))
        self.assertTrue(on["legendVisible"], "a legend is shown while marks are on")
        self.assertIn("RLM = U+200F RIGHT-TO-LEFT MARK", on["legend"])
        self.assertEqual(button.get_attribute("aria-controls"), "hidden-legend")
        support.screenshot(self.driver, "ar-hidden-characters.png")

        button.click()
        off = self.state()
        self.assertEqual(button.get_attribute("aria-pressed"), "false")
        self.assertEqual(off["marks"], 0, "marks disappear")
        self.assertIsNone(off["legend"], "the legend disappears")
        self.assertEqual(off["html"], before["html"], "the page is exactly as before")

    def test_toggle_works_from_the_keyboard(self):
        self.driver.get(support.file_url("locales/ar.html"))
        button = self.driver.find_element(By.ID, "reveal-hidden")
        button.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 5).until(lambda d: button.get_attribute("aria-pressed") == "true")
        self.assertGreater(self.state()["marks"], 0)
        button.send_keys(" ")
        WebDriverWait(self.driver, 5).until(lambda d: button.get_attribute("aria-pressed") == "false")
        self.assertEqual(self.state()["marks"], 0)

    def test_no_toggle_on_a_page_without_hidden_characters(self):
        self.driver.get(support.file_url("locales/ja_JP.html"))
        self.assertNotIn(RLM, self.state()["text"])
        self.assertFalse(self.driver.find_element(By.ID, "reveal-hidden").is_displayed())


if __name__ == "__main__":
    unittest.main()

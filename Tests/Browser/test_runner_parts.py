"""The runner's two parts (run.py --timing and --no-timing): `make test` runs the browser tests that time the page
alone, after the others have run beside the Swift suites. Together the parts are every test, once; the tests that
time the page are in the timing part, which a busy machine would fail (the filter's first frame measured 57 ms
against its 50 ms budget beside the Swift suites)."""

import os
import unittest

import run

HERE = os.path.dirname(os.path.abspath(__file__))


def names(suite):
    """Every test id in a suite, nested suites flattened."""
    found = []
    for test in suite:
        found += names(test) if isinstance(test, unittest.TestSuite) else [test.id()]
    return found


class RunnerParts(unittest.TestCase):
    def test_the_timing_and_other_parts_are_every_test_once(self):
        suite = unittest.defaultTestLoader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
        every, timing, others = names(suite), names(run.chosen(suite, True)), names(run.chosen(suite, False))
        self.assertGreater(len(every), 150)
        self.assertEqual(sorted(timing + others), sorted(every))
        self.assertEqual(set(timing) & set(others), set())
        self.assertEqual(sorted(timing), [
            "test_index.IndexFilterFromDisk.test_applying_a_filter_is_fast",
            "test_index.IndexFilterOverHTTP.test_applying_a_filter_is_fast",
            "test_slow_phone.SlowPhone.test_keystrokes_in_the_search",
            "test_slow_phone.SlowPhone.test_loading_the_index",
        ])
        self.assertIn("test_runner_parts.RunnerParts.test_the_timing_and_other_parts_are_every_test_once", others)


if __name__ == "__main__":
    unittest.main()

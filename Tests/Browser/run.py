"""Runs the browser tests against a generated site folder.

    /usr/bin/python3 Tests/Browser/run.py SITE_DIR [--timing | --no-timing]      (normally through scripts/browser-tests)

--timing runs only the tests that time the page (marked @support.timing: the filter's first frame, the slow phone),
--no-timing every other one; `make test` runs the others beside the Swift suites, then these alone on a quiet machine.

Screenshots and chromedriver logs go to $BROWSER_ARTIFACTS (default: test-output/browser/ in the repository).
Prints one line per test, the measured filter time, and finally "N passed, N failed" alone on a line.
Exit status: 0 when every test passed, 1 otherwise, 64 for bad usage. A skipped test counts as failed.
"""

import os
import signal
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import support  # noqa: E402


class CountingResult(unittest.TextTestResult):
    """Counts successes explicitly, so errors in class or module set-up count as failures too."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1

    def failed(self):
        return len(self.failures) + len(self.errors) + len(self.skipped) + len(self.unexpectedSuccesses)


def closing(passed, failed):
    print("%d passed, %d failed" % (passed, failed), flush=True)


def chosen(suite, timing):
    """The tests of `suite` that time the page (`timing` True), the others (False), or all of them (None)."""
    if timing is None:
        return suite
    picked = unittest.TestSuite()
    for test in suite:
        if isinstance(test, unittest.TestSuite):
            inner = chosen(test, timing)
            if inner.countTestCases():
                picked.addTest(inner)
        elif support.measures_time(test) == timing:
            picked.addTest(test)
    return picked


def main(argv):
    parts = {"--timing": True, "--no-timing": False}
    options = [argument for argument in argv[1:] if argument in parts]
    rest = [argument for argument in argv[1:] if argument not in parts]
    if len(rest) != 1 or rest[0].startswith("-") or len(options) > 1:
        print("usage: scripts/browser-tests SITE_DIR [--timing | --no-timing]", file=sys.stderr)
        return 64
    timing = parts[options[0]] if options else None
    site = os.path.abspath(rest[0])
    missing = [p for p in ("index.html", "data/locales.json", "assets/atlas.js") if not os.path.isfile(os.path.join(site, p))]
    if missing:
        print("browser-tests: %s is not a generated site (missing %s)" % (site, ", ".join(missing)), file=sys.stderr)
        closing(0, 1)
        return 1
    artifacts = os.environ.get("BROWSER_ARTIFACTS") or os.path.join(ROOT, "test-output", "browser")
    support.configure(site, artifacts)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so the browser and server are still shut down

    print("browser tests: site %s, artifacts %s" % (site, support.ARTIFACTS), flush=True)
    suite = chosen(unittest.defaultTestLoader.discover(HERE, pattern="test_*.py", top_level_dir=HERE), timing)
    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2, resultclass=CountingResult)
    started = time.monotonic()
    try:
        result = runner.run(suite)
    finally:
        unavailable = support.startup_errors()
        support.shutdown()
    for message in unavailable:
        print("browser-tests: FAILED TO START THE BROWSER: %s" % message, file=sys.stderr)
    for name, value in sorted(support.METRICS.items()):
        print("%s: %s" % (name, value))
    screenshots = sorted(f for f in os.listdir(support.ARTIFACTS) if f.endswith(".png"))
    print("screenshots in %s: %s" % (support.ARTIFACTS, ", ".join(screenshots) or "none"))
    print("took %.1f s" % (time.monotonic() - started))
    failed = result.failed()
    if result.testsRun == 0:
        print("browser-tests: no tests were found in %s" % HERE, file=sys.stderr)
        failed = max(failed, 1)
    closing(result.passed, failed)
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

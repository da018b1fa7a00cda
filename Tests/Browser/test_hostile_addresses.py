"""Hostile addresses. Static hosts (GitHub Pages, Netlify, nginx's error_page) answer any unknown path with 404.html,
so its script reads an address the visitor, or whoever crafted the link, chose: whatever the path (//host/…, /\\host/…,
/%2F%2Fhost/…), the page loads nothing from another origin, and every link it shows, the suggestion included, stays
on the site (or, built with --base-url, on the base URL), keeping the address's fragment only where it is shaped like
an id (EN_us.html#time suggests en_US.html#time). A stray "%" in a fragment or query stops no script.

Nothing here reaches another machine: Chromium maps the hostile host names to a canary server on 127.0.0.2, which
records any request that arrives (there must be none), and resolves every other name to nothing."""

import functools
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
import unittest
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import support

HOSTILE_HOSTS = ("evil.example", "evil")
BASE_URL = "https://atlas.example/"

# Paths a hostile link can hold, and the locale the page should suggest for each (None: no suggestion).
HOSTILE_PATHS = [
    ("//evil.example/locales/EN_us.html", "en_US"),
    ("//evil.example/x.html", None),
    ("//evil.example/", None),
    ("/\\evil.example/locales/zh_tw.html", "zh_Hant_TW"),
    ("/\\evil.example/x", None),
    ("/%2F%2Fevil/x", None),
    ("/%2F%2Fevil.example/locales/EN_us.html", "en_US"),
    ("/%5Cevil.example/x", None),
    ("///evil.example//locales//EN_us.html", "en_US"),
    ("/a/..//evil.example/deep/x.html", None),
    ("//evil.example/orders/nothing.html", None),
    ("//evil/pickers/x.html", None),
    ("//evil.example/ja_JP.html", None),
    ("//evil.example/ORDERS/DMY.HTML", None),
]

# Every URL the page refers to or has fetched: elements' resolved URLs and the resource timing entries.
PAGE_URLS_JS = """
var out = [];
document.querySelectorAll('a[href], link[href]').forEach(function (e) { out.push(e.href); });
document.querySelectorAll('script[src], img[src]').forEach(function (e) { out.push(e.src); });
document.querySelectorAll('form[action]').forEach(function (e) { out.push(e.action); });
performance.getEntriesByType('resource').forEach(function (e) { out.push(e.name); });
return {urls: out, pwned: window.__pwned || null, origin: location.origin,
        scripts: Array.prototype.map.call(document.scripts, function (s) { return s.getAttribute('src'); })};
"""

HOME_JS = """
var links = document.querySelectorAll('main a');
for (var i = 0; i < links.length; i++) if (links[i].textContent === 'the list of all locales') return links[i].href === %s;
return false;
"""


class _Recorder(http.server.SimpleHTTPRequestHandler):
    """Serves a folder and answers unknown paths with its 404.html (status 404), as static hosts do; records
    every request line with its Host header."""

    timeout = 15
    log = None

    def send_error(self, code, message=None, explain=None):
        page = os.path.join(self.directory, "404.html")
        if code != 404 or not os.path.isfile(page):
            return super().send_error(code, message, explain)
        with open(page, "rb") as file:
            body = file.read()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_request(self, code="-", size="-"):
        self.log.append((self.headers.get("Host", ""), self.requestline, int(code) if str(code).isdigit() else 0))

    def log_message(self, format, *args):
        pass


class _Canary(http.server.BaseHTTPRequestHandler):
    """Stands in for every other host: records each request and answers as an attacker would, with a script, a
    stylesheet and a CORS header that lets any page read it."""

    timeout = 15
    log = None

    def _answer(self):
        self.log.append((self.headers.get("Host", ""), self.requestline, 200))
        body = b"window.__pwned = location.href;" if ".js" in self.path else b"body { background: red }"
        self.send_response(200)
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Type", "text/javascript" if ".js" in self.path else "text/css")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    do_GET = do_HEAD = do_POST = _answer

    def log_message(self, format, *args):
        pass


def _serve(handler, address, log, **keywords):
    handler = type(handler.__name__, (handler,), {"log": log})
    server = http.server.ThreadingHTTPServer((address, 0), functools.partial(handler, **keywords))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2}, daemon=True).start()
    return server


def _target(suggestion):
    """The page a suggestion names: a page's path as it is, a locale's identifier as its page."""
    return suggestion if suggestion.endswith(".html") else "locales/%s.html" % suggestion


def _executable():
    """The dateorder executable that builds the site with a base URL: $DATEORDER, else this checkout's debug build."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return os.environ.get("DATEORDER") or os.path.join(root, ".build", "debug", "dateorder")


class HostileAddresses(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.site_log, cls.canary_log, cls.based_log = [], [], []
        cls.servers = [
            _serve(_Recorder, "127.0.0.1", cls.site_log, directory=support.SITE),
            _serve(_Canary, "127.0.0.2", cls.canary_log),
        ]
        cls.site, cls.canary = cls.servers
        cls.folder = tempfile.mkdtemp(prefix="atlas-based-")
        cls.built = None
        executable = _executable()
        if os.access(executable, os.X_OK):
            output = os.path.join(cls.folder, "site")
            environment = dict(os.environ, DATEORDER_CACHE="off")
            cls.built = subprocess.run(
                [executable, "build", "--output", output, "--base-url", BASE_URL, "--only", "en_US", "--only", "de"],
                cwd=cls.folder,
                env=environment, capture_output=True, text=True, timeout=120)
            if cls.built.returncode == 0:
                cls.servers.append(_serve(_Recorder, "127.0.0.1", cls.based_log, directory=output))
        port = cls.canary.server_address[1]
        mapped = ", ".join("MAP %s 127.0.0.2:%d" % (host, port) for host in HOSTILE_HOSTS)
        cls.driver = support.browser(name="hostile", performance_log=True, arguments=(
            "--host-rules=" + mapped,
            # Any other name resolves to nothing, without asking a DNS server.
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2",
        ))

    @classmethod
    def tearDownClass(cls):
        for server in getattr(cls, "servers", []):
            server.shutdown()
            server.server_close()
        shutil.rmtree(getattr(cls, "folder", ""), ignore_errors=True)

    def origin(self, server):
        return "http://127.0.0.1:%d" % server.server_address[1]

    def requested(self):
        """URLs of every request the browser sent since the last call (from its performance log)."""
        urls = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        return urls

    def visit(self, server, path):
        self.requested()
        del self.canary_log[:]
        self.driver.get(self.origin(server) + path)

    def settle(self, condition, what):
        try:
            WebDriverWait(self.driver, 5).until(lambda d: d.execute_script(condition))
        except Exception:
            self.fail("%s never happened on %s" % (what, self.driver.current_url))

    def assert_nothing_left(self, path, allowed_origins, script="assets/atlas.js"):
        found = self.driver.execute_script(PAGE_URLS_JS)
        self.assertIsNone(found["pwned"], "%s: a script from another host ran" % path)
        hostile = [line for line in self.canary_log if line[0].split(":")[0] in HOSTILE_HOSTS]
        self.assertEqual(hostile, [], "%s: requests reached the hostile host" % path)
        requested = self.requested()
        self.assertTrue(requested, "%s: the performance log recorded no request" % path)
        for url in found["urls"] + requested:
            parsed = urllib.parse.urlsplit(url)
            if parsed.scheme in ("data", "about", "blob"):
                continue
            origin = "%s://%s" % (parsed.scheme, parsed.netloc)
            self.assertIn(origin, allowed_origins, "%s: %s leaves the site" % (path, url))
        scripts = [s for s in found["scripts"] if s is not None]
        # The layout's own script, and below the root at most the site's atlas.js from the root the page found
        # (its origin is checked with every other URL above).
        self.assertEqual(scripts[:1], [script], "%s: the layout's script" % path)
        self.assertTrue(len(scripts) <= 2 and all(s.endswith("/assets/atlas.js") for s in scripts[1:]),
                        "%s: only the site's atlas.js was added: %s" % (path, scripts))
        refused = [e["message"] for e in self.driver.get_log("browser") if "Content Security Policy" in e["message"]]
        self.assertEqual(refused, [], "%s: the page's own policy refused something it needs" % path)

    def test_no_hostile_path_makes_the_404_page_leave_the_site(self):
        site = self.origin(self.site)
        for path, suggestion in HOSTILE_PATHS:
            with self.subTest(path=path):
                self.visit(self.site, path)
                self.assertEqual(self.driver.execute_script("return document.body.className"), "not-found")
                # The root is found on this site: the links lead to its pages, the stylesheet applies.
                self.settle(HOME_JS % json.dumps(site + "/index.html"), "the link home pointing to the site's index")
                self.settle("return getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'",
                            "the site's stylesheet applying")
                if suggestion:
                    self.settle("var a = document.querySelector('#not-found-suggestion a'); return a && a.href === %s"
                                % json.dumps("%s/%s" % (site, _target(suggestion))), "the suggestion")
                else:
                    self.assertTrue(self.driver.find_element(By.ID, "not-found-suggestion").get_attribute("hidden"))
                self.assert_nothing_left(path, [site])
        hosts = {line[0] for line in self.site_log}
        self.assertEqual(hosts, {site[len("http://"):]}, "every request the site saw was for the site")

    def test_with_a_base_url_the_root_and_the_suggestion_come_from_the_build(self):
        self.assertIsNotNone(self.built, "the dateorder executable was not found at %s (set DATEORDER)" % _executable())
        self.assertEqual(self.built.returncode, 0, self.built.stderr)
        based = self.servers[2]
        for path, suggestion in [("//evil.example/locales/EN_us.html", "en_US"), ("/\\evil.example/x", None),
                                 ("/locales/De.html", "de"), ("/De/", "de"), ("/Orders/DMY", "orders/dmy.html")]:
            with self.subTest(path=path):
                self.visit(based, path)
                home = self.driver.find_element(By.LINK_TEXT, "the list of all locales").get_attribute("href")
                self.assertEqual(home, BASE_URL + "index.html")
                if suggestion:
                    self.settle("var a = document.querySelector('#not-found-suggestion a'); return a && a.href === %s"
                                % json.dumps(BASE_URL + _target(suggestion)), "the suggestion")
                self.assert_nothing_left(path, [self.origin(based), BASE_URL.rstrip("/")], BASE_URL + "assets/atlas.js")

    def test_over_http_a_folder_or_a_page_in_other_capitals_finds_the_root_and_its_page(self):
        # Static hosts answer /ja_JP/ or /ORDERS/DMY.HTML with 404.html: the page climbs to the folder that has the
        # stylesheet, then suggests the page meant.
        site = self.origin(self.site)
        for path, suggestion in [("/ja_JP/", "ja_JP"), ("/en-gb", "en_GB"), ("/ORDERS/DMY.HTML", "orders/dmy.html"),
                                 ("/Pickers/Numeric-MDY/", "pickers/numeric-mdy.html"), ("/About", "about.html"),
                                 ("/locales/JA_jp/", "ja_JP")]:
            with self.subTest(path=path):
                self.visit(self.site, path)
                self.settle("var a = document.querySelector('#not-found-suggestion a'); return a && a.href === %s"
                            % json.dumps("%s/%s" % (site, _target(suggestion))), "the suggestion")
                self.settle(HOME_JS % json.dumps(site + "/index.html"), "the link home pointing to the site's index")
                # The footer, after the script in the page, is mended too.
                self.settle("var a = document.querySelector('footer a[href$=\"about.html\"]'); return a && a.href === %s"
                            % json.dumps(site + "/about.html"), "the footer's link to about.html")
                # The header's search works at depth too: the site's atlas.js shows it, and it searches the index.
                self.settle("var f = document.querySelector('form.site-search'); return f && !f.hidden && f.action === %s"
                            % json.dumps(site + "/index.html"), "the header's search, shown and leading to the index")
                self.assert_nothing_left(path, [site])

    def test_from_disk_at_depth_the_page_works_under_its_policy(self):
        # Opened from disk (file://, an opaque origin), at depth: links and suggestion stay in the site's folder.
        folder = os.path.join(support.SITE, "locales")
        copy = os.path.join(folder, "EN_us.html")
        with open(os.path.join(support.SITE, "404.html"), "rb") as source, open(copy, "wb") as target:
            target.write(source.read())
        try:
            self.driver.get_log("browser")
            self.driver.get(support.file_url("locales/EN_us.html"))
            self.settle(HOME_JS % json.dumps(support.file_url("index.html")), "the link home pointing to the index")
            self.settle("var a = document.querySelector('#not-found-suggestion a'); return a && a.href === %s"
                        % json.dumps(support.file_url("locales/en_US.html")), "the suggestion")
            self.settle("return getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'",
                        "the site's stylesheet applying")
            policy = self.driver.execute_script(
                "var m = document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]'); return m && m.content")
            self.assertIn("default-src 'none'", policy or "", "404.html carries its policy")
            found = self.driver.execute_script(PAGE_URLS_JS)
            for url in found["urls"]:
                self.assertTrue(url.startswith(support.file_url()), "%s leaves the site's folder" % url)
            refused = [e["message"] for e in self.driver.get_log("browser") if "Content Security Policy" in e["message"]]
            self.assertEqual(refused, [], "the page's own policy refused something it needs")
        finally:
            os.remove(copy)

    def test_a_suggestion_keeps_the_section_the_link_named(self):
        # A link pasted into a discussion names a section (#time, #answer, a template's #yMd); mistyped, it lands on
        # 404.html, whose suggestion keeps that fragment. A fragment no id of the site could be is dropped.
        site = self.origin(self.site)
        for path, suggestion in [("/locales/EN_us.html#time", "locales/en_US.html#time"),
                                 ("/locales/zh_TW#answer", "locales/zh_Hant_TW.html#answer"),
                                 ("/locales/ja_JP/#yMd", "locales/ja_JP.html#yMd"),
                                 ("/en-gb#yMMMd", "locales/en_GB.html#yMMMd"),
                                 ("/ORDERS/DMY.HTML#pattern-1", "orders/dmy.html#pattern-1"),
                                 ("/locales/EN_us.html#%22%3E%3Cb%3E", "locales/en_US.html"),
                                 ("/locales/EN_us.html#javascript:alert(1)", "locales/en_US.html"),
                                 ("/locales/EN_us.html#", "locales/en_US.html")]:
            with self.subTest(path=path):
                self.driver.get("about:blank")  # so that only the fragment changing still loads the page anew
                self.visit(self.site, path)
                self.settle("var a = document.querySelector('#not-found-suggestion a'); return a && a.href === %s"
                            % json.dumps("%s/%s" % (site, suggestion)), "the suggestion " + suggestion)
        # Followed, the suggestion lands on the section.
        self.driver.get("about:blank")
        self.visit(self.site, "/locales/EN_us.html#time")
        self.settle("return !!document.querySelector('#not-found-suggestion a')", "the suggestion")
        self.driver.find_element(By.CSS_SELECTOR, "#not-found-suggestion a").click()
        self.settle("return location.pathname === '/locales/en_US.html' && location.hash === '#time' && "
                    "Math.abs(document.getElementById('time').getBoundingClientRect().top) < 200", "landing on #time")
        # Built with a base URL, the suggestion starts there and keeps the fragment too.
        self.assertIsNotNone(self.built, "the dateorder executable was not found at %s (set DATEORDER)" % _executable())
        self.visit(self.servers[2], "/locales/De.html#time")
        self.settle("var a = document.querySelector('#not-found-suggestion a'); return a && a.href === %s"
                    % json.dumps(BASE_URL + "locales/de.html#time"), "the suggestion from the base URL")
        # From disk (a copy of 404.html where the mistyped page would be), too.
        copy = os.path.join(support.SITE, "locales", "EN_us.html")
        shutil.copyfile(os.path.join(support.SITE, "404.html"), copy)
        try:
            self.driver.get(support.file_url("locales/EN_us.html#time"))
            self.settle("var a = document.querySelector('#not-found-suggestion a'); return a && a.href === %s"
                        % json.dumps(support.file_url("locales/en_US.html#time")), "the suggestion from disk")
        finally:
            os.remove(copy)

    def test_a_stray_percent_in_the_address_stops_no_script(self):
        driver = support.browser()
        support.reset(driver)
        for page in ("locales/de.html#yMd%", "locales/de.html#%E0%A4%A", "locales/de.html?q=%#%"):
            with self.subTest(page=page):
                driver.get(support.http_url(page))
                shown = driver.execute_script("""
                    var section = document.getElementById('browser');
                    return {browser: !!section && !section.hidden && section.getClientRects().length > 0,
                            copy: !!document.querySelector('.copy-bar button'),
                            search: !document.querySelector('form.site-search').hidden};""")
                self.assertEqual(shown, {"browser": True, "copy": True, "search": True}, page)
        driver.get(support.http_url("index.html?q=%25&numeric=%"))
        WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "filter-count").text)
        self.assertIsNotNone(driver.find_element(By.ID, "filter-count"))


if __name__ == "__main__":
    unittest.main()

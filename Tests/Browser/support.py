"""Shared set-up for the browser tests: the site under test, Chromium sessions, a local HTTP server.

The runner (run.py) calls configure() before the tests and shutdown() after them. Everything else is
created lazily and at most once: one Chromium session with JavaScript, one without, one HTTP server.
If Chromium or chromedriver cannot start, every test that needs them fails with the same clear message;
nothing is ever skipped.
"""

import functools
import http.server
import json
import os
import pathlib
import threading
import unicodedata

SITE = None           # absolute path of the generated site folder
ARTIFACTS = None      # absolute path of the folder for screenshots and logs
METRICS = {}          # name -> text, printed by the runner before its closing line
LOCALE_COUNT = 1034   # what the site must list; checked against data/locales.json


def count_says(shown, total=LOCALE_COUNT):
    """What the index's filter count says: "N of 1,034 locales", and where nothing is left, why and how back."""
    said = "{:,} of {:,} locales".format(shown, total)
    return said + (": none matches all of these; Clear filters shows every locale" if not shown else "")

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
WINDOW = (1280, 1000)

_drivers = {}         # name -> WebDriver, or the BrowserUnavailable raised when it failed to start
_server = None
_server_thread = None


def timing(test):
    """Marks a test (or a class of tests) that times the page in the browser: run beside other work, as `make test`
    runs the other browser tests beside the Swift suites, it would measure the machine's load instead. run.py runs
    these alone with --timing and leaves them out with --no-timing."""
    test.measures_time = True
    return test


def measures_time(test):
    """Whether a test case (a unittest.TestCase instance) is marked with @timing, on its method or its class."""
    return getattr(test, "measures_time", False) or getattr(getattr(test, test._testMethodName, None), "measures_time",
                                                            False)


class BrowserUnavailable(AssertionError):
    """Chromium or chromedriver could not be started. An AssertionError, so tests fail rather than error."""


def configure(site, artifacts):
    global SITE, ARTIFACTS
    SITE = os.path.abspath(site)
    ARTIFACTS = os.path.abspath(artifacts)
    os.makedirs(ARTIFACTS, exist_ok=True)


# ---- The site ----------------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def locales():
    """data/locales.json of the site under test: a list of locale objects."""
    with open(os.path.join(SITE, "data", "locales.json"), encoding="utf-8") as file:
        return json.load(file)


def locale(identifier):
    for entry in locales():
        if entry["identifier"] == identifier:
            return entry
    raise AssertionError("%s is not in data/locales.json" % identifier)


STROKED = str.maketrans({
    "\u0131": "i", "\u00f8": "o", "\u0142": "l", "\u0111": "d", "\u0127": "h", "\u0167": "t",
    "\u00df": "ss", "\u00e6": "ae", "\u0153": "oe", "\u00fe": "th", "\u00f0": "d",
})


def fold(text):
    """The same folding as atlas.js: lower case, accents removed, a dotless i and letters with a stroke (ø, ł, đ, ħ,
    ŧ) as their plain letter, ß, æ, œ, þ and ð as ss, ae, oe, th and d."""
    text = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in text if not "\u0300" <= ch <= "\u036f").translate(STROKED)


@functools.lru_cache(maxsize=None)
def search_tables():
    """What the index gives its search: every alias the CLI resolves (identifier -> aliases) and each region's
    principal locale and names (region -> [principal, name, ...]), read from the index page's data attributes."""
    import html as htmlmodule
    import re
    with open(os.path.join(SITE, "index.html"), encoding="utf-8") as file:
        page = file.read()
    aliases = {}
    pairs = re.search(r'id="filter"[^>]*data-aliases="([^"]*)"', page).group(1)
    for pair in htmlmodule.unescape(pairs).split():
        alias, _, identifier = pair.partition("=")
        aliases.setdefault(identifier, []).append(alias)
    regions = json.loads(htmlmodule.unescape(re.search(r'data-regions="([^"]*)"', page).group(1)))
    return aliases, regions


def normal(text):
    """A name or query as atlas.js compares words: folded, apostrophes and dots dropped, & as and, st as saint."""
    import re
    text = re.sub(r"['\u2019\u02BC.]", "", fold(text))
    text = re.sub(r"\s*&\s*", " and ", text)
    text = re.sub(r"(^|\s)st(?=\s|$)", r"\1saint", text)
    return " ".join(text.split())


def words(text):
    import re
    return [w for w in re.split(r"[^a-z0-9\u00C0-\uFFFF]+", normal(text)) if w]


def _one_word_names(pairs):
    """Each one-word name among (name, owner) pairs, with the owners it names."""
    owners = {}
    for name, owner in pairs:
        name_words = words(name or "")
        if len(name_words) == 1:
            owners.setdefault(name_words[0], set()).add(owner)
    return owners


@functools.lru_cache(maxsize=None)
def language_words():
    """The one-word names of the languages (the locales without a region or script), in English or their own, each
    with the languages it names: "malay", "malayalam", "romansh", "romana"; not "north sami"."""
    rows = [entry for entry in locales() if "_" not in entry["identifier"]]
    return _one_word_names([(entry[key], entry["identifier"]) for entry in rows for key in ("name", "nativeName")])


@functools.lru_cache(maxsize=None)
def country_words():
    """The one-word names of countries, in any language the index gives ("niger", "nigeria", "italy", "italia",
    "hongrie"; not "south sudan"), each with the regions it names."""
    _, regions = search_tables()
    return _one_word_names([(name, region) for region, entry in regions.items() for name in entry[1:]])


def names_apart(owners, typed, word):
    """Both words are names of something and no one thing is named by both (malayalam, malay; nigeria, niger)."""
    return typed in owners and word in owners and not owners[typed] & owners[word]


def longer_name(owners, typed, word):
    """The typed word starts with a one-word name longer than the name's word, which starts with that word and names
    something else: nigerian is Nigeria's, not Niger's."""
    return word in owners and typed.startswith(word) and any(
        names_apart(owners, typed[:end], word) for end in range(len(word) + 1, len(typed) + 1))


@functools.lru_cache(maxsize=None)
def everyday_tables():
    """The index's everyday names of languages (language -> names) and of locales (identifier -> names)."""
    import html as htmlmodule
    import re
    with open(os.path.join(SITE, "index.html"), encoding="utf-8") as file:
        page = file.read()
    return tuple(json.loads(htmlmodule.unescape(re.search(r'data-%s="([^"]*)"' % key, page).group(1)))
                 for key in ("languages", "locales"))


@functools.lru_cache(maxsize=None)
def name_vocabulary():
    """Every word of a name: of the locales (English and own), of their countries (in their own languages), of the
    locales' and the languages' everyday names."""
    _, regions = search_tables()
    languages, own = everyday_tables()
    found = set()
    for entry in locales():
        found.update(words(entry["name"]) + words(entry["nativeName"]))
    for entry in regions.values():
        cut = entry.index("", 1) if "" in entry[1:] else len(entry)
        found.update(words(" ".join(entry[1:cut])))
    for names in list(languages.values()) + list(own.values()):
        found.update(words(" ".join(names)))
    return found


def in_text(text, token):
    """A typed word is in a locale's text: a word of Latin letters only where a word of the text starts with it, and a
    whole name (3 letters or more) only as that word or in a longer word derived from it (russia ~ russian; not
    russian ~ prussian, mali ~ somali, malay ~ malayalam, niger ~ nigeria); any other word anywhere. As inText in
    atlas.js."""
    import re
    if not re.fullmatch(r"[a-z\u00DF-\u024F]+", token):
        return token in text
    whole = len(token) >= 3 and token in name_vocabulary()
    for match in re.finditer(r"[a-z0-9\u00C0-\uFFFF]+", text):
        word = match.group(0)
        if word.startswith(token) and (not whole or word == token or (len(word) > len(token) and same_word(word, token))):
            return True
    return False


# What a typed word may add to the stem it shares with a name's word when it is that word's derivation: a language or
# a people from a country or back (italy ~ italian, japan ~ japanese, german ~ germany, thai ~ thailand), the country
# in another language (italy ~ italia, italie) or a word still being typed; one vowel more (a, e, o, u) only in place
# of the name's last vowel (algeria ~ algerie; not kongo ~ kong). As DERIVATIONS in atlas.js.
DERIVATIONS = ("", "i", "y", "n", "s", "an", "ian", "ia", "ie", "ien", "ja", "ya", "ese", "nese", "se", "ish", "sh",
               "ic", "isch", "esch", "ais", "aise", "ol", "ano", "iano", "vian", "land", "stan", "istan")


def same_word(typed, word):
    """A typed word means a word of a name: the same word, or from 4 letters the same stem, where the name's word may
    end in one vowel more and the typed word adds a derivation's ending (DERIVATIONS: canadian ~ canada, italian ~
    italy; not turkish ~ turks, afrikaans ~ afrika, hongrie ~ hong, bangladesh ~ bangla); never two languages'
    one-word names, in English or their own (malayalam, malagasy ~ malay; romansh ~ romana), nor two countries'
    (nigeria ~ niger), nor past a longer such name the typed word starts with (nigerian ~ niger); what a word in
    another script adds is no ending (বাংলাদেশ ~ বাংলা: see compounds instead)."""
    import re
    if typed == word:
        return True
    if len(typed) < 4:
        return False
    if names_apart(language_words(), typed, word) or names_apart(country_words(), typed, word):
        return False
    if longer_name(language_words(), typed, word) or longer_name(country_words(), typed, word):
        return False
    shared = 0
    while shared < min(len(typed), len(word)) and typed[shared] == word[shared]:
        shared += 1
    if shared < 4:
        return False
    if shared != len(word) and not (shared == len(word) - 1 and word[shared] in "aeiouy"):
        return False
    added = typed[shared:]
    swapped = shared < len(word) and added in ("a", "e", "o", "u")
    if not added:
        return True
    return bool(re.fullmatch(r"[a-z\u00DF-\u024F]+", added)) and (added in DERIVATIONS or swapped)


@functools.lru_cache(maxsize=None)
def compounds():
    """A country's one-word name that starts with a word (4 letters or more) of the name of a language with a locale in
    that country, in any script, and that word: bangladesh and বাংলাদেশ name the language bn, bangla and বাংলা the
    region BD (malaysia ms, magyarorszag hu, қазақстан kk). Also a language's word that starts with a word of a
    country's name where what it adds is in another script (한국어 and 한국). Word -> (languages, regions); lengths
    in UTF-16 units, as JavaScript counts. As compounds in atlas.js."""
    import re
    _, regions = search_tables()
    languages, _ = everyday_tables()
    spoken, vocabulary = {}, {}
    for entry in locales():
        identifier = entry["identifier"]
        language, region = identifier.split("_")[0], region_of(identifier)
        if region:
            spoken.setdefault(region, set()).add(language)
        if identifier == language:
            vocabulary[language] = words(entry["name"]) + words(entry["nativeName"]) + words(" ".join(languages.get(language, [])))
    size = lambda word: len(word.encode("utf-16-le")) // 2
    links = {}
    for region, entry in regions.items():
        for name in entry[1:]:
            named = words(name or "")
            for language in spoken.get(region, ()):
                for word in vocabulary.get(language, ()):
                    for country in named:
                        if size(country) > size(word):
                            if len(named) > 1 or size(word) < 4 or not country.startswith(word):
                                continue
                        elif (size(country) < 4 or word == country or not word.startswith(country)
                              or re.fullmatch(r"[a-z\u00DF-\u024F]+", word[len(country):])):
                            continue
                        links.setdefault(country, (set(), set()))[0].add(language)
                        links.setdefault(word, (set(), set()))[1].add(region)
    return links


def compound_of(identifier, term):
    linked = compounds().get(term)
    return bool(linked) and (identifier.split("_")[0] in linked[0] or region_of(identifier) in linked[1])


def region_of(identifier):
    """The region an identifier names: after the language and a script, if any, before a variant (en_US_POSIX: US)."""
    import re
    return next((part for part in identifier.split("_")[1:3] if re.fullmatch(r"[A-Z]{2}|[0-9]{3}", part)), "")


def expected_query_matches(query):
    """Identifiers atlas.js should show for a search query: every word in its identifier, an alias, its name or native
    name; or every word a word (or stem) of its names or its country's names; or the query its country's name."""
    folded = " ".join(fold(query).split())
    tokens = folded.split()
    terms = words(folded)
    aliases, regions = search_tables()
    identifiers = {entry["identifier"].lower() for entry in locales()}
    raw = query.strip()
    # Two capitals naming a region and no language ("GB", not "DE"): that region's principal locale matches too.
    region_code = raw if len(raw) == 2 and raw.isascii() and raw.isupper() and raw.lower() not in identifiers else ""
    result = []
    for entry in locales():
        identifier = entry["identifier"]
        own = aliases.get(identifier, [])
        text = fold("\n".join([identifier, identifier.replace("_", "-")] + own + [a.replace("_", "-") for a in own]
                               + [entry["name"], entry["nativeName"]]))
        country = regions.get(region_of(identifier), [""])[1:]
        names = words(entry["name"]) + words(entry["nativeName"]) + words(" ".join(country))
        principal = regions.get(region_of(identifier), [""])[0] == identifier
        if (all(in_text(text, token) for token in tokens)
                or (terms and all(any(same_word(t, w) for w in names) or compound_of(identifier, t) for t in terms))
                or normal(folded) in [normal(n) for n in country]
                or (principal and region_of(identifier) in (region_code, normal(folded).upper()))):
            result.append(identifier)
    return result


def file_url(path=""):
    return pathlib.Path(SITE).as_uri() + "/" + path


def http_url(path=""):
    return "http://127.0.0.1:%d/%s" % (http_server().server_address[1], path)


BASES = {"file": file_url, "http": http_url}


# ---- Local HTTP server -------------------------------------------------------------------------------------

class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    timeout = 15  # seconds a connection may idle; keeps a stuck client from holding a thread forever

    def log_message(self, format, *args):
        pass


def http_server():
    """A static server for the site on 127.0.0.1 and an ephemeral port, in a daemon thread."""
    global _server, _server_thread
    if _server is None:
        handler = functools.partial(_QuietHandler, directory=SITE)
        _server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        _server.daemon_threads = True
        _server_thread = threading.Thread(target=_server.serve_forever, kwargs={"poll_interval": 0.2},
                                          name="site-http", daemon=True)
        _server_thread.start()
    return _server


# ---- Chromium ----------------------------------------------------------------------------------------------

def _start(name, javascript, arguments=(), performance_log=False):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.remote.remote_connection import RemoteConnection
    except ImportError as error:
        raise BrowserUnavailable(
            "Python Selenium is missing (%s). Install the Debian package python3-selenium and run the tests "
            "with Debian's /usr/bin/python3." % error)
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.access(path, os.X_OK):
            raise BrowserUnavailable(
                "%s is missing or not executable. Install the Debian packages chromium and chromium-driver." % path)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=%d,%d" % WINDOW, "--hide-scrollbars", "--force-color-profile=srgb",
                     "--lang=en-US", "--no-first-run", "--disable-extensions") + tuple(arguments):
        options.add_argument(argument)
    if performance_log:
        # Every network request the page makes, read back with driver.get_log("performance").
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    log = os.path.join(ARTIFACTS, "chromedriver-%s.log" % name)
    try:
        RemoteConnection.set_timeout(90)
        driver = webdriver.Chrome(service=Service(CHROMEDRIVER, log_path=log), options=options)
    except Exception as error:  # WebDriverException, OSError, timeouts: all mean "no browser"
        raise BrowserUnavailable(
            "Chromium could not be started through chromedriver (%s, %s): %s: %s\nSee %s. Chromium needs the "
            "Debian packages chromium and chromium-driver; as root it needs --no-sandbox (given)."
            % (CHROMIUM, CHROMEDRIVER, type(error).__name__, str(error).strip().splitlines()[0] if str(error).strip()
               else "", log))
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    if javascript:
        driver.get = _settling(driver, driver.get)
    return driver


# The index reads its 1,034 rows a slice per task after the page has loaded, then shows the search and the filter
# (#filter last): a test that reads the page as soon as `get` returns can see neither on a slow host.
SET_UP_JS = "var f = document.getElementById('filter'); return document.readyState === 'complete' && !(f && f.hidden);"
SET_UP_SECONDS = 30


def _settling(driver, get):
    """`get` that also waits, where the page has the index's filter, until the page's script has set it up. A page
    that never gets there (a script broken on purpose) is left as it is after SET_UP_SECONDS: the test decides."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait

    def settled_get(url):
        get(url)
        try:
            WebDriverWait(driver, SET_UP_SECONDS, poll_frequency=0.05).until(lambda d: d.execute_script(SET_UP_JS))
        except TimeoutException:
            pass
    return settled_get


def browser(javascript=True, name=None, arguments=(), performance_log=False):
    """The shared Chromium session (with or without JavaScript), started on first use; a `name` gives a session of
    its own, started with extra command-line `arguments` (and a log of its network requests with
    `performance_log`)."""
    name = name or ("js" if javascript else "nojs")
    if name not in _drivers:
        try:
            _drivers[name] = _start(name, javascript, arguments, performance_log)
        except BrowserUnavailable as error:
            _drivers[name] = error
    driver = _drivers[name]
    if isinstance(driver, BrowserUnavailable):
        raise BrowserUnavailable(str(driver))
    return driver


def startup_errors():
    """Messages of the browser sessions that failed to start."""
    return [str(d) for d in _drivers.values() if isinstance(d, BrowserUnavailable)]


def reset(driver):
    """Undo per-test emulation so tests stay independent."""
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    driver.set_window_size(*WINDOW)


def shutdown():
    global _server
    for name, driver in list(_drivers.items()):
        if not isinstance(driver, BrowserUnavailable):
            try:
                driver.quit()
            except Exception:
                pass
        del _drivers[name]
    if _server is not None:
        _server.shutdown()
        _server.server_close()
        _thread = _server_thread
        _server = None
        if _thread is not None:
            _thread.join(timeout=5)


# ---- Page helpers ------------------------------------------------------------------------------------------

# The index's search read for many queries in one call, each set into the field with an input event (as typing
# leaves it): for each, the ranked identifiers and the status line under the field.
SEARCH_READ_JS = """
var field = document.getElementById('search-q'), status = document.getElementById('search-status'), out = [];
for (var i = 0; i < arguments[0].length; i++) {
  field.value = arguments[0][i];
  field.dispatchEvent(new Event('input', {bubbles: true}));
  out.push([Array.prototype.map.call(document.querySelectorAll('#search-results li a strong'),
    function (s) { return s.textContent; }), status.textContent]);
}
return out;
"""


def opened_by_enter(results, status):
    """The identifier Enter opens for a reading: the first result, unless the status says the query was read as a
    guess (then Enter moves to the list and opens nothing: None)."""
    return results[0] if results and "move to the list to choose" not in status else None


def read_searches(driver, texts, url="index.html"):
    """Each text set into the index's search as typing leaves it (an input event), in one page load (`url`; None
    reads the page already open): for each, the ranked identifiers and the status line.
    test_country_search_exhaustive shows a real Enter opens what opened_by_enter() reads from them."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    if url is not None:
        driver.get(http_url(url))
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "search-q").is_displayed())
    return driver.execute_script(SEARCH_READ_JS, list(texts))


VISIBLE_ROWS_JS = """
var tables = document.querySelectorAll('details.locale-group table');
if (!tables.length) {
  var box = document.getElementById('filter'), table = box && box.nextElementSibling;
  while (table && table.tagName !== 'TABLE') table = table.nextElementSibling;
  tables = table ? [table] : [];
}
if (!tables.length) return null;
var shown = [], rendered = 0, total = 0;
for (var t = 0; t < tables.length; t++) {
  var group = tables[t].closest('details'), rows = tables[t].tBodies[0].rows;
  for (var i = 0; i < rows.length; i++) {
    total++;
    // A row matches when the filter leaves it and its letter group in place; the group may still be closed.
    if (rows[i].hidden || (group && group.hidden)) continue;
    // The identifier is the cell's link (a mark such as "(falls back to root data)" may follow it).
    shown.push((rows[i].cells[0].querySelector('a[href]') || rows[i].cells[0]).textContent.trim());
    if (rows[i].checkVisibility ? rows[i].checkVisibility() : rows[i].getClientRects().length > 0) rendered++;
  }
}
return {shown: shown, total: total, rendered: rendered};
"""


def type_search(driver, url, text):
    """Opens `url` (a page with the index's search box), waits until the box shows, types `text` into it and returns
    the box."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(url)
    field = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "search-q"))
    WebDriverWait(driver, 5).until(lambda d: field.is_displayed())
    field.send_keys(text)
    return field


def visible_rows(driver):
    """Identifiers of the locale-table rows the filter leaves (in groups that are not hidden), and the number of
    rows. With a filter active their groups are open, so the rows are also rendered (see rendered_rows)."""
    result = driver.execute_script(VISIBLE_ROWS_JS)
    if result is None:
        raise AssertionError("no locale table on %s" % driver.current_url)
    return result["shown"], result["total"]


def rendered_rows(driver):
    """How many of the matching rows are actually laid out (their letter group open)."""
    return driver.execute_script(VISIBLE_ROWS_JS)["rendered"]


def screenshot(driver, name, full_page=False):
    """Saves a PNG into ARTIFACTS and returns its path; full_page captures beyond the viewport."""
    import base64
    path = os.path.join(ARTIFACTS, name)
    if full_page:
        height = driver.execute_script("return document.documentElement.scrollHeight")
        width = driver.execute_script("return document.documentElement.clientWidth")
        data = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": min(height, 12000), "scale": 1}})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
    else:
        driver.save_screenshot(path)
    return path

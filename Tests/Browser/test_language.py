"""Language semantics over every locale page, the conflicts page and the order and picker pages, read from the HTML files (no browser): a
screen reader switches voice only where `lang` says so, so every word in the locale's language (samples, names,
and the literal text inside a pattern such as y年M月d日 or d MMMM y 'г'.) sits inside an element whose `lang` is
the locale's BCP 47 tag, and every `lang` is a well-formed tag (sr-Latn, never sr_Latn)."""

import collections
import glob
import html.parser
import os
import re
import unicodedata
import unittest

import support

# Language, script, region, variants, extensions (-u-va-posix): enough of BCP 47 for what Foundation lists.
TAG = re.compile(r"^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?(-[0-9A-Za-z]{5,8}|-[0-9][0-9A-Za-z]{3})*"
                 r"(-[a-wyz](-[0-9a-z]{2,8})+)*$")
SUPPRESSED_SCRIPTS = {"bs": "Latn", "kk": "Cyrl", "kok": "Deva", "pa": "Guru", "ur": "Arab"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def tag_of(identifier):
    """LocaleText.lang: the BCP 47 tag of a Foundation identifier."""
    subtags = identifier.split("@")[0].split("_")
    if len(subtags) > 1 and subtags[-1] == "POSIX":
        subtags = subtags[:-1] + ["u", "va", "posix"]
    if len(subtags) > 1 and len(subtags[1]) == 4 and SUPPRESSED_SCRIPTS.get(subtags[0]) == subtags[1]:
        del subtags[1]
    return "-".join(subtags)


def holds_words(pattern):
    """A pattern with text in a language: a letter in quotes, or a letter beyond ASCII (LocaleVoice.holdsWords)."""
    quoted = False
    for ch in pattern:
        if ch == "'":
            quoted = not quoted
        elif ch.isalpha() and (quoted or ord(ch) > 127):
            return True
    return False


def foreign_script(text):
    """A letter of a script other than Latin (Cyrillic, Han, Arabic…): English text never holds one."""
    for ch in text:
        if unicodedata.category(ch).startswith("L") and ord(ch) >= 0x250:
            name = unicodedata.name(ch, "")
            if not name.startswith(("LATIN", "MODIFIER LETTER", "GREEK SMALL LETTER MU")):
                return True
    return False


class ElementStack(html.parser.HTMLParser):
    """A parser that keeps a stack of open elements (`self.stack`, one dict with a "tag" per element); an end tag
    closes its element and any left open inside it, as browsers do."""

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        while self.stack and self.stack.pop()["tag"] != tag:
            pass


class Page(ElementStack):
    """Each text run with the `lang` in force and whether it is inside <code>; every `lang` attribute."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.runs, self.langs, self.codes = [], [], [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        parent = self.stack[-1] if self.stack else {"lang": None, "hidden": False, "code": None}
        if "lang" in attrs:
            self.langs.append(attrs["lang"])
        frame = {"tag": tag, "lang": attrs.get("lang", parent["lang"]),
                 "hidden": parent["hidden"] or tag in ("head", "script", "style"),
                 "code": parent["code"]}
        if tag == "code" and frame["code"] is None:
            frame["code"] = {"text": "", "lang": frame["lang"]}
            self.codes.append(frame["code"])
        if tag not in VOID:
            self.stack.append(frame)

    def handle_data(self, data):
        if not self.stack or self.stack[-1]["hidden"] or not data.strip():
            return
        frame = self.stack[-1]
        self.runs.append((data, frame["lang"]))
        if frame["code"] is not None:
            frame["code"]["text"] += data


def read(path):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if 'class="redirect"' in text:
        return None
    page = Page()
    page.feed(text)
    return page


class LanguageSemantics(unittest.TestCase):
    def pages(self):
        """(relative path, locale tag or None, parsed page) for every locale page and the conflicts page."""
        found = []
        for path in sorted(glob.glob(os.path.join(support.SITE, "locales", "*.html"))):
            page = read(path)
            if page is not None:
                found.append(("locales/" + os.path.basename(path), tag_of(os.path.basename(path)[:-5]), page))
        found.append(("conflicts.html", None, read(os.path.join(support.SITE, "conflicts.html"))))
        for path in group_pages():
            found.append((os.path.relpath(path, support.SITE), None, read(path)))
        return found

    def test_every_word_in_another_script_is_marked_with_its_language(self):
        pages = self.pages()
        self.assertEqual(len(pages), support.LOCALE_COUNT + 1 + len(group_pages()))
        bad_tags, unmarked, runs = [], [], 0
        for path, tag, page in pages:
            bad_tags += ["%s: lang=%r" % (path, lang) for lang in page.langs if not TAG.match(lang)]
            for text, lang in page.runs:
                runs += 1
                if foreign_script(text) and lang == "en":
                    unmarked.append("%s: %r" % (path, text.strip()[:50]))
        support.METRICS["lang"] = "%d pages, %d text runs, %d lang attributes" % (
            len(pages), runs, sum(len(page.langs) for _, _, page in pages))
        self.assertEqual(bad_tags, [], "\n".join(bad_tags[:20]))
        self.assertEqual(unmarked, [], "%d runs in another script marked English:\n%s" % (
            len(unmarked), "\n".join(unmarked[:20])))

    def test_patterns_with_words_carry_the_locales_tag(self):
        """A pattern's literal text (y年M月d日, d 'de' MMMM) is the locale's words: its code is inside the locale's
        `lang`; a pattern of pattern letters and punctuation alone (d.M.y) stays English code."""
        wrong, marked = [], 0
        for path, tag, page in self.pages():
            for code in page.codes:
                if tag is not None and not holds_words(code["text"]) and code["lang"] == tag and tag != "en":
                    wrong.append("%s: %r is marked %s" % (path, code["text"], code["lang"]))
                if not holds_words(code["text"]) or code["text"].startswith(("DateFormatter", "import ")):
                    continue
                marked += 1
                if (code["lang"] == "en" and tag != "en") or (tag is not None and code["lang"] != tag):
                    wrong.append("%s: %r has lang %s" % (path, code["text"], code["lang"]))
        self.assertGreater(marked, 1000)
        self.assertEqual(wrong, [], "%d patterns:\n%s" % (len(wrong), "\n".join(wrong[:20])))

    def test_group_patterns_with_words_carry_their_locales_language(self):
        """On the order and picker pages a pattern names a group of locales in its heading, its table's caption and
        its overview link. One with words (y年M月d日, d 'de' MMMM) is in the language most of those locales speak
        (the tag's language; a tie may go to either), and the tag is a prefix of each of their tags (zh-Hans for
        zh-Hans-CN and zh-Hans-SG); a run there without words (`Pattern `, y-MM-dd) stays English."""
        wrong, marked, mixed = [], 0, 0
        paths = group_pages()
        self.assertGreaterEqual(len(paths), 12)
        for path in paths:
            page = GroupPage()
            with open(path, encoding="utf-8") as file:
                page.feed(file.read())
            name = os.path.relpath(path, support.SITE)
            self.assertGreater(len(page.groups), 0, name)
            mixed += sum(1 for ids in page.groups.values()
                         if len({tag_of(i).split("-")[0] for i in ids}) > 1)
            for place, group, text, lang in page.runs:
                if not holds_words(text):
                    if lang != "en":
                        wrong.append("%s: %s %r of pattern %s is marked %s" % (name, place, text, group, lang))
                    continue
                marked += 1
                tags = [tag_of(i) for i in page.groups.get(group, [])]
                counts = collections.Counter(tag.split("-")[0] for tag in tags)
                if not tags or lang is None or counts[lang.split("-")[0]] != max(counts.values()) \
                        or not all(tag == lang or tag.startswith(lang + "-")
                                   for tag in tags if tag.split("-")[0] == lang.split("-")[0]):
                    wrong.append("%s: %s %r of pattern %s (locales %s) has lang %s" % (
                        name, place, text.strip(), group, ", ".join(sorted(set(tags)))[:80], lang))
        support.METRICS["group pattern lang"] = "%d pattern runs with words, %d groups mixing languages" % (
            marked, mixed)
        self.assertGreater(marked, 100)
        self.assertEqual(wrong, [], "%d runs:\n%s" % (len(wrong), "\n".join(wrong[:20])))


def group_pages():
    """The order and picker pages, which list locales in groups by pattern."""
    return sorted(glob.glob(os.path.join(support.SITE, "orders", "*.html"))
                  + glob.glob(os.path.join(support.SITE, "pickers", "*.html")))


class GroupPage(ElementStack):
    """The text runs that name a pattern group (its heading `h2#pattern-N`, the caption of its table, an overview
    link to `#pattern-N`) with the group and the `lang` in force, and each group's locales (links to their pages
    in the table after its heading)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.runs, self.groups, self.group = [], [], {}, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        parent = self.stack[-1] if self.stack else {"lang": None, "place": None}
        place = parent["place"]
        href = attrs.get("href") or ""
        if tag == "h2":
            identifier = attrs.get("id") or ""
            self.group = identifier if identifier.startswith("pattern-") else None
            place = ("heading", self.group) if self.group else None
        elif tag == "caption" and self.group:
            place = ("caption", self.group)
        elif tag == "a" and href.startswith("#pattern-") and place is None:
            place = ("overview link", href[1:])
        elif tag == "a" and self.group and re.match(r"^\.\./locales/[^/]+\.html$", href):
            self.groups.setdefault(self.group, []).append(href[len("../locales/"):-len(".html")])
        if tag not in VOID:
            self.stack.append({"tag": tag, "lang": attrs.get("lang", parent["lang"]), "place": place})

    def handle_data(self, data):
        if self.stack and self.stack[-1]["place"] and data.strip():
            place, group = self.stack[-1]["place"]
            self.runs.append((place, group, data, self.stack[-1]["lang"]))


if __name__ == "__main__":
    unittest.main()

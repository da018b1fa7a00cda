// Date Order Atlas: progressive enhancement. Every page works without this script.
// - index: a search ranked by what people mean (identifiers and every alias the CLI resolves, however separated,
//   POSIX locale strings, country names from the build with each country's principal locale first, a language's
//   name with that language's locales first, a locale's everyday name (Flemish, Castilian), language-and-country
//   phrasings, and one misspelt letter as a last
//   resort), and a filter over the
//   table of all locales (identifier, alias or name, language, region, picker orders,
//   yyyyMMdd order, clock, day period, date with time, calendar, direction, conflicts), its state kept in the URL
//   (?q=...&numeric=...) so a filtered view can be shared, each choice a step that Back undoes.
// - locale pages: "Your browser says" (the same picker orders from Intl.DateTimeFormat, with disagreements marked)
//   and a copy button on the Swift snippet.
// - every page with invisible characters: a toggle that marks them in place, with a legend.
// Plain ES5 and DOM, no dependencies.
(function () {
  "use strict";

  var doc = document;

  // Invisible characters the atlas can contain: short name (shown in place) and Unicode name.
  var HIDDEN = {
    "\u200E": ["LRM", "LEFT-TO-RIGHT MARK"], "\u200F": ["RLM", "RIGHT-TO-LEFT MARK"],
    "\u061C": ["ALM", "ARABIC LETTER MARK"], "\u00A0": ["NBSP", "NO-BREAK SPACE"],
    "\u202F": ["NNBSP", "NARROW NO-BREAK SPACE"], "\u2007": ["FIGSP", "FIGURE SPACE"],
    "\u2009": ["THSP", "THIN SPACE"], "\u200B": ["ZWSP", "ZERO WIDTH SPACE"],
    "\u200C": ["ZWNJ", "ZERO WIDTH NON-JOINER"], "\u200D": ["ZWJ", "ZERO WIDTH JOINER"],
    "\u2060": ["WJ", "WORD JOINER"], "\uFEFF": ["ZWNBSP", "ZERO WIDTH NO-BREAK SPACE"],
    "\u00AD": ["SHY", "SOFT HYPHEN"], "\u2066": ["LRI", "LEFT-TO-RIGHT ISOLATE"],
    "\u2067": ["RLI", "RIGHT-TO-LEFT ISOLATE"], "\u2068": ["FSI", "FIRST STRONG ISOLATE"],
    "\u2069": ["PDI", "POP DIRECTIONAL ISOLATE"], "\u202A": ["LRE", "LEFT-TO-RIGHT EMBEDDING"],
    "\u202B": ["RLE", "RIGHT-TO-LEFT EMBEDDING"], "\u202C": ["PDF", "POP DIRECTIONAL FORMATTING"],
    "\u202D": ["LRO", "LEFT-TO-RIGHT OVERRIDE"], "\u202E": ["RLO", "RIGHT-TO-LEFT OVERRIDE"]
  };
  var HIDDEN_CLASS = "[" + Object.keys(HIDDEN).join("") + "]";
  var HIDDEN_ANY = new RegExp(HIDDEN_CLASS);
  var HIDDEN_ALL = new RegExp(HIDDEN_CLASS, "g");

  function codePoint(ch) {
    var hex = ch.charCodeAt(0).toString(16).toUpperCase();
    while (hex.length < 4) hex = "0" + hex;
    return "U+" + hex;
  }

  // 1,034: a count as the site's English prose writes it, whatever the browser's language.
  function grouped(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }

  // Names as a sentence lists them: "af", "af and zu", "af, xh and zu"; beyond six, "… and 4 more".
  function listed(names) {
    var shown = names.length > 6 ? names.slice(0, 5).concat(grouped(names.length - 5) + " more") : names;
    return shown.length < 2 ? shown.join("") : shown.slice(0, -1).join(", ") + " and " + shown[shown.length - 1];
  }

  function element(tag, attributes, text) {
    var node = doc.createElement(tag);
    for (var key in attributes) if (attributes.hasOwnProperty(key)) node.setAttribute(key, attributes[key]);
    if (text != null) node.textContent = text;
    return node;
  }

  // ---- Hidden characters -------------------------------------------------------------------------------

  // Marks every invisible character inside `root` in place. The character itself stays in the text (so
  // copying and bidi behave as before); its short name is drawn by CSS from data-name. Returns the counts
  // per character and a function that restores the original nodes.
  function revealIn(root) {
    var counts = {}, undo = [];
    var walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, null, false);
    var nodes = [];
    while (walker.nextNode()) if (HIDDEN_ANY.test(walker.currentNode.nodeValue)) nodes.push(walker.currentNode);
    nodes.forEach(function (node) {
      var text = node.nodeValue, parent = node.parentNode;
      var tag = parent.nodeName;
      if (tag === "SCRIPT" || tag === "STYLE" || tag === "TEXTAREA" || tag === "TITLE") return;
      if (tag === "OPTION") {
        // An <option> holds only text: write the names into it and put the text back later.
        node.nodeValue = text.replace(HIDDEN_ALL, function (ch) {
          counts[ch] = (counts[ch] || 0) + 1;
          return "\u2039" + HIDDEN[ch][0] + "\u203A" + ch;
        });
        undo.push(function () { node.nodeValue = text; });
        return;
      }
      var span = doc.createElement("span"), last = 0;
      text.replace(HIDDEN_ALL, function (ch, index) {
        counts[ch] = (counts[ch] || 0) + 1;
        if (index > last) span.appendChild(doc.createTextNode(text.slice(last, index)));
        var mark = element("abbr", { "class": "hidden-char", "data-name": HIDDEN[ch][0],
          title: codePoint(ch) + " " + HIDDEN[ch][1] }, ch);
        span.appendChild(mark);
        last = index + 1;
        return ch;
      });
      if (last < text.length) span.appendChild(doc.createTextNode(text.slice(last)));
      parent.replaceChild(span, node);
      undo.push(function () { if (span.parentNode) span.parentNode.replaceChild(node, span); });
    });
    return { counts: counts, undo: function () { undo.forEach(function (f) { f(); }); } };
  }

  function legendFor(counts, id) {
    var legend = element("div", { id: id, "class": "legend hidden-legend", role: "note" });
    legend.appendChild(element("p", null, "Invisible characters are marked where they occur; the text itself " +
      "is unchanged, so copying still copies them."));
    var list = element("ul");
    Object.keys(counts).sort().forEach(function (ch) {
      var item = element("li");
      item.appendChild(element("span", { "class": "hidden-char", "data-name": HIDDEN[ch][0], "aria-hidden": "true" }));
      item.appendChild(doc.createTextNode(" " + HIDDEN[ch][0] + " = " + codePoint(ch) + " " + HIDDEN[ch][1] +
        " (" + counts[ch] + " on this page)"));
      list.appendChild(item);
    });
    legend.appendChild(list);
    return legend;
  }

  function setupReveal() {
    var button = doc.getElementById("reveal-hidden"), main = doc.getElementById("main");
    if (!button || !main || !HIDDEN_ANY.test(main.textContent)) return;
    var legendId = "hidden-legend", legend = null, restore = null;
    button.hidden = false;
    button.addEventListener("click", function () {
      var on = button.getAttribute("aria-pressed") !== "true";
      button.setAttribute("aria-pressed", on ? "true" : "false");
      if (legend) { legend.parentNode.removeChild(legend); legend = null; }
      if (restore) { restore(); restore = null; }
      button.removeAttribute("aria-controls");
      if (!on) return;
      var result = revealIn(main);
      restore = result.undo;
      legend = legendFor(result.counts, legendId);
      var nav = button.parentNode;
      nav.parentNode.insertBefore(legend, nav.nextSibling);
      button.setAttribute("aria-controls", legendId);
    });
  }

  // ---- Index filter ------------------------------------------------------------------------------------

  // Lower case without accents, so "espanol" finds "espa\u00F1ol" and "DE" finds "de"; a dotless i and the letters
  // with a stroke, which have no accent to remove, as their plain letter ("Kibris" finds "K\u0131br\u0131s",
  // "Gronland" "Gr\u00F8nland", "Lodz" "\u0141\u00F3d\u017A"), and the sharp s, the ligatures and the thorn as the
  // letters people type for them ("Grossbritannien" finds "Gro\u00DFbritannien", "Faeroerne" "F\u00E6r\u00F8erne").
  var PLAIN = {
    "\u0131": "i", "\u00F8": "o", "\u0142": "l", "\u0111": "d", "\u0127": "h", "\u0167": "t",
    "\u00DF": "ss", "\u00E6": "ae", "\u0153": "oe", "\u00FE": "th", "\u00F0": "d"
  };
  function fold(text) {
    text = text.toLowerCase();
    text = text.normalize ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text;
    return text.replace(/[\u0131\u00F8\u0142\u0111\u0127\u0167\u00DF\u00E6\u0153\u00FE\u00F0]/g, function (ch) {
      return PLAIN[ch];
    });
  }

  // decodeURIComponent that never throws: a stray "%" in an address (index.html?q=50%, #yMd%) is taken as it is.
  function decode(text) {
    try { return decodeURIComponent(text); } catch (e) { return text; }
  }

  function readQuery(search) {
    var result = {};
    search.replace(/^\?/, "").split("&").forEach(function (pair) {
      if (!pair) return;
      var at = pair.indexOf("="), key = at < 0 ? pair : pair.slice(0, at), value = at < 0 ? "" : pair.slice(at + 1);
      result[decode(key)] = decode(value.replace(/\+/g, " "));
    });
    return result;
  }

  // What a Time cell says: the clock (12-hour, 24-hour), where the day period goes, date or time first.
  function timeText(cell) {
    var text = cell ? cell.textContent : "";
    var clock = /(12|24)-hour/.exec(text), period = /period (first|last)/.exec(text);
    return { clock: clock ? clock[0] : "", period: period ? period[1] : "",
      datetime: !cell ? "" : /time first/.test(text) ? "time first" : "date first" };
  }

  function columnIndexes(table) {
    var wanted = { "identifier": "id", "name": "name", "native name": "native", "numeric": "numeric",
      "with month names": "names", "yyyymmdd": "order", "numeric sample": "sample", "calendar": "calendar",
      "time": "time", "conflicts": "conflicts" };
    var index = { id: 0, name: 1, native: 2, numeric: 3, names: 4, order: 5, sample: 6, time: -1, calendar: 8, conflicts: 9 };
    var head = table.tHead && table.tHead.rows[0];
    if (head) for (var i = 0; i < head.cells.length; i++) {
      var key = wanted[head.cells[i].textContent.trim().toLowerCase()];
      if (key) index[key] = i;
    }
    return index;
  }

  // The tables of locales: one per letter group (details.locale-group), or the first table after the filter.
  function localeTables(box) {
    var groups = doc.querySelectorAll("details.locale-group"), tables = [];
    for (var g = 0; g < groups.length; g++) {
      var inner = groups[g].querySelector("table");
      if (inner) tables.push({ table: inner, group: groups[g] });
    }
    if (tables.length) return tables;
    var table = box.nextElementSibling;
    while (table && table.tagName !== "TABLE") table = table.nextElementSibling;
    return table ? [{ table: table, group: null }] : [];
  }

  // A name or a query as words are compared: folded, apostrophes and dots inside words dropped ("Côte d’Ivoire",
  // "Cote d'Ivoire" and "cote divoire" alike; "U.S." is "us"), "&" read as "and" ("Bosnia & Herzegovina") and
  // "St" as "Saint" ("St. Lucia", "Saint Lucia").
  function normal(text) {
    return fold(text).replace(/['\u2019\u02BC.]/g, "").replace(/\s*&\s*/g, " and ").replace(/(^|\s)st(?=\s|$)/g, "$1saint")
      .replace(/\s+/g, " ").trim();
  }

  // Words are letters, marks and digits, in any script, as `dateorder show` reads a name: anything else parts them,
  // a script's own punctuation too (the Arabic comma in "اردو (نسخ،پاکستان)", "（台灣）", "、", Ethiopic "፣").
  var NOT_WORD;
  try { NOT_WORD = new RegExp("[^\\p{Alphabetic}\\p{M}\\p{N}]+", "u"); } catch (e) { NOT_WORD = /[^a-z0-9\u00C0-\uFFFF]+/; }
  function words(text) { return normal(text).split(NOT_WORD).filter(function (w) { return w; }); }

  // The one-word names of languages, in English or their own ("malay", "malayalam", "romansh", "romana"; not "north
  // sami"), each with the languages it names, and of countries, in any language the build gives ("niger", "nigeria",
  // "italy", "italia", "hongrie"; not "south sudan"), each with the regions it names; set once the search has read
  // its rows.
  var languageWords = null, countryWords = null;

  // A country's one-word name that starts with a word (4 letters or more) of the name of a language with a locale in
  // that country, in any script, and that word, each with what the other names: "bangladesh" and "বাংলাদেশ" the
  // language bn, "bangla" and "বাংলা" the region BD; "malaysia" ms, "magyarorszag" hu, "қазақстан" kk,
  // "deutschland" de, "thailand" th. Also a language's word that starts with a country's one-word name where what it
  // adds is in another script, a word of any of the country's names ("한국어" and "한국", Korean and Korea, as folded:
  // 4 letters or more; "ދިވެހިބަސް", Dhivehi, and "ދިވެހި" of Maldives' "ދިވެހި ރާއްޖެ"); in Latin letters
  // that is a derivation's (`DERIVATIONS`: "italian"). {word: {languages: [...], regions: [...]}}, set with
  // `languageWords`.
  var compounds = null;

  // Whether a typed word links to the locale's language or country (`compounds`).
  function compoundOf(d, typed) {
    var linked = compounds && compounds[typed];
    return !!linked && (linked.languages.indexOf(d.language) >= 0 || linked.regions.indexOf(d.region) >= 0);
  }

  // Whether two words are each a name of something (`owners`: language or country words) and no one thing is named
  // by both: "malayalam" and "malay", "nigeria" and "niger"; not "italia" and "italy".
  function namesApart(owners, typed, word) {
    if (!owners || !owners[typed] || !owners[word]) return false;
    for (var i = 0; i < owners[typed].length; i++) if (owners[word].indexOf(owners[typed][i]) >= 0) return false;
    return true;
  }

  // Whether the typed word starts with a one-word name longer than the name's word, which starts with that word and
  // names something else (`namesApart`): "nigerian" is Nigeria's, not Niger's.
  function longerName(owners, typed, word) {
    if (!owners || !owners[word] || typed.indexOf(word) !== 0) return false;
    for (var end = word.length + 1; end <= typed.length; end++) {
      if (namesApart(owners, typed.slice(0, end), word)) return true;
    }
    return false;
  }

  // Adds each one-word name to `owners` under the thing it names.
  function addOwner(owners, name, owner) {
    var named = words(name || "");
    if (named.length !== 1) return;
    var list = owners[named[0]] || (owners[named[0]] = []);
    if (list.indexOf(owner) < 0) list.push(owner);
  }

  // What a typed word may add to the stem it shares with a name's word when it is that word's derivation: a
  // language or a people from a country or back ("ian": Italy, Italian; "ese": Japan, Japanese; "y": German,
  // Germany; "vian": Peru, Peruvian; "land": Thai, Thailand), the country in another language ("ia", "ie": Italia,
  // Italie) or a word still being typed (nothing). A word of Latin letters that adds anything else is no
  // derivation: "afrikaans" is not Afrika, "hongrie" not Hong Kong, "bangladesh" not Bangla. One vowel more ("a",
  // "e", "o", "u") only in place of the name's last vowel (Algeria, Algérie), not after it ("kongo" is not Hong
  // Kong). A word in another script adds nothing: "বাংলাদেশ" (Bangladesh) is not the word "বাংলা" (Bangla, also the
  // script of mni_Beng); a country's name and its language's are linked by `compounds` instead.
  var DERIVATIONS = ["", "i", "y", "n", "s", "an", "ian", "ia", "ie", "ien", "ja", "ya", "ese", "nese", "se", "ish",
    "sh", "ic", "isch", "esch", "ais", "aise", "ol", "ano", "iano", "vian", "land", "stan", "istan"];

  // Whether a typed word means a word of a name: the same word, or (from 4 letters) the same stem, where the name's
  // word may end in one vowel the typed word does not have, and what the typed word adds is a derivation's ending
  // (`DERIVATIONS`): "canadian" finds Canada, "italian" Italy, "brazilian" Brazil and "japanese" Japan, while
  // "french" does not find France, nor "turkish" Turks, nor "afrikaans" Afrika. Two languages' one-word names are
  // never stems of one another: "malayalam" and "malagasy" do not find Malay, nor "tigrinya" Tigre, nor "romansh"
  // Romanian's "română"; nor two countries': "nigeria" does not find Niger.
  function sameWord(typed, word) {
    if (typed === word) return true;
    if (typed.length < 4) return false;
    if (namesApart(languageWords, typed, word) || namesApart(countryWords, typed, word)) return false;
    if (longerName(languageWords, typed, word) || longerName(countryWords, typed, word)) return false;
    var shared = 0, end = Math.min(typed.length, word.length);
    while (shared < end && typed.charAt(shared) === word.charAt(shared)) shared++;
    if (shared < 4) return false;
    if (shared !== word.length &&
      !(shared === word.length - 1 && "aeiouy".indexOf(word.charAt(shared)) >= 0)) return false;
    var added = typed.slice(shared), swapped = shared < word.length && /^[aeou]$/.test(added);
    if (!added) return true;
    return /^[a-z\u00DF-\u024F]+$/.test(added) && (DERIVATIONS.indexOf(added) >= 0 || swapped);
  }

  // Whether two different words are one edit apart: a letter more or less, one letter changed, or two neighbouring
  // letters swapped ("germny" and "germany", "brazl" and "brazil", "frnech" and "french"); or the same but for which
  // letters are doubled, the commonest slip in a name ("phillipines" and "philippines", "morroco" and "morocco").
  function oneEdit(a, b) {
    if (a === b) return false;
    if (a.replace(/(.)\1+/g, "$1") === b.replace(/(.)\1+/g, "$1")) return true;
    if (Math.abs(a.length - b.length) > 1) return false;
    var i = 0;
    while (i < a.length && i < b.length && a.charAt(i) === b.charAt(i)) i++;
    if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
    if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
    return a.slice(i + 1) === b.slice(i + 1) ||
      (a.charAt(i) === b.charAt(i + 1) && a.charAt(i + 1) === b.charAt(i) && a.slice(i + 2) === b.slice(i + 2));
  }

  function hasWord(words, typed) {
    for (var i = 0; i < words.length; i++) if (sameWord(typed, words[i])) return true;
    return false;
  }

  // The locale's region code as a word of a query, where the query also has a longer word: "english us", "chinese
  // hk"; not "pt_pt", an identifier, whose words are all codes.
  function codeAmong(d, tokens) {
    if (!d.region || tokens.length < 2) return "";
    for (var t = 0; t < tokens.length; t++) if (tokens[t].length > 3) return d.region.toLowerCase();
    return "";
  }

  // Whether every typed word is a word (or stem) of the locale's names, of its own everyday names, of its language's
  // everyday names or of its country's names, or its region's code (`codeAmong`), or a country's name that starts
  // with its language's or back (`compounds`): "Canadian French" and "french canada" find fr_CA, "arabic egypt"
  // ar_EG, "english us" en_US, "bengali india" bn_IN (Foundation's Bangla), "french quebec" fr_CA, "Bangladesh"
  // bn_IN, "Malay" en_MY.
  function wordsMatch(d, tokens) {
    var code = codeAmong(d, tokens);
    for (var t = 0; t < tokens.length; t++) {
      if (!hasWord(d.nameWords, tokens[t]) && !hasWord(d.nativeWords, tokens[t]) && !hasWord(d.countryWords, tokens[t]) &&
        !hasWord(d.everydayWords, tokens[t]) && !hasWord(d.localeWords, tokens[t]) && !(code && tokens[t] === code) &&
        !compoundOf(d, tokens[t]))
        return false;
    }
    return tokens.length > 0;
  }

  // Whether the query names the locale's country whole: one of its names as consecutive words of the query, or its
  // region's code (`codeAmong`; "english us" names the United States, not the U.S. Outlying Islands whose
  // name merely has the word "us"; "korean korea" South Korea, not North Korea).
  function namesCountryWhole(d, q) {
    if (!d.region) return false;
    var code = codeAmong(d, q.terms);
    if (code && q.terms.indexOf(code) >= 0) return true;
    var phrases = countryPhrases(d), typed = " " + q.typed + " ";
    for (var i = 0; i < phrases.length; i++) if (phrases[i] && typed.indexOf(" " + phrases[i] + " ") >= 0) return true;
    return false;
  }

  // The names of the locale's country as words are compared ("etats unis" for "États-Unis", "royaume uni").
  function countryPhrases(d) {
    return d.countryPhrases || (d.countryPhrases = d.countryNames.map(function (n) { return words(n).join(" "); }));
  }

  // Whether the query is one of the names of the locale's country, whole, in any language the build gives, as words
  // are compared: "Royaume Uni" and "Royaume-Uni", "etats unis" and "États-Unis", "Шри Ланка" and "Шри-Ланка" alike.
  function countryNamed(d, q) {
    return !!q.typed && !!d.region && countryPhrases(d).indexOf(q.typed) >= 0;
  }

  // The names of the locale's country that are one word ("korea", "brazil"; not "north korea").
  function oneWordNames(d) {
    if (!d.oneWordNames) {
      d.oneWordNames = d.countryNames.map(function (n) { return words(n); })
        .filter(function (w) { return w.length === 1; }).map(function (w) { return w[0]; });
    }
    return d.oneWordNames;
  }

  // Whether the query is one of the locale's own everyday names, whole ("Flemish", "Quebec French", "Castilian").
  function localeNamed(d, q) {
    return !!q.typed && d.localePhrases.indexOf(q.typed) >= 0;
  }

  // A locale's whole names, in English and its own language, their words as a query's are joined (worked out once).
  function namesWhole(d) {
    return d.wholeName || (d.wholeName = [d.nameWords.join(" "), d.nativeWords.join(" ")]);
  }

  // Whether the query has the words of the locale's whole name, in English or its own language, in another order
  // ("Simplified Chinese", Foundation's "Chinese, Simplified"; "Latin Serbian"). Only for two words or more.
  function sameWordsAsName(d, q) {
    if (q.terms.length < 2) return false;
    var sorted = d.sortedNames || (d.sortedNames = [d.nameWords.slice().sort().join(" "), d.nativeWords.slice().sort().join(" ")]);
    return q.sorted === sorted[0] || q.sorted === sorted[1];
  }

  // Whether the locale's identifier or one of its aliases is `key` (an identifier as `readQueryText` reads it).
  function namedBy(d, key) {
    if (d.idKey === key) return true;
    for (var i = 0; i < d.aliasKeys.length; i++) if (d.aliasKeys[i] === key) return true;
    return false;
  }

  // Whether the locale is of the language and in the region a two-part query names by their codes ("uz uz" is
  // uz_Latn_UZ and uz_Cyrl_UZ, "pa.in" pa_Guru_IN), where no identifier or alias is spelt so.
  function inPair(d, q) {
    return !!q.pair && d.language === q.pair[0] && d.region.toLowerCase() === q.pair[1];
  }

  // How well a locale matches a query (smaller is better): -1 the principal locale of a country named by an
  // everyday short name typed in capitals ("UK", "US": the country, not Ukrainian), or by its region code in
  // capitals where no language has that code ("GB", "CH", "JP"; "DE" stays German), or every locale of such a region
  // where none is its principal language's ("CC": en_CC, not ccp); -0.95 then -0.9 the other locales of a region so
  // named, of its principal language first ("CH": de_CH, then en_CH, fr_CH …); 0 its identifier or an alias,
  // however separated ("en gb", "en.GB", "en/GB", "en_GB.UTF-8"); 0.5 the language and region a two-part query
  // names by their codes, the region's principal locale or the language's typical one first, 0.6 the others;
  // 1 the principal locale of the country the query names ("Taiwan", "日本", "USA", "Bosnia and Herzegovina", "us"),
  // or the locale the query names whole by one of its everyday names ("Flemish" nl_BE, "Castilian" es_ES);
  // 1.5 the locale's whole name, in English or its own language, its words in any order ("Korean" is ko, not the
  // Koreas; "français"; "Simplified Chinese" zh_Hans), then that locale's regional ones, 1.52 the one its likely
  // subtags give (zh_Hant_TW for "Chinese Traditional", sr_Latn_RS for "Serbian Latin"), 1.55 the others, and
  // where that is a language's name, every locale of the language before any other, whatever its country is called
  // (zh_Hant before bo_CN for "Chinese", fr_FR before fr_GF for "French"): 1.5 the language itself, 1.6 its
  // typical locale (`typicalLocale`: zh_Hans_CN, fr_FR), 1.7 its others, each 0.05 later where the query is only an
  // everyday name of the language and Foundation's name of another ("Norwegian": no before nb); 2 a locale of the
  // country the query names whole in any language the build gives (`countryNamed`: "Papouasie-Nouvelle-Guinée",
  // whose principal language has no locale), or every word a word of its names or its country's names; 3 an identifier or alias prefix; 4 every word starts a word; 5 anything else. `q` is the query
  // as `readQueryText` reads it, once per keystroke.
  function tier(d, q) {
    var key = q.key, tokens = q.terms, i;
    // A region no locale is written for: the language that applies there comes first.
    if (q.empty && d.id === q.empty.language) return -2;
    var named = countryNamed(d, q), principal = d.principalOf && named;
    if (principal && q.capitals) return -1;
    if (q.regionCode && (d.principalOf === q.regionCode || (d.noPrincipal && d.region === q.regionCode))) return -1;
    // The region's other locales next, those of its principal language first, as `dateorder show CH` lists them
    // (de_CH, then en_CH, fr_CH …, before ce, Chechen, whose alias che merely starts so).
    if (q.regionCode && d.region === q.regionCode) return d.language === q.regionLanguage ? -0.95 : -0.9;
    if (namedBy(d, key)) return 0;
    if (inPair(d, q)) return d.principalOf || q.typical[d.language] === d ? 0.5 : 0.6;
    if (principal || (d.principalOf && q.named === d.principalOf.toLowerCase()) || localeNamed(d, q)) return 1;
    if (q.languages.indexOf(d.language) >= 0) {
      var everydayOnly = q.everydayOnly.indexOf(d.language) >= 0 ? 0.05 : 0;
      return (d.id === d.language ? 1.5 : q.typical[d.language] === d ? 1.6 : 1.7) + everydayOnly;
    }
    var name = namesWhole(d);
    if (q.typed && (q.typed === name[0] || q.typed === name[1] || sameWordsAsName(d, q))) return 1.5;
    if (q.scripted && d.id.indexOf(q.scripted + "_") === 0) return d.region === q.scriptedRegion ? 1.52 : 1.55;
    if (named || wordsMatch(d, tokens)) return 2;
    if (d.idKey.indexOf(key) === 0) return 3;
    for (i = 0; i < d.aliasKeys.length; i++) if (d.aliasKeys[i].indexOf(key) === 0) return 3;
    var all = d.allWords || (d.allWords = d.nameWords.concat(d.nativeWords, d.countryWords, d.localeWords));
    for (var t = 0; t < tokens.length; t++) {
      var starts = false;
      for (i = 0; !starts && i < all.length; i++) starts = all[i].indexOf(tokens[t]) === 0;
      if (!starts) return 5;
    }
    return 4;
  }

  // Among equally good matches, the locales of a country the query names whole (`namesCountryWhole`), its principal
  // locale first ("english us": en_US before en_UM; "korean korea": ko_KR before ko_KP); then the principal locale of
  // a country the query names by a word or its stem ("brazilian" → pt_BR), then the other locales of a country it
  // names by the very word ("Germany": en_DE and dsb_DE before de_AT, whose language's name only shares a stem with
  // the country's; "Chinese" is no name of China's); not among the locales of a language the query names ("French":
  // fr_GF is not first for French Guiana).
  function countryBonus(d, q) {
    var tokens = q.terms;
    if (q.languages.indexOf(d.language) >= 0) return 2;
    if (namesCountryWhole(d, q)) return d.principalOf ? -2 : -1;
    var bonus = 2;
    for (var t = 0; t < tokens.length; t++) {
      // A country named by one word first ("Kore": Korea, not North Korea).
      if (d.principalOf && hasWord(d.countryWords, tokens[t])) return hasWord(oneWordNames(d), tokens[t]) ? -0.5 : 0;
      if (d.countryWords.indexOf(tokens[t]) >= 0) bonus = 1;
    }
    return bonus;
  }

  // 1 where a word of the query is a word only of the everyday names of the locale's language, 0 where the locale's
  // own names have them all: among equally good matches, "Simplified Chinese" lists zh_Hans_HK, Chinese (Simplified),
  // before yue_Hans, Cantonese (Simplified), whose language is also called "Cantonese Chinese".
  function borrowsWords(d, q) {
    for (var t = 0; t < q.terms.length; t++) {
      var term = q.terms[t];
      if (hasWord(d.everydayWords, term) && !hasWord(d.nameWords, term) && !hasWord(d.nativeWords, term) &&
        !hasWord(d.countryWords, term) && !hasWord(d.localeWords, term)) return 1;
    }
    return 0;
  }

  function setupFilter() {
    var box = doc.getElementById("filter");
    if (!box) return;
    var searchBox = doc.getElementById("search");
    var sources = localeTables(box);
    if (!sources.length) return;
    var data = [], languageNames = {}, regionNames = {}, aliases = {}, countries = {}, everyday = {}, localeNames = {};
    // Each region's principal locale and names, from the build ({"TW":["zh_Hant_TW","Taiwan","台灣"],…}).
    try { countries = JSON.parse(box.getAttribute("data-regions") || "{}"); } catch (e) { countries = {}; }
    // The region each three-letter or three-digit code names, as `dateorder show` reads it ("GBR=GB 826=GB 419=419").
    var regionOfCode = Object.create(null);
    (box.getAttribute("data-region-codes") || "").split(" ").forEach(function (pair) {
      var at = pair.indexOf("=");
      if (at > 0) regionOfCode[pair.slice(0, at)] = pair.slice(at + 1);
    });
    // Regions Foundation names that no locale is written for, with the language that applies there, the English name
    // and what `dateorder show` says of them ({"AQ":["en","Antarctica","no locale is written for Antarctica (AQ); …"]}),
    // by code and by name as folded.
    var emptyRegions = Object.create(null);
    try {
      var emptyTable = JSON.parse(box.getAttribute("data-empty-regions") || "{}");
      Object.keys(emptyTable).forEach(function (code) {
        var entry = { code: code, language: emptyTable[code][0], sentence: emptyTable[code][2] };
        emptyRegions[code] = entry;
        emptyRegions[normal(emptyTable[code][1])] = entry;
      });
    } catch (e) { emptyRegions = Object.create(null); }
    // Everyday names of languages Foundation names otherwise ({"fa":["Farsi","Dari"],"fil":["Tagalog"],…}).
    try { everyday = JSON.parse(box.getAttribute("data-languages") || "{}"); } catch (e) { everyday = {}; }
    // Everyday names of one locale ({"nl_BE":["Flemish","Flanders"],"fa_AF":["Dari"],…}).
    try { localeNames = JSON.parse(box.getAttribute("data-locales") || "{}"); } catch (e) { localeNames = {}; }
    // The likely region of each locale that names none ("af=ZA ja=JP zh_Hant=TW"), from Foundation's likely subtags:
    // the region filter lists it there too, and says so.
    var likelyRegions = Object.create(null);
    (box.getAttribute("data-likely-regions") || "").split(" ").forEach(function (pair) {
      var at = pair.indexOf("=");
      if (at > 0) likelyRegions[pair.slice(0, at)] = pair.slice(at + 1);
    });
    // Other names of each locale ("zh_TW=zh_Hant_TW zh-TW=zh_Hant_TW ..."), so a search finds them too.
    (box.getAttribute("data-aliases") || "").split(" ").forEach(function (pair) {
      var at = pair.indexOf("=");
      if (at > 0) (aliases[pair.slice(at + 1)] = aliases[pair.slice(at + 1)] || []).push(pair.slice(0, at));
    });

    // Precompute everything a filter needs, once, a slice of rows per task (about 25 ms each), so the page answers
    // while it loads even on a slow phone; the search and the filter start when every row is read.
    var pending = [];
    sources.forEach(function (source) {
      var col = columnIndexes(source.table), rows = source.table.tBodies[0] ? source.table.tBodies[0].rows : [];
      for (var r = 0; r < rows.length; r++) pending.push([rows[r], source, col]);
    });
    var read = 0;
    readRows();
    function readRows() {
      var until = Date.now() + 25;
      while (read < pending.length && (read % 16 !== 0 || Date.now() < until)) {
        var row = pending[read][0], source = pending[read][1], col = pending[read][2];
        read++;
        var cells = row.cells;
        if (cells.length <= col.conflicts) continue;
        // The identifier is the cell's link; a mark after it ("falls back to root data") is shown with results.
        var idLink = cells[col.id].querySelector("a[href]"), idMark = cells[col.id].querySelector("em");
        var id = (idLink || cells[col.id]).textContent.trim(), parts = id.split("_");
        var name = cells[col.name].textContent.trim(), native = cells[col.native].textContent.trim();
        // The locale's direction: an empty span in the identifier cell carries it (each text is shown in its own).
        var dirHolder = cells[col.id].querySelector("span[dir]");
        // The region follows the language and a script, if any, and may stand before a variant (en_US_POSIX: US).
        var region = "";
        for (var p = 1; p < parts.length && p <= 2 && !region; p++) {
          if (/^(?:[A-Z]{2}|[0-9]{3})$/.test(parts[p])) region = parts[p];
        }
        var conflictText = cells[col.conflicts].textContent.trim(), time = timeText(cells[col.time]);
        if (parts.length === 1) languageNames[id] = name;
        var paren = /\(([^()]*)\)\s*$/.exec(name);
        if (region && parts.length === 2 && paren && !regionNames[region]) regionNames[region] = paren[1];
        var country = region && countries[region] ? countries[region] : [""];
        var ownNames = Object.prototype.hasOwnProperty.call(localeNames, id) ? localeNames[id] : [];
        // After an empty entry, the country's names in widely read languages not its own: matched whole only.
        var cut = country.indexOf("", 1), countryNames = country.slice(1).filter(Boolean).map(normal);
        data.push({
          row: row, group: source.group, shown: !row.hidden, id: id, name: name, native: native,
          principalOf: country[0] === id ? region : "", noPrincipal: !!region && !country[0], countryNames: countryNames,
          countryWords: words(country.slice(1, cut < 0 ? country.length : cut).map(normal).join(" ")),
          href: idLink ? idLink.getAttribute("href") : "", mark: idMark ? idMark.textContent.replace(/^\(|\)$/g, "") : "",
          idKey: id.toLowerCase(), aliasKeys: (aliases[id] || []).map(function (a) { return a.replace(/-/g, "_").toLowerCase(); }),
          nameWords: words(name), nativeWords: words(native),
          everydayWords: Object.prototype.hasOwnProperty.call(everyday, parts[0]) ? words(everyday[parts[0]].join(" ")) : [],
          localePhrases: ownNames.map(function (n) { return words(n).join(" "); }), localeWords: words(ownNames.join(" ")),
          text: fold(id + "\n" + id.replace(/_/g, "-") + "\n" + (aliases[id] || []).join("\n") + "\n" +
            (aliases[id] || []).join("\n").replace(/_/g, "-") + "\n" + name + "\n" + native),
          language: parts[0], region: region, likelyRegion: region ? "" : likelyRegions[id] || "", script: /^[A-Z][a-z]{3}$/.test(parts[1] || "") ? parts[1] : "",
          // DateFormatter's order, the cell's first word: "DMY (Date.FormatStyle: YMD)" filters as DMY, and
          // the search results show the whole cell.
          numeric: cells[col.numeric].textContent.trim().split(" ")[0],
          names: cells[col.names].textContent.trim().split(" ")[0],
          pickers: "numeric " + cells[col.numeric].textContent.trim() + " \u00B7 with month names " +
            cells[col.names].textContent.trim(),
          order: cells[col.order].textContent.trim().split(" ")[0],
          sample: cells[col.sample] ? cells[col.sample].textContent.trim() : "",
          calendar: cells[col.calendar].textContent.trim(),
          // The Time column ("12-hour, period first · time first"), where the table has one.
          clock: time.clock, period: time.period, datetime: time.datetime,
          dir: (dirHolder && dirHolder.getAttribute("dir")) || "ltr",
          lang: (dirHolder && dirHolder.getAttribute("lang")) || "",
          conflicts: conflictText !== "" && conflictText !== "\u2014"
        });
      }
      if (read < pending.length) setTimeout(readRows, 0);
      else finish();
    }

    function finish() {
    if (!data.length) return;
    languageWords = Object.create(null);
    countryWords = Object.create(null);
    data.forEach(function (d) {
      if (d.id !== d.language) return;
      addOwner(languageWords, d.name, d.language);
      addOwner(languageWords, d.native, d.language);
    });
    Object.keys(countries).forEach(function (region) {
      countries[region].slice(1).forEach(function (name) { addOwner(countryWords, name, region); });
    });
    compounds = Object.create(null);
    var spoken = Object.create(null), languageVocabulary = Object.create(null);
    data.forEach(function (d) {
      var here = d.region ? spoken[d.region] || (spoken[d.region] = []) : [];
      if (d.region && here.indexOf(d.language) < 0) here.push(d.language);
      if (d.id === d.language) languageVocabulary[d.language] = d.nameWords.concat(d.nativeWords, d.everydayWords);
    });
    function link(word, key, value) {
      var linked = compounds[word] || (compounds[word] = { languages: [], regions: [] });
      if (linked[key].indexOf(value) < 0) linked[key].push(value);
    }
    Object.keys(countries).forEach(function (region) {
      countries[region].slice(1).forEach(function (name) {
        var named = words(name || "");
        (spoken[region] || []).forEach(function (language) {
          (languageVocabulary[language] || []).forEach(function (word) {
            named.forEach(function (country) {
              if (country.length > word.length ? named.length > 1 || word.length < 4 || country.indexOf(word) !== 0 :
                country.length < 4 || word.length === country.length || word.indexOf(country) !== 0 ||
                /^[a-z\u00DF-\u024F]+$/.test(word.slice(country.length))) return;
              link(country, "languages", language);
              link(word, "regions", region);
            });
          });
        });
      });
    });
    var groups = [];
    sources.forEach(function (source) {
      if (!source.group) return;
      // The summary's text after the letter ("— 55 locales, af to az_Latn_AZ"), kept to put back.
      var summary = source.group.querySelector("summary"), label = summary ? summary.lastChild : null;
      if (label && label.nodeType !== 3) label = null;
      var id = source.group.id, link = id ? doc.querySelector('a[href="#' + id + '"]') : null;
      // A letter with no match does nothing, whether clicked, or activated by a screen reader or Enter.
      if (link) link.addEventListener("click", function (event) {
        if (link.getAttribute("aria-disabled") === "true") event.preventDefault();
      });
      groups.push({ node: source.group, visible: 0, label: label, text: label ? label.nodeValue : "", link: link,
        total: source.table.tBodies[0] ? source.table.tBodies[0].rows.length : 0 });
    });

    function distinct(key, also) {
      var seen = {};
      data.forEach(function (d) { if (d[key]) seen[d[key]] = true; if (also && d[also]) seen[d[also]] = true; });
      return Object.keys(seen).sort();
    }
    // Orders most common first, as the index's tables, the charts and the order pages list them (ties in the
    // alphabet's order), not DMY, MDY, YDM, YMD.
    function byCount(key) {
      var counts = {};
      data.forEach(function (d) { if (d[key]) counts[d[key]] = (counts[d[key]] || 0) + 1; });
      return distinct(key).sort(function (a, b) { return counts[b] - counts[a] || (a < b ? -1 : a > b ? 1 : 0); });
    }
    var displayRegion = null;
    try { displayRegion = new Intl.DisplayNames(["en"], { type: "region" }); } catch (e) { /* older browser */ }
    function regionLabel(code) {
      var known = regionNames[code];
      if (!known && displayRegion) try { known = displayRegion.of(code); } catch (e) { /* unknown code */ }
      return known && known !== code ? code + " \u2014 " + known : code;
    }

    var controls = {};
    function control(key, labelText, node, parent) {
      node.id = node.id || "filter-" + key;
      node.name = key;
      var label = element("label", { "for": node.id });
      label.appendChild(element("span", null, labelText));
      if (node.parentNode) node.parentNode.removeChild(node);
      label.appendChild(node);
      (parent || box).appendChild(label);
      controls[key] = node;
      return node;
    }
    function choice(key, labelText, values, describe) {
      var select = element("select");
      select.appendChild(element("option", { value: "" }, "any"));
      values.forEach(function (value) { select.appendChild(element("option", { value: value }, describe(value))); });
      return control(key, labelText, select);
    }
    function same(value) { return value; }

    // The query: the search box at the top of the page when there is one, else a field in the filter.
    var query, results = null, status;
    if (searchBox) {
      query = doc.getElementById("search-q");
      controls.q = query;
      query.setAttribute("aria-describedby", "search-status");
      status = element("p", { id: "search-status", "class": "search-status", role: "status", "aria-live": "polite" });
      results = element("ul", { id: "search-results", "class": "search-results", "aria-label": "Best matches" });
      searchBox.appendChild(status);
      searchBox.appendChild(results);
      // The filters follow the charts, far below on a phone: a way there from the search.
      var toFilters = element("p", { "class": "search-filters" });
      toFilters.appendChild(element("a", { href: "#filter" },
        "Filter by language, region, picker order, clock, calendar or direction"));
      searchBox.appendChild(toFilters);
      searchBox.hidden = false;
    } else {
      query = control("q", "Identifier or name", element("input", { type: "search", dir: "auto", autocomplete: "off",
        spellcheck: "false", autocapitalize: "none", autocorrect: "off", inputmode: "search", enterkeyhint: "go",
        placeholder: "ja_JP, German, \u65E5\u672C\u8A9E\u2026" }));
    }
    box.setAttribute("role", "search");
    box.setAttribute("aria-label", "Filter the table of locales");
    choice("lang", "Language", distinct("language"), function (code) {
      return languageNames[code] ? code + " \u2014 " + languageNames[code] : code;
    });
    choice("region", "Region", distinct("region", "likelyRegion"), regionLabel);
    choice("numeric", "Numeric picker", byCount("numeric"), same);
    choice("names", "Picker with month names", byCount("names"), same);
    choice("order", "yyyyMMdd order", byCount("order"), same);
    // Time pickers, where the table has a Time column: 12- or 24-hour, the day period's side, date or time first.
    if (distinct("clock").length) {
      choice("clock", "Clock", distinct("clock"), same);
      choice("period", "Day period", distinct("period"), function (side) {
        return side === "first" ? "first (before the hour)" : "last (after the hour)";
      });
      choice("datetime", "Date and time", distinct("datetime"), same);
    }
    choice("calendar", "Calendar", distinct("calendar"), same);
    choice("dir", "Direction", distinct("dir"), function (dir) {
      return dir === "rtl" ? "right-to-left" : dir === "ltr" ? "left-to-right" : dir;
    });
    var conflicts = element("input", { type: "checkbox" });
    control("conflicts", "Has conflicts", conflicts).parentNode.className = "check";
    var clear = element("button", { type: "button", "class": "clear" }, "Clear filters");
    box.appendChild(clear);
    var count = element("output", { id: "filter-count", "aria-live": "polite", "aria-atomic": "true" });
    box.appendChild(count);
    count.setAttribute("for", query.id);
    sources.forEach(function (source) { source.table.className += (source.table.className ? " " : "") + "filterable"; });

    // Where a shared, filtered link should land: the heading just above the filter.
    var anchor = "";
    for (var h = box.previousElementSibling; h && !anchor; h = h.previousElementSibling) if (/^H[1-6]$/.test(h.tagName)) anchor = h.id;

    var keys = ["q", "lang", "region", "numeric", "names", "order", "clock", "period", "datetime", "calendar", "dir"]
      .filter(function (key) { return controls[key]; });
    var params = readQuery(location.search);
    // The controls as an address says (on opening, and on Back or Forward to an entry with other filters).
    function restore(params) {
      keys.forEach(function (key) {
        var wanted = params[key] || "", node = controls[key];
        if (node.tagName !== "SELECT") { node.value = wanted; return; }
        node.value = "";
        // Hand-written links may use any case (?order=ymd, ?region=ch); unknown values leave "any".
        for (var i = 0; wanted && i < node.options.length; i++) {
          if (node.options[i].value.toLowerCase() === wanted.toLowerCase()) { node.selectedIndex = i; return; }
        }
      });
      conflicts.checked = params.conflicts === "1";
    }
    restore(params);

    // Rows that reappear cost the most (style, layout, text shaping in many scripts). Among the first
    // FIRST_ROWS matching rows (the screenful the reader sees) they appear at once; further rows follow
    // ROWS_PER_FRAME at a time after the next frame has been painted, so the table reacts within a frame even
    // on a slow phone. Hiding is always immediate, and the count is always final.
    var FIRST_ROWS = 12, ROWS_PER_FRAME = 24, later = [], laterTicket = 0;

    var MAX_RESULTS = 12, best = [];
    var bestTier = 9, guessing = false;
    function showResults(matches, q, narrowed) {
      if (!results) return;
      best = [];
      bestTier = 9;
      guessing = !!q.guess;
      var folded = q.tokens.length ? q.folded : "";
      if (folded) {
        var ranked = matches.map(function (d) {
          var level = tier(d, q);
          return { d: d, tier: level, bonus: countryBonus(d, q), prefix: prefixRank(d, q, level),
            borrowed: borrowsWords(d, q) };
        }).sort(function (a, b) {
          return a.tier - b.tier || a.bonus - b.bonus || a.borrowed - b.borrowed || a.prefix - b.prefix ||
            a.d.id.length - b.d.id.length ||
            (a.d.id < b.d.id ? -1 : a.d.id > b.d.id ? 1 : 0);
        }).slice(0, MAX_RESULTS);
        // A guess at a misspelling is never sure enough to open at once, nor on Enter.
        if (ranked.length) bestTier = q.guess ? 9 : ranked[0].tier;
        best = ranked.map(function (entry) { return entry.d; });
      }
      while (results.firstChild) results.removeChild(results.firstChild);
      best.forEach(function (d) {
        var item = element("li"), link = element("a", { href: d.href });
        link.appendChild(element("strong", null, d.id));
        link.appendChild(doc.createTextNode(" " + d.name));
        item.appendChild(link);
        if (d.mark) item.appendChild(element("span", { "class": "result-mark" }, d.mark));
        item.appendChild(element("span", { "class": "result-orders" }, d.pickers));
        if (d.sample) {
          // The locale's text, tagged with its language: a screen reader speaks it in that voice, and the
          // browser picks fonts for that script.
          var sample = element("span", d.lang ? { "class": "result-sample", dir: d.dir, lang: d.lang } :
            { "class": "result-sample", dir: d.dir }, d.sample);
          item.appendChild(sample);
        }
        results.appendChild(item);
      });
      results.hidden = !best.length;
      revealFirst();
      // A search obeys the filters, which on a phone are far below: say so, so a hidden match is not a mystery.
      var within = narrowed ? " among the locales the filters below leave (Clear filters there searches them all)" : "";
      status.textContent = !folded ? "" : best.length ? grouped(matches.length) + (matches.length === 1 ? " locale matches" : " locales match") + within + "; best: " + best[0].id + "." :
        "No locale matches" + within + ".";
      // A region no locale is written for: say so first, as `dateorder show` does, and what applies there.
      if (folded && q.empty) status.textContent = q.empty.sentence.charAt(0).toUpperCase() + q.empty.sentence.slice(1) +
        ". " + status.textContent;
      // The keys' hint, heard but not shown on a touch screen, where it would push the first result under the
      // keyboard.
      if (folded && best.length) status.appendChild(element("span", { "class": "search-hint" }, q.guess ?
        " Enter or the arrow keys move to the list to choose one." : " Enter opens it, arrow keys move through the list."));
      if (q.guess && best.length) {
        // What was typed and what it is read as, each isolated: a right-to-left name (Arabic, Hebrew) would
        // otherwise pull its closing quote and the count after it into its own direction.
        var first = status.firstChild;
        [doc.createTextNode("Nothing is called \u201C"), element("bdi", null, q.guess),
          doc.createTextNode("\u201D; showing \u201C"), element("bdi", null, q.typed), doc.createTextNode("\u201D. ")]
          .forEach(function (node) { status.insertBefore(node, first); });
      }
    }

    // While the reader types, the first result (or, where it cannot be, the count under the field) is in view: a
    // phone's keyboard leaves the field at the foot of what shows (a 390 px phone at 200 % text: the first result
    // 245 px under it), so the page moves up as little as shows the result, never past the field's top.
    function revealFirst() {
      var first = best.length && results.querySelector("a");
      if (!first || doc.activeElement !== query) return;
      var seen = window.visualViewport ? window.visualViewport.height : window.innerHeight;
      var below = first.getBoundingClientRect().bottom + 8 - seen, room = query.getBoundingClientRect().top - 8;
      if (below > 0 && room > 0) window.scrollBy(0, Math.min(below, room));
    }

    // Every identifier, and every identifier or alias as a key (lower case, "_" between its parts). Maps keyed by
    // what is typed have no prototype, so "constructor" is no key.
    var identifiers = {}, known = Object.create(null);
    // Each language's name, in English and its own language, as a query's words are joined: the languages so named
    // (`languagesNamed` also by an everyday name, `foundationNamed` only by Foundation's).
    var languagesNamed = Object.create(null), foundationNamed = Object.create(null), byLanguage = Object.create(null);
    // The locales of a language in a script alone (zh_Hant, sr_Latn), which a query may name whole.
    var scriptRows = data.filter(function (d) { return d.script && !d.region; });
    data.forEach(function (d) {
      identifiers[d.idKey] = known[d.idKey] = true;
      d.aliasKeys.forEach(function (key) { known[key] = true; });
      (byLanguage[d.language] = byLanguage[d.language] || []).push(d);
      if (d.id !== d.language) return;
      var english = d.nameWords.join(" "), own = d.nativeWords.join(" ");
      var others = Object.prototype.hasOwnProperty.call(everyday, d.language) ? everyday[d.language] : [];
      function add(named, name) {
        if (name && (named[name] = named[name] || []).indexOf(d.language) < 0) named[name].push(d.language);
      }
      (own !== english ? [english, own] : [english]).forEach(function (name) {
        add(languagesNamed, name);
        add(foundationNamed, name);
      });
      others.forEach(function (name) { add(languagesNamed, words(name).join(" ")); });
    });

    // A language's typical locale, the one its likely subtags give: fr → fr-Latn-FR is fr_FR, pt → pt-Latn-BR
    // pt_BR, zh → zh-Hans-CN zh_Hans_CN, en → en-Latn-US en_US, ar → ar-Arab-EG ar_EG. The page carries no likely
    // subtags, so they are the browser's (Intl.Locale maximize: CLDR's likely subtags, as Foundation's): the listed
    // locale of that language and region, in that script where its identifier names one. Without Intl.Locale (or
    // without such a locale), the principal locale of the language's namesake country: the region spelt like the
    // language (fr_FR, de_DE, es_ES; pt_PT, not pt_BR) or else the country with a one-word name the language's
    // English name stems from (Chinese → China: zh_Hans_CN, Japanese → Japan, Korean → Korea, not North Korea).
    // Null when there is none. Worked out once per language, when a query first needs it.
    var typicals = Object.create(null);
    function typicalLocale(language) {
      if (language in typicals) return typicals[language];
      var rows = byLanguage[language] || [], likely = null, found = null, i;
      try { likely = new Intl.Locale(language).maximize(); } catch (e) { /* an older browser: the namesake country */ }
      if (likely && likely.region) {
        for (i = 0; !found && i < rows.length; i++) {
          var row = rows[i];
          if (row.region === likely.region && (!row.script || row.script === likely.script)) found = row;
        }
      }
      if (!found) {
        var stem = normal(languageNames[language] || "");
        for (i = 0; !found && i < rows.length; i++) if (rows[i].principalOf === language.toUpperCase()) found = rows[i];
        for (i = 0; !found && stem && i < rows.length; i++) {
          var names = rows[i].principalOf ? rows[i].countryNames : [];
          for (var n = 0; !found && n < names.length; n++) {
            if (names[n].indexOf(" ") < 0 && sameWord(stem, names[n])) found = rows[i];
          }
        }
      }
      return (typicals[language] = found);
    }

    // A POSIX locale string ($LANG) as an identifier: language[_territory][.codeset][@modifier], the codeset dropped
    // ("en_GB.UTF-8", "ja_JP.eucJP"; a codeset has a digit in it or is eucXX, GBK or ASCII, so "en.GB" and
    // "st.lucia" are no codeset) and the modifier too ("de_DE@euro"), except that a script modifier names the
    // script ("sr_RS@latin" is sr_Latn_RS). "" when the text is no such string.
    var SCRIPT_MODIFIERS = { latin: "latn", cyrillic: "cyrl", devanagari: "deva" };
    function posixKey(folded) {
      var m = /^([a-z]{2,3}(?:[_-][a-z0-9]+)*)(?:\.([a-z0-9_-]+))?(?:@([a-z0-9_-]+))?$/.exec(folded);
      if (!m || (!m[2] && !m[3]) || (m[2] && !/[0-9]|^euc|^gbk$|^ascii$/.test(m[2]))) return "";
      var parts = m[1].split(/[_-]/), script = SCRIPT_MODIFIERS.hasOwnProperty(m[3]) && SCRIPT_MODIFIERS[m[3]];
      var scripted = script && parts.length === 2 ? parts[0] + "_" + script + "_" + parts[1] : "";
      return known[scripted] ? scripted : parts.join("_");
    }

    // A BCP 47 tag as an identifier, where it is spelt as none: what follows a singleton dropped (an extension or a
    // private use: "ja-JP-u-ca-japanese", "en-US-x-twain"), then variants after a region or script ("ca-ES-valencia",
    // "de-CH-1996"), then the script where the locale is listed without it and writes in it ("en-Latn-US", not
    // "en-Arab-US"; by the browser's likely subtags, so without Intl.Locale a script stays), each step only while the
    // tag is still no identifier or alias. A word after a language code is no variant: "pt brazil" stays words. ""
    // when that names no locale.
    function tagKey(parts) {
      if (parts.length < 2 || !/^[a-z]{2,3}$/.test(parts[0])) return "";
      var kept = parts.slice(), i;
      for (i = 1; i < kept.length; i++) if (kept[i].length === 1) { kept = kept.slice(0, i); break; }
      if (known[kept.join("_")]) return kept.join("_");
      var script = /^[a-z]{4}$/.test(kept[1] || "") ? 1 : 0, subtags = script + 1;
      if (/^(?:[a-z]{2}|[0-9]{3})$/.test(kept[subtags] || "")) subtags++;
      if (subtags < 2) return "";
      var variants = kept.slice(subtags);
      for (i = 0; i < variants.length; i++) if (!/^(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3})$/.test(variants[i])) return "";
      kept = kept.slice(0, subtags);
      if (known[kept.join("_")]) return kept.join("_");
      var plain = [kept[0]].concat(kept.slice(2)).join("_");
      return script && known[plain] && likelyScript(plain) === kept[1] ? plain : "";
    }

    // The script a locale writes in by the browser's likely subtags ("latn" for en_US), lower case; "" without them.
    function likelyScript(key) {
      try { return (new Intl.Locale(key.replace(/_/g, "-")).maximize().script || "").toLowerCase(); } catch (e) { return ""; }
    }

    // The query, read once per keystroke for every row: folded and cut at spaces (`tokens`, for the text), as an
    // identifier (`key`: its words joined by "_", whatever separates them, so "en gb", "en-GB", "en.GB" and "en/GB"
    // are en_gb; a POSIX locale string's codeset and modifier, or a BCP 47 tag's extensions, variants or script
    // (`tagKey`), dropped when that names a locale), as a language code
    // and a region code (`pair`, for "uz uz"), as names are compared (`named`, `terms`, `typed`), the languages it
    // names by their whole name (`languages`, with their typical locales in `typical`), and whether it is typed in
    // capitals, with the region it names by its code where no language has that code ("GB", not "DE").
    function readQueryText(raw) {
      var regionCode = regionCodeOf(raw);
      var folded = fold(raw).replace(/\s+/g, " "), terms = words(folded), typed = terms.join(" ");
      var parts = folded.split(/[\s\-.\/_]+/).filter(function (p) { return p; }), key = parts.join("_");
      var posix = known[key] ? "" : posixKey(folded) || tagKey(parts);
      if (posix) key = posix;
      var pair = parts.length === 2 && /^[a-z]{2,3}$/.test(parts[0]) && /^(?:[a-z]{2}|[0-9]{3})$/.test(parts[1]) &&
        !known[key] ? parts : null;
      // A language in a script named whole ("Chinese Traditional", "Serbian Latin", "繁體中文"): that locale's
      // regional ones rank next, the one its likely subtags give first (zh_Hant_TW, sr_Latn_RS; `scriptedTier`).
      var scripted = "", scriptedRegion = "", sortedTerms = terms.slice().sort().join(" ");
      for (var s = 0; !scripted && typed && s < scriptRows.length; s++) {
        var row = scriptRows[s], whole = namesWhole(row);
        if (typed === whole[0] || typed === whole[1] ||
          sameWordsAsName(row, { terms: terms, sorted: sortedTerms })) scripted = row.id;
      }
      if (scripted) try { scriptedRegion = new Intl.Locale(scripted.replace("_", "-")).maximize().region || ""; }
        catch (e) { /* an older browser: the regional locales in identifier order */ }
      // A language's own code names it too ("de", "ja"): its locales first, its typical one next.
      var languages = (languagesNamed[typed] || []).slice(), typical = {}, proper = foundationNamed[typed] || [];
      // Where Foundation calls a language so, the languages only everyday so called come after it.
      var everydayOnly = proper.length ? languages.filter(function (l) { return proper.indexOf(l) < 0; }) : [];
      if (identifiers[key] && byLanguage[key] && languages.indexOf(key) < 0) languages.push(key);
      languages.concat(pair ? [pair[0]] : []).forEach(function (language) {
        typical[language] = typicalLocale(language);
      });
      return { raw: raw, folded: folded, key: key, pair: pair, named: normal(folded), terms: terms,
        sorted: sortedTerms, scripted: scripted, scriptedRegion: scriptedRegion,
        tokens: folded.split(/\s+/).filter(function (t) { return t; }), typed: typed,
        languages: languages, everydayOnly: everydayOnly, typical: typical, guess: "",
        capitals: /^[A-Z]{2,3}$/.test(raw), regionCode: regionCode,
        // A region no locale is written for, by its name or its code in capitals where no identifier is spelt so.
        empty: emptyRegions[normal(raw)] || (/^(?:[A-Z]{2}|[0-9]{3})$/.test(raw) && !identifiers[raw.toLowerCase()] &&
          emptyRegions[raw]) || null,
        regionLanguage: countries[regionCode] && countries[regionCode][0] ? countries[regionCode][0].split("_")[0] : "" };
    }

    // The region a code names, as `dateorder show` reads it: ISO 3166's two letters or three, or UN M.49's three
    // digits ("GB", "GBR", "826"), where no identifier is spelt so ("DE" is German); in capitals also where an alias
    // is ("IN" India, "PER" Peru), in any other case only where none is ("gb", "Jp", "gbr"; "in" Indonesian's old
    // code, "per" Persian's). "" for anything else.
    function regionCodeOf(raw) {
      if (!/^(?:[A-Za-z]{2,3}|[0-9]{3})$/.test(raw) || identifiers[raw.toLowerCase()]) return "";
      var code = raw.toUpperCase(), region = code.length === 2 ? code : regionOfCode[code] || "";
      return region && (raw === code || !known[raw.toLowerCase()]) ? region : "";
    }

    // Whether a locale matches the query, whatever the filters: every word in its text, every word a word of its
    // names or its country's ("Turkey", "Canadian French"), its language named by the query (also by an everyday
    // name: "Farsi", "Tagalog"), the locale named by an everyday name of its own ("Flemish", or its start: "Flem"),
    // the query its country's name or region code, or an
    // identifier or alias however separated ("en.GB", "en_GB.UTF-8") or its language and region ("pa.in").
    function matchesQuery(d, q) {
      // A region no locale is written for: the language Foundation's likely subtags give it applies there (and
      // what its name matches besides: "Africa" is South Africa's too).
      if (q.empty && d.id === q.empty.language) return true;
      var every = true;
      for (var t = 0; every && t < q.tokens.length; t++) {
        every = inText(d.text, q.tokens[t]);
      }
      return every || wordsMatch(d, q.terms) || q.languages.indexOf(d.language) >= 0 || localeNamed(d, q) ||
        countryNamed(d, q) || (!!q.regionCode && d.region === q.regionCode) ||
        (d.principalOf !== "" && (d.principalOf === q.regionCode || d.principalOf.toLowerCase() === q.named)) ||
        namedBy(d, q.key) || inPair(d, q) || (d.principalOf !== "" && startWords(d.countryWords, q.terms)) ||
        startWords(d.localeWords, q.terms);
    }

    // Whether every typed word (of 3 letters or more) starts one of `names`, words of names that are not in the
    // locale's own: of its country's names ("Brit" the United Kingdom, Britain; "Holl" the Netherlands, Holland) or of
    // its own everyday names ("Flem" nl_BE, Flemish; "Valenc" ca_ES, Valencian).
    function startWords(names, terms) {
      for (var t = 0; t < terms.length; t++) {
        var starts = false, whole = wholeName(terms[t]);
        for (var i = 0; !starts && terms[t].length >= 3 && i < names.length; i++) {
          starts = names[i].indexOf(terms[t]) === 0 && (!whole || hasDerived([names[i]], terms[t]));
        }
        if (!starts) return false;
      }
      return terms.length > 0;
    }

    // Whether a typed word is in a locale's text (its identifiers, aliases and names). A word of Latin letters only
    // where a word of the text starts with it ("hant" in zh_Hant_TW, "braz" in Brazil; "russian" is not in
    // Prussian, "mali" not in Somali, "kore" not in Runyankore), and where it is a whole name (`wholeName`), only as
    // that word or in a word derived from it (`sameWord`: "russia" in "russian"; "malay" is not in Malayalam, nor
    // "niger" in Nigeria). Any other word anywhere ("中文" in "繁體中文", "en-us" in "en-US").
    function inText(text, token) {
      var kind = wordKind(token), at = text.indexOf(token);
      if (!kind.latin) return at !== -1;
      for (; at >= 0; at = text.indexOf(token, at + 1)) {
        if (at > 0 && inWord(text.charCodeAt(at - 1))) continue;
        if (!kind.whole) return true;
        var end = at + token.length;
        while (end < text.length && inWord(text.charCodeAt(end))) end++;
        if (hasDerived([text.slice(at, end)], token)) return true;
      }
      return false;
    }

    // Whether a character (its code) is part of a word as `words` reads them: a-z, 0-9 or from U+00C0 on.
    function inWord(code) { return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code >= 0xC0; }

    // Whether a typed word is of Latin letters only, and whether it is (3 letters or more) a whole word of a name, of
    // a locale, country or language (an everyday one too). Worked out once per word.
    var wordKinds = Object.create(null);
    function wordKind(token) {
      if (!(token in wordKinds)) {
        var latin = /^[a-z\u00DF-\u024F]+$/.test(token);
        wordKinds[token] = { latin: latin, whole: latin && token.length >= 3 &&
          (token in wordCounts() || everydayWords().indexOf(token) >= 0) };
      }
      return wordKinds[token];
    }
    function wholeName(token) { return wordKind(token).whole; }

    // Whether one of `names` is `token` or a longer word derived from it ("russian" from "russia"; not "kong" from
    // "kongo").
    function hasDerived(names, token) {
      for (var i = 0; i < names.length; i++) {
        if (names[i] === token || (names[i].length > token.length && sameWord(names[i], token))) return true;
      }
      return false;
    }

    // Every word of the locales' names and their countries' names, with the number of locales it names.
    var vocabulary = null;
    function wordCounts() {
      if (!vocabulary) {
        vocabulary = Object.create(null);
        data.forEach(function (d) {
          var seen = Object.create(null);
          d.nameWords.concat(d.nativeWords, d.countryWords, d.localeWords).forEach(function (w) {
            if (!seen[w]) { seen[w] = true; vocabulary[w] = (vocabulary[w] || 0) + 1; }
          });
        });
      }
      return vocabulary;
    }

    // A word being typed ("Braz", "Neth", "Jap"): among matches by the start of a word (tier 3 and over), a language
    // whose name starts so ("Jap": ja, "Deut": de, "Ara": ar, not the United Arab Emirates), then the principal locale
    // of a country whose name does ("Braz": pt_BR, not en_BR), each the one whose word names the most locales first
    // (Brazil before Brazzaville). 0 for the rest; smaller is better.
    function prefixRank(d, q, level) {
      if (level < 3) return 0;
      var counts = wordCounts();
      function most(own) {
        var found = 0;
        for (var t = 0; t < q.terms.length; t++) {
          if (q.terms[t].length < 3) continue;
          for (var i = 0; i < own.length; i++) {
            if (own[i].indexOf(q.terms[t]) === 0 && counts[own[i]] > found) found = counts[own[i]];
          }
        }
        return found;
      }
      var language = d.id === d.language ? most(d.nameWords.concat(d.nativeWords)) : 0;
      if (language) return -100000 - language;
      return d.principalOf ? -most(d.countryWords) : 0;
    }

    // Where nothing matches what was typed, or it is found only inside longer words ("Rusian" in Belarusian), a last
    // resort: each word of 5 letters or more that is no word of any name is read as the word of a name one edit away
    // (a letter missing, extra or changed, or two letters swapped: "Germny", "Portugese", "Brazl", "Frnech",
    // "Rusian") or with its letters doubled otherwise ("Phillipines", "Morroco"), the word of the most locales, then
    // the first in alphabetical order. Whatever matches a word or the start of one is never displaced: the guess is
    // made only when nothing does. Then, where the words still find
    // nothing together, words of 4 letters or more that are no word of any name (or of a language's everyday name) are
    // left out one at a time, those that are not even the stem or the start of one first, then fillers of 3
    // letters that are no code or name by themselves ("the", "and"), the last typed first, until
    // the rest finds something: "Haitian Creole" is read as "haitian" (no locale writes Haitian Creole), "german
    // language" as "german", "japan date format" as "japan". One word is always left.
    // The query as read for the guess (its `guess` what was typed), or null when there is none or it finds nothing.
    function guessed(q) {
      var counts = wordCounts();
      var changed = false;
      var fixed = q.terms.map(function (term) {
        if (term.length < 5 || term in counts) return term;
        var best = "", most = 0;
        for (var word in counts) {
          if (!oneEdit(term, word)) continue;
          var count = counts[word];
          if (count > most || (count === most && word < best)) { best = word; most = count; }
        }
        if (best) changed = true;
        return best || term;
      });
      if (fixed.length > 1 && !findsAny(readQueryText(fixed.join(" ")))) {
        var loose = [];
        fixed.forEach(function (term, at) {
          // A word of 3 letters that is no code and no name by itself is a filler ("the united states", "the
          // gambia"), left out after the rest, though names have it ("St Vincent & the Grenadines"). Two letters may
          // be a region's code ("en-Arab-US").
          var filler = term.length === 3 && !known[term] && !languageWords[term] && !countryWords[term];
          if (filler || (term.length >= 4 && !(term in counts) && !hasWord(everydayWords(), term))) {
            loose.push({ at: at, rank: filler ? 2 : namesWord(term, counts) ? 1 : 0 });
          }
        });
        loose.sort(function (a, b) { return a.rank - b.rank || b.at - a.at; });
        var left = fixed.slice();
        for (var l = 0; l < loose.length && l < fixed.length - 1; l++) {
          left[loose[l].at] = "";
          var rest = left.filter(function (term) { return term; });
          if (findsAny(readQueryText(rest.join(" ")))) { fixed = rest; changed = true; break; }
        }
      }
      if (!changed) return null;
      var guess = readQueryText(fixed.join(" "));
      guess.guess = q.raw;
      for (var i = 0; i < data.length; i++) if (matchesQuery(data[i], guess)) return guess;
      return null;
    }

    // Every word of the languages' everyday names.
    var everydayVocabulary = null;
    function everydayWords() {
      if (!everydayVocabulary) {
        everydayVocabulary = words(Object.keys(everyday).map(function (k) { return everyday[k].join(" "); }).join(" "));
      }
      return everydayVocabulary;
    }

    // Whether a word is the stem ("haitian": Haiti) or the start of a word of a name.
    function namesWord(term, counts) {
      for (var word in counts) if (sameWord(term, word) || word.indexOf(term) === 0) return true;
      return false;
    }

    // Whether a query matches a locale by more than the inside of a longer word (better than tier 5).
    function findsAny(q) {
      if (q.empty) return true;
      for (var a = 0; a < data.length; a++) if (matchesQuery(data[a], q) && tier(data[a], q) < 5) return true;
      return false;
    }

    // Quotes around what is typed are no part of it: "ja_JP" or 'de' pasted from code is the identifier.
    var QUOTES = /^["'`\u201C\u201D\u2018\u2019\u201E\u00AB\u00BB]+|["'`\u201C\u201D\u2018\u2019\u201E\u00AB\u00BB]+$/g;
    var lastSearch = null, started = false, stepKey = null;
    // A choice (a select, the checkbox, Clear filters) is a step of its own in the history, so Back undoes it and
    // shows the filters before it; typing in the search replaces the entry instead of adding one per keystroke, and
    // so does choosing again in the select just chosen in (the arrow keys on a focused select change it once per
    // key): `step` is the control's key, true for Clear filters, nothing for typing.
    function apply(step) {
      var q = readQueryText(query.value.trim().replace(QUOTES, "").trim());
      if (q.terms.length) {
        // A query found only inside longer words ("Rusian" inside Belarusian: tier 5) is as good as unmatched: a
        // name one edit away, where there is one, is the better reading ("Russian").
        if (!findsAny(q)) q = guessed(q) || q;
      }
      var tokens = q.tokens;
      var lang = controls.lang.value, region = controls.region.value, order = controls.order.value;
      var numeric = controls.numeric.value, names = controls.names.value;
      var calendar = controls.calendar.value, dir = controls.dir.value, conflict = conflicts.checked;
      var clock = controls.clock ? controls.clock.value : "", period = controls.period ? controls.period.value : "";
      var datetime = controls.datetime ? controls.datetime.value : "";
      var narrowed = !!(lang || region || order || numeric || names || calendar || dir || conflict || clock || period ||
        datetime);
      var filtering = tokens.length || narrowed;
      var shown = 0, matches = [];
      later = [];
      groups.forEach(function (g) { g.visible = 0; g.now = false; });
      for (var i = 0; i < data.length; i++) {
        var d = data[i];
        var visible = (!lang || d.language === lang) && (!region || d.region === region || d.likelyRegion === region) &&
          (!order || d.order === order) && (!numeric || d.numeric === numeric) && (!names || d.names === names) &&
          (!calendar || d.calendar === calendar) && (!dir || d.dir === dir) && (!conflict || d.conflicts) &&
          (!clock || d.clock === clock) && (!period || d.period === period) && (!datetime || d.datetime === datetime);
        if (visible && tokens.length) visible = matchesQuery(d, q);
        d.match = visible;
        if (!visible) {
          if (d.shown) { d.shown = false; d.row.hidden = true; }
          continue;
        }
        shown++;
        matches.push(d);
        if (d.group) for (var g = 0; g < groups.length; g++) if (groups[g].node === d.group) { groups[g].visible++; d.groupEntry = groups[g]; }
      }
      // The first screenful of matching rows appears at once; every other matching row is hidden now and shown a
      // slice per frame after the next frame has been painted, so a keystroke never keeps a slow phone busy with
      // hundreds of rows in dozens of scripts. Groups with a match open at once (with only their shown rows).
      var budget = FIRST_ROWS;
      for (var m = 0; m < matches.length; m++) {
        var match = matches[m];
        if (!filtering || budget > 0) {
          budget--;
          if (match.groupEntry) match.groupEntry.now = true;
          if (!match.shown) { match.shown = true; match.row.hidden = false; }
        } else {
          if (match.shown) { match.shown = false; match.row.hidden = true; }
          later.push(match);
        }
      }
      laterTicket++;
      // Letter groups open where a filter matches and disappear where nothing does; unfiltered, all are shown closed.
      // Their summaries count what matches, and the letter links to a group with no match are dimmed.
      groups.forEach(function (g) {
        if (filtering) {
          // Open now only where a row shows now; the others open as their first rows are revealed.
          g.node.hidden = g.visible === 0;
          g.node.open = !!g.now;
        } else if (started) { g.node.hidden = false; g.node.open = false; }
        if (g.label) g.label.nodeValue = filtering ? " \u2014 " + grouped(g.visible) + " of " + grouped(g.total) + " locales match" : g.text;
        if (g.link) {
          // A dimmed letter is out of the Tab order too: a keyboard passes only letters that lead somewhere.
          var dim = filtering && g.visible === 0;
          g.link.classList.toggle("no-match", dim);
          if (dim) { g.link.setAttribute("aria-disabled", "true"); g.link.tabIndex = -1; }
          else { g.link.removeAttribute("aria-disabled"); g.link.removeAttribute("tabindex"); }
        }
      });
      if (later.length) {
        var ticket = laterTicket, pending = later.slice(), next = 0;
        var frame = window.requestAnimationFrame || function (f) { return setTimeout(f, 16); };
        frame(function () {
          frame(function reveal() {
            if (ticket !== laterTicket) return;
            for (var end = Math.min(next + ROWS_PER_FRAME, pending.length); next < end; next++) {
              pending[next].shown = true;
              pending[next].row.hidden = false;
              if (pending[next].groupEntry && !pending[next].groupEntry.node.open) pending[next].groupEntry.node.open = true;
            }
            if (next < pending.length) frame(reveal);
          });
        });
      }
      showResults(matches, q, narrowed);
      // Where nothing is left, every letter group is gone: say why and how back, not only the count.
      // A region's locales include those that name no region but have it as their likely one: say which.
      var likely = region ? matches.filter(function (d) { return d.likelyRegion === region; }).map(function (d) {
        return d.id;
      }) : [];
      count.textContent = grouped(shown) + " of " + grouped(data.length) + " locales" +
        (filtering && !shown ? ": none matches all of these; Clear filters shows every locale" : "") +
        (likely.length ? "; " + listed(likely) + (likely.length === 1 ? " names" : " name") + " no region, " + region +
          " is " + (likely.length === 1 ? "its" : "their") + " likely one" : "");
      var pairs = [];
      keys.forEach(function (key) {
        var value = key === "q" ? query.value.trim() : controls[key].value;
        if (value) pairs.push(key + "=" + encodeURIComponent(value).replace(/%20/g, "+"));
      });
      if (conflict) pairs.push("conflicts=1");
      clear.disabled = !pairs.length;
      var search = pairs.length ? "?" + pairs.join("&") : "";
      if (search === lastSearch) return;
      lastSearch = search;
      if (!started) return; // leave the address the page was opened with as it is
      var hash = location.hash || (search && anchor && !searchBox ? "#" + anchor : "");
      if (search !== location.search || hash !== location.hash) {
        try {
          if (step && step !== stepKey) history.pushState(null, "", location.pathname + search + hash);
          else history.replaceState(history.state, "", location.pathname + search + hash);
        } catch (e) { /* file:// */ }
        stepKey = step === true ? null : step || null;
      }
    }
    keys.concat("conflicts").forEach(function (key) {
      controls[key].addEventListener(key === "q" ? "input" : "change", function () { apply(key !== "q" && key); });
    });
    // Enter opens the best match; the arrow keys move between the query and the results.
    function resultLinks() { return results ? results.querySelectorAll("a") : []; }
    query.addEventListener("keydown", function (event) {
      // An input method's keys (Enter commits "日本" typed as "nihon") are the method's, not the search's.
      if (event.isComposing || event.keyCode === 229) return;
      var links = resultLinks();
      // A guess at a misspelling ("Corée" read as "cree") is not opened: Enter moves to the list to choose from.
      if (event.key === "Enter" && best.length && guessing && links.length) { event.preventDefault(); links[0].focus(); }
      else if (event.key === "Enter" && best.length) { event.preventDefault(); location.href = best[0].href; }
      else if (event.key === "ArrowDown" && links.length) { event.preventDefault(); links[0].focus(); }
      else if (event.key === "Escape" && query.value) { query.value = ""; apply(); }
    });
    if (results) results.addEventListener("keydown", function (event) {
      var links = Array.prototype.slice.call(resultLinks()), at = links.indexOf(doc.activeElement);
      if (at < 0) return;
      if (event.key === "ArrowDown" && at + 1 < links.length) { event.preventDefault(); links[at + 1].focus(); }
      else if (event.key === "ArrowUp") { event.preventDefault(); (at > 0 ? links[at - 1] : query).focus(); }
      else if (event.key === "Escape") { event.preventDefault(); query.focus(); }
    });
    // Back or Forward between entries of this page (a link to #filter, then a filter changed) shows what the
    // address says, not what the page showed last.
    function state() { return keys.map(function (key) { return controls[key].value; }).join("\n") + conflicts.checked; }
    window.addEventListener("popstate", function () {
      stepKey = null;
      if (!started || location.search === lastSearch) return;
      var before = state();
      restore(readQuery(location.search));
      if (state() !== before) apply();
    });
    clear.addEventListener("click", function () {
      keys.forEach(function (key) { controls[key].value = ""; });
      conflicts.checked = false;
      apply(true);
      query.focus();
    });
    // The first filtering and showing the controls come in a task of their own, after the controls are built.
    setTimeout(show, 0);
    function show() {
    box.hidden = false;
    apply();
    started = true;
    // From the header's search field (?q=…&go=1): a sure match (an identifier, an alias, a country, every word a
    // word of its names) opens at once, so one Enter anywhere on the site lands on the locale.
    if (params.go && params.q && best.length && bestTier <= 2) { location.replace(best[0].href); return; }
    if (params.q && searchBox) {
      // Arrived with ?q=: the results, not the top of a long page, are what the reader came for.
      var rect = searchBox.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > (window.innerHeight || 0)) searchBox.scrollIntoView();
      query.focus();
    }
    }
    }
  }

  // A link to a row (index.html#ja_JP) or into a closed group opens the group that holds it.
  function openTarget() {
    var id = location.hash.slice(1);
    if (!id) return;
    var target = doc.getElementById(decode(id));
    for (var node = target; node; node = node.parentNode) {
      if (node.tagName === "DETAILS" && !node.open) node.open = true;
    }
    if (!target || target === doc.getElementById("main")) return;
    // The row that holds the target is marked (CSS highlights it) and scrolled below the sticky table header.
    var marked = doc.querySelectorAll(".targeted");
    for (var i = 0; i < marked.length; i++) marked[i].classList.remove("targeted");
    var row = target.closest ? target.closest("tr") : null;
    if (row) row.classList.add("targeted");
    target.scrollIntoView();
  }

  // The search field in every page's header: shown with JavaScript, and on the index it is the search itself.
  function setupSiteSearch() {
    // A search field keeps what is typed as typed: no autocorrection (`ja` is no typo), an attribute the pages'
    // markup leaves out because the HTML checker does not know it yet.
    Array.prototype.forEach.call(doc.querySelectorAll('input[type="search"]'), function (field) {
      field.setAttribute("autocorrect", "off");
    });
    var form = doc.querySelector("form.site-search");
    if (!form || doc.getElementById("search")) return;
    form.hidden = false;
  }

  // ---- Your browser says --------------------------------------------------------------------------------

  // Intl.DateTimeFormat options per picker kind, matching the templates yMd, yMMMMd, yMMMM and MMMMd.
  var PICKERS = [
    ["numeric", "Numeric date", { year: "numeric", month: "numeric", day: "numeric" }],
    ["with-month-names", "Date with month names", { year: "numeric", month: "long", day: "numeric" }],
    ["year-month", "Year and month", { year: "numeric", month: "long" }],
    ["month-day", "Month and day", { month: "long", day: "numeric" }]
  ];
  var FIELD = { year: "Y", relatedYear: "Y", yearName: "Y", month: "M", day: "D" };
  var NAME = { Y: "Year", M: "Month", D: "Day" };

  function spell(code) {
    return code.split("").map(function (letter) { return NAME[letter] || letter; }).join(" \u00B7 ");
  }

  function setupBrowser() {
    var section = doc.getElementById("browser");
    if (!section || !window.Intl || !Intl.DateTimeFormat || !Intl.DateTimeFormat.prototype.formatToParts) return;
    var tag = section.getAttribute("data-locale"), instant = new Date(section.getAttribute("data-instant"));
    var expected = {};
    (section.getAttribute("data-orders") || "").split(" ").forEach(function (pair) {
      var at = pair.indexOf(":");
      if (at > 0) expected[pair.slice(0, at)] = pair.slice(at + 1);
    });
    var resolved;
    try { resolved = new Intl.DateTimeFormat(tag, { timeZone: "UTC" }).resolvedOptions(); } catch (e) { return; }
    var table = element("table", { "class": "browser-orders" });
    table.appendChild(element("caption", null, "Intl.DateTimeFormat in this browser for " + resolved.locale +
      " (" + resolved.calendar + " calendar) beside Foundation"));
    var head = element("thead"), headRow = element("tr");
    ["Picker", "This browser", "Sample", "Foundation", "Agree?"].forEach(function (title) {
      headRow.appendChild(element("th", { scope: "col" }, title));
    });
    head.appendChild(headRow);
    table.appendChild(head);
    // A browser without data for the locale itself formats in a fallback (en for en-AL, en-US for ain). One of
    // another language says nothing about how the locale writes dates: no claim either way.
    var requested = tag.toLowerCase().split("-u-")[0], used = String(resolved.locale).toLowerCase().split("-u-")[0];
    var fallback = requested !== used, foreign = fallback && requested.split("-")[0] !== used.split("-")[0];
    var body = element("tbody"), differing = 0, nameless = 0;
    PICKERS.forEach(function (picker) {
      var options = { timeZone: "UTC" };
      for (var key in picker[2]) if (picker[2].hasOwnProperty(key)) options[key] = picker[2][key];
      var parts;
      try { parts = new Intl.DateTimeFormat(tag, options).formatToParts(instant); } catch (e) { return; }
      var order = "", sample = "", placeholder = false;
      parts.forEach(function (part) {
        sample += part.value;
        var field = FIELD[part.type];
        if (field && order.indexOf(field) < 0) order += field;
        // A month name asked for and ICU's placeholder given ("M04"): the browser has no month names for the
        // locale, so its order says nothing about how the locale writes them. A plain number ("4" in 2026年4月15日)
        // is a real month name in Japanese, Chinese or Korean, as Foundation writes it too.
        if (part.type === "month" && picker[2].month === "long" && /^M[0-9]+$/.test(part.value)) placeholder = true;
      });
      var foundation = expected[picker[0]] || "";
      // Without month names, or in another language's data, the browser's order is its fallback's, even where it
      // happens to match: no claim.
      var unknown = placeholder || foreign, agrees = !unknown && order === foundation;
      var verdict = foreign ? "no data" : placeholder ? "no month names" : agrees ? "yes" : "differs";
      if (placeholder && !foreign) nameless++;
      else if (!unknown && !agrees) differing++;
      var row = element("tr", { "data-picker": picker[0], "data-agrees": unknown ? "unknown" : agrees ? "yes" : "no" });
      row.appendChild(element("th", { scope: "row", "data-label": "Picker" }, picker[1]));
      row.appendChild(element("td", { "data-label": "This browser" }, spell(order)));
      var sampleCell = element("td", { "data-label": "Sample" });
      // The sample is in the language of the data the browser used: a fallback's (en-US for ain) is not the locale's.
      sampleCell.appendChild(element("span", { lang: fallback ? String(resolved.locale) : tag, dir: "auto" }, sample));
      row.appendChild(sampleCell);
      row.appendChild(element("td", { "data-label": "Foundation" }, spell(foundation)));
      row.appendChild(element("td", { "data-label": "Agree?", "class": unknown ? "unknown" : agrees ? "agrees" : "differs" },
        verdict));
      body.appendChild(row);
    });
    table.appendChild(body);
    section.appendChild(table);
    var summary = fallback ? "This browser has no date data for " + tag + " itself; it formats in " +
      resolved.locale + " instead" + (foreign ? ", another language, so its orders say nothing about " + tag +
      ": a web picker in this browser follows " + resolved.locale + ", an app Foundation's." : ". ") : "";
    if (foreign) differing = 0;
    if (nameless) summary += "This browser has no month names for " + tag + " (it writes numbers such as M04 " +
      "where Foundation writes names), so its order for " + nameless + " picker" + (nameless === 1 ? "" : "s") +
      " with month names says nothing about the locale. ";
    if (!foreign) summary += differing ? "It disagrees with Foundation for " + differing + " of 4 pickers: a web picker in this " +
      "browser follows its order, an app Foundation's." : nameless ? "Where it has the data, it agrees with Foundation." :
      "It agrees with Foundation for every picker.";
    // The same order in another calendar is still another date: say so (ar-SA: the browser's Gregorian dates, the
    // Umm al-Qura calendar's in Foundation).
    var calendar = section.getAttribute("data-calendar") || "", otherCalendar = !!calendar && resolved.calendar !== calendar;
    if (otherCalendar) summary += " Its dates are in the " + resolved.calendar + " calendar, Foundation's in the " +
      calendar + " calendar: a web picker in this browser counts other years and months unless it asks for " +
      calendar + " (-u-ca-" + calendar + ").";
    section.appendChild(element("p", { "class": "browser-summary", role: "status" }, summary));
    section.setAttribute("data-differing", String(differing));
    section.setAttribute("data-nameless", String(nameless));
    section.setAttribute("data-fallback", fallback ? resolved.locale : "");
    section.setAttribute("data-other-calendar", otherCalendar ? resolved.calendar : "");
    section.hidden = false;
  }

  // ---- Copy buttons ------------------------------------------------------------------------------------

  function setupCopy() {
    if (!navigator.clipboard && !doc.queryCommandSupported) return;
    var blocks = doc.querySelectorAll("pre > code.language-swift");
    Array.prototype.forEach.call(blocks, function (code) {
      var pre = code.parentNode;
      var button = element("button", { type: "button", "class": "copy" }, "Copy");
      var status = element("span", { "class": "copy-status", role: "status" });
      button.addEventListener("click", function () {
        var text = code.textContent;
        function done(ok) { status.textContent = ok ? "Copied." : "Select the code and copy it."; }
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallback(text)); });
        } else {
          done(fallback(text));
        }
      });
      var bar = element("div", { "class": "copy-bar" });
      bar.appendChild(button);
      bar.appendChild(status);
      pre.parentNode.insertBefore(bar, pre);
    });
  }

  function fallback(text) {
    var area = element("textarea", { "aria-hidden": "true", style: "position:absolute;left:-9999px" });
    area.value = text;
    doc.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = doc.execCommand("copy"); } catch (e) { ok = false; }
    doc.body.removeChild(area);
    return ok;
  }

  // ---- Focus beside a sticky table header ---------------------------------------------------------------

  // Shift+Tab up a long table scrolls each link just into view, at the top of the window, where the table's sticky
  // header row covers it (WCAG 2.4.11): scroll up by what the header covers, and a little. A header is one to three
  // lines high, so no fixed scroll-margin fits every table. Cards (tablets, phones) have no visible header.
  function setupStickyFocus() {
    doc.addEventListener("focusin", function (event) {
      var target = event.target, cell = target.closest ? target.closest("td, tbody th") : null;
      var head = cell && cell.closest("table") ? cell.closest("table").tHead : null;
      if (!head || getComputedStyle(head).position === "absolute") return;
      var bottom = 0;
      Array.prototype.forEach.call(head.querySelectorAll("th"), function (th) {
        if (getComputedStyle(th).position === "sticky") bottom = Math.max(bottom, th.getBoundingClientRect().bottom);
      });
      var covered = bottom - target.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy(0, -(covered + 8));
    });
  }

  // Each feature starts on its own: one that fails (an odd address, a browser without an API) stops no other.
  function start() {
    [setupSiteSearch, setupFilter, openTarget, setupBrowser, setupCopy, setupReveal, setupStickyFocus].forEach(function (setup) {
      try { setup(); } catch (e) { if (window.console) console.error(e); }
    });
    window.addEventListener("hashchange", function () {
      try { openTarget(); } catch (e) { if (window.console) console.error(e); }
    });
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})();

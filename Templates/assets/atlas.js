// Date Order Atlas: progressive enhancement. Every page works without this script.
// - index: a filter over the table of all locales (identifier or name, language, region, order, calendar,
//   direction, conflicts), its state kept in the URL (?q=...&order=...) so a filtered view can be shared.
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
    button.setAttribute("aria-controls", legendId);
    button.addEventListener("click", function () {
      var on = button.getAttribute("aria-pressed") !== "true";
      button.setAttribute("aria-pressed", on ? "true" : "false");
      if (legend) { legend.parentNode.removeChild(legend); legend = null; }
      if (restore) { restore(); restore = null; }
      if (!on) return;
      var result = revealIn(main);
      restore = result.undo;
      legend = legendFor(result.counts, legendId);
      var nav = button.parentNode;
      nav.parentNode.insertBefore(legend, nav.nextSibling);
    });
  }

  // ---- Index filter ------------------------------------------------------------------------------------

  // Lower case without accents, so "espanol" finds "espa\u00F1ol" and "DE" finds "de".
  function fold(text) {
    text = text.toLowerCase();
    return text.normalize ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text;
  }

  function readQuery(search) {
    var result = {};
    search.replace(/^\?/, "").split("&").forEach(function (pair) {
      if (!pair) return;
      var at = pair.indexOf("="), key = at < 0 ? pair : pair.slice(0, at), value = at < 0 ? "" : pair.slice(at + 1);
      try { result[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, " ")); } catch (e) { /* skip */ }
    });
    return result;
  }

  function columnIndexes(table) {
    var wanted = { "identifier": "id", "name": "name", "native name": "native", "order": "order",
      "calendar": "calendar", "conflicts": "conflicts" };
    var index = { id: 0, name: 1, native: 2, order: 3, calendar: 6, conflicts: 7 };
    var head = table.tHead && table.tHead.rows[0];
    if (head) for (var i = 0; i < head.cells.length; i++) {
      var key = wanted[head.cells[i].textContent.trim().toLowerCase()];
      if (key) index[key] = i;
    }
    return index;
  }

  function setupFilter() {
    var box = doc.getElementById("filter");
    if (!box) return;
    var table = box.nextElementSibling;
    while (table && table.tagName !== "TABLE") table = table.nextElementSibling;
    if (!table || !table.tBodies[0]) return;
    var col = columnIndexes(table);
    var rows = table.tBodies[0].rows;
    var data = [], languageNames = {}, regionNames = {};

    // Precompute everything a filter needs, once.
    for (var r = 0; r < rows.length; r++) {
      var cells = rows[r].cells;
      if (cells.length <= col.conflicts) continue;
      var id = cells[col.id].textContent.trim(), parts = id.split("_");
      var name = cells[col.name].textContent.trim(), native = cells[col.native].textContent.trim();
      var dirHolder = cells[col.native].querySelector("[dir]");
      var last = parts[parts.length - 1];
      var region = parts.length > 1 && /^(?:[A-Z]{2}|[0-9]{3})$/.test(last) ? last : "";
      var conflictText = cells[col.conflicts].textContent.trim();
      if (parts.length === 1) languageNames[id] = name;
      var paren = /\(([^()]*)\)\s*$/.exec(name);
      if (region && parts.length === 2 && paren && !regionNames[region]) regionNames[region] = paren[1];
      data.push({
        row: rows[r], shown: !rows[r].hidden,
        text: fold(id + "\n" + id.replace(/_/g, "-") + "\n" + name + "\n" + native),
        language: parts[0], region: region,
        order: cells[col.order].textContent.trim(),
        calendar: cells[col.calendar].textContent.trim(),
        dir: (dirHolder && dirHolder.getAttribute("dir")) || "ltr",
        conflicts: conflictText !== "" && conflictText !== "\u2014"
      });
    }
    if (!data.length) return;

    function distinct(key) {
      var seen = {};
      data.forEach(function (d) { if (d[key]) seen[d[key]] = true; });
      return Object.keys(seen).sort();
    }
    var displayRegion = null;
    try { displayRegion = new Intl.DisplayNames(["en"], { type: "region" }); } catch (e) { /* older browser */ }
    function regionLabel(code) {
      var known = regionNames[code];
      if (!known && displayRegion) try { known = displayRegion.of(code); } catch (e) { /* unknown code */ }
      return known && known !== code ? code + " \u2014 " + known : code;
    }

    function control(key, labelText, node) {
      node.id = "filter-" + key;
      node.name = key;
      var label = element("label", { "for": node.id });
      label.appendChild(element("span", null, labelText));
      label.appendChild(node);
      box.appendChild(label);
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

    var controls = {};
    box.setAttribute("role", "search");
    box.setAttribute("aria-label", "Filter the table of locales");
    var query = control("q", "Identifier or name", element("input", { type: "search", autocomplete: "off",
      spellcheck: "false", placeholder: "ja_JP, German, \u65E5\u672C\u8A9E\u2026" }));
    choice("lang", "Language", distinct("language"), function (code) {
      return languageNames[code] ? code + " \u2014 " + languageNames[code] : code;
    });
    choice("region", "Region", distinct("region"), regionLabel);
    choice("order", "Order", distinct("order"), same);
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
    if (!table.id) table.id = "locale-table";
    count.setAttribute("for", query.id);
    query.setAttribute("aria-controls", table.id);
    table.className += (table.className ? " " : "") + "filterable";

    // Where a shared, filtered link should land: the heading just above the filter.
    var anchor = "";
    for (var h = box.previousElementSibling; h && !anchor; h = h.previousElementSibling) if (/^H[1-6]$/.test(h.tagName)) anchor = h.id;

    var keys = ["q", "lang", "region", "order", "calendar", "dir"];
    var params = readQuery(location.search);
    keys.forEach(function (key) {
      var wanted = params[key], node = controls[key];
      if (!wanted) return;
      if (node.tagName !== "SELECT") { node.value = wanted; return; }
      // Hand-written links may use any case (?order=ymd, ?region=ch); unknown values leave "any".
      for (var i = 0; i < node.options.length; i++) {
        if (node.options[i].value.toLowerCase() === wanted.toLowerCase()) { node.selectedIndex = i; return; }
      }
    });
    conflicts.checked = params.conflicts === "1";

    // Rows that reappear cost the most (style, layout, text shaping in many scripts). Among the first
    // FIRST_ROWS matching rows (the screenful the reader sees) they appear at once; further rows follow
    // after the next frame has been painted, so the table reacts within a frame even when the filter is
    // cleared. Hiding is always immediate, and the count is always final.
    var FIRST_ROWS = 60, later = [], laterTicket = 0;
    function showLater() {
      var ticket = ++laterTicket;
      var frame = window.requestAnimationFrame || function (f) { return setTimeout(f, 16); };
      frame(function () {
        frame(function () {
          if (ticket !== laterTicket) return;
          for (var i = 0; i < later.length; i++) { later[i].shown = true; later[i].row.hidden = false; }
          later = [];
        });
      });
    }

    var lastSearch = null, started = false;
    function apply() {
      var tokens = fold(query.value).split(/\s+/).filter(function (t) { return t; });
      var lang = controls.lang.value, region = controls.region.value, order = controls.order.value;
      var calendar = controls.calendar.value, dir = controls.dir.value, conflict = conflicts.checked;
      var shown = 0;
      later = [];
      for (var i = 0; i < data.length; i++) {
        var d = data[i];
        var visible = (!lang || d.language === lang) && (!region || d.region === region) &&
          (!order || d.order === order) && (!calendar || d.calendar === calendar) &&
          (!dir || d.dir === dir) && (!conflict || d.conflicts);
        for (var t = 0; visible && t < tokens.length; t++) visible = d.text.indexOf(tokens[t]) !== -1;
        if (visible) shown++;
        if (visible === d.shown) continue;
        if (!visible) { d.shown = false; d.row.hidden = true; }
        else if (shown <= FIRST_ROWS) { d.shown = true; d.row.hidden = false; }
        else later.push(d);
      }
      laterTicket++;
      if (later.length) showLater();
      count.textContent = shown + " of " + data.length + " locales";
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
      var hash = location.hash || (search && anchor ? "#" + anchor : "");
      if (search !== location.search || hash !== location.hash) {
        try { history.replaceState(history.state, "", location.pathname + search + hash); } catch (e) { /* file:// */ }
      }
    }
    keys.concat("conflicts").forEach(function (key) {
      controls[key].addEventListener(key === "q" ? "input" : "change", apply);
    });
    clear.addEventListener("click", function () {
      keys.forEach(function (key) { controls[key].value = ""; });
      conflicts.checked = false;
      apply();
      query.focus();
    });
    box.hidden = false;
    apply();
    started = true;
  }

  function start() {
    setupFilter();
    setupReveal();
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})();

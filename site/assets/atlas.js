// Date Order Atlas: progressive enhancement. Every page works without this script.
// - index: a filter over the table of all locales, its state kept in the URL (?q=…&order=…).
// - every page: a toggle that makes hidden characters (bidi marks, special spaces) visible.
(function () {
  "use strict";

  var HIDDEN = {
    "\u200E": "LRM", "\u200F": "RLM", "\u061C": "ALM", "\u00A0": "NBSP", "\u202F": "NNBSP", "\u2009": "THSP",
    "\u200B": "ZWSP", "\u200C": "ZWNJ", "\u200D": "ZWJ", "\u2066": "LRI", "\u2067": "RLI", "\u2068": "FSI",
    "\u2069": "PDI", "\u202A": "LRE", "\u202B": "RLE", "\u202C": "PDF", "\u202D": "LRO", "\u202E": "RLO"
  };
  var HIDDEN_RE = new RegExp("[" + Object.keys(HIDDEN).join("") + "]", "g");

  function setupReveal() {
    var button = document.getElementById("reveal-hidden");
    if (!button) return;
    var main = document.getElementById("main");
    if (!HIDDEN_RE.test(main.textContent)) return;
    button.hidden = false;
    var originals = null;
    button.addEventListener("click", function () {
      var on = button.getAttribute("aria-pressed") !== "true";
      button.setAttribute("aria-pressed", on ? "true" : "false");
      button.textContent = on ? "Hide hidden characters" : "Show hidden characters";
      if (on) {
        originals = [];
        var walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        var nodes = [];
        while (walker.nextNode()) {
          HIDDEN_RE.lastIndex = 0;
          if (HIDDEN_RE.test(walker.currentNode.nodeValue)) nodes.push(walker.currentNode);
        }
        nodes.forEach(function (node) {
          var fragment = document.createDocumentFragment();
          var text = node.nodeValue, last = 0;
          text.replace(HIDDEN_RE, function (ch, index) {
            fragment.appendChild(document.createTextNode(text.slice(last, index)));
            var mark = document.createElement("abbr");
            mark.className = "hidden-char";
            mark.title = "U+" + ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
            mark.textContent = HIDDEN[ch];
            fragment.appendChild(mark);
            fragment.appendChild(document.createTextNode(ch));
            last = index + 1;
          });
          fragment.appendChild(document.createTextNode(text.slice(last)));
          var span = document.createElement("span");
          span.appendChild(fragment);
          originals.push([span, node]);
          node.parentNode.replaceChild(span, node);
        });
      } else if (originals) {
        originals.forEach(function (pair) { pair[0].parentNode.replaceChild(pair[1], pair[0]); });
        originals = null;
      }
    });
  }

  function setupFilter() {
    var box = document.getElementById("filter");
    if (!box) return;
    var table = box.nextElementSibling;
    while (table && table.tagName !== "TABLE") table = table.nextElementSibling;
    if (!table || !table.tBodies[0]) return;
    var rows = Array.prototype.slice.call(table.tBodies[0].rows);
    var data = rows.map(function (row) {
      var cells = row.cells;
      var id = cells[0].textContent;
      var parts = id.split("_");
      return {
        row: row,
        text: (id + " " + cells[1].textContent + " " + cells[2].textContent).toLowerCase(),
        language: parts[0].toLowerCase(),
        region: parts.length > 1 && /^[A-Z]{2}$|^[0-9]{3}$/.test(parts[parts.length - 1]) ? parts[parts.length - 1] : "",
        order: cells[3].textContent.trim(),
        calendar: cells[6].textContent.trim(),
        conflicts: cells[7].textContent.trim() !== ""
      };
    });
    function distinct(key) {
      var seen = {};
      data.forEach(function (d) { if (d[key]) seen[d[key]] = true; });
      return Object.keys(seen).sort();
    }
    function field(labelText, control) {
      var label = document.createElement("label");
      label.appendChild(document.createTextNode(labelText));
      label.appendChild(control);
      box.appendChild(label);
      return control;
    }
    function select(name, values) {
      var element = document.createElement("select");
      element.name = name;
      [""].concat(values).forEach(function (value) {
        var option = document.createElement("option");
        option.value = value;
        option.textContent = value === "" ? "any" : value;
        element.appendChild(option);
      });
      return element;
    }
    var query = document.createElement("input");
    query.type = "search"; query.name = "q"; query.placeholder = "ja_JP, German, 日本語…";
    field("Search identifier or name", query);
    var order = field("Order", select("order", distinct("order")));
    var calendar = field("Calendar", select("calendar", distinct("calendar")));
    var region = field("Region", select("region", distinct("region")));
    var conflicts = document.createElement("input");
    conflicts.type = "checkbox"; conflicts.name = "conflicts";
    field("Has conflicts", conflicts);
    var count = document.createElement("output");
    count.setAttribute("aria-live", "polite");
    box.appendChild(count);
    box.hidden = false;

    var params = new URLSearchParams(location.search);
    query.value = params.get("q") || "";
    order.value = params.get("order") || "";
    calendar.value = params.get("calendar") || "";
    region.value = params.get("region") || "";
    conflicts.checked = params.get("conflicts") === "1";

    function apply() {
      var q = query.value.trim().toLowerCase();
      var shown = 0;
      for (var i = 0; i < data.length; i++) {
        var d = data[i];
        var visible = (!q || d.text.indexOf(q) !== -1 || d.language === q) &&
          (!order.value || d.order === order.value) &&
          (!calendar.value || d.calendar === calendar.value) &&
          (!region.value || d.region === region.value) &&
          (!conflicts.checked || d.conflicts);
        if (d.row.hidden === visible) d.row.hidden = !visible;
        if (visible) shown++;
      }
      count.textContent = shown + " of " + data.length + " locales";
      var next = new URLSearchParams();
      if (q) next.set("q", query.value.trim());
      if (order.value) next.set("order", order.value);
      if (calendar.value) next.set("calendar", calendar.value);
      if (region.value) next.set("region", region.value);
      if (conflicts.checked) next.set("conflicts", "1");
      var search = next.toString();
      try { history.replaceState(null, "", (search ? "?" + search : location.pathname.split("/").pop()) + location.hash); } catch (e) { /* file:// may refuse */ }
    }
    [query, order, calendar, region, conflicts].forEach(function (control) {
      control.addEventListener(control === query ? "input" : "change", apply);
    });
    apply();
  }

  document.addEventListener("DOMContentLoaded", function () {
    setupFilter();
    setupReveal();
  });
})();

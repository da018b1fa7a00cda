#!/usr/bin/env python3
"""Writes a Hugo site with the same pages and the same Markdown tables as `dateorder build`.

Input: the JSON of `dateorder list --format json` (the index, order and conflicts pages) and one
`dateorder show ID --json` profile per locale (the locale pages: date styles, names and symbols are only in the
full profile). Output: a Hugo source folder (config, a layout shell like Templates/layout.html, the assets, and
one Markdown file per page), so Hugo renders as many pages, with as many GFM tables, as the atlas does.

    hugo_site.py LIST_JSON PROFILES_DIR TEMPLATES_DIR OUT_DIR

Used by Benchmarks/run; not part of the tool.
"""
import json
import os
import shutil
import sys

TEMPLATE_MEANING = {
    "yyyyMMdd": "numeric date with a four-digit year: the primary order",
    "yMd": "short numeric date", "yMMMd": "date with abbreviated month name",
    "yMMMMd": "date with full month name", "yM": "numeric year and month", "yMMMM": "year and month name",
    "Md": "numeric month and day", "MMMMd": "month name and day", "jm": "time in the locale's hour cycle",
    "EEEE": "weekday name", "MMM d yyyy hh:mm": "a label with date and 12-hour time",
}
PICKERS = [("Full date, numeric", "yMd"), ("Full date, with month names", "yMMMMd"),
           ("Year and month", "yMMMM"), ("Month and day", "MMMMd")]
WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
SPELLED = {"Y": "Year", "M": "Month", "D": "Day"}


def cell(text):
    """Escapes text for a GFM table cell (the atlas's MarkdownTable does the same)."""
    text = str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")
    for ch in "*_`[]<>#":
        text = text.replace(ch, "\\" + ch)
    return text


def code(text):
    text = str(text).replace("|", "\\|")
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if text.startswith("`") or text.endswith("`") else f"{fence}{text}{fence}"


def table(columns, rows, caption=None):
    lines = []
    if caption:
        lines.append(f"*{cell(caption)}*")
        lines.append("")
    lines.append("| " + " | ".join(cell(c) for c, _ in columns) + " |")
    lines.append("| " + " | ".join("---:" if a == "right" else "---" for _, a in columns) + " |")
    for row in rows:
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def spelled(order):
    return " · ".join(SPELLED.get(c, c) for c in order) if order else "fields missing"


def swift_array(order):
    return "[" + ", ".join({"Y": ".year", "M": ".month", "D": ".day"}[c] for c in order) + "]"


def front_matter(title, description, page_class, url=None):
    lines = ["---", f"title: {json.dumps(title, ensure_ascii=False)}",
             f"description: {json.dumps(description, ensure_ascii=False)}",
             f"pageClass: {page_class}"]
    if url:
        lines.append(f"url: {json.dumps(url)}")
    lines.append("---")
    return "\n".join(lines) + "\n\n"


def conflicts_of(record):
    return ", ".join(record.get("conflicts", []))


def locale_page(record, profile):
    ident = record["identifier"]
    primary = record["order"]
    formats = profile["formats"]
    by_template = {f["template"]: f for f in formats}
    out = [f"[All locales](../index.html) · [All {primary} locales](../orders/{primary.lower()}.html) · "
           "[Conflicts](../conflicts.html)\n",
           f"# {cell(ident)} — {cell(profile['englishName'])}\n",
           f"{cell(profile['nativeName'])}\n",
           f"**Primary order: {primary}** ({spelled(primary)}) — numeric pattern {code(record['pattern'])}, "
           f"for example\n\n{cell(record['sample'])}\n",
           "## Date picker layout\n"]
    rows = []
    for title, template in PICKERS:
        f = by_template.get(template)
        if not f:
            continue
        order = f.get("order") or ""
        valid = order and not order.startswith("missing") and all(c in SPELLED for c in order)
        rows.append([cell(title), cell(spelled(order) if valid else "fields missing"),
                     code(swift_array(order)) if valid else "—", code(f["pattern"])])
    out.append(table([("Picker", ""), ("Columns", ""), ("Swift", ""), ("Pattern", "")], rows, "Picker columns"))
    picker = profile["picker"]
    symbols = profile["symbols"]
    out.append(table([("Column", ""), ("Shows", ""), ("Example", "")], [
        [cell("Year"), cell(f"the year in the {profile['calendar']} calendar, pattern {picker['yearPattern']}"),
         cell(picker["years"][2] if len(picker["years"]) > 2 else "")],
        [cell("Month"), cell("stand-alone month names"), cell(", ".join(symbols["standaloneMonths"][:3]) + ", …")],
        [cell("Day"), cell(f"the day with its suffix, pattern {picker['dayPattern']}"),
         cell(", ".join(picker["days"][:3]) + ", …")],
    ], "Column contents"))
    out.append("## Order by template\n")
    gregorian = any(f.get("gregorian") for f in formats)
    columns = [("Template", ""), ("Order", ""), ("Pattern", ""), (f"Sample ({profile['calendar']})", "")]
    if gregorian:
        columns += [("Gregorian order", ""), ("Gregorian pattern", ""), ("Gregorian sample", "")]
    rows = []
    for f in formats:
        row = [code(f["template"]), cell(f.get("order") or "—"), code(f["pattern"]), cell(f["sample"])]
        if gregorian:
            g = f.get("gregorian") or {}
            row += [cell(g.get("order") or "—"), code(g.get("pattern", "")), cell(g.get("sample", ""))]
        rows.append(row)
    out.append(table(columns, rows, "Order, pattern and sample per template"))
    out.append("## Where the order changes\n")
    if record.get("conflicts"):
        rows = [[cell(kind), code(t), cell(record["orders"].get(t, "")), cell(primary), code(record["patterns"].get(t, ""))]
                for kind in record["conflicts"] for t in record["orders"] if t != "yyyyMMdd"
                and record["orders"][t] not in (primary, "".join(c for c in primary if c in record["orders"][t]))][:8]
        out.append("The order depends on the template.\n\n" + table(
            [("Kind", ""), ("Template", ""), ("Order", ""), ("Numeric order implies", ""), ("Pattern", "")], rows,
            "Conflicts"))
    else:
        out.append(f"Every template agrees with the primary order {primary}.\n")
    out.append("## Date styles\n")
    out.append(table([("Style", ""), ("Order", ""), ("Pattern", ""), ("Sample", "")],
                     [[cell(s["style"]), cell(s["order"]), code(s["pattern"]), cell(s["sample"])]
                      for s in profile["dateStyles"]], "Date styles without time"))
    out.append("## Calendar and conventions\n")
    out.append(table([("Fact", ""), ("Value", "")], [
        [cell("Language"), code(profile["languageCode"])], [cell("Script"), cell(profile.get("scriptCode") or "—")],
        [cell("Region"), cell(profile.get("regionCode") or "—")], [cell("Calendar"), cell(profile["calendar"])],
        [cell("First day of the week"), cell(WEEKDAYS[profile["firstWeekday"] - 1])],
        [cell("Minimum days in the first week"), cell(profile["minimumDaysInFirstWeek"])],
        [cell("Hour cycle"), cell(profile["hourCycle"])], [cell("Digits"), cell(profile["numberingSystem"])],
        [cell("Direction"), cell(profile["characterDirection"])],
    ], "Calendar facts"))
    out.append("## Month and weekday names\n")
    months = symbols["months"]
    out.append(table([("#", "right"), ("Wide", ""), ("Abbreviated", ""), ("Stand-alone", ""),
                      ("Stand-alone abbreviated", "")],
                     [[str(i + 1), cell(months[i]), cell(symbols["shortMonths"][i]),
                       cell(symbols["standaloneMonths"][i]), cell(symbols["shortStandaloneMonths"][i])]
                      for i in range(len(months))], "Month names"))
    out.append(table([("Weekday", ""), ("Wide", ""), ("Abbreviated", ""), ("Stand-alone", "")],
                     [[cell(WEEKDAYS[i]), cell(name), cell(symbols["shortWeekdays"][i]),
                       cell(symbols["standaloneWeekdays"][i])] for i, name in enumerate(symbols["weekdays"])],
                     "Weekday names"))
    out.append(table([("Symbol", ""), ("Value", "")], [
        [cell("AM"), cell(symbols["am"])], [cell("PM"), cell(symbols["pm"])],
        [cell("Eras"), cell(" · ".join(symbols["eras"]))]], "Other symbols"))
    out.append("## Reproduce with Foundation\n")
    out.append("```swift\nimport Foundation\n\nlet locale = Locale(identifier: \"" + ident + "\")\n"
               "for template in [\"yyyyMMdd\", \"yMMMMd\", \"yMMMM\", \"MMMMd\"] {\n"
               "    let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? \"\"\n"
               "    print(template, pattern)\n}\n```\n")
    title = f"{ident} — {profile['englishName']}: date order {primary} — Date Order Atlas"
    description = f"{profile['englishName']} ({ident}) writes dates {spelled(primary)}: {record['sample']}."
    return front_matter(title, description, "locale", f"/locales/{ident}.html") + "\n".join(out)


def main():
    list_json, profiles_dir, templates_dir, out_dir = sys.argv[1:5]
    records = json.load(open(list_json, encoding="utf-8"))
    if os.path.exists(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(os.path.join(out_dir, "content", "locales"))
    os.makedirs(os.path.join(out_dir, "content", "orders"))
    os.makedirs(os.path.join(out_dir, "layouts", "_default"))
    shutil.copytree(os.path.join(templates_dir, "assets"), os.path.join(out_dir, "static", "assets"))
    with open(os.path.join(out_dir, "config.toml"), "w") as f:
        f.write('baseURL = "/"\ntitle = "Date Order Atlas"\nuglyURLs = true\nrelativeURLs = true\n'
                'disableKinds = ["taxonomy", "term", "RSS"]\n'
                '[markup.goldmark.renderer]\nunsafe = false\n'
                '[markup.goldmark.extensions]\ntable = true\nstrikethrough = false\nlinkify = false\ntaskList = false\n'
                'definitionList = false\nfootnote = false\ntypographer = false\n')
    shell = open(os.path.join(templates_dir, "layout.html"), encoding="utf-8").read()
    shell = (shell.replace("{{lang}}", "en").replace("{{title}}", "{{ .Title }}")
             .replace("{{description}}", "{{ .Description }}").replace("{{socialTitle}}", "{{ .Title }}")
             .replace("{{canonical}}", "{{ .RelPermalink }}").replace("{{root}}", "{{ \"\" | relURL }}")
             .replace("{{pageClass}}", "{{ .Params.pageClass }}").replace("{{provenance}}", "Hugo comparison build")
             .replace("{{image}}", "{{ \"assets/preview/site.png\" | relURL }}").replace("{{imageAlt}}", "{{ .Title }}")
             .replace("{{imageWidth}}", "1200").replace("{{imageHeight}}", "630")
             .replace("{{raw body}}", "{{ block \"main\" . }}{{ end }}"))
    with open(os.path.join(out_dir, "layouts", "_default", "baseof.html"), "w", encoding="utf-8") as f:
        f.write(shell)
    for name in ("single", "list"):
        with open(os.path.join(out_dir, "layouts", "_default", name + ".html"), "w") as f:
            f.write('{{ define "main" }}{{ .Content }}{{ end }}\n')
    with open(os.path.join(out_dir, "layouts", "index.html"), "w") as f:
        f.write('{{ define "main" }}{{ .Content }}{{ end }}\n')

    total = len(records)
    orders = {}
    for r in records:
        orders.setdefault(r["order"], []).append(r)
    ordered = sorted(orders.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    rows = [[f"[{o}](orders/{o.lower()}.html)", cell(spelled(o)), str(len(rs)), f"{100 * len(rs) / total:.1f} %"]
            for o, rs in ordered]
    index = ["# Date Order Atlas\n", f"In what order does each of the {total} locales write **year, month and day**?\n",
             "## Locales per order\n", table([("Order", ""), ("Reads", ""), ("Locales", "right"), ("Share", "right")], rows),
             "## All locales\n",
             table([("Identifier", ""), ("Name", ""), ("Native name", ""), ("Order", ""), ("Numeric", ""),
                    ("Long", ""), ("Calendar", ""), ("Conflicts", "")],
                   [[f"[{cell(r['identifier'])}](locales/{r['identifier']}.html)", cell(r["name"]), cell(r["nativeName"]),
                     f"[{r['order']}](orders/{r['order'].lower()}.html)", cell(r["sample"]),
                     cell(r["samples"].get("yMMMMd", "")), cell(r["calendar"]), cell(conflicts_of(r))]
                    for r in records], "Every locale")]
    with open(os.path.join(out_dir, "content", "_index.md"), "w", encoding="utf-8") as f:
        f.write(front_matter("Date Order Atlas", f"The order in which {total} locales write dates.", "index")
                + "\n".join(index))
    for order, rs in ordered:
        groups = {}
        for r in rs:
            groups.setdefault(r["pattern"], []).append(r)
        body = [f"# {order}: {spelled(order)}\n", f"{len(rs)} of {total} locales.\n"]
        for i, (pattern, members) in enumerate(sorted(groups.items(), key=lambda kv: -len(kv[1]))):
            body.append(f"## Pattern {cell(pattern)}\n")
            body.append(table([("Identifier", ""), ("Name", ""), ("Sample", ""), ("With month names", ""), ("Conflicts", "")],
                              [[f"[{cell(m['identifier'])}](../locales/{m['identifier']}.html)", cell(m["name"]),
                                cell(m["sample"]), cell(m["samples"].get("yMMMMd", "") + f" ({m['orders'].get('yMMMMd', '?')})"),
                                cell(conflicts_of(m))] for m in members]))
        with open(os.path.join(out_dir, "content", "orders", order.lower() + ".md"), "w", encoding="utf-8") as f:
            f.write(front_matter(f"{order} — {len(rs)} locales", f"{len(rs)} locales write dates {spelled(order)}.",
                                 "order", f"/orders/{order.lower()}.html") + "\n".join(body))
    conflicted = [r for r in records if r.get("conflicts")]
    rows = [[f"[{cell(r['identifier'])}](locales/{r['identifier']}.html)", cell(r["order"]), code(t),
             cell(r["orders"][t]), code(r["patterns"][t]), cell(r["samples"][t])]
            for r in conflicted for t in r["orders"] if t != "yyyyMMdd" and r["orders"][t] != r["order"]]
    with open(os.path.join(out_dir, "content", "conflicts.md"), "w", encoding="utf-8") as f:
        f.write(front_matter("Conflicts", f"{len(conflicted)} locales change order with the template.", "conflicts",
                             "/conflicts.html")
                + f"# Where the order changes with the template\n\n{len(conflicted)} of {total} locales.\n\n"
                + table([("Identifier", ""), ("Numeric", ""), ("Template", ""), ("Its order", ""), ("Pattern", ""),
                         ("Sample", "")], rows))
    with open(os.path.join(out_dir, "content", "about.md"), "w", encoding="utf-8") as f:
        f.write(front_matter("About", "Method, sample and provenance.", "about", "/about.html")
                + "# About the Date Order Atlas\n\n## Method\n\n"
                + table([("Template", ""), ("What it asks for", "")],
                        [[code(t), cell(m)] for t, m in TEMPLATE_MEANING.items()]))
    with open(os.path.join(out_dir, "content", "404.md"), "w", encoding="utf-8") as f:
        f.write(front_matter("Not found", "No such page.", "notfound", "/404.html") + "# Not found\n")
    for r in records:
        profile = json.load(open(os.path.join(profiles_dir, r["identifier"] + ".json"), encoding="utf-8"))
        with open(os.path.join(out_dir, "content", "locales", r["identifier"] + ".md"), "w", encoding="utf-8") as f:
            f.write(locale_page(r, profile))


if __name__ == "__main__":
    main()

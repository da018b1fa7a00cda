import Foundation
import TestSupport
import Testing

@testable import Atlas

@Suite("Layout templates")
struct LayoutTemplateTests {
    static let minimal = "<title>{{title}}</title><a href=\"{{root}}x\">{{description}}</a>{{raw body}}"

    @Test("Placeholders are escaped; the raw slot is not")
    func escapesByDefault() throws {
        let template = try LayoutTemplate(text: Self.minimal, file: "t.html")
        let html = template.render(values: ["title": "<b>&\"'", "root": "../", "description": "x"], body: "<p>ok</p>")
        #expect(html == "<title>&lt;b&gt;&amp;&quot;&#39;</title><a href=\"../x\">x</a><p>ok</p>")
    }

    @Test(
        "Template errors name the file",
        arguments: [
            ("<title>{{titel}}</title>{{root}}{{raw body}}", "unknown placeholder {{titel}}"),
            ("<title>{{title}}</title>{{root}}", "exactly one {{raw body}}"),
            ("{{title}}{{root}}{{raw body}}{{raw body}}", "found 2"),
            ("{{root}}{{raw body}}", "required placeholder {{title}}"),
            ("{{title}}{{root}}{{raw body}}{{desc", "'{{' without '}}'"),
        ])
    func errors(text: String, message: String) {
        do {
            _ = try LayoutTemplate(text: text, file: "Templates/layout.html")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("Templates/layout.html"))
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test("A missing file is an error naming it")
    func missingFile() {
        #expect(throws: LayoutTemplate.Failure.missingFile("nowhere/layout.html")) {
            try LayoutTemplate(
                contentsOf: URL(fileURLWithPath: "/nonexistent/layout.html"), displayName: "nowhere/layout.html")
        }
    }

    @Test("The shipped layout parses")
    func shippedLayout() throws {
        let url = TestPaths.templates.appendingPathComponent("layout.html")
        _ = try LayoutTemplate(contentsOf: url, displayName: "Templates/layout.html")
    }
}

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

    @Test("Bytes that are not UTF-8 are an error naming the file and saying so")
    func notUTF8() {
        #expect(throws: LayoutTemplate.Failure.notUTF8("t/layout.html")) {
            try LayoutTemplate(data: Data([0x3C, 0xFF, 0x3E]), displayName: "t/layout.html")
        }
        #expect(LayoutTemplate.Failure.notUTF8("t/layout.html").description == "template t/layout.html: not UTF-8 text")
    }

    @Test("The shipped layout parses")
    func shippedLayout() throws {
        let url = TestPaths.templates.appendingPathComponent("layout.html")
        _ = try LayoutTemplate(data: try Data(contentsOf: url), displayName: "Templates/layout.html")
    }
}

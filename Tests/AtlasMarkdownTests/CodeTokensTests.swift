import Testing

@testable import AtlasMarkdown

@Suite("Code tokens")
struct CodeTokensTests {
    @Test(
        "Words of inline code that hold a hyphen are token spans; other words, escapes and code blocks stay as they are"
    )
    func hyphenatedWordsBecomeTokens() {
        let html = MarkdownRenderer.html(
            from: "`GGGGG y-MM-dd` and `a-&-b <x>` and `y年M月d日` and `-` and `=-`\n\n```\nlet x = a-b\n```\n")
        #expect(html.contains("<code>GGGGG <span class=\"token\">y-MM-dd</span></code>"), "\(html)")
        #expect(html.contains("<code><span class=\"token\">a-&amp;-b</span> &lt;x&gt;</code>"), "\(html)")
        #expect(html.contains("<code>y年M月d日</code>"), "\(html)")
        #expect(html.contains("<code>-</code> and <code>=-</code>"), "\(html)")
        #expect(html.contains("<pre><code>let x = a-b\n</code></pre>"), "\(html)")
    }
}

import Wayfinder

// The examples of the RewriteRules article, compiled and tested (RewriteRulesExamplesTests.swift).
// Keep the three in sync.

/// The shop's web links, rewritten to the app's routes.
func addShopRewrites(to router: Router) throws {
    // The mobile site's links are the desktop site's.
    try router.addRewriteRule(#"https://m\.shop\.com/(.*)"#, "https://www.shop.com/$1")
    // An item page is the app's detail screen.
    try router.addRewriteRule(#"https://www\.shop\.com/item/(\d+)"#, "app://detail/$1")
    // The old scheme's links keep working: same host and path, new scheme.
    try router.addRewriteRule(#"shopapp://[^?#]*"#, "app://$host$path")
}

/// What a router with one rule makes of a URL: the rule's result, read from the router's
/// explanation (its line `  <rule>: <from> → <to>` under `rewrites:`), or `nil` when the rule
/// does not fire.
@MainActor
func rewrite(_ url: String, with expression: String, _ template: String) throws -> String? {
    let (_, router) = try makeRouter()
    try router.addRewriteRule(expression, template)
    let lines = router.explain(IncomingLink(url: url, origin: .app)).description.split(separator: "\n")
    guard let start = lines.firstIndex(of: "rewrites:"), start + 1 < lines.count else { return nil }
    return lines[start + 1].components(separatedBy: " → ").last
}

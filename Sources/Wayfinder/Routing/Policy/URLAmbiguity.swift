/// What in a URL Foundation's `URL` and a browser could read as another host or path than the
/// router would: the router refuses such a URL before matching it, from every origin
/// (``RoutePolicyViolation/ambiguousURL(_:offset:)``).
///
/// A handler that opens its link's URL (in a web view, `SFSafariViewController` or `URLSession`)
/// then never goes to another host than the route matched.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum URLAmbiguity: Hashable, Sendable, CustomStringConvertible {
    /// A `\` in the authority or the path: a browser reads it as `/` in web URLs, Foundation as a
    /// character of the user info or path (`https://shop.example\@evil.com/` is `evil.com` to
    /// Foundation).
    case backslash
    /// No host where one belongs: a web URL (`http`, `https`, `ws`, `wss`, `ftp`) without
    /// `//` and a host (`https:///shop.example`, `https:shop.example` and `https://@/shop.example`,
    /// which a browser reads as host `shop.example`), or an authority with user info or a port
    /// but no host (`app://@/x`).
    case emptyHost
    /// A character no host may hold, written or percent-encoded (`<`, `^`, `|`, `%2F`, a stray
    /// `%`), or a host in another script that Foundation cannot read.
    case hostCharacter
    /// A port that is not a number from 0 to 65535.
    case port
    /// A bracketed host that is not an IPv6 address (`[g::1]`, a zone), or a web host that ends
    /// in a number but is not four decimal numbers up to 255 (`1.2.3.4.5`, `0x7f.1`, `127.1`),
    /// which a browser reads as another address.
    case ipAddress

    /// What was found, as in `a backslash in the authority or path`.
    public var description: String {
        switch self {
        case .backslash: "a backslash in the authority or path"
        case .emptyHost: "no host where one belongs"
        case .hostCharacter: "a character no host may hold"
        case .port: "a port that is not a number up to 65535"
        case .ipAddress: "a malformed IP address"
        }
    }
}

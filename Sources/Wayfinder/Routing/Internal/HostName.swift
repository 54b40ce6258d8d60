import Foundation

/// Hosts compared as hosts: in one form whatever way they were written.
enum HostName {
    /// The ASCII form Foundation's `URL` gives a host written in another script (or in
    /// fullwidth letters): lowercased, mapped and punycoded as IDNA does (`Bücher.example` is
    /// `xn--bcher-kva.example`, `ｓｈｏｐ.example` is `shop.example`), or `nil` when Foundation
    /// cannot read it (nor can systems before macOS 14 and iOS 17, whose `URL(string:)` refuses
    /// such text: there the link is refused).
    ///
    /// - Parameter unicode: The host, percent-decoded.
    static func ascii(_ unicode: String) -> String? {
        // Only host characters and text beyond ASCII go into the URL Foundation reads, and only
        // host characters come out: a decoded `/`, `@`, `?` or `#` would make Foundation read
        // another host (`shop/ä` is `shop` to it), and IDNA maps some letters to them (`＠`).
        guard !unicode.isEmpty, unicode.utf8.allSatisfy({ $0 >= 0x80 || URLReading.isHostCharacter($0) }),
              let host = URL(string: "http://" + unicode + "/")?.host(percentEncoded: false),
              !host.isEmpty, host.utf8.allSatisfy(URLReading.isHostCharacter)
        else { return nil }
        return host.asciiLowercased
    }

    /// The ASCII form of a host that holds text beyond ASCII, given decoded: how a pattern's
    /// host in another script is kept, so that a URL's host matches it however it is written
    /// (`app://Äpfel`, `app://äpfel`, `app://%C3%84pfel`). `nil` for an ASCII host, or one
    /// Foundation cannot read.
    static func asciiForm(ofDecoded bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.contains(where: { $0 >= 0x80 }), PercentEncoding.isValidUTF8(bytes) else { return nil }
        return ascii(String(decoding: bytes, as: UTF8.self))
    }

    /// A host as hosts compare: ASCII letters lowercased, an IPv6 literal without brackets
    /// (`[::1]` is Foundation's `::1`), a host in another script in its ASCII form.
    static func comparable(_ host: String) -> String {
        var host = host
        if host.utf8.first == UInt8(ascii: "["), host.utf8.last == UInt8(ascii: "]") {
            host = String(host.dropFirst().dropLast())
        }
        if host.utf8.contains(where: { $0 >= 0x80 }), let ascii = ascii(host) { return ascii }
        return host.asciiLowercased
    }
}

extension String {
    /// The text with control characters other than line feeds shown as `�`: what the user typed
    /// (a URL, an unknown command) is echoed in the status line and in messages, and must not
    /// reach the terminal as an escape sequence.
    var withVisibleControlCharacters: String {
        guard unicodeScalars.contains(where: { $0 != "\n" && $0.properties.generalCategory == .control }) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map {
            $0 != "\n" && $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
    }

    /// The text in at most `limit` characters, its end replaced by `…` when it is longer: a URL
    /// the user pasted (up to the megabyte a line keeps) is named in one line, not printed whole.
    ///
    /// - Parameter limit: The most characters, `…` included.
    func shortened(to limit: Int) -> String {
        guard count > limit else { return self }
        return prefix(Swift.max(limit - 1, 0)) + "…"
    }
}

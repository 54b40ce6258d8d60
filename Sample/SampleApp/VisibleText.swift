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
}

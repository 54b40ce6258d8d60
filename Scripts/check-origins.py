#!/usr/bin/env python3
"""No entry point trusts what comes from outside by default.

Fails when a declaration in Sources/ gives an origin parameter a default value, or when a public
function or initializer that takes a URL (a `URL`, a `String` named like one, an `IncomingLink`)
or restoration data (`RestorationState`) has no `origin` parameter and is not listed below with
the reason it needs none. Usage: Scripts/check-origins.py [SOURCES_DIR]
"""
import pathlib
import re
import sys

# Public declarations that take a URL without an origin parameter, and why that is safe.
NEEDS_NO_ORIGIN = {
    "openInternal": "the app's own links: the origin is .app by name",
    "open(_ link: IncomingLink": "the link carries the origin an adapter read from the system",
    "openAndWait(_ link: IncomingLink": "the link carries its origin",
    "canOpen(_ link: IncomingLink": "the link carries its origin",
    "explain(_ link: IncomingLink": "the link carries its origin",
    "value(for link: IncomingLink": "the link carries its origin",
    "continueUserActivity": "the origin is the activity's web page (.webPage(referrer:))",
    "continuedActivity": "makes a link whose origin is a web page",
    "openedBySystem": "makes a link whose origin is the system, judged as another app",
    "init(url: URL, options:": "reads the origin from the system's options (UIKit)",
    "match(_ url": "a route table matches text and opens nothing",
    "init(url: URL)": "the web page's view model shows a URL the router already judged",
    "load(contentsOf url": "reads a manifest the app ships, not a link",
}

URL_PARAMETER = re.compile(
    r"(\b\w*url\w*\s*:\s*(String|URL)\??\b)|(:\s*IncomingLink\b)|(:\s*RestorationState\b)", re.IGNORECASE)
DEFAULT_ORIGIN = re.compile(r"\borigin\s*:\s*RouteOrigin\??\s*=")
DECLARATION = re.compile(r"\bpublic\s+(?:static\s+|nonisolated\s+)*(func\s+\w+|init\??)\s*(?:<[^>(]*>)?\s*\(")


def parameters(text, start):
    """The parameter list that opens at text[start] ('('), with balanced parentheses."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1:index]
    return text[start + 1:]


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Sources")
    problems = []
    for path in sorted(root.rglob("*.swift")):
        text = path.read_text()
        for number, line in enumerate(text.splitlines(), 1):
            if DEFAULT_ORIGIN.search(line):
                problems.append(f"{path}:{number}: an origin with a default value: {line.strip()}")
        for match in DECLARATION.finditer(text):
            params = parameters(text, match.end() - 1)
            if not URL_PARAMETER.search(params) or re.search(r"\borigin\s*:", params):
                continue
            before = text[max(0, match.start() - 600):match.start()]
            if "unavailable" in before.split("///")[-1]:
                continue  # not callable: the compiler's message names the origin
            name = match.group(1).replace("func ", "")
            signature = f"{name}({' '.join(params.split())}"
            if any((signature + ")").startswith(key) or name == key for key in NEEDS_NO_ORIGIN):
                continue
            number = text.count("\n", 0, match.start()) + 1
            problems.append(f"{path}:{number}: {signature}) takes a URL or restoration data but no origin")
    for problem in problems:
        print(problem)
    if problems:
        print("An entry point for URLs or restoration data must take an origin with no default "
              "(or be listed in Scripts/check-origins.py with the reason it needs none).")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

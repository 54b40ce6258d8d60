/// The route table's trie: one node per distinct prefix of routing segments, children by kind.
///
/// Nodes live in one array and refer to each other by index, so the trie is a plain value
/// (copy-on-write, `Sendable`) and a match follows indices without reference counting. Literal
/// children are found by a hash of their bytes, so a node with thousands of literal children
/// costs one dictionary lookup, and the segment being matched never has to become a `String`.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        /// The literal this node matches, when it is a literal child.
        var key: [UInt8] = []
        /// The next literal sibling whose key has the same hash, or -1.
        var nextWithSameHash: Int32 = -1
        /// Literal children: key hash → first child with that hash.
        var literalChildren: [UInt64: Int32] = [:]
        /// Typed-parameter children, in the order they are tried.
        var typedChildren: [Int32] = []
        /// For a typed-parameter child: its type's index in the table's types.
        var typeIndex: Int32 = -1
        /// The untyped-parameter child, or -1.
        var parameterChild: Int32 = -1
        /// The wildcard child, or -1.
        var wildcardChild: Int32 = -1
        /// The routes that end here, best first.
        var terminals: [Terminal] = []
    }

    /// A route ending at a node; `isShortened` when it ends here because optional groups were
    /// left out.
    struct Terminal: Sendable, Equatable {
        var route: Int32
        var isShortened: Bool
    }

    /// The nodes; index 0 is the root, whose literal children are the schemes.
    private(set) var nodes: [Node] = [Node()]

    subscript(node: Int32) -> Node {
        _read { yield nodes[Int(node)] }
    }

    // MARK: Lookup

    /// The literal child of `node` whose key equals `bytes`, or -1.
    func literalChild(of node: Int32, matching bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool) -> Int32 {
        guard let first = nodes[Int(node)].literalChildren[RouteTrie.hash(bytes, lowercased: lowercased)] else {
            return -1
        }
        var candidate = first
        while candidate >= 0 {
            if RouteTrie.equals(nodes[Int(candidate)].key, bytes, lowercased: lowercased) { return candidate }
            candidate = nodes[Int(candidate)].nextWithSameHash
        }
        return -1
    }

    /// The existing child of `node` for a pattern segment, or -1.
    func child(of node: Int32, for segment: ResolvedSegment) -> Int32 {
        switch segment {
        case .literal(let key):
            key.withUnsafeBufferPointer { literalChild(of: node, matching: $0, lowercased: false) }
        case .typed(let type):
            nodes[Int(node)].typedChildren.first { nodes[Int($0)].typeIndex == type } ?? -1
        case .parameter:
            nodes[Int(node)].parameterChild
        case .wildcard:
            nodes[Int(node)].wildcardChild
        }
    }

    /// The node reached by following `path` from the root, or -1.
    func find(_ path: some Sequence<ResolvedSegment>) -> Int32 {
        var node: Int32 = 0
        for segment in path {
            node = child(of: node, for: segment)
            if node < 0 { return -1 }
        }
        return node
    }

    /// A node's literal children, in creation order.
    func literalChildren(of node: Int32) -> [Int32] {
        var children: [Int32] = []
        for first in nodes[Int(node)].literalChildren.values {
            var child = first
            while child >= 0 {
                children.append(child)
                child = nodes[Int(child)].nextWithSameHash
            }
        }
        return children.sorted()
    }

    /// A node's children: literals, typed parameters, the parameter, the wildcard.
    func children(of node: Int32) -> [Int32] {
        var all = literalChildren(of: node)
        all += nodes[Int(node)].typedChildren
        if nodes[Int(node)].parameterChild >= 0 { all.append(nodes[Int(node)].parameterChild) }
        if nodes[Int(node)].wildcardChild >= 0 { all.append(nodes[Int(node)].wildcardChild) }
        return all
    }

    // MARK: Changes

    /// The child of `node` for a segment, created when missing. Typed children are kept in
    /// `typeOrder`.
    mutating func insertChild(
        of node: Int32, for segment: ResolvedSegment, typeOrder: (Int32, Int32) -> Bool
    ) -> Int32 {
        let existing = child(of: node, for: segment)
        if existing >= 0 { return existing }
        let new = Int32(nodes.count)
        var child = Node()
        switch segment {
        case .literal(let key):
            child.key = key
            let hash = key.withUnsafeBufferPointer { RouteTrie.hash($0, lowercased: false) }
            child.nextWithSameHash = nodes[Int(node)].literalChildren[hash] ?? -1
            nodes[Int(node)].literalChildren[hash] = new
        case .typed(let type):
            child.typeIndex = type
            let position = nodes[Int(node)].typedChildren.firstIndex { typeOrder(type, nodes[Int($0)].typeIndex) }
            nodes[Int(node)].typedChildren.insert(new, at: position ?? nodes[Int(node)].typedChildren.endIndex)
        case .parameter:
            nodes[Int(node)].parameterChild = new
        case .wildcard:
            nodes[Int(node)].wildcardChild = new
        }
        nodes.append(child)
        return new
    }

    /// Adds a route's terminal to `node`, keeping terminals best first.
    mutating func addTerminal(_ terminal: Terminal, to node: Int32, isBetter: (Terminal, Terminal) -> Bool) {
        let position = nodes[Int(node)].terminals.firstIndex { isBetter(terminal, $0) }
        nodes[Int(node)].terminals.insert(terminal, at: position ?? nodes[Int(node)].terminals.endIndex)
    }

    /// Removes a route's terminals from `node`.
    mutating func removeTerminals(of route: Int32, from node: Int32) {
        nodes[Int(node)].terminals.removeAll { $0.route == route }
    }

    // MARK: Keys

    /// FNV-1a over the bytes, optionally ASCII-lowercased: cheap, and stable for one process.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(lowercased ? lowercase(byte) : byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func equals(_ key: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool) -> Bool {
        guard key.count == bytes.count else { return false }
        for index in 0..<key.count where key[index] != (lowercased ? lowercase(bytes[index]) : bytes[index]) {
            return false
        }
        return true
    }

    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    static func uppercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte & ~0x20 : byte
    }
}

/// A pattern segment as the trie stores it: literals as bytes, types as indices.
enum ResolvedSegment: Hashable, Sendable {
    case literal([UInt8])
    case typed(Int32)
    case parameter
    case wildcard
}

/// The route table's trie: one node per distinct prefix of routing segments, children by kind.
///
/// Laid out for matching big tables from cache. Nodes are plain values of a few integers in one
/// array, referring to each other by index, so a match reads them without reference counting.
/// Literal keys live in one byte array. Literal children, of every node, are found through one
/// open-addressing hash table keyed by (parent, key bytes), so a node with thousands of literal
/// children costs one probe, and the segment being matched never has to become a `String`.
/// Rarely read lists (a node's routes beyond the best one, its typed children) sit in side
/// arrays. The trie is a value (copy-on-write, `Sendable`).
struct RouteTrie: Sendable {
    /// A node: integers only, so reading one retains nothing.
    struct Node: Sendable {
        /// The parent node (-1 for the root).
        var parent: Int32 = -1
        /// Where the node's literal key starts in `keyBytes`, and its length; 0 bytes when the
        /// node is not a literal child.
        var keyStart: Int32 = 0
        var keyCount: Int32 = 0
        /// Whether `bestRoute` ends here shortened; read when `terminalSlot` is -1. Declared
        /// here, it sits in the padding before `keyHead` (fields are laid out in declaration
        /// order): anywhere else it would make the node 72 bytes.
        var bestIsShortened = false
        /// The key's first 16 bytes (zero-padded), so that most keys compare without reading
        /// `keyBytes`: 64 bytes a node, one cache line.
        var keyHead: (UInt64, UInt64) = (0, 0)
        /// For a typed-parameter child: its type's index in the table's types.
        var typeIndex: Int32 = -1
        /// The untyped-parameter child, or -1.
        var parameterChild: Int32 = -1
        /// The wildcard child, or -1.
        var wildcardChild: Int32 = -1
        /// The best route ending here (the first of its terminals), or -1.
        var bestRoute: Int32 = -1
        /// The most recently added literal child, or -1; the others follow `nextLiteral`.
        var lastLiteral: Int32 = -1
        /// For a literal child: the literal sibling added before it, or -1.
        var nextLiteral: Int32 = -1
        /// The node's slot in `typedChildLists`, or -1 when it has no typed children.
        var typedSlot: Int32 = -1
        /// The node's slot in `terminalLists` once two routes have ended here, else -1 (a
        /// single route is `bestRoute`, which most nodes have, without a list of its own).
        var terminalSlot: Int32 = -1

        var hasLiteralChildren: Bool { lastLiteral >= 0 }
        var hasTypedChildren: Bool { typedSlot >= 0 }
    }

    /// A route ending at a node; `isShortened` when it ends here because optional groups were
    /// left out.
    struct Terminal: Sendable, Equatable {
        var route: Int32
        var isShortened: Bool
    }

    /// A slot of the literal-child table: the low 32 bits of the key's hash and the child, or
    /// child 0 when the slot is free (the root is nobody's child).
    struct Edge: Sendable {
        var hash: UInt32 = 0
        var child: Int32 = 0
    }

    /// The nodes; index 0 is the root, whose literal children are the schemes.
    private(set) var nodes: [Node] = [Node()]
    private(set) var keyBytes: [UInt8] = []
    /// Open addressing with linear probing; the count is a power of two, at most half full.
    private(set) var edges = [Edge](repeating: Edge(), count: 16)
    private var edgeCount = 0
    private var typedChildLists: [[Int32]] = []
    private var terminalLists: [[Terminal]] = []

    init() {
        // One node a cache line; checked in debug builds, so by every test that builds a table.
        assert(MemoryLayout<Node>.stride == 64, "RouteTrie.Node grew past one cache line")
    }

    subscript(node: Int32) -> Node {
        nodes[Int(node)]
    }

    // MARK: Lookup

    /// The literal child of `node` whose key equals `bytes` (ASCII-lowercased first when
    /// `lowercased`), or -1.
    func literalChild(of node: Int32, matching bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool) -> Int32 {
        withLookup { $0.literalChild(of: node, matching: bytes, lowercased: lowercased) }
    }

    /// The existing child of `node` for a pattern segment, or -1.
    func child(of node: Int32, for segment: ResolvedSegment) -> Int32 {
        switch segment {
        case .literal(let key):
            literalChild(of: node, matching: key, lowercased: false)
        case .typed(let type):
            typedChildren(of: node).first { nodes[Int($0)].typeIndex == type } ?? -1
        case .parameter:
            nodes[Int(node)].parameterChild
        case .wildcard:
            nodes[Int(node)].wildcardChild
        }
    }

    /// A literal node's key (empty for other nodes).
    func key(of node: Int32) -> [UInt8] {
        let start = Int(nodes[Int(node)].keyStart)
        return Array(keyBytes[start..<(start + Int(nodes[Int(node)].keyCount))])
    }

    /// The routes ending at `node`, best first.
    func terminals(of node: Int32) -> [Terminal] {
        let current = nodes[Int(node)]
        if current.terminalSlot >= 0 { return terminalLists[Int(current.terminalSlot)] }
        return current.bestRoute < 0 ? [] : [Terminal(route: current.bestRoute, isShortened: current.bestIsShortened)]
    }

    /// The first of the routes ending at `node`, best first, that satisfies `predicate`.
    func firstTerminal(of node: Int32, where predicate: (Terminal) -> Bool) -> Terminal? {
        let current = nodes[Int(node)]
        if current.terminalSlot >= 0 { return terminalLists[Int(current.terminalSlot)].first(where: predicate) }
        guard current.bestRoute >= 0 else { return nil }
        let only = Terminal(route: current.bestRoute, isShortened: current.bestIsShortened)
        return predicate(only) ? only : nil
    }

    /// A node's typed-parameter children, in the order they are tried.
    func typedChildren(of node: Int32) -> [Int32] {
        let slot = nodes[Int(node)].typedSlot
        return slot < 0 ? [] : typedChildLists[Int(slot)]
    }

    /// A node's literal children, in creation order.
    func literalChildren(of node: Int32) -> [Int32] {
        var children: [Int32] = []
        var child = nodes[Int(node)].lastLiteral
        while child >= 0 {
            children.append(child)
            child = nodes[Int(child)].nextLiteral
        }
        return children.reversed()
    }

    /// A node's children: literals, typed parameters, the parameter, the wildcard.
    func children(of node: Int32) -> [Int32] {
        var all = literalChildren(of: node)
        all += typedChildren(of: node)
        if nodes[Int(node)].parameterChild >= 0 { all.append(nodes[Int(node)].parameterChild) }
        if nodes[Int(node)].wildcardChild >= 0 { all.append(nodes[Int(node)].wildcardChild) }
        return all
    }

    // MARK: Changes

    /// Adds the child of `node` for a segment, which ``child(of:for:)`` has not found. Typed
    /// children are kept in `typeOrder`.
    mutating func addChild(
        of node: Int32, for segment: ResolvedSegment, typeOrder: (Int32, Int32) -> Bool
    ) -> Int32 {
        let new = Int32(nodes.count)
        var child = Node()
        child.parent = node
        switch segment {
        case .literal(let key):
            child.keyStart = Int32(keyBytes.count)
            child.keyCount = Int32(key.count)
            keyBytes.append(contentsOf: key)
            let hash = RouteTrie.hash(key, parent: node, lowercased: false)
            child.keyHead = RouteTrie.head(key, lowercased: false)
            child.nextLiteral = nodes[Int(node)].lastLiteral
            nodes[Int(node)].lastLiteral = new
            addEdge(Edge(hash: UInt32(truncatingIfNeeded: hash), child: new))
        case .typed(let type):
            child.typeIndex = type
            let siblingTypes = Dictionary(uniqueKeysWithValues: typedChildren(of: node).map { ($0, nodes[Int($0)].typeIndex) })
            RouteTrie.insert(new, into: &typedChildLists, slot: &nodes[Int(node)].typedSlot) { _, sibling in
                typeOrder(type, siblingTypes[sibling] ?? -1)
            }
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
        let current = nodes[Int(node)]
        if current.terminalSlot < 0 {
            if current.bestRoute < 0 {
                setBest(terminal, of: node)
                return
            }
            nodes[Int(node)].terminalSlot = Int32(terminalLists.count)
            terminalLists.append([Terminal(route: current.bestRoute, isShortened: current.bestIsShortened)])
        }
        RouteTrie.insert(terminal, into: &terminalLists, slot: &nodes[Int(node)].terminalSlot, isBefore: isBetter)
        setBest(terminalLists[Int(nodes[Int(node)].terminalSlot)].first, of: node)
    }

    private mutating func setBest(_ terminal: Terminal?, of node: Int32) {
        nodes[Int(node)].bestRoute = terminal?.route ?? -1
        nodes[Int(node)].bestIsShortened = terminal?.isShortened ?? false
    }

    /// Inserts `element` into the list at `slot` of `lists` (creating the list when `slot` is
    /// -1) before the first element it goes before.
    private static func insert<Element>(
        _ element: Element, into lists: inout [[Element]], slot: inout Int32, isBefore: (Element, Element) -> Bool
    ) {
        if slot < 0 {
            slot = Int32(lists.count)
            lists.append([])
        }
        let position = lists[Int(slot)].firstIndex { isBefore(element, $0) } ?? lists[Int(slot)].endIndex
        lists[Int(slot)].insert(element, at: position)
    }

    /// Removes a route's terminals from `node`.
    mutating func removeTerminals(of route: Int32, from node: Int32) {
        let slot = Int(nodes[Int(node)].terminalSlot)
        guard slot >= 0 else {
            if nodes[Int(node)].bestRoute == route { setBest(nil, of: node) }
            return
        }
        terminalLists[slot].removeAll { $0.route == route }
        setBest(terminalLists[slot].first, of: node)
    }

    // MARK: Literal-child table

    private mutating func addEdge(_ edge: Edge) {
        if (edgeCount + 1) * 2 > edges.count {
            let old = edges
            edges = [Edge](repeating: Edge(), count: old.count * 2)
            for existing in old where existing.child != 0 { place(existing) }
        }
        place(edge)
        edgeCount += 1
    }

    private mutating func place(_ edge: Edge) {
        let mask = edges.count - 1
        var slot = Int(edge.hash) & mask
        while edges[slot].child != 0 { slot = (slot + 1) & mask }
        edges[slot] = edge
    }

    // MARK: Keys

    /// FNV-1a over the parent and the bytes (optionally ASCII-lowercased), then mixed so that
    /// the low bits, which pick the slot, depend on every byte. Not keyed: the keys come from
    /// the app's own patterns, and a URL can only look them up, not add colliding ones.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, parent: Int32, lowercased: Bool) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: parent))
        for byte in bytes {
            hash = (hash ^ UInt64(lowercased ? lowercase(byte) : byte)) &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 32
        hash &*= 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 29)
    }

    /// The first 16 bytes (optionally ASCII-lowercased), little-endian, zero-padded.
    static func head(_ bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool) -> (UInt64, UInt64) {
        var head: (UInt64, UInt64) = (0, 0)
        for index in 0..<min(16, bytes.count) {
            let byte = UInt64(lowercased ? lowercase(bytes[index]) : bytes[index])
            if index < 8 { head.0 |= byte << (8 * UInt64(index)) } else { head.1 |= byte << (8 * UInt64(index - 8)) }
        }
        return head
    }

    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    static func uppercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte & ~0x20 : byte
    }
}

/// A pattern segment as the trie stores it: literals (decoded, the scheme and host
/// lowercased) as their bytes, borrowed from the pattern's storage; types as indices.
enum ResolvedSegment {
    case literal(UnsafeBufferPointer<UInt8>)
    case typed(Int32)
    case parameter
    case wildcard
}

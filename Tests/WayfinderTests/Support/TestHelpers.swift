import Foundation
import Wayfinder
import WayfinderTesting

// Helpers of the package's own tests, never of the articles' examples (CI compiles those outside
// the package, without this file: an example must read as a user's code).

/// A view model's type name, as snapshots print it.
@MainActor
func typeName(_ viewModel: any ViewModel) -> String {
    String(describing: type(of: viewModel))
}

extension StackSnapshot {
    /// The path the user sees, as the testing kit states it: each level's selected navigation
    /// controller, compared by view model type.
    var shape: StackShape { StackShape(self).visiblePath }

    /// The view model type names of each level's selected navigation controller, root first:
    /// `[["HomeViewModel", "ListViewModel"], ["LoginViewModel"]]`.
    var names: [[String]] {
        levels.map { $0.selectedController.screens.map(\.viewModelTypeName) }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }

    var isSuccess: Bool { failure == nil }

    var success: Success? { try? get() }
}

extension RouteOutcome {
    /// The navigation change, when the route navigated and it was performed at once.
    var change: NavigationChange? {
        if case .navigated(let outcome) = self { outcome.change } else { nil }
    }
}

extension NavigationControllerStack {
    /// The view models of a navigation controller of the snapshot, root first (none for `nil`):
    /// each screen the snapshot names, found in the stack.
    func viewModels(of controller: NavigationControllerSnapshot?) -> [any ViewModel] {
        controller?.screens.compactMap { screen(for: $0.id)?.viewModel } ?? []
    }
}

extension RestorationState {
    /// A state as an app reads it back: decoded from JSON, the format the library writes.
    static func decoding(_ json: String) throws -> RestorationState {
        try JSONDecoder().decode(RestorationState.self, from: Data(json.utf8))
    }

    /// A state of plain levels, each given as its screens' URLs, root first.
    static func screens(_ levels: [String]...) throws -> RestorationState {
        let object: [String: Any] = ["version": 1, "levels": levels.map { ["screens": $0] }]
        return try JSONDecoder().decode(RestorationState.self, from: JSONSerialization.data(withJSONObject: object))
    }
}

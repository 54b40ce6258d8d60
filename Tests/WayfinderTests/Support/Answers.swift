import Wayfinder

/// What a question's asker received, in order: the asker runs in a task of its own, as a view
/// model's does.
@MainActor
final class Answers<Answer: Sendable> {
    private(set) var received: [Result<Answer?, NavigationError>] = []

    func append(_ result: Result<Answer?, NavigationError>) { received.append(result) }

    /// Starts a task that asks through `services` and keeps what it gets; settle to let it reach
    /// the question.
    func ask(
        _ services: any NavigationServices,
        _ question: @escaping @MainActor (any NavigationServices) async throws(NavigationError) -> Answer?
    ) {
        Task { @MainActor in
            do throws(NavigationError) {
                append(.success(try await question(services)))
            } catch {
                append(.failure(error))
            }
        }
    }
}

import SampleKit
import Wayfinder

/// The sign-in guard on every ``SignInRequired`` view model: while nobody is signed in, whatever
/// would place one on the stack (a push, a deep link's stack, a tab's screens, a restoration) is
/// held, the sign-in sheet is presented with the guard's own
/// services (they go through while the command is held), and the command goes on once the user
/// signed in, or is cancelled if they dismissed the sheet. A sign-in left open for
/// ``timeout`` fails the command (`NavigationError.guardTimedOut`): a deep link tapped long ago
/// should not open by surprise when the user finally signs in.
public enum SignInGuard {
    /// How long the guard holds a command for the sign-in: five minutes.
    public static let timeout: Duration = .seconds(300)

    /// Adds the guard to a bus.
    ///
    /// - Parameters:
    ///   - bus: The navigation bus.
    ///   - session: Who is signed in, and how to sign in.
    ///   - timeout: How long a command waits for the sign-in; ``timeout`` by default. It reads
    ///     the navigator's clock, so a test's manual clock moves it.
    /// - Returns: The subscription; the guard goes when it is cancelled or released.
    @MainActor
    public static func install(
        on bus: NavigationBus, session: any Session, timeout: Duration = SignInGuard.timeout
    ) -> NavigationSubscription {
        // The guard keeps the session: a guard whose session went away would let everything through.
        bus.addGuard(for: (any SignInRequired).self) { _ in
            guard session.account == nil else { return .proceed }
            return .suspend(timeout: timeout) { services in
                await session.requestSignIn(using: services) ? .proceed : .cancel
            }
        }
    }
}

import Wayfinder

/// Marks a view model that only a signed-in user may see.
///
/// The app shell installs a guard on the navigation bus: a command that would show such a view
/// model while nobody is signed in is held, the sign-in sheet is presented, and the command goes
/// on once the user signed in (or is cancelled if they did not). Feature modules only conform;
/// they do not know how signing in works.
public protocol SignInRequired: ViewModel {}

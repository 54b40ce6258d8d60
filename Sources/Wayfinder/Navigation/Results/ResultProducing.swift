/// A view model that hands a value back to whoever opened it: a picker, a login form, a
/// confirmation.
///
/// Give the view model a stored channel and finish through it:
///
/// ```swift
/// final class ColorPickerViewModel: ResultProducing {
///     let result = ResultChannel<Color>()
///     func pick(_ color: Color) { result.finish(with: color) }
/// }
/// ```
///
/// The opener awaits the outcome with ``NavigationServices/result(of:as:animated:)``:
///
/// ```swift
/// switch await services.result(of: ColorPickerViewModel(), as: .present) {
/// case .finished(let color): theme.accent = color
/// case .cancelled: break                      // popped, dismissed, swiped away, replaced…
/// }
/// ```
@MainActor
public protocol ResultProducing: ViewModel {
    /// The type of value the view model produces.
    associatedtype Output: Sendable

    /// Where the view model delivers its value: a stored `ResultChannel`, one per instance.
    var result: ResultChannel<Output> { get }
}

extension ResultProducing {
    /// The channel, without its value type, for the navigator.
    var awaiting: any ResultAwaiting { result }
}

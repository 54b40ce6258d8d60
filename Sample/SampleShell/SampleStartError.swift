/// Why the sample could not start: a broken manifest, a module that failed to register, or a
/// view model without a screen.
public struct SampleStartError: Error, CustomStringConvertible {
    /// What went wrong, naming the module or the manifest's file and key path.
    public let description: String
}

/// What a route with a parameters type keeps for ``Router/canOpen(_:)`` and
/// ``Router/explain(_:)``, which decode without running the handler. Not generic, so that
/// a route can hold it.
protocol RouteParametersChecking: Sendable {
    /// Why the match's parameters do not decode, or `nil` when they do.
    func failure(decoding match: RouteMatch) -> RouteParameterError?
}

/// A route's parameters type: checked against the pattern when the route is registered, and
/// decoded from each match before its handler runs.
struct RouteParameters<Parameters: Decodable>: RouteParametersChecking {
    /// Checks that the pattern can give what `Parameters` requires, as converted types.
    ///
    /// - Throws: ``RouteTableError/invalidPattern(_:)`` when the pattern does not parse,
    ///   ``RouteTableError/parametersMismatch(_:)`` when the two disagree.
    init(checking pattern: String) throws(RouteTableError) {
        let parsed: RoutePattern
        do { parsed = try RoutePattern(pattern) } catch { throw .invalidPattern(error) }
        if let mismatch = Self.mismatch(with: parsed) { throw .parametersMismatch(mismatch) }
    }

    /// Decodes the match's path parameters and query items.
    ///
    /// Throws rather than returning a `Result`: a `Result` of the generic type has its metadata
    /// looked up at run time, at every link (about 470 instructions each).
    func decode(_ match: RouteMatch) throws(RouteParameterError) -> Parameters {
        do {
            return try Parameters(from: MatchReader(match))
        } catch let failure as ParameterFailure {
            throw failure.error(pattern: match.pattern, parametersType: String(describing: Parameters.self))
        } catch {
            // The type's own code threw after its values decoded (a check across properties, say).
            let type = String(describing: Parameters.self)
            throw RouteParameterError(
                pattern: match.pattern, parametersType: type, parameter: Self.parameter(in: error), expected: type,
                problem: .rejected(String(describing: error)), atRegistration: false)
        }
    }

    func failure(decoding match: RouteMatch) -> RouteParameterError? {
        do throws(RouteParameterError) {
            _ = try decode(match)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Checking the pattern

    private static func mismatch(with pattern: RoutePattern) -> RouteParameterError? {
        let (requests, isKeyed) = ParameterProbe.probe(Parameters.self)
        let typeName = String(describing: Parameters.self)
        guard isKeyed else {
            return RouteParameterError(
                pattern: pattern.text, parametersType: typeName, parameter: "", expected: typeName, problem: .notKeyed,
                atRegistration: true)
        }
        let captures = pattern.captures
        for request in requests {
            let capture = captures[request.name]
            let problem: RouteParameterError.Problem? = if request.isUnsupported {
                .unsupported
            } else if request.isRequired, !request.isList, capture == nil {
                .notInPattern
            } else if request.isRequired, !request.isList, capture?.isOptional == true {
                .inOptionalGroup
            } else if let declared = capture?.type, let accepts = request.accepts,
                      let samples = RouteParameterType.builtIn.first(where: { $0.name == declared })?.samples,
                      !samples.allSatisfy(accepts) {
                .typeMismatch(declared: declared)
            } else {
                nil
            }
            if let problem {
                return RouteParameterError(
                    pattern: pattern.text, parametersType: typeName, parameter: request.name, expected: request.expected,
                    problem: problem, atRegistration: true)
            }
        }
        return nil
    }

    /// The parameter a `DecodingError` thrown by the type's own code names, if any.
    private static func parameter(in error: any Error) -> String {
        let context: DecodingError.Context? = switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context): context
        default: nil
        }
        return context?.codingPath.first?.stringValue ?? ""
    }
}

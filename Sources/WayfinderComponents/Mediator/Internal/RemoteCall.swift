import Wayfinder

/// A mediator call read from a URL: `scheme://target/action?name=value&…`.
struct RemoteCall {
    let target: String
    let action: String
    let parameters: MediatorAction.Parameters

    init?(_ url: String) {
        guard let segments = RoutingSegments(url), segments.values.count == 2,
              let target = segments.values[0], let action = segments.values[1]
        else { return nil }
        self.target = target
        self.action = action
        var parameters: MediatorAction.Parameters = [:]
        for (name, values) in QueryParser.parse(Substring(segments.query ?? ""), plusIsSpace: false) {
            parameters[name] = values.count == 1 ? values[0] : values
        }
        self.parameters = parameters
    }
}

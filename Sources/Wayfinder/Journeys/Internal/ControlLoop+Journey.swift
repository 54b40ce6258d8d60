// What the loop records besides the commands and reports it applies (`ControlLoop+Performing`):
// the guards' decisions (not the interceptors': every command passes them, and recording them
// cost every push ~40 instructions, recording or not), the commands stopped before the stack,
// and the links the router opened. Each is called only with recording on.

extension ControlLoop {
    /// Records a guard's decision about `command`, or a held command's operation's.
    func recordDecision(_ decision: NavigationDecision, by decider: String, about command: NavigationCommand) {
        guard let recorder, let stack = navigator?.stack else { return }
        let outcome = switch decision {
        case .proceed: "proceed"
        case .cancel: "cancel"
        case .redirect(let next): "redirect to \(next.name)"
        case .suspend: "suspend"
        }
        let aside = JourneyRecorder.Aside(.decision(by: decider), outcome: outcome)
        recorder.record(aside, command.recorded(on: stack), nil, stack: stack.snapshot)
    }

    /// Records a command that an interceptor or a guard stopped (cancelled, timed out, redirected
    /// in a loop) before it reached the stack.
    func recordStopped(_ command: NavigationCommand, _ error: NavigationError) {
        guard let recorder, let stack = navigator?.stack else { return }
        recorder.record(JourneyRecorder.Aside(.stopped, outcome: nil), command.recorded(on: stack), error, stack: stack.snapshot)
    }

    /// Records a link the router resolved, before its command (a step of its own) is sent: its
    /// URL redacted unless the app reveals its handler's, its origin, and what it resolved to.
    func recordLink(
        _ url: String, origin: RouteOrigin, by handler: RouteEvent.Handler, resolved: Result<RouteDestination, RoutingError>
    ) {
        guard let recorder, let stack = navigator?.stack else { return }
        let (text, outcome): (String, String) = switch resolved {
        case .success(let destination):
            (recorder.reveals(handler) ? url : LinkRedaction.redacted(url, openedBy: handler), destination.journeyOutcome)
        case .failure(let error):
            // A route's own failure (its parameters, its handler) names the route.
            (LinkRedaction.redacted(url, openedBy: handler), "failed: \(LinkRedaction.reason(error))")
        }
        let aside = JourneyRecorder.Aside(.link(url: text, origin: LinkRedaction.origin(origin)), outcome: outcome)
        recorder.record(aside, nil, nil, stack: stack.snapshot)
    }
}

extension RouteDestination {
    /// What a link resolved to, as its journey step says it.
    fileprivate var journeyOutcome: String {
        switch self {
        case .navigate(let command): "opened: \(command.name)"
        case .value: "value"
        case .handled: "handled"
        }
    }
}

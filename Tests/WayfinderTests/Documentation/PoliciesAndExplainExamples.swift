import Wayfinder

// The examples of the PoliciesAndExplain article, compiled and tested
// (PoliciesAndExplainExamplesTests.swift). Keep the three in sync.

final class PaymentConfirmationViewModel: ViewModel {}

final class HelpViewModel: ViewModel {
    let topic: String
    init(topic: String) { self.topic = topic }
}

/// A shop's router: links come from its web site, a few known apps, notifications and its own
/// code; the policy names the schemes and web hosts the outside may open, and each route the
/// outside may open is exposed.
struct OrderLink: Decodable { let id: Int }
struct HelpLink: Decodable { let topic: String }

@MainActor
func makeShopRouter(for navigator: Navigator) throws -> Router {
    let policy = RoutingPolicy(
        allowedSchemes: ["app", "https"],
        allowedWebHosts: ["blog.shop.example"],
        allowedSourceApps: ["com.example.mail", "com.example.bank"])
    let router = Router(services: navigator.services, policy: policy)

    // Any origin the policy lets through may open an order.
    try router.register("app://orders/:id<Int>", access: .exposed, shows: [DetailViewModel.self]) { (order: OrderLink, _) in
        .navigate(.push(DetailViewModel(order.id)))
    }
    // Of the other apps, only the bank's may open the payment confirmation.
    try router.register(
        "app://pay/confirm", access: .exposed, sourceApps: ["com.example.bank"], shows: [PaymentConfirmationViewModel.self]
    ) { _ in
        .navigate(.present(PaymentConfirmationViewModel()))
    }
    // Not exposed: only the app's own code may open the settings by URL.
    try router.register("app://settings", shows: [SettingsViewModel.self]) { _ in
        .navigate(.push(SettingsViewModel()))
    }
    // A help topic is a path of any depth.
    try router.register("app://help/*topic", access: .exposed, shows: [HelpViewModel.self]) { (help: HelpLink, _) in
        .navigate(.push(HelpViewModel(topic: help.topic)))
    }
    // The web site's links are the app's.
    try router.addRewriteRule(#"https://shop\.example/(.*)"#, "app://$1")
    // The blog's pages open in the app; from outside, no other host's do.
    router.setWebPages()
    return router
}

/// Reports every URL the policy refused, with the rule that refused it.
@MainActor
func logRefusals(of router: Router, to log: @escaping @MainActor @Sendable (String) -> Void) -> NavigationSubscription {
    router.subscribe { event in
        if case .failed(let url, let origin, .refused(let violation)) = event {
            log("refused \(url) from \(origin): \(violation)")
        }
    }
}

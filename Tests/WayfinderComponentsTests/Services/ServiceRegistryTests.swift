import Foundation
import Testing
import Wayfinder
import WayfinderComponents

private protocol Greeting: AnyObject, Sendable {
    func hello(_ name: String) -> String
}

private final class EnglishGreeting: Greeting {
    func hello(_ name: String) -> String { "Hello, \(name)" }
}

private final class FrenchGreeting: Greeting {
    func hello(_ name: String) -> String { "Bonjour, \(name)" }
}

private protocol Clock: Sendable { var now: Int { get } }
private struct FixedClock: Clock { let now: Int }

private protocol Welcome: Sendable { var text: String { get } }
private struct WelcomeMessage: Welcome { let text: String }

/// What the commented-out registration below tries to pass off as a `Greeting`.
private struct NotAGreeting {}

@Suite("service registry")
struct ServiceRegistryTests {
    @Test func aRegisteredProtocolResolvesToItsImplementation() throws {
        let services = ServiceRegistry()
        // HoloTarget can register a class that does not implement the protocol and crash on
        // use. Here the factory must return the registered type; uncomment to see the compiler
        // refuse it ("cannot convert value of type 'NotAGreeting' to closure result type
        // 'any Greeting'"):
        //
        // try services.register(Greeting.self) { _ in NotAGreeting() }
        try services.register(Greeting.self) { _ in EnglishGreeting() }
        #expect(try services.resolve(Greeting.self).hello("Ada") == "Hello, Ada")
        #expect(services.isRegistered(Greeting.self))
        #expect(services.registeredServices == ["Greeting"])
    }

    @Test func sharedMakesOneInstance() throws {
        let services = ServiceRegistry()
        let made = Counter()
        try services.register(Greeting.self, scope: .shared) { _ in
            made.increment()
            return EnglishGreeting()
        }
        let first = try services.resolve(Greeting.self)
        let second = try services.resolve(Greeting.self)
        #expect(first === second)
        #expect(made.value == 1)
    }

    @Test func transientMakesOneInstancePerResolve() throws {
        let services = ServiceRegistry()
        try services.register(Greeting.self, scope: .transient) { _ in EnglishGreeting() }
        #expect(try services.resolve(Greeting.self) !== services.resolve(Greeting.self))
    }

    @Test func weakKeepsTheInstanceWhileSomeoneElseDoes() throws {
        let services = ServiceRegistry()
        let made = Counter()
        try services.register(Greeting.self, scope: .weak) { _ in
            made.increment()
            return EnglishGreeting()
        }
        var held: (any Greeting)? = try services.resolve(Greeting.self)
        weak let weakHeld = held
        #expect(try services.resolve(Greeting.self) === held)
        #expect(made.value == 1)
        held = nil
        #expect(weakHeld == nil)
        _ = try services.resolve(Greeting.self)
        #expect(made.value == 2)
    }

    @Test func weakOfAValueTypeMakesANewValueEachTime() throws {
        let services = ServiceRegistry()
        let made = Counter()
        try services.register(Clock.self, scope: .weak) { _ in
            made.increment()
            return FixedClock(now: made.value)
        }
        #expect(try services.resolve(Clock.self).now == 1)
        #expect(try services.resolve(Clock.self).now == 2)
    }

    @Test func anUnregisteredServiceIsATypedErrorNamingIt() {
        let services = ServiceRegistry()
        #expect(throws: ServiceRegistryError.notRegistered("Greeting")) { try services.resolve(Greeting.self) }
        #expect(ServiceRegistryError.notRegistered("Greeting").description == "no implementation is registered for Greeting")
    }

    @Test func aDuplicateIsAnErrorUnlessReplacing() throws {
        let services = ServiceRegistry()
        try services.register(Greeting.self) { _ in EnglishGreeting() }
        _ = try services.resolve(Greeting.self)
        #expect(throws: ServiceRegistryError.alreadyRegistered("Greeting")) {
            try services.register(Greeting.self) { _ in FrenchGreeting() }
        }
        #expect(try services.resolve(Greeting.self).hello("Ada") == "Hello, Ada")
        try services.register(Greeting.self, replacing: true) { _ in FrenchGreeting() }
        #expect(try services.resolve(Greeting.self).hello("Ada") == "Bonjour, Ada")
        #expect(services.unregister(Greeting.self))
        #expect(!services.unregister(Greeting.self))
        #expect(throws: ServiceRegistryError.notRegistered("Greeting")) { try services.resolve(Greeting.self) }
    }

    @Test func aFactoryResolvesItsDependencies() throws {
        let services = ServiceRegistry()
        try services.register(Clock.self) { _ in FixedClock(now: 12) }
        try services.register(Welcome.self) { services in
            WelcomeMessage(text: "it is \(try services.resolve(Clock.self).now) o'clock")
        }
        #expect(try services.resolve(Welcome.self).text == "it is 12 o'clock")
    }

    @Test func aDependencyCycleFailsInsteadOfRecursing() throws {
        let services = ServiceRegistry()
        try services.register(Clock.self) { services in
            _ = try services.resolve(Welcome.self)
            return FixedClock(now: 0)
        }
        try services.register(Welcome.self) { services in
            WelcomeMessage(text: "\(try services.resolve(Clock.self).now)")
        }
        #expect(throws: ServiceRegistryError.circularDependency(["Welcome", "Clock", "Welcome"])) {
            try services.resolve(Welcome.self)
        }
    }

    @Test func aFactoryMayResolveOnAnotherThread() async throws {
        let services = ServiceRegistry()
        try services.register(Clock.self) { _ in FixedClock(now: 3) }
        try services.register(Welcome.self) { services in
            let clock = DispatchQueue.global().sync { try? services.resolve(Clock.self) }
            return WelcomeMessage(text: "\(clock?.now ?? -1)")
        }
        #expect(try services.resolve(Welcome.self).text == "3")
    }

    @Test func aFactoryThatReachesForItsOwnServiceOutsideItsRegistryFailsInsteadOfWaiting() throws {
        let services = ServiceRegistry()
        try services.register(Welcome.self) { [services] _ in
            WelcomeMessage(text: try services.resolve(Welcome.self).text)
        }
        #expect(throws: ServiceRegistryError.circularDependency(["Welcome", "…", "Welcome"])) {
            try services.resolve(Welcome.self)
        }
        try services.register(Welcome.self, replacing: true) { _ in WelcomeMessage(text: "ok") }
        #expect(try services.resolve(Welcome.self).text == "ok")
    }

    @Test func anInstanceMadeForAReplacedRegistrationIsNotKept() throws {
        let services = ServiceRegistry()
        try services.register(Clock.self) { services in
            try services.register(Clock.self, replacing: true) { _ in FixedClock(now: 2) }
            return FixedClock(now: 1)
        }
        #expect(try services.resolve(Clock.self).now == 1)
        #expect(try services.resolve(Clock.self).now == 2)
        #expect(try services.resolve(Clock.self).now == 2)
    }

    @Test func aThrowingFactoryIsReportedWithTheService() throws {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let services = ServiceRegistry()
        try services.register(Clock.self) { _ in throw Offline() }
        #expect(throws: ServiceRegistryError.factoryFailed(service: "Clock", error: UnderlyingError(Offline()))) {
            try services.resolve(Clock.self)
        }
        do {
            _ = try services.resolve(Clock.self)
        } catch .factoryFailed(_, let underlying) {
            #expect(underlying.error is Offline)  // the error as thrown, not a description of it
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func registeringAndResolvingFromManyThreadsMakesASharedInstanceOnce() async throws {
        let services = ServiceRegistry()
        let made = Counter()
        try services.register(Greeting.self) { _ in
            made.increment()
            return EnglishGreeting()
        }
        let identifiers = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    try services.register(Clock.self, replacing: true) { _ in FixedClock(now: worker) }
                    _ = try services.resolve(Clock.self)
                    return ObjectIdentifier(try services.resolve(Greeting.self))
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identifiers.count == 1)
        #expect(made.value == 1)
    }
}

/// A thread-safe counter for factories.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

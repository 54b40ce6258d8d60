import Foundation
import Testing
import Wayfinder
import WayfinderComponents

// Registries hammered from many threads at once: `DispatchQueue.concurrentPerform` runs the
// workers on real threads. Under ThreadSanitizer (see README, "Reliability") these tests must
// report no race; without it they check that every registry stays consistent.

private protocol Identified: AnyObject, Sendable { var id: Int { get } }
private final class Instance: Identified {
    let id: Int
    init(_ id: Int) { self.id = id }
}
private protocol Storage: Sendable {}
private struct MemoryStorage: Storage {}
private protocol Clock: Sendable {}
private struct SystemClock: Clock {}

/// Eight view model types for the screen map, one per worker.
private final class Page<Tag>: ViewModel {}
private enum T0 {}
private enum T1 {}
private enum T2 {}
private enum T3 {}
private enum T4 {}
private enum T5 {}
private enum T6 {}
private enum T7 {}

private final class PageScreen<Tag>: Screen {
    let viewModel: Page<Tag>
    init(viewModel: Page<Tag>) { self.viewModel = viewModel }
}

private final class EchoTarget: MediatorTarget {
    let actions = [MediatorAction("echo") { $0["value"] }]
}

@Suite("registries from several threads")
struct RegistryConcurrencyTests {
    static let workers = 8
    static let iterations = 400

    @Test func servicesRegisteredResolvedAndRemovedConcurrentlyStayConsistent() throws {
        let services = ServiceRegistry()
        let made = Tally()
        let misses = Tally()
        try services.register(Identified.self) { _ in
            made.add()
            return Instance(1)
        }
        DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
            for index in 0..<Self.iterations {
                // Every worker resolves the shared service; it must be made exactly once.
                if (try? services.resolve(Identified.self))?.id != 1 { misses.add() }
                switch (worker + index) % 4 {
                case 0: try? services.register(Storage.self, replacing: true) { _ in MemoryStorage() }
                case 1: _ = try? services.resolve(Storage.self)  // registered or not, never torn
                case 2: services.unregister(Storage.self)
                default:
                    try? services.register(Clock.self, scope: .transient, replacing: true) { _ in SystemClock() }
                    _ = services.isRegistered(Clock.self)
                    _ = services.registeredServices
                }
            }
        }
        #expect(misses.total == 0)
        #expect(made.total == 1)
        #expect(services.isRegistered(Clock.self))
        #expect(Set(services.registeredServices).isSuperset(of: ["Identified", "Clock"]))
    }

    @Test func screensRegisteredFoundAndRemovedConcurrentlyStayConsistent() {
        let screens = ScreenMap()
        let misses = Tally()
        let register: [@Sendable () -> Bool] = [
            { Self.cycle(Page<T0>.self, in: screens) }, { Self.cycle(Page<T1>.self, in: screens) },
            { Self.cycle(Page<T2>.self, in: screens) }, { Self.cycle(Page<T3>.self, in: screens) },
            { Self.cycle(Page<T4>.self, in: screens) }, { Self.cycle(Page<T5>.self, in: screens) },
            { Self.cycle(Page<T6>.self, in: screens) }, { Self.cycle(Page<T7>.self, in: screens) },
        ]
        DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
            for _ in 0..<Self.iterations {
                if !register[worker]() { misses.add() }
                _ = screens.names
                _ = screens.entry(named: "Page<T\((worker + 1) % Self.workers)>")
            }
        }
        #expect(misses.total == 0)
        #expect(screens.names.isEmpty)
    }

    /// Registers a type (its worker's own), finds it, removes it: `false` when a step failed.
    private static func cycle<Tag>(_ type: Page<Tag>.Type, in screens: ScreenMap) -> Bool {
        guard (try? screens.register(type) { PageScreen(viewModel: $0) }) != nil else { return false }
        guard screens.entry(for: type) != nil else { return false }
        return screens.unregister(type)
    }

    @Test func targetsRegisteredWhileTheMainActorCallsThemStayConsistent() async throws {
        let mediator = Mediator()
        try mediator.register("echo") { EchoTarget() }
        let background = Task.detached {
            let misses = Tally()
            DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
                for index in 0..<Self.iterations {
                    let name = "w\(worker)-\(index % 8)"
                    if (try? mediator.register(name) { EchoTarget() }) == nil { misses.add() }
                    _ = mediator.targets
                    _ = mediator.isCached("echo")
                    if !mediator.unregister(name) { misses.add() }
                }
            }
            return misses.total
        }
        var echoed = 0
        for index in 0..<Self.iterations {
            let result = await MainActor.run {
                mediator.perform("echo", action: "echo", parameters: ["value": index], shouldCacheTarget: index % 2 == 0)
            }
            if case .success(let value) = result, value as? Int == index { echoed += 1 }
            if index % 16 == 0 { mediator.releaseCachedTarget("echo") }
        }
        #expect(await background.value == 0)
        #expect(echoed == Self.iterations)
        #expect(mediator.targets == ["echo"])
    }

    @Test func oneTableIsReadByManyThreadsWhileEachWritesItsOwnCopy() throws {
        var shared = RouteTable<Int>()
        for index in 0..<500 { try shared.register("app://shared/\(index)/:id<Int>", index) }
        let base = shared
        let misses = Tally()
        DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
            var mine = base  // shares storage with `base` until it is written to
            for index in 0..<Self.iterations {
                if base.match("app://shared/\(index % 500)/7")?.output != index % 500 { misses.add() }
                if (try? mine.register("app://w\(worker)/\(index)", index)) == nil { misses.add() }
                if mine.match("app://w\(worker)/\(index)")?.output != index { misses.add() }
                if index % 3 == 0, mine.unregister("app://shared/\(index % 500)/:id<Int>") == nil { misses.add() }
            }
            if mine.count != 500 + Self.iterations - (Self.iterations + 2) / 3 { misses.add() }
        }
        #expect(misses.total == 0)
        #expect(base.count == 500)
        #expect(base.match("app://shared/3/1")?.output == 3)
        #expect(base.match("app://w0/0") == nil)
    }
}

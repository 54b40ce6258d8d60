import Observation
import Testing
import Wayfinder
import WayfinderTesting

// The Rendering article's examples, run. Several test bodies appear in the article as they are.

extension RenderingArticle {
    // The time limit catches a hang, not slowness: a busy machine may take minutes.
    @Suite("Rendering article", .timeLimit(.minutes(10)))
    @MainActor
    struct Tests {
        @Test func aRendererIsHandedTheStackAsItIsThenEveryChange() throws {
            let navigator = try makeNavigator()
            let inbox = InboxViewModel(services: navigator.services)
            navigator.services.resetRoot(inbox)

            let renderer = StepLogRenderer()
            try navigator.attach(renderer)  // hands it the stack as it is, first
            inbox.open("Release notes")

            #expect(renderer.lines == [
                "setRoot nav#1 [#1 InboxViewModel]",
                "setScreens nav#1 keeping 1 adding [#2 MessageViewModel] animated",
            ])
            #expect(throws: RendererError.alreadyAttached) { try navigator.attach(StepLogRenderer()) }
        }

        @Test func commandsWaitForTheTransitionOnScreen() throws {
            let navigator = try makeNavigator()
            let renderer = ScreenListRenderer()
            try navigator.attach(renderer, timeout: .seconds(5))
            let inbox = InboxViewModel(services: navigator.services)
            navigator.services.resetRoot(inbox)

            inbox.open("Release notes")  // animated: on screen once the animation ends
            let second = navigator.services.push(MessageViewModel(subject: "Roadmap"))
            #expect(second == .success(.queued))  // waits its turn; the stack has not changed yet
            #expect(navigator.stack.snapshot.topScreen?.viewModelTypeName == "MessageViewModel")
            #expect(navigator.stack.snapshot.topController?.screens.count == 2)

            renderer.animationDidEnd()  // the first push is on screen: the second one goes on
            #expect(navigator.stack.snapshot.topController?.screens.count == 3)
            renderer.animationDidEnd()
            #expect(!navigator.isTransitioning)
        }

        @Test func theScreenListFollowsTheStack() throws {
            let navigator = try makeNavigator()
            let renderer = ScreenListRenderer()
            try navigator.attach(renderer)
            let inbox = InboxViewModel(services: navigator.services)
            let services = navigator.services
            let commands: [() -> Void] = [
                { services.resetRoot(inbox) },
                { inbox.open("one") },
                { services.present(ComposeViewModel(), style: .sheet) },
                { services.push(MessageViewModel(subject: "two")) },
                { services.push(MessageViewModel(subject: "three"), animated: false) },
                { services.popToRoot() },
                { services.present(MessageViewModel(subject: "four"), style: .fullScreen) },
                { services.dismiss() },
                { services.resetScreens([ComposeViewModel(), MessageViewModel(subject: "five")]) },
                { services.dismiss() },
                { services.pop() },
                { services.resetStack([InboxViewModel(services: services), MessageViewModel(subject: "six")]) },
            ]
            for command in commands {
                command()
                renderer.animationDidEnd()
                #expect(!navigator.isTransitioning)
                let expected = navigator.stack.snapshot.levels.map { level in
                    Dictionary(uniqueKeysWithValues: level.controllers.map { ($0.id, $0.screens.map(\.id)) })
                }
                #expect(renderer.levels == expected)
            }
        }

        @Test func waitingForTheScreen() async throws {
            let navigator = try makeNavigator()
            let renderer = ScreenListRenderer()
            try navigator.attach(renderer)
            let inbox = InboxViewModel(services: navigator.services)
            navigator.services.resetRoot(inbox)

            let composing = Task { await inbox.compose() }
            await navigator.settle()  // the task runs as far as its wait for the screen
            #expect(navigator.isTransitioning)
            #expect(navigator.stack.snapshot.levels.count == 2)  // performed: the stack is the truth
            #expect(inbox.log.isEmpty)  // not on screen yet
            renderer.animationDidEnd()
            await composing.value
            #expect(inbox.log == ["compose sheet on screen"])
        }

        @Test func theAfterChangeStageRunsInItsOrder() throws {
            let navigator = try makeNavigator()
            var log: [String] = []
            let subscription = navigator.bus.subscribe { event in
                if case .didPerform = event { log.append("observer") }
            }
            final class OrderRenderer: NavigationRenderer {
                var log: (String) -> Void = { _ in }
                func render(_ transition: NavigationTransition) {
                    log("renderer")
                    transition.finish()
                }
            }
            let renderer = OrderRenderer()
            renderer.log = { log.append($0) }
            try navigator.attach(renderer)
            navigator.services.resetRoot(InboxViewModel(services: navigator.services))
            log.removeAll()
            navigator.bus.send(.present(ComposeViewModel())) { _ in log.append("completion") }
            #expect(log == ["observer", "renderer", "completion"])
            _ = subscription
        }

        @Test func aRendererThatNeverFinishesIsGivenUpOn() async throws {
            /// Shows the stack it is attached to, then never finishes a transition.
            final class StuckRenderer: NavigationRenderer {
                func render(_ transition: NavigationTransition) {
                    if transition.command == nil { transition.finish() }
                }
            }
            let clock = ManualClock()
            // The article's screen map, with the renderer's timeout on the test's clock.
            let navigator = Navigator(screens: try makeNavigator().screens, clock: clock)
            navigator.services.resetRoot(InboxViewModel(services: navigator.services))
            try navigator.attach(StuckRenderer(), timeout: .seconds(5))
            var results: [String] = []
            navigator.bus.send(.present(ComposeViewModel())) { result in
                results.append((try? result.get()) != nil ? "first shown" : "first failed")
            }
            navigator.bus.send(.dismiss()) { result in
                results.append(result == .failure(.rendererTimedOut) ? "second timed out" : "second ran")
            }
            clock.advance(by: .seconds(4))
            #expect(results.isEmpty)
            clock.advance(by: .seconds(1))
            await navigator.settle()
            // The stack keeps the change; the dismissal that waited behind it changed nothing and
            // failed first, then the presentation's completion ran.
            #expect(navigator.stack.snapshot.levels.count == 2)
            #expect(results == ["second timed out", "first shown"])
        }

        @Test func observingTheStack() async throws {
            let navigator = try makeNavigator()
            let changes = navigator.changes
            navigator.services.resetRoot(InboxViewModel(services: navigator.services))
            navigator.services.push(MessageViewModel(subject: "Release notes"))

            var tops: [String] = []
            for await change in changes.prefix(2) {
                tops.append(change.after.topScreen?.viewModelTypeName ?? "nothing")
            }
            #expect(tops == ["InboxViewModel", "MessageViewModel"])
        }

        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
        @Test func theObservableStack() throws {
            let navigator = try makeNavigator()
            navigator.services.resetRoot(InboxViewModel(services: navigator.services))

            let stack = navigator.observableStack  // made on first use, then kept up to date
            navigator.services.push(MessageViewModel(subject: "Release notes"))
            #expect(stack.snapshot.topScreen?.viewModelTypeName == "MessageViewModel")
        }

        @Test func aContainerRendererOnAHostOfYourOwn() throws {
            let navigator = try makeNavigator()
            navigator.services.resetRoot(InboxViewModel(services: navigator.services))
            navigator.services.push(MessageViewModel(subject: "Release notes"))

            let host = TreeHost()
            let renderer = try ContainerRenderer(host: host, navigator: navigator)
            let navigation = try #require(host.root)
            #expect(navigation.children.map(\.screen) == navigator.stack.snapshot.topController?.screens.map(\.id))

            host.userTapsBack(in: navigation)  // reported to the navigator, which pops its stack
            #expect(navigator.stack.snapshot.topScreen?.viewModelTypeName == "InboxViewModel")
            #expect(!renderer.isBusy)

            navigator.services.present(ComposeViewModel(), style: .sheet)
            #expect(navigation.presented?.children.count == 1)
            navigator.services.dismiss()
            #expect(navigation.presented == nil)
        }
    }
}

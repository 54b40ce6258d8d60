import Testing
import Wayfinder
import WayfinderTesting

private final class Page: ViewModel {}

/// One instance, one place, on both sides of the view-model index's threshold: a small stack is
/// scanned, a deep one hashed (built when a check first needs it, dropped when the stack is small
/// again).
@Suite("the duplicate check, shallow and deep")
@MainActor
struct DuplicateCheckTests {
    @Test func aViewModelInTheStackIsFoundAndOneThatLeftIsNotAtAnyDepth() {
        let navigator = TestNavigator()
        let root = Page()
        navigator.services.resetRoot(root)
        var pages: [Page] = []
        for depth in 1...80 {
            let page = Page()
            #expect(navigator.services.push(page).isSuccess)
            pages.append(page)
            // Every few depths, on both sides of the threshold: each page in the stack is found.
            if depth % 9 == 0 {
                #expect(pages.allSatisfy(navigator.stack.contains))
                #expect(navigator.services.push(pages[depth / 2]) == .failure(.duplicateViewModel(for: "Page")))
                #expect(navigator.services.present(root) == .failure(.duplicateViewModel(for: "Page")))
            }
        }
        navigator.services.popTo(pages[49])  // still deep: the hashed view models follow
        #expect(!navigator.stack.contains(pages[60]))
        #expect(navigator.services.push(pages[60]).isSuccess)
        navigator.services.popTo(pages[2])  // deep to shallow in one change
        #expect(!navigator.stack.contains(pages[3]))
        #expect(!navigator.stack.contains(pages[79]))
        #expect(navigator.stack.contains(pages[2]))
        #expect(navigator.services.push(pages[79]).isSuccess)  // it left: it may come back
        #expect(navigator.services.push(pages[1]) == .failure(.duplicateViewModel(for: "Page")))
        #expect(navigator.stack.snapshot.topLevel?.selectedController.count == 5)
    }

    @Test(arguments: [3, 32, 33, 80])
    func aListWithAViewModelTwiceIsRefusedWholeAtAnyLength(length: Int) {
        let navigator = TestNavigator()
        let root = Page()
        navigator.services.resetRoot(root)
        let pages = (0..<length).map { _ in Page() }
        // The repeated one last, so that a check stopping early cannot pass by luck.
        let twice = pages + [pages[length / 2]]
        #expect(navigator.services.resetStack(twice) == .failure(.duplicateViewModel(for: "Page")))
        #expect(navigator.services.resetScreens(twice) == .failure(.duplicateViewModel(for: "Page")))
        #expect(navigator.stack.snapshot.topLevel?.selectedController.count == 1)  // left as it was
        #expect(navigator.services.resetStack(pages).isSuccess)
        #expect(navigator.services.resetScreens(pages.reversed()).isSuccess)
        #expect(navigator.stack.snapshot.topLevel?.selectedController.count == length)
    }
}

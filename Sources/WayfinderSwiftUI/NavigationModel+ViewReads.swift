import Wayfinder

// What each view of `NavigationModelView` reads from the model, one accessor per view, named for
// it. The views (Platform/, Apple platforms only) read the model through these and nothing else.
//
// SwiftUI runs a view's body again when anything it read changes (Observation), so each view reads
// only what it shows. A push or a pop changes its stack's path alone, at any depth, in any tab or
// column. A sheet, an alert or a tab switch changes one property, read by one view. Three things
// make that so:
// - a screen is found through the renderer, not by walking the stacks (`NavigationModel.node(for:)`);
// - a stack's root and a screen's "top of its stack" flag are kept apart from the stack's children;
// - the host writes a property only when its value changes (`SwiftUIHost`).
//
// ViewInvalidationTests tracks exactly these reads on Linux, as SwiftUI does, and counts the views
// each change invalidates.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    /// `NavigationModelView`: the root level, or `nil` before the stack has one.
    package var rootForNavigationModelView: ScreenNode? { root }

    /// `PathScreenView`: a screen above a stack's root, and whether its back button asks its view
    /// model first. Only a screen whose view model guards leaving (``LeaveGuarding``) reads
    /// whether it is on top, so that a push or a pop runs no other screen's body.
    ///
    /// - Parameters:
    ///   - id: The screen's identifier, from the stack's path.
    ///   - stack: The navigation stack the screen is shown in.
    /// - Returns: The screen and whether its back is guarded, or `nil` once it is gone.
    package func screenForPathScreenView(_ id: ScreenID, in stack: ScreenNode) -> (screen: any Screen, backIsGuarded: Bool)? {
        guard let node = node(for: id), let screen = node.screen else { return nil }
        // On top first: a view model that is not `@Observable` is read again whenever the screen
        // comes back to the top, as a pop brings it.
        let guarded = screen.viewModel is any LeaveGuarding && node.isTopOfStack && !userMayPop(in: stack)
        return (screen, guarded)
    }

    /// `PresentedLevelView`: whether the user may drag the presented level away.
    ///
    /// - Parameter level: The presented level's node.
    /// - Returns: Whether its sheet may be dragged away.
    package func mayDismissForPresentedLevelView(_ level: ScreenNode) -> Bool {
        userMayDismiss(level)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ScreenNode {
    /// What a level shows.
    package enum LevelContent {
        /// A `TabView` (`TabsView`).
        case tabs
        /// A `NavigationSplitView` (`SplitView`).
        case split
        /// A `NavigationStack` (`StackView`).
        case stack
    }

    /// `LevelView`: what the level shows, fixed for the node's life (`LevelView` reads nothing
    /// that changes; its presentations and questions are modifiers that read their own).
    package var contentForLevelView: LevelContent {
        switch kind {
        case .tabs: .tabs
        case .split: .split
        default: .stack
        }
    }

    /// `TabsView`: the tabs' navigation stacks and the selected tab.
    package var tabsForTabsView: (stacks: [ScreenNode], selected: Int) { (children, selectedIndex) }

    /// `TabLabelView`: the screen at the root of a tab's stack.
    package var rootForTabLabelView: (any Screen)? { rootScreen?.screen }

    /// `SplitView`: a column's navigation stack, if the split view has the column.
    ///
    /// - Parameter column: A column.
    /// - Returns: The column's navigation stack node.
    package func stackForSplitView(_ column: SplitColumn) -> ScreenNode? { self.column(column) }

    /// `SplitView`: the focused column, the one a collapsed split view shows on top.
    package var focusedColumnForSplitView: SplitColumn { focusedColumn ?? .sidebar }

    /// `StackView`: the path its `NavigationStack` binds to.
    package var pathForStackView: [ScreenID] { path }

    /// `StackRootView`: the stack's root screen.
    package var rootForStackRootView: (any Screen)? { rootScreen?.screen }

    /// The modifier of `Presentations` that shows a presented level, by its style.
    package enum PresentationModifier {
        /// `sheet`: a sheet, or the automatic style.
        case sheet
        /// `fullScreenCover` (a `sheet` on macOS).
        case fullScreenCover
        /// `popover` (a `sheet` on tvOS and watchOS).
        case popover
    }

    /// `Presentations`: the level presented from this one, when this modifier shows its style.
    ///
    /// - Parameter modifier: The modifier asking.
    /// - Returns: The presented level's node.
    package func presentedForPresentations(in modifier: PresentationModifier) -> ScreenNode? {
        guard let presented else { return nil }
        let shownIn: PresentationModifier =
            switch presented.style ?? .automatic {
            case .automatic, .sheet: .sheet
            case .fullScreen: .fullScreenCover
            case .popover: .popover
            }
        return shownIn == modifier ? presented : nil
    }

    /// `PresentedLevelView`: the presented level's style, and the detent its sheet rests at.
    package var styleForPresentedLevelView: (style: ModalStyle?, detent: SheetDetent?) { (style, selectedDetent) }

    /// `Questions`: the question asked over this level.
    package var questionForQuestions: ScreenNode? { question }

    /// `QuestionActions`: the text typed in the question's field.
    package var textForQuestionActions: String { text }
}

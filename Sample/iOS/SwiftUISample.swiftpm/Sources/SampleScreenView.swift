import SampleKit
import SampleShell
import SwiftUI

/// The screen of any sample view model: its lines, and a button for each of its actions. It
/// decides nothing: a button runs the view model's action, which navigates if it will.
struct SampleScreenView<Model: SampleViewModel>: View {
    let model: Model
    let refresh: ScreenRefresh

    var body: some View {
        let _ = refresh.revision  // read again when the view model may have changed
        List {
            SampleLinesSection(lines: model.lines)
            SampleActionsSection(actions: model.actions, refresh: refresh)
        }
        .navigationTitle(model.title)
    }
}

/// A view model's lines, one row each.
struct SampleLinesSection: View {
    let lines: [String]

    var body: some View {
        Section {
            ForEach(Array(lines.enumerated()), id: \.offset) { line in
                Text(verbatim: line.element)
            }
        }
    }
}

/// A view model's actions, one button each, in its order.
struct SampleActionsSection: View {
    let actions: [SampleAction]
    let refresh: ScreenRefresh

    var body: some View {
        Section {
            ForEach(Array(actions.enumerated()), id: \.offset) { action in
                Button(action.element.title) {
                    action.element.perform()
                    refresh.refresh()
                }
            }
        }
    }
}

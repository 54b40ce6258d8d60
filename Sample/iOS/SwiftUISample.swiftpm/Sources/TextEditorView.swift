import SampleKit
import SampleShell
import SwiftUI

/// The screen of an editor (the repository's description): a text field over its text, its
/// lines (which say whether the text is saved) and its actions. While the text is unsaved the
/// view model guards the sheet (`LeaveGuarding`): `NavigationModelView` holds the swipe down,
/// and the editor's own Cancel asks.
struct TextEditorView<Model: SampleViewModel & TextEditing>: View {
    let model: Model
    let refresh: ScreenRefresh
    @State private var text: String

    init(model: Model, refresh: ScreenRefresh) {
        self.model = model
        self.refresh = refresh
        _text = State(initialValue: model.text)
    }

    var body: some View {
        let _ = refresh.revision
        List {
            Section {
                TextField("Description", text: $text)
            }
            SampleLinesSection(lines: model.lines)
            SampleActionsSection(actions: model.actions, refresh: refresh)
        }
        .navigationTitle(model.title)
        .onChange(of: text) { _, typed in
            model.text = typed  // as the terminal's `w <text>`
            refresh.refresh()
        }
    }
}

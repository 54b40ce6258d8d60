import Observation
import SampleKit
import SampleShell
import UIKit

/// The screen of any sample view model, as a table: a text field over an editor's text, the view
/// model's lines, and a row for each of its actions. It decides nothing: a tapped row runs the
/// view model's action, which navigates if it will. An editor with unsaved text holds the
/// sheet's swipe down and the back swipe through the renderer (`LeaveGuarding`), not here.
final class SampleScreenController: UITableViewController {
    private enum Section: Int, CaseIterable {
        case text, lines, actions
    }

    private let model: any SampleViewModel
    private let editor: (any TextEditing)?
    private let refresh: ScreenRefresh
    private var lines: [String] = []
    private var actions: [SampleAction] = []

    /// Creates the screen of a view model.
    ///
    /// - Parameters:
    ///   - model: The view model shown.
    ///   - refresh: Tells the screen when to read its view model again.
    ///   - tabItem: Its tab bar item, when it roots a tab.
    ///   - editing: The same view model as an editor, whose text the text field shows and sets.
    init(model: any SampleViewModel, refresh: ScreenRefresh, tabItem: UITabBarItem? = nil, editing: (any TextEditing)? = nil) {
        self.model = model
        self.editor = editing
        self.refresh = refresh
        super.init(style: .insetGrouped)
        if let tabItem { tabBarItem = tabItem }
        read()
        follow()
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    private func read() {
        title = model.title
        lines = model.lines
        actions = model.actions
    }

    /// Reads the view model again and shows its lines and actions; the text field stays, so
    /// that typing keeps the keyboard.
    private func reload() {
        read()
        guard isViewLoaded else { return }
        tableView.reloadSections(IndexSet([Section.lines.rawValue, Section.actions.rawValue]), with: .none)
    }

    private func follow() {
        withObservationTracking {
            _ = refresh.revision
        } onChange: { [weak self] in
            Task { @MainActor in
                self?.reload()
                self?.follow()
            }
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .text: editor == nil ? 0 : 1
        case .lines: lines.count
        case .actions: actions.count
        case nil: 0
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        switch Section(rawValue: indexPath.section) {
        case .text:  // no content configuration: setting one replaces the content view, and the field with it
            cell.contentView.addSubview(textField(in: cell.contentView))
            cell.selectionStyle = .none
            return cell
        case .lines:
            content.text = lines[indexPath.row]
            cell.selectionStyle = .none
        case .actions:
            content.text = actions[indexPath.row].title
            content.textProperties.color = .tintColor
        case nil:
            break
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        Section(rawValue: indexPath.section) == .actions
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard Section(rawValue: indexPath.section) == .actions, actions.indices.contains(indexPath.row) else { return }
        actions[indexPath.row].perform()
        refresh.refresh()
    }

    private func textField(in container: UIView) -> UITextField {
        let field = UITextField(frame: container.bounds.insetBy(dx: 20, dy: 0))
        field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        field.placeholder = "Description"
        field.text = editor?.text
        field.addAction(UIAction { [weak self, weak field] _ in self?.textDidChange(field?.text ?? "") }, for: .editingChanged)
        return field
    }

    private func textDidChange(_ text: String) {
        editor?.text = text  // as the terminal's `w <text>`
        refresh.refresh()
    }
}

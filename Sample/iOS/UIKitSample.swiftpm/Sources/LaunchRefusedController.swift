import UIKit

/// What the app shows instead of starting when the start-up check failed: each problem, as the
/// check words it (`IssueViewModel has no screen; needed by route sample://repos/…`).
final class LaunchRefusedController: UITableViewController {
    private let problems: [String]

    /// Creates the screen.
    ///
    /// - Parameter problems: What went wrong, one problem a line.
    init(problems: String) {
        self.problems = problems.split(separator: "\n").map(String.init)
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        problems.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "The sample cannot start"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = problems[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

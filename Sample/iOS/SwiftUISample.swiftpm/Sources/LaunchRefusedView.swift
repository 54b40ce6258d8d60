import SwiftUI

/// What the app shows instead of starting when the start-up check failed: each problem, as the
/// check words it (`IssueViewModel has no screen; needed by route sample://repos/…`).
struct LaunchRefusedView: View {
    let problems: [String]

    var body: some View {
        List {
            Section("The sample cannot start") {
                ForEach(problems, id: \.self) { problem in
                    Text(verbatim: problem)
                }
            }
        }
    }
}

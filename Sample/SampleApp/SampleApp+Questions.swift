import SampleKit
import Wayfinder

// The commands while a question is shown over the screen, and `w <text>`.

extension SampleApp {
    /// What a command does while a question is shown: a number answers it, `d` taps outside a
    /// dialog, `w <text>` types into its text field; `b` and `t <n>` cannot reach the screens
    /// under it. `nil` for the commands that go on as usual (a deep link takes the question
    /// away; a resize keeps it; a snapshot, the log, the help and an explanation change nothing).
    ///
    /// - Parameters:
    ///   - command: What the user typed.
    ///   - question: The question shown.
    /// - Returns: What to show, or `nil` to run the command as usual.
    func perform(_ command: SampleCommand, whileAsking question: QuestionSnapshot) -> SampleReply? {
        let answers = QuestionPanel.answers(of: question)
        switch command {
        case .action(let number):
            return terminal.answerQuestion(withButton: number - 1) ? .frame : .message("Choose an answer (\(answers)).")
        case .dismiss:
            return terminal.tapOutsideQuestion()
                ? .frame : .message("An alert cannot be tapped away; choose an answer (\(answers)).")
        case .write(let text):
            return terminal.typeIntoQuestion(text) ? .frame : .message("Answer the question first (\(answers)).")
        case .back, .tab:
            return .message("Answer the question first (\(answers)).")
        case .open, .explain, .width, .stack, .log, .journey, .saveJourney, .help, .quit, .unknown:
            return nil
        }
    }

    /// `w <text>`: types the text into the top screen's editor, as a keyboard would.
    ///
    /// - Parameter text: What the user typed.
    /// - Returns: The frame, or a message when the top screen edits no text.
    func write(_ text: String) -> SampleReply {
        guard let editor = terminal.topScreen?.viewModel as? any TextEditing else {
            return .message("There is nothing to write into here; w <text> types into an editor.")
        }
        editor.text = text
        return .frame
    }

    /// The question shown, as the frame's lines; none when no question is shown.
    var questionLines: [String] {
        guard let node = terminal.shownQuestion, let question = node.asked else { return [] }
        return QuestionPanel.lines(for: question, fieldText: node.fieldText)
    }
}

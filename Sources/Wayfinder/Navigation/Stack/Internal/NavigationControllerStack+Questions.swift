// Questions on the stack: one at most, over the top level. A command returns how a question
// ended (`StackEdit`), and the control loop tells it after the change (`ControlLoop+AfterChange.swift`).

extension NavigationControllerStack {
    func ask(_ question: AskedQuestion) throws(NavigationError) -> StackEdit {
        guard let top = levels.indices.last else { throw .noRoot }
        if let problem = QuestionCheck.problem(in: question.content) ?? question.answerProblem { throw .invalidQuestion(problem) }
        let id = QuestionID(rawValue: lastQuestionNumber + 1)
        guard question.place(as: id) else { throw .questionAlreadyAsked }
        lastQuestionNumber += 1
        let before = snapshot
        let replaced = shownQuestion
        shownQuestion = question
        levels[top].setQuestion(QuestionBox(QuestionSnapshot(id: id, content: question.content)))
        refreshSnapshots(from: top)
        return StackEdit(NavigationChange(before: before, after: snapshot), ending: replaced.map { ($0, .removed) })
    }

    func answerReported(_ id: QuestionID, _ reply: QuestionReply) throws(NavigationError) -> StackEdit {
        guard let top = levels.indices.last, let question = shownQuestion, levels[top].questionBox?.snapshot.id == id else {
            throw .questionNotShown
        }
        if case .button(let index, _) = reply, !question.content.buttons.indices.contains(index) {
            throw .buttonOutOfRange(index: index, count: question.content.buttons.count)
        }
        let before = snapshot
        shownQuestion = nil
        levels[top].setQuestion(nil)
        refreshSnapshots(from: top)
        return StackEdit(NavigationChange(before: before, after: snapshot), ending: (question, .replied(reply)))
    }

    /// Takes the question shown (if any) away after another command changed the stack (it may
    /// have gone with its level already): the command's edit then ends with it gone. A question
    /// ends only by its answer, by a command that takes its place or its screen away, or by the
    /// user: every command but asking takes it away, as its cancel button, and so does a report of
    /// the user's that took screens away (a back swipe, a sheet dragged down).
    func withdrawQuestion(after edit: inout StackEdit) {
        guard let question = shownQuestion else { return }
        edit.endedQuestions.append((question, .removed))
        shownQuestion = nil
        let id = question.id
        guard let level = levels.lastIndex(where: { $0.questionBox?.snapshot.id == id }) else { return }
        levels[level].setQuestion(nil)
        refreshSnapshots(from: level)
        edit.change = edit.change.ending(at: snapshot)
    }
}

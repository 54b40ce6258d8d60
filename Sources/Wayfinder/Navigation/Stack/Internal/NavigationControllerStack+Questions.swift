// Questions on the stack: one at most, over the top level. The stack keeps how each question
// ended until the control loop delivers it, after the change (`ControlLoop+AfterChange.swift`).

extension NavigationControllerStack {
    func ask(_ question: AskedQuestion) throws(NavigationError) -> NavigationChange {
        guard let top = levels.indices.last else { throw .noRoot }
        if let problem = QuestionCheck.problem(in: question.content) ?? question.answerProblem { throw .invalidQuestion(problem) }
        let id = QuestionID(rawValue: lastQuestionNumber + 1)
        guard question.place(as: id) else { throw .questionAlreadyAsked }
        lastQuestionNumber += 1
        let before = snapshot
        if let replaced = shownQuestion { endedQuestions.append((replaced, .removed)) }
        shownQuestion = question
        levels[top].setQuestion(QuestionBox(QuestionSnapshot(id: id, content: question.content)))
        refreshSnapshots(from: top)
        return NavigationChange(before: before, after: snapshot)
    }

    func answerReported(_ id: QuestionID, _ reply: QuestionReply) throws(NavigationError) -> NavigationChange {
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
        endedQuestions.append((question, .replied(reply)))
        return NavigationChange(before: before, after: snapshot)
    }

    /// Takes the question that was shown away after another command changed the stack (it may
    /// have gone with its level already), and returns the command's change with it gone.
    func withdraw(_ question: AskedQuestion, after change: NavigationChange) -> NavigationChange {
        endedQuestions.append((question, .removed))
        shownQuestion = nil
        let id = question.id
        guard let level = levels.lastIndex(where: { $0.questionBox?.snapshot.id == id }) else { return change }
        levels[level].setQuestion(nil)
        refreshSnapshots(from: level)
        return change.ending(at: snapshot)
    }

    /// The questions that ended in the command just applied, which the stack then forgets.
    func takeEndedQuestions() -> [(question: AskedQuestion, ending: QuestionEnding)] {
        defer { endedQuestions.removeAll() }
        return endedQuestions
    }
}

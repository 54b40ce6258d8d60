/// What a command did to the stack: its change, the view models whose screens arrived and left,
/// and the questions that ended. Each command on the stack returns one, and the control loop's
/// after-change stage reads it (`ControlLoop+AfterChange.swift`): the stack keeps none of it.
///
/// Noncopyable, so that it moves through the loop: copied there, it cost ~250 instructions a push.
struct StackEdit: ~Copyable {
    /// A command's record as it writes the stack: the stack before it, and the view models it
    /// brings and takes away (noted by `makeEntry` and `release`).
    struct Journal {
        let before: StackSnapshot
        var arrivals = ViewModelList()
        var departures = ViewModelList()
    }

    /// The change, as observers and the renderer see it.
    var change: NavigationChange
    /// The view models whose screens entered the stack, in stack order (a screen `resetScreens`
    /// keeps did not enter).
    let arrivals: ViewModelList
    /// The view models whose screens left the stack, in stack order. A view model may leave and
    /// come back in the same command (`resetStack` laying it out again): it is in both lists.
    let departures: ViewModelList
    /// The questions that ended (answered, replaced, taken away), with how: one at most.
    var endedQuestions: [(question: AskedQuestion, ending: QuestionEnding)] = []

    /// The edit of a change that brought and took away no screen, and the question it ended.
    init(_ change: NavigationChange, ending question: (AskedQuestion, QuestionEnding)? = nil) {
        (self.change, arrivals, departures) = (change, ViewModelList(), ViewModelList())
        if let question { endedQuestions = [question] }
    }

    /// The edit of a change and its journal.
    init(_ change: NavigationChange, _ journal: Journal) {
        (self.change, arrivals, departures) = (change, journal.arrivals, journal.departures)
    }
}

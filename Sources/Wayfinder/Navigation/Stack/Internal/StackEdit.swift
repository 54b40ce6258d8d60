/// What a command did to the stack: its change, the view models whose screens arrived and left,
/// and the questions that ended. Each command on the stack returns one, and the control loop's
/// after-change stage reads it (`ControlLoop+AfterChange.swift`): the stack keeps none of it.
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
    /// The view models whose screens left the stack, in stack order.
    let departures: ViewModelList
    /// The questions that ended (answered, replaced, taken away), with how: one at most.
    var endedQuestions: [(question: AskedQuestion, ending: QuestionEnding)] = []

    /// The edit of a change that brought and took away no screen, and the question it ended.
    init(_ change: NavigationChange, ending question: (AskedQuestion, QuestionEnding)? = nil) {
        (self.change, arrivals, departures) = (change, ViewModelList(), ViewModelList())
        if let question { endedQuestions = [question] }
    }

    /// The edit of a change and its journal. A view model that left and came back in the same
    /// command (laid out again by `resetStack` or `restore`, brought back from a modal level by
    /// a link) neither arrived nor departed.
    init(_ change: NavigationChange, _ journal: Journal) {
        self.change = change
        guard !journal.arrivals.isEmpty, !journal.departures.isEmpty, Self.overlap(journal) else {
            (arrivals, departures) = (journal.arrivals, journal.departures)
            return
        }
        arrivals = journal.arrivals.removing(journal.departures)
        departures = journal.departures.removing(journal.arrivals)
    }

    /// Whether a view model both arrived and departed: pairwise for a command's few screens, else
    /// through a set. Loops, not `contains(where:)`, whose closure checks the executor (Swift 6).
    private static func overlap(_ journal: Journal) -> Bool {
        if journal.arrivals.count * journal.departures.count > 64 {
            let departed = Set(journal.departures.map(ObjectIdentifier.init))
            for arrived in journal.arrivals where departed.contains(ObjectIdentifier(arrived)) { return true }
            return false
        }
        for arrived in journal.arrivals {
            for departed in journal.departures where departed === arrived { return true }
        }
        return false
    }
}

/// View models in stack order, up to three inline: a push, a pop or a link makes no array (one,
/// even empty, cost a push ~50 instructions as the list moved, and a link an allocation a list).
struct ViewModelList: RandomAccessCollection {
    private enum Storage {
        case none
        case one(any ViewModel)
        case two(any ViewModel, any ViewModel)
        case three(any ViewModel, any ViewModel, any ViewModel)
        case many([any ViewModel])
    }

    private var storage = Storage.none

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .two: 2
        case .three: 3
        case .many(let list): list.count
        }
    }

    subscript(position: Int) -> any ViewModel {
        switch (storage, position) {
        case (.one(let first), 0), (.two(let first, _), 0), (.three(let first, _, _), 0): first
        case (.two(_, let second), 1), (.three(_, let second, _), 1): second
        case (.three(_, _, let third), 2): third
        case (.many(let list), _): list[position]
        default: preconditionFailure("index out of range")
        }
    }

    /// Adds a view model on top.
    mutating func append(_ viewModel: any ViewModel) {
        switch storage {
        case .none: storage = .one(viewModel)
        case .one(let first): storage = .two(first, viewModel)
        case .two(let first, let second): storage = .three(first, second, viewModel)
        case .three(let first, let second, let third): storage = .many([first, second, third, viewModel])
        case .many(var list):
            storage = .none  // the array is uniquely referenced while it grows
            list.append(viewModel)
            storage = .many(list)
        }
    }

    /// The list without the view models in `other`.
    func removing(_ other: ViewModelList) -> ViewModelList {
        let others = Set(other.map(ObjectIdentifier.init))
        var kept = ViewModelList()
        for viewModel in self where !others.contains(ObjectIdentifier(viewModel)) { kept.append(viewModel) }
        return kept
    }
}

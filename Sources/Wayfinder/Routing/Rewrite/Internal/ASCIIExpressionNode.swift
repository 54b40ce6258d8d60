/// A parsed rewrite expression of ``ASCIIExpressionCompiler``'s subset, and the code it
/// compiles to for ``ASCIIExpression``.
indirect enum ASCIIExpressionNode {
    /// One byte of a set (a literal is a set of one).
    case byte(ByteSet)
    case sequence([ASCIIExpressionNode])
    case alternatives([ASCIIExpressionNode])
    /// Capture group `n` (numbered from 1, by opening parenthesis).
    case capture(Int32, ASCIIExpressionNode)
    /// A quantifier: `max` nil for no limit.
    case repeated(ASCIIExpressionNode, min: Int, max: Int?, greedy: Bool)
    case atStart, atEnd

    var canMatchEmpty: Bool {
        switch self {
        case .byte: false
        case .sequence(let nodes): nodes.allSatisfy(\.canMatchEmpty)
        case .alternatives(let nodes): nodes.contains(where: \.canMatchEmpty)
        case .capture(_, let node): node.canMatchEmpty
        case .repeated(let node, let min, _, _): min == 0 || node.canMatchEmpty
        case .atStart, .atEnd: true
        }
    }

    var hasCapture: Bool {
        switch self {
        case .byte, .atStart, .atEnd: false
        case .sequence(let nodes), .alternatives(let nodes): nodes.contains(where: \.hasCapture)
        case .capture: true
        case .repeated(let node, _, _, _): node.hasCapture
        }
    }

    /// Programs longer than this are left to ICU (a bounded repeat copies its body).
    static let maximumProgram = 10_000

    /// Appends the node's instructions: alternatives and repeats become `split`s that try the
    /// preferred way first, as ICU does.
    func emit(into program: inout [ASCIIExpression.Instruction]) throws(ASCIIExpressionCompiler.Unsupported) {
        guard program.count < ASCIIExpressionNode.maximumProgram else { throw ASCIIExpressionCompiler.Unsupported() }
        switch self {
        case .byte(let set):
            program.append(.byte(set))
        case .sequence(let nodes):
            for node in nodes { try node.emit(into: &program) }
        case .alternatives(let nodes):
            var jumpsToEnd: [Int] = []
            for (position, node) in nodes.enumerated() {
                if position < nodes.count - 1 {
                    let split = program.count
                    program.append(.match)  // placeholder
                    try node.emit(into: &program)
                    jumpsToEnd.append(program.count)
                    program.append(.match)  // placeholder
                    program[split] = .split(preferred: Int32(split + 1), other: Int32(program.count))
                } else {
                    try node.emit(into: &program)
                }
            }
            for jump in jumpsToEnd { program[jump] = .jump(Int32(program.count)) }
        case .capture(let group, let inner):
            program.append(.save(2 * group))
            try inner.emit(into: &program)
            program.append(.save(2 * group + 1))
        case .repeated(let inner, let min, let max, let greedy):
            for _ in 0..<min { try inner.emit(into: &program) }
            if let max {
                // Each optional copy: try it (or, lazy, skip to the end first).
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(program.count)
                    program.append(.match)  // placeholder
                    try inner.emit(into: &program)
                }
                let end = Int32(program.count)
                for split in splits {
                    program[split] = greedy
                        ? .split(preferred: Int32(split + 1), other: end)
                        : .split(preferred: end, other: Int32(split + 1))
                }
            } else {
                let loop = program.count
                program.append(.match)  // placeholder
                try inner.emit(into: &program)
                program.append(.jump(Int32(loop)))
                let end = Int32(program.count)
                program[loop] = greedy
                    ? .split(preferred: Int32(loop + 1), other: end)
                    : .split(preferred: end, other: Int32(loop + 1))
            }
        case .atStart:
            program.append(.atStart)
        case .atEnd:
            program.append(.atEnd)
        }
    }
}

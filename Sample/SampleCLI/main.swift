import SampleApp

// The thin executable of the terminal sample: read a command per line, print the new frame.
// Reading standard input works the same when it is a file or a pipe, so
// `printf '1\n1\nq\n' | swift run wayfinder-sample` replays a journey.

@MainActor
func run() throws {
    let app = try SampleApp()
    print(app.frame)
    while true {
        print("\n> ", terminator: "")
        guard let line = readLine(), let output = app.handle(line) else { break }
        print(output)
    }
    print("Bye.")
}

try MainActor.assumeIsolated { try run() }

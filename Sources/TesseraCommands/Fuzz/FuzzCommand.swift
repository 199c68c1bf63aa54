import ArgumentParser
import Foundation
import TesseraFuzzHarness

/// `tessera fuzz`: random public operations across every system, with the invariants checked
/// after each.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Run random operations (valid and invalid) on every system and check the invariants.",
        discussion: """
            Drives snapshots and the diffable data source, list adapters and slices, the screen \
            builder and the layout engine on the headless collection view, with extreme numbers at \
            every boundary, groups and outlines nested thousands of levels deep and identifiers \
            whose hashes collide, and checks after every operation that the host shows the model, \
            cells show current content, frames are finite, cells do not overlap and a refused \
            operation changed nothing. Prints the operations run, the errors reported (invalid input \
            rejected, as intended), the invariant failures (there must be none) and the seed. \
            Exits with status 1 when an invariant failed.

            Examples:
              tessera fuzz --seconds 600 --seed 42
              tessera fuzz --operations 20000
            """
    )

    @Option(parsing: .unconditional, help: "How long to run, in seconds (default 10, unless --operations is given).")
    var seconds: Double?

    @Option(parsing: .unconditional, help: "How many operations to run instead of a duration.")
    var operations: Int?

    @Option(parsing: .unconditional, help: "The seed of the random sequence (default: from the clock).")
    var seed: UInt64?

    func validate() throws {
        if let seconds, !(seconds.isFinite && seconds > 0) {
            throw ValidationError("--seconds must be a positive number, not \(seconds)")
        }
        if let operations, operations <= 0 {
            throw ValidationError("--operations must be a positive number, not \(operations)")
        }
        if seconds != nil && operations != nil {
            throw ValidationError("give --seconds or --operations, not both")
        }
    }

    func run() throws {
        let seed = self.seed ?? UInt64(Date().timeIntervalSince1970 * 1000)
        let report = MainActor.assumeIsolated {
            let harness = FuzzHarness(seed: seed)
            if let operations {
                return harness.run(operations: operations)
            }
            return harness.run(seconds: seconds ?? 10) { progress in
                FileHandle.standardError.write(
                    Data(
                        "\(progress.operations) operations, \(progress.errorsReported) errors reported, \(progress.invariantFailures) invariant failures\n"
                            .utf8))
            }
        }
        print(report)
        if report.invariantFailures > 0 {
            throw ExitCode(1)
        }
    }
}

import Foundation

/// What a fuzz run did: how many operations, how many were rejected with a typed error (invalid
/// input, as intended), and every broken invariant (there must be none).
package struct FuzzReport: Sendable, CustomStringConvertible {
    /// The seed that reproduces the run.
    package var seed: UInt64
    /// Operations run, in all and per system.
    package var operations = 0
    package var operationsBySystem: [String: Int] = [:]
    /// Operations rejected with a typed error or a reported failure, as invalid input should be.
    package var errorsReported = 0
    /// Invariant failures (the first 20 are kept in `failureMessages`).
    package var invariantFailures = 0
    package var failureMessages: [String] = []
    /// How long the run took.
    package var duration: Duration = .zero

    package init(seed: UInt64) {
        self.seed = seed
    }

    mutating func recordFailure(_ message: String) {
        invariantFailures += 1
        if failureMessages.count < 20 { failureMessages.append(message) }
    }

    package var description: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        var lines = [
            "operations run:     \(operations) in \(String(format: "%.1f", seconds)) s",
            "errors reported:    \(errorsReported) (invalid input rejected with a typed error)",
            "invariant failures: \(invariantFailures)",
            "seed:               \(seed) (reproduce with: tessera fuzz --seed \(seed) --operations \(operations))",
        ]
        for (system, count) in operationsBySystem.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(system): \(count) operations")
        }
        lines += failureMessages.map { "  FAILURE \($0)" }
        return lines.joined(separator: "\n")
    }
}

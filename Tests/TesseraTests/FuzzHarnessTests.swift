import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The bounded version of `tessera fuzz`: thousands of random operations across every system,
/// valid and invalid, with the invariants checked after each.
@Suite("Fuzz harness")
@MainActor
struct FuzzHarnessTests {
    @Test(arguments: [UInt64(1), 2026])
    func randomOperationsBreakNoInvariant(seed: UInt64) {
        let report = FuzzHarness(seed: seed).run(operations: 3_000)
        #expect(report.invariantFailures == 0, "\(report)")
        #expect(report.errorsReported > 150, "the harness should also try invalid input: \(report)")
        #expect(report.operationsBySystem.count == FuzzHarness.System.allCases.count, "\(report)")
    }
}

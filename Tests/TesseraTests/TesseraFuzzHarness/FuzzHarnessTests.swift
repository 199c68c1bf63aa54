import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The bounded version of `tessera fuzz`: thousands of random operations across every system,
/// valid and invalid, with the invariants checked after each.
@Suite("Fuzz harness")
@MainActor
struct FuzzHarnessTests {
    /// 200 operations per seed by default, sampled to keep the suite fast (`TESSERA_PROPERTY_SCALE`
    /// multiplies them: 3 runs the 600 of before), in chunks that let the other main-actor tests run.
    @Test(arguments: [UInt64(1), 2026])
    func randomOperationsBreakNoInvariant(seed: UInt64) async {
        let operations = PropertyRuns.count(200)
        let report = await FuzzHarness(seed: seed).run(operations: operations, yieldingEvery: 20)
        #expect(report.invariantFailures == 0, "\(report)")
        #expect(report.errorsReported > operations / 20, "the harness should also try invalid input: \(report)")
        #expect(report.operationsBySystem.count == FuzzHarness.System.allCases.count, "\(report)")
    }
}

/// The re-entrancy system alone, longer: operations made from inside every callback Tessera makes,
/// and data owners released mid-update (docs/Reliability.md, "Re-entrancy").
@Suite("Fuzz harness: re-entrant callbacks")
@MainActor
struct ReentrantCallbackFuzzTests {
    @Test func operationsMadeFromCallbacksBreakNoInvariant() async {
        let harness = FuzzHarness(seed: 30, systems: [.reentrantCallbacks])
        let report = await harness.run(operations: PropertyRuns.count(400), yieldingEvery: 20)
        #expect(report.invariantFailures == 0, "\(report)")
    }
}

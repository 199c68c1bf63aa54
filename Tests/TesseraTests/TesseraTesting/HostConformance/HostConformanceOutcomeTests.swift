import Foundation
import Tessera
import TesseraTesting
import Testing

/// `HostConformanceOutcome`: what one check found — passed, or failed with why — one per check of
/// a suite's run, in the scenarios' order.
@Suite("HostConformanceOutcome")
@MainActor
struct HostConformanceOutcomeTests {
    @Test func aRunGivesOneOutcomePerScenarioInOrder() async {
        let outcomes = await HostConformanceSuite<HeadlessCollectionView>.headless.run()
        #expect(outcomes.map(\.name) == HostConformanceScenario.allCases.map(\.rawValue))
        #expect(outcomes.allSatisfy { $0.isPassed }, "\(outcomes.filter { !$0.isPassed })")
        #expect(outcomes.allSatisfy { $0.description == "passed: \($0.name)" })
    }

    @Test func aFailedOutcomeSaysWhichRuleAndWhy() async throws {
        let check = HostConformanceSuite<HeadlessCollectionView>.headless.check(.firstApplyBeforeLayout)
        let failed = try #require(await HostConformanceCheckTests.runOnFaultyHost(check))
        let failure = try #require(failed.failure)
        #expect(!failed.isPassed)
        #expect(failed.name == HostConformanceScenario.firstApplyBeforeLayout.rawValue)
        #expect(failed.description == "FAILED: \(failed.name) (\(check.rule)) — \(failure)")
    }
}

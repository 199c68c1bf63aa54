import Foundation
@_spi(Testing) import Tessera
import TesseraTesting
import Testing

/// `HostConformanceCheck`: one scenario run on new hosts of a configuration. It passes on a host
/// that keeps UIKit's rules, and fails — naming the rule and what went wrong — on one that reports
/// a failure no check provoked.
@Suite("HostConformanceCheck")
@MainActor
struct HostConformanceCheckTests {
    private let suite = HostConformanceSuite<HeadlessCollectionView>.headless

    @Test func eachScenariosCheckNamesItsScenarioAndARule() {
        for scenario in HostConformanceScenario.allCases {
            let check = suite.check(scenario)
            #expect(check.scenario == scenario)
            #expect(!check.rule.isEmpty, "\(scenario)")
        }
        let rules = HostConformanceScenario.allCases.map { suite.check($0).rule }
        #expect(Set(rules).count == rules.count, "two scenarios state the same rule")
    }

    /// The headless host, whose settling reports a failure no check asked for.
    static func faultyHeadless() -> HostConformanceSuite<HeadlessCollectionView>.Configuration {
        let headless = HostConformanceSuite<HeadlessCollectionView>.headless.configuration
        return HostConformanceSuite<HeadlessCollectionView>.Configuration(
            makeHost: headless.makeHost, layoutIfNeeded: headless.layoutIfNeeded,
            settle: { host in
                await headless.settle(host)
                host.reportFailure(CollectionViewError(.layout, "a stray failure"))
            },
            sameNamedCellClasses: headless.sameNamedCellClasses)
    }

    /// Runs a check on the faulty host; the stray failure is an issue of the running test too.
    static func runOnFaultyHost(_ check: HostConformanceCheck<HeadlessCollectionView>) async
        -> HostConformanceOutcome?
    {
        var outcome: HostConformanceOutcome?
        await withKnownIssue {
            outcome = await check.run(faultyHeadless())
        }
        return outcome
    }

    @Test func aCheckFailsOnAHostThatReportsAStrayFailure() async {
        let check = suite.check(.applyDuringAnimation)
        let outcome = await Self.runOnFaultyHost(check)
        #expect(outcome?.isPassed == false)
        #expect(outcome?.failure?.contains("a stray failure") == true, "\(String(describing: outcome))")
        #expect(outcome?.rule == check.rule)
        // The same check on the headless host as it is passes.
        #expect(await check.run(suite.configuration).isPassed)
    }
}

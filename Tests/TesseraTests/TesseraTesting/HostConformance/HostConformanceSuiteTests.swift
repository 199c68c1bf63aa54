import Foundation
import Tessera
import TesseraTesting
import Testing

@Suite("Host conformance: HeadlessCollectionView")
@MainActor
struct HostConformanceSuiteTests {
    @Test(arguments: HostConformanceScenario.allCases)
    func headlessHostPasses(_ scenario: HostConformanceScenario) async {
        let suite = HostConformanceSuite<HeadlessCollectionView>.headless
        let outcome = await suite.check(scenario).run(suite.configuration)
        #expect(outcome.isPassed, "\(outcome)")
    }
}

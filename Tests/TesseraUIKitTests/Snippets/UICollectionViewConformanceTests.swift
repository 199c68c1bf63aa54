// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraTesting
import TesseraUIKit
import Testing
import UIKit

/// The host conformance suite against a real `UICollectionView` in a window: run it in a test
/// target on an iOS simulator (Xcode's test navigator, or `xcodebuild test`).
@Suite("Host conformance: UICollectionView")
@MainActor
struct UICollectionViewConformanceTests {
    @Test(arguments: HostConformanceScenario.allCases)
    func uiCollectionViewPasses(_ scenario: HostConformanceScenario) async {
        let suite = HostConformanceSuite<UICollectionView>.uikit()
        let outcome = await suite.check(scenario).run(suite.configuration)
        #expect(outcome.isPassed, "\(outcome)")
    }
}
// snippet.hide
#endif

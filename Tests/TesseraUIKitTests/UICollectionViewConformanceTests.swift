#if canImport(UIKit)
    import Testing
    import Tessera
    import TesseraTesting
    import TesseraUIKit
    import UIKit

    /// The host conformance suite against a real `UICollectionView` in a window. It runs on a Mac
    /// (`swift test` for an iOS simulator destination, or Xcode's test navigator); on Linux this
    /// target is empty.
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
#endif

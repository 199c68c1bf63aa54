import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// How a description is installed on a collection view, and what its layout is told before a
/// batch update: decided by the core (`InstalledLayout`), transcribed by TesseraUIKit's
/// `setLayout(_:animated:)`, `updateLayoutDescription(_:)` and `prepareLayout(for:)`.
@Suite("Installed layout")
struct InstalledLayoutTests {
    private let rows = TestLayouts.rows()
    private var horizontalRows: CompositionalLayout {
        var layout = TestLayouts.rows()
        layout.configuration.scrollDirection = .horizontal
        return layout
    }

    // MARK: Apple's engine

    /// Apple's layout reads its configuration once: a description with the same configuration goes
    /// behind it, in place; another configuration needs a new translated layout.
    @Test func applesLayoutTakesADescriptionInPlaceOnlyWithTheSameConfiguration() {
        let installed = InstalledLayout.appleCompositional(rows.configuration)
        guard case .replaceAppleDescription = installed.installation(of: rows, engine: .automatic, animated: true)
        else {
            Issue.record("the same configuration should replace the description in place")
            return
        }
        guard case .installAppleLayout = installed.installation(of: horizontalRows, engine: .automatic, animated: true)
        else {
            Issue.record("another configuration should install a new translated layout")
            return
        }
        #expect(installed.takesDescriptionInPlace(rows, engine: .automatic))
        #expect(!installed.takesDescriptionInPlace(horizontalRows, engine: .automatic))
    }

    /// A compositional description on Apple's engine over Tessera's layout, or a layout Tessera did
    /// not install, installs Apple's; inside an update it cannot be taken in place.
    @Test func aCompositionalDescriptionReplacesAnyOtherLayoutWithApples() {
        for installed in [InstalledLayout.tessera, .other] {
            guard case .installAppleLayout = installed.installation(of: rows, engine: .automatic, animated: false)
            else {
                Issue.record("\(installed): Apple's layout should be installed")
                continue
            }
            #expect(!installed.takesDescriptionInPlace(rows, engine: .automatic), "\(installed)")
        }
    }

    // MARK: Tessera's engine

    /// An installed Tessera layout takes any description; an animated change animates through an
    /// empty batch update (`performBatchUpdates(nil)`), a non-animated one does not.
    @Test func tesserasLayoutTakesEveryDescriptionAndAnimatesThroughAnEmptyBatch() {
        let stacked: any CollectionLayout = StackedLayout(sections: [])
        let cases: [(any CollectionLayout, TesseraLayoutEngine)] = [(stacked, .automatic), (rows, .tessera)]
        for (layout, engine) in cases {
            for animated in [false, true] {
                guard
                    case .replaceTesseraDescription(let animates) = InstalledLayout.tessera.installation(
                        of: layout, engine: engine, animated: animated)
                else {
                    Issue.record("\(type(of: layout)) on \(engine): the installed layout should take it")
                    continue
                }
                #expect(animates == animated)
            }
            #expect(InstalledLayout.tessera.takesDescriptionInPlace(layout, engine: engine))
        }
    }

    /// Apple's layout, or a layout Tessera did not install, is replaced by Tessera's for a
    /// description Tessera's engine lays out.
    @Test func aDescriptionForTesserasEngineReplacesAnyOtherLayout() {
        for installed in [InstalledLayout.appleCompositional(rows.configuration), .other] {
            guard case .installTesseraLayout = installed.installation(of: rows, engine: .tessera, animated: true) else {
                Issue.record("\(installed): Tessera's layout should be installed")
                continue
            }
            #expect(!installed.takesDescriptionInPlace(rows, engine: .tessera), "\(installed)")
        }
    }

    // MARK: Batch updates

    @Test func beforeABatchUpdateTesserasLayoutTakesItAndApplesIsInvalidated() {
        #expect(InstalledLayout.tessera.updateHandOver == .movesMeasurementsWithUpdate)
        #expect(InstalledLayout.appleCompositional(rows.configuration).updateHandOver == .invalidatesSections)
        #expect(InstalledLayout.other.updateHandOver == .none)
    }

    /// The headless host, where Tessera's engine is always installed, takes every description in
    /// place — the same answer.
    @MainActor
    @Test func theHeadlessHostTakesDescriptionsAsTesserasLayoutDoes() {
        let collectionView = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rows)
        #expect(collectionView.updateLayoutDescription(horizontalRows))
        #expect(collectionView.collectionViewLayout.scrollDirection == .horizontal)
    }
}

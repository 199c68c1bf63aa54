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
    private let apple = LayoutEngineChoice(engine: .appleCompositional)
    private let tessera = LayoutEngineChoice(engine: .tessera)

    private func installed(_ layout: CompositionalLayout, dependsOnItemCounts: Bool = false) -> InstalledLayout {
        .appleCompositional(
            AppleInstallation(
                layout,
                choice: LayoutEngineChoice(engine: .appleCompositional, dependsOnItemCounts: dependsOnItemCounts)))
    }

    // MARK: Apple's engine

    /// Apple's layout reads its configuration once: a description with the same configuration goes
    /// behind it, in place; another configuration needs a new translated layout.
    @Test func applesLayoutTakesADescriptionInPlaceOnlyWithTheSameConfiguration() {
        let installed = installed(rows)
        guard case .replaceAppleDescription = installed.installation(of: rows, choice: apple, animated: true)
        else {
            Issue.record("the same configuration should replace the description in place")
            return
        }
        guard case .installAppleLayout = installed.installation(of: horizontalRows, choice: apple, animated: true)
        else {
            Issue.record("another configuration should install a new translated layout")
            return
        }
        #expect(installed.takesDescriptionInPlace(rows, choice: apple))
        #expect(!installed.takesDescriptionInPlace(horizontalRows, choice: apple))
    }

    /// The same description goes behind Apple's layout without invalidating it — Apple's own
    /// diffable data source never invalidates its layout —; another description (another section
    /// provider) makes Apple ask for its sections again.
    @Test func applesLayoutIsInvalidatedOnlyForAnotherDescription() {
        let installed = installed(rows)
        guard
            case .replaceAppleDescription(_, let sameInvalidates) = installed.installation(
                of: rows, choice: apple, animated: false)
        else {
            Issue.record("the same description should go in place")
            return
        }
        #expect(!sameInvalidates)
        guard
            case .replaceAppleDescription(_, let otherInvalidates) = installed.installation(
                of: TestLayouts.rows(), choice: apple, animated: false)
        else {
            Issue.record("another description with the same configuration should go in place")
            return
        }
        #expect(otherInvalidates)
    }

    /// A compositional description on Apple's engine over Tessera's layout, or a layout Tessera did
    /// not install, installs Apple's; inside an update it cannot be taken in place.
    @Test func aCompositionalDescriptionReplacesAnyOtherLayoutWithApples() {
        for installed in [InstalledLayout.tessera, .other] {
            guard case .installAppleLayout = installed.installation(of: rows, choice: apple, animated: false)
            else {
                Issue.record("\(installed): Apple's layout should be installed")
                continue
            }
            #expect(!installed.takesDescriptionInPlace(rows, choice: apple), "\(installed)")
        }
    }

    // MARK: Tessera's engine

    /// An installed Tessera layout takes any description; an animated change animates through an
    /// empty batch update (`performBatchUpdates(nil)`), a non-animated one does not.
    @Test func tesserasLayoutTakesEveryDescriptionAndAnimatesThroughAnEmptyBatch() {
        let stacked: any CollectionLayout = StackedLayout(sections: [])
        for layout in [stacked, rows] {
            for animated in [false, true] {
                guard
                    case .replaceTesseraDescription(let animates) = InstalledLayout.tessera.installation(
                        of: layout, choice: tessera, animated: animated)
                else {
                    Issue.record("\(type(of: layout)): the installed layout should take it")
                    continue
                }
                #expect(animates == animated)
            }
            #expect(InstalledLayout.tessera.takesDescriptionInPlace(layout, choice: tessera))
        }
    }

    /// Apple's layout, or a layout Tessera did not install, is replaced by Tessera's for a
    /// description Tessera's engine lays out.
    @Test func aDescriptionForTesserasEngineReplacesAnyOtherLayout() {
        for installed in [installed(rows), .other] {
            guard case .installTesseraLayout = installed.installation(of: rows, choice: tessera, animated: true) else {
                Issue.record("\(installed): Tessera's layout should be installed")
                continue
            }
            #expect(!installed.takesDescriptionInPlace(rows, choice: tessera), "\(installed)")
        }
    }

    // MARK: Batch updates

    /// Before a batch update Tessera's layout takes it; Apple's is left to follow the update, as
    /// with Apple's diffable data source, unless the update brought another description or its
    /// sections depend on item counts (a custom section placed for its count).
    @Test func beforeABatchUpdateTesserasLayoutTakesItAndApplesIsInvalidatedOnlyWhenItMustBe() {
        #expect(InstalledLayout.tessera.updateHandOver(descriptionChanged: false) == .movesMeasurementsWithUpdate)
        #expect(installed(rows).updateHandOver(descriptionChanged: false) == .none)
        #expect(installed(rows).updateHandOver(descriptionChanged: true) == .invalidatesSections)
        #expect(
            installed(rows, dependsOnItemCounts: true).updateHandOver(descriptionChanged: false) == .invalidatesSections
        )
        #expect(InstalledLayout.other.updateHandOver(descriptionChanged: true) == .none)
    }

    /// The headless host takes every description in place, on either engine.
    @MainActor
    @Test func theHeadlessHostTakesEveryDescriptionInPlace() {
        let collectionView = TestViews.headless(height: 844, layout: rows)
        #expect(collectionView.updateLayoutDescription(horizontalRows))
        #expect(collectionView.collectionViewLayout.scrollDirection == .horizontal)
    }
}

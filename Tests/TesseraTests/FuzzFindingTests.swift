import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Defects the coverage-guided fuzzer found (docs/Reliability.md, "What issue 41 found, and its
/// fixes"), each reproduced through the public API.
@Suite("Fuzzer findings")
@MainActor
struct FuzzFindingTests {
    /// A cell whose height calculation runs an action once, and that measures itself at a
    /// height of its own.
    final class ActingCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        struct Model: Hashable, Identifiable, Sendable {
            var id: Int
            var measuredHeight: CGFloat = 50
        }
        @MainActor static var onCalculate: (() -> Void)?
        private(set) var model: Model?
        required init() {}
        func configure(model: Model, animated: Bool, completion: (() -> Void)?) {
            self.model = model
            completion?()
        }
        static func calculateHeight(model: Model, width: CGFloat) -> CGFloat {
            MainActor.assumeIsolated {
                let action = onCalculate
                onCalculate = nil
                action?()
            }
            return 50
        }
        override var contentDescription: String { model.map { "\($0.id)" } ?? "" }
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var preferred = attributes
            preferred.frame.size.height = model?.measuredHeight ?? attributes.frame.height
            return preferred
        }
    }

    /// An adapter set up on a view that showed another adapter's rows, whose size calculation
    /// scrolls, was asked for rows it did not have ("no item at 0-6 in the list adapter"): the
    /// update's count query had loaded the new counts, and the scroll placed cells from the
    /// solution of the old ones. A scroll made while a layout pass is due now runs that pass.
    @Test func aScrollFromASizeCalculationOfANewAdapterShowsItsRows() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: TestLayouts.rows())
        let first = ListAdapter<ActingCell>(heightMode: .calculated)
        first.setup(collectionView: view)
        first.reload(items: (0..<30).map { ActingCell.Model(id: $0) })
        view.layoutIfNeeded()
        let adapter = ListAdapter<ActingCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        ActingCell.onCalculate = { view.contentOffset.y = 300 }
        adapter.reload(items: (100..<140).map { ActingCell.Model(id: $0) })
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.itemCounts == [40])
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil)
    }

    /// Self-sizing rows that measure far smaller than their estimate let a new row into the
    /// bounds at each pass; after eight passes the host stopped and showed fewer cells than its
    /// layout had in the bounds. Passes now go on while each measures a row not shown before.
    @Test func rowsMeasuringFarBelowTheirEstimateFillTheBounds() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: TestLayouts.selfSizingRows())
        let adapter = ListAdapter<ActingCell>(heightMode: .automatic(estimated: 44))
        adapter.setup(collectionView: view)
        adapter.reload(items: (0..<200).map { ActingCell.Model(id: $0, measuredHeight: 1) })
        view.layoutIfNeeded()
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil)
        #expect(view.indexPathsForVisibleItems.count >= 100)
    }
}

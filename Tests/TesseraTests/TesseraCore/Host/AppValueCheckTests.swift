import Foundation
import IssueReporting
import Tessera
import TesseraTestSupport
import Testing

/// Every value an app's code hands back is checked one by one (docs/Reliability.md, "Numbers"):
/// a bad one is reported with its item and model and replaced, and never blanks the rest.
@Suite("App values checked one by one")
@MainActor
struct AppValueCheckTests {
    /// A cell whose height calculation returns a model's own number.
    final class HostileHeightCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        struct Model: Hashable, Identifiable, Sendable {
            var id: Int
            var height: CGFloat
        }
        private(set) var model: Model?
        required init() {}
        func configure(model: Model, animated: Bool, completion: (() -> Void)?) {
            self.model = model
            completion?()
        }
        static func calculateHeight(model: Model, width: CGFloat) -> CGFloat { model.height }
        override var contentDescription: String { model.map { "\($0.id)" } ?? "" }
    }

    /// One `calculateHeight` returning NaN, ∞, −1 or 10³⁰¹ blanked the whole `.calculated` list:
    /// its sizes reached the solve unchecked, which refused them all. Now that row alone takes the
    /// list's estimate, and the failure names it.
    @Test(arguments: [CGFloat.nan, .infinity, -1, 1e301])
    func aBadCalculatedHeightIsReportedForItsItemAlone(_ bad: CGFloat) {
        let view = TestViews.headless(height: 600)
        let adapter = ListAdapter<HostileHeightCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        // The failure is checked through the view's record, not as a runtime warning.
        withIssueReporters([]) {
            adapter.reload(items: [.init(id: 0, height: 30), .init(id: 1, height: bad), .init(id: 2, height: 50)])
            view.layoutIfNeeded()
        }
        #expect(view.indexPathsForVisibleItems.count == 3)
        #expect(view.itemFrame(at: IndexPath(item: 0, section: 0))?.height == 30)
        #expect(view.itemFrame(at: IndexPath(item: 1, section: 0))?.height == 44)
        #expect(view.itemFrame(at: IndexPath(item: 2, section: 0))?.height == 50)
        #expect(view.failures.count == 1)
        #expect(view.failures.first?.message.contains("item 1 (Model(id: 1, height: \(bad)))") == true)
        // Reported once, although the next update asks again.
        withIssueReporters([]) {
            adapter.appendItems([.init(id: 3, height: 20)])
            view.layoutIfNeeded()
        }
        #expect(view.failures.count == 1)
        #expect(view.indexPathsForVisibleItems.count == 4)
    }
}

import Foundation
import Tessera
import Testing

@Suite("Selection reconciliation")
struct SelectionReconciliationTests {
    private typealias Reconciliation = SelectionReconciliation<String, String>
    private let shown =
        (try? Snapshot<String, String>([("fruit", ["apple", "pear"]), ("veg", ["leek", "kale"])]))
        ?? Snapshot()

    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func theViewFollowsTheBindingAndGoneItemsLeaveIt() {
        let reconciliation = Reconciliation(
            selection: ["pear", "kale", "gone"], selectedIndexPaths: [path(0, 0), path(0, 1)], shown: shown,
            allowsMultipleSelection: true)
        #expect(reconciliation.indexPathsToSelect == [path(1, 1)])
        #expect(reconciliation.indexPathsToDeselect == [path(0, 0)])
        #expect(reconciliation.selection == ["pear", "kale"])
    }

    @Test func oneSelectionKeepsTheFirstShownItem() {
        let reconciliation = Reconciliation(
            selection: ["kale", "pear"], selectedIndexPaths: [path(1, 1)], shown: shown,
            allowsMultipleSelection: false)
        #expect(reconciliation.indexPathsToSelect == [path(0, 1)])
        #expect(reconciliation.indexPathsToDeselect == [path(1, 1)])
        #expect(reconciliation.selection == ["pear"])
    }

    @Test func aSelectionInStepChangesNothing() {
        let reconciliation = Reconciliation(
            selection: ["leek"], selectedIndexPaths: [path(1, 0)], shown: shown, allowsMultipleSelection: false)
        #expect(reconciliation.indexPathsToSelect.isEmpty && reconciliation.indexPathsToDeselect.isEmpty)
        #expect(reconciliation.selection == ["leek"])
    }

    @Test func tapsUpdateTheBinding() {
        #expect(
            Reconciliation.selection(afterSelecting: "kale", in: ["pear"], allowsMultipleSelection: false) == ["kale"])
        #expect(
            Reconciliation.selection(afterSelecting: "kale", in: ["pear"], allowsMultipleSelection: true) == [
                "pear", "kale",
            ])
        #expect(Reconciliation.selection(afterDeselecting: "pear", in: ["pear", "kale"]) == ["kale"])
    }
}

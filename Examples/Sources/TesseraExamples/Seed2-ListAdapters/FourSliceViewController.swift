#if canImport(UIKit)
    import Tessera
    import ExampleScreens
    import TesseraUIKit
    import UIKit

    /// A row of the four-slice screen.
    struct SliceRow: Identifiable, Hashable, Sendable {
        let id: UUID
        var text: String
    }

    /// A row cell, 44 pt.
    final class SliceRowCell: UICollectionViewListCell, HeightMeasurableView, RegistrableView {
        func configure(model: SliceRow, animated: Bool, completion: (() -> Void)?) {
            var content = defaultContentConfiguration()
            content.text = model.text
            contentConfiguration = content
            completion?()
        }

        static func calculateHeight(model: SliceRow, width: CGFloat) -> CGFloat { 44 }
    }

    /// Seed 2: one list split into four slices, each owned by its own controller. A controller edits
    /// its slice by its own indexes; the slices after it move, and none can touch another's rows.
    ///
    /// Generic over the row cell: the UIKit screen shows ``SliceRowCell``s at their calculated height,
    /// the SwiftUI one ``SliceRowHostingCell``s that measure their SwiftUI content.
    final class FourSliceViewController<Cell: HeightMeasurableView & RegistrableView>: ExampleCollectionViewController
    where Cell.Model == SliceRow {
        /// How tall the rows are: calculated by the cell type, or measured.
        private var heightMode = ListItemSizeMode.calculated
        private lazy var adapter = ListAdapter<Cell>(heightMode: heightMode)
        private var slices: [SliceController] = []

        /// A screen whose rows are `Cell`s, sized by `heightMode`.
        convenience init(heightMode: ListItemSizeMode) {
            self.init(nibName: nil, bundle: nil)
            self.heightMode = heightMode
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            adapter.setup(collectionView: collectionView)
            adapter.dragAndDropStyle = .reorder

            let rows = FourSliceScreen.initialRows.map { texts in texts.map { SliceRow(id: UUID(), text: $0) } }
            adapter.reload(items: rows.flatMap { $0 })
            do {
                var start = 0
                for (title, sliceRows) in zip(FourSliceScreen.sliceTitles, rows) {
                    slices.append(SliceController(title: title, slice: try adapter[start..<start + sliceRows.count]))
                    start += sliceRows.count
                }
            } catch {
                showError(error)
            }
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Add",
                menu: UIMenu(
                    children: slices.map { slice in
                        UIAction(title: "Add to \(slice.title)") { [weak self] _ in
                            guard let self else { return }
                            do { try slice.addRow() } catch { self.showError(error) }
                        }
                    }))
        }
    }

    /// The controller of one slice: it only knows its own rows.
    @MainActor
    private final class SliceController {
        let title: String
        let slice: ListSliceAdapter<SliceRow>

        init(title: String, slice: ListSliceAdapter<SliceRow>) {
            self.title = title
            self.slice = slice
        }

        /// Inserts a row at the top of the slice.
        func addRow() throws(ListAdapterError) {
            try slice.insertItem(SliceRow(id: UUID(), text: "\(title) \(slice.count + 1)"), at: 0)
        }
    }
#endif

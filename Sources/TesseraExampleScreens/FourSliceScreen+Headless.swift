import Foundation
import Tessera

/// Seed 2's four slices on the headless collection view: one ``ListAdapter`` whose rows four
/// controllers own as ``ListSliceAdapter``s, as on iOS.
extension FourSliceScreen {
    /// A row of a slice: its text, unique across the screen.
    public struct Row: Hashable, Identifiable, Sendable {
        /// The slice it belongs to and its place there.
        public var id: String
        /// The text shown.
        public var text: String

        /// A row.
        public init(id: String, text: String) {
            self.id = id
            self.text = text
        }
    }

    /// A row cell: its text in the default list style, 44 points.
    public final class HeadlessRowCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        public required init() {}

        public func configure(model: Row, animated: Bool, completion: (() -> Void)?) {
            var content = defaultContentConfiguration()
            content.text = model.text
            contentConfiguration = content
            completion?()
        }

        /// 44 points.
        public static func calculateHeight(model: Row, width: CGFloat) -> CGFloat { 44 }
    }

    /// The rows of ``initialRows`` with identifiers.
    public static var rows: [[Row]] {
        zip(sliceTitles, initialRows).map { title, texts in
            texts.enumerated().map { Row(id: "\(title).\($0.offset)", text: $0.element) }
        }
    }

    /// The screen on a headless collection view of a size: the rows reloaded into one adapter,
    /// then sliced into one ``ListSliceAdapter`` per controller (returned with the screen, in
    /// order), which edit their rows by their own indexes.
    ///
    /// - Throws: `ListAdapterError` if a slice's range did not fit the rows (it does).
    /// - Complexity: that of the first layout pass.
    @MainActor
    public static func headless(
        size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) throws(ListAdapterError) -> (screen: HeadlessScreen, slices: [ListSliceAdapter<Row>]) {
        let view = HeadlessScreen.collectionView(size: size, layoutDirection: layoutDirection)
        let adapter = ListAdapter<HeadlessRowCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        let rows = Self.rows
        adapter.reload(items: rows.flatMap { $0 })
        var slices: [ListSliceAdapter<Row>] = []
        var start = 0
        for sliceRows in rows {
            slices.append(try adapter[start..<start + sliceRows.count])
            start += sliceRows.count
        }
        return (HeadlessScreen(collectionView: view, dataSource: adapter), slices)
    }
}

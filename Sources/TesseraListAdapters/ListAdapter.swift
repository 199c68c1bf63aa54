import Foundation

/// A list of one cell type, edited by index: insert, append, delete, update, reload, move and
/// batch — each change becomes one batch update on the collection view.
///
/// ```swift
/// let adapter = ListAdapter<MessageCell>(heightMode: .calculated)
/// adapter.setup(collectionView: collectionView)
/// adapter.spacing = 8
/// adapter.reload(items: messages)
/// try adapter.insertItem(newMessage, at: 0)
/// adapter.onSelectItem = { index in open(adapter[index]) }
/// adapter.onWillDisplayCell = { cell, index in cell.startAnimating() }   // cell: MessageCell
/// let pinned = try adapter[0..<3]            // a slice for another controller
/// ```
///
/// Vertical lists need cells that can measure their height (``HeightMeasurableView``), horizontal
/// ones their width (``WidthMeasurableView``). Every edit validates its indexes and throws a
/// ``ListAdapterError`` naming the bad index and the count, changing nothing.
///
/// For `reload(items:needsRedraw:)`, items are the same item across reloads when they are
/// `Identifiable` (same `id`; a changed value is reconfigured) or `Hashable` (same value).
@MainActor
public final class ListAdapter<Cell: ConfigurableView & RegistrableView>: ListAdapting {
    @_spi(ListAdapterImplementation) public let listSlice: ListSliceAdapter<Cell.Model>

    init(axis: LayoutAxis, sizeMode: ListItemSizeMode, extent: @escaping (Cell.Model, CGFloat) -> CGFloat) {
        let strategy = CellStrategy<Cell.Model>(
            register: { host in
                host.registerCell(Cell.self, reuseIdentifier: Cell.reuseIdentifier)
                host.registerSupplementaryView(
                    Cell.self, ofKind: ListAdapterCore<Cell.Model>.headerKind, reuseIdentifier: Cell.reuseIdentifier)
            },
            cell: { host, indexPath, model in
                let cell = try host.dequeueReusableCell(
                    Cell.self, withReuseIdentifier: Cell.reuseIdentifier, for: indexPath)
                cell.configure(model: model, animated: false, completion: nil)
                return cell
            },
            header: { host, indexPath, model in
                let header = try host.dequeueReusableSupplementaryView(
                    Cell.self, ofKind: ListAdapterCore<Cell.Model>.headerKind,
                    withReuseIdentifier: Cell.reuseIdentifier,
                    for: indexPath)
                header.configure(model: model, animated: false, completion: nil)
                return header
            },
            extent: { _, model, across in extent(model, across) }
        )
        let core = ListAdapterCore(
            axis: axis, sizeMode: sizeMode, strategy: strategy, identity: ModelIdentity.identity)
        core.editor.contentChanged = ModelIdentity.contentChanged
        listSlice = ListSliceAdapter(list: core, range: 0..<0, isWholeList: true, parent: nil, section: nil)
        core.cellWillDisplay = { [weak self] cell, index in
            guard let cell = cell as? Cell else { return }
            self?.onWillDisplayCell?(cell, index)
        }
        core.cellDidEndDisplaying = { [weak self] cell, index in
            guard let cell = cell as? Cell else { return }
            self?.onDidEndDisplayingCell?(cell, index)
        }
    }

    // MARK: Display callbacks

    /// A cell is about to show the item at an index.
    public var onWillDisplayCell: ((Cell, Int) -> Void)?
    /// A cell no longer shows the item at an index (where the item is now, or where it was when
    /// it was deleted).
    public var onDidEndDisplayingCell: ((Cell, Int) -> Void)?
}

extension ListAdapter where Cell: HeightMeasurableView {
    /// A vertical list. With `.calculated`, row heights come from
    /// `Cell.calculateHeight(model:width:)`.
    public convenience init(heightMode: ListItemSizeMode = .automatic(estimated: 44)) {
        self.init(axis: .vertical, sizeMode: heightMode) { model, width in
            Cell.calculateHeight(model: model, width: width)
        }
    }
}

extension ListAdapter where Cell: WidthMeasurableView {
    /// A horizontal list. With `.calculated`, item widths come from
    /// `Cell.calculateWidth(model:height:)`.
    public convenience init(widthMode: ListItemSizeMode = .automatic(estimated: 100)) {
        self.init(axis: .horizontal, sizeMode: widthMode) { model, height in
            Cell.calculateWidth(model: model, height: height)
        }
    }
}

/// How list adapters tell whether two models are the same item and whether its content changed.
enum ModelIdentity {
    /// `id` for `Identifiable` models, the value for `Hashable` ones, none otherwise.
    static func identity<Model>(_ model: Model) -> AnyHashable? {
        if let identifiable = model as? any Identifiable { return identifier(of: identifiable) }
        if let hashable = model as? any Hashable { return AnyHashable(hashable) }
        return nil
    }

    private static func identifier<Value: Identifiable>(of value: Value) -> AnyHashable {
        AnyHashable(value.id)
    }

    /// Whether an item kept through a reload shows different content (`Equatable` models).
    static func contentChanged<Model>(_ old: Model, _ new: Model) -> Bool {
        guard let old = old as? any Equatable else { return false }
        return !old.isEqual(toAny: new)
    }
}

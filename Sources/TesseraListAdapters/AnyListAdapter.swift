import Foundation

/// A list of heterogeneous rows — views shown as they are and models shown by several cell types —
/// edited like ``ListAdapter``, slices included.
///
/// ```swift
/// let adapter = AnyListAdapter(dynamicCellTypes: (TagCell.self, OperationCell.self))
/// adapter.setup(collectionView: collectionView)
/// adapter.reload(items: [.static(sectionTitle), .dynamic(tag, cell: TagCell.self), .static(noResults)])
/// ```
@MainActor
public final class AnyListAdapter: ListAdapting {
    @_spi(ListAdapterImplementation) public let listSlice: ListSliceAdapter<ListCellModel>

    static let staticIdentifier = "TesseraStaticViewCell"

    /// A list of the given cell types along an axis. Rows of cells that measure themselves along
    /// the axis get their computed size; static views get the size their host measures; the others
    /// start at the estimate of `sizeMode` and self-size.
    public init(
        dynamicCellTypes: [any RegistrableView.Type], axis: LayoutAxis = .vertical,
        sizeMode: ListItemSizeMode = .automatic(estimated: 44)
    ) {
        let types = dynamicCellTypes
        let strategy = CellStrategy<ListCellModel>(
            register: { host in
                for type in types {
                    host.registerCell(type, reuseIdentifier: type.reuseIdentifier)
                    host.registerSupplementaryView(
                        type, ofKind: ListAdapterCore<ListCellModel>.headerKind, reuseIdentifier: type.reuseIdentifier)
                }
                host.registerCell(host.staticViewCellClass, reuseIdentifier: AnyListAdapter.staticIdentifier)
            },
            cell: { host, indexPath, model in
                try AnyListAdapter.view(
                    showing: model, on: host, staticIdentifier: AnyListAdapter.staticIdentifier, role: "cell"
                ) {
                    try host.dequeueReusableCell(withReuseIdentifier: $0, for: indexPath)
                }
            },
            header: { host, indexPath, model in
                try AnyListAdapter.view(
                    showing: model, on: host, staticIdentifier: ListAdapterCore<ListCellModel>.headerKind,
                    role: "header"
                ) {
                    try host.dequeueReusableSupplementaryView(
                        ofKind: ListAdapterCore<ListCellModel>.headerKind, withReuseIdentifier: $0, for: indexPath)
                }
            },
            extent: { host, model, across in
                switch model.content {
                case .view(let view):
                    guard let size = host.preferredSize(ofStaticView: view, fittingWidth: across) else { return nil }
                    return axis == .vertical ? size.height : size.width
                case .dynamic(let dynamic):
                    return axis == .vertical ? dynamic.height?(across) : dynamic.width?(across)
                }
            }
        )
        let core = ListAdapterCore(axis: axis, sizeMode: sizeMode, strategy: strategy) { model in
            switch model.content {
            case .view(let view): return AnyHashable(ObjectIdentifier(view))
            case .dynamic(let dynamic): return dynamic.identity
            }
        }
        // A dynamic item kept through a reload is reconfigured when its content changed.
        core.editor.contentChanged = { old, new in
            guard case .dynamic(let before) = old.content, case .dynamic(let after) = new.content else { return false }
            return before.contentChanged(after)
        }
        listSlice = ListSliceAdapter(list: core, range: 0..<0, isWholeList: true, parent: nil, section: nil)
        core.cellWillDisplay = { [weak self] in self?.onWillDisplayCell?($0, $1) }
        core.cellDidEndDisplaying = { [weak self] in self?.onDidEndDisplayingCell?($0, $1) }
        let sharedViews = SharedStaticViews()
        core.problems = { sharedViews.problems(in: $0, untouchedPrefix: $1) }
    }

    /// A list of the cell types of a tuple, as the adapter's article writes them:
    /// `AnyListAdapter(dynamicCellTypes: (TagCell.self, OperationCell.self))`.
    public convenience init<each Cell: RegistrableView>(
        dynamicCellTypes: (repeat (each Cell).Type), axis: LayoutAxis = .vertical,
        sizeMode: ListItemSizeMode = .automatic(estimated: 44)
    ) {
        var types: [any RegistrableView.Type] = []
        for type in repeat each dynamicCellTypes { types.append(type) }
        self.init(dynamicCellTypes: types, axis: axis, sizeMode: sizeMode)
    }

    /// A view showing a row — the static view's container, or the dynamic model's cell type —
    /// dequeued with `dequeue` (for a cell, or for the header) under its reuse identifier.
    ///
    /// - Throws: What dequeuing threw, or a ``CollectionViewError`` when the dequeued view cannot
    ///   show the dynamic model (its cell type was not given to the adapter).
    private static func view(
        showing model: ListCellModel, on host: any CollectionViewHosting, staticIdentifier: String, role: String,
        dequeue: (String) throws -> AnyObject
    ) throws -> AnyObject {
        switch model.content {
        case .view(let view):
            let container = try dequeue(staticIdentifier)
            host.embed(view, in: container)
            return container
        case .dynamic(let dynamic):
            let view = try dequeue(dynamic.reuseIdentifier)
            guard dynamic.configure(view) else {
                throw CollectionViewError(
                    .invalidView,
                    "the \(role) dequeued for \(dynamic.reuseIdentifier) cannot show a \(type(of: dynamic.model)); register its cell type with the adapter"
                )
            }
            return view
        }
    }

    // MARK: Display callbacks

    /// A cell is about to show the row at an index (a static row's cell holds its view).
    public var onWillDisplayCell: ((AnyObject, Int) -> Void)?
    /// A cell no longer shows the row at an index.
    public var onDidEndDisplayingCell: ((AnyObject, Int) -> Void)?
}

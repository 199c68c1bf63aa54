import Foundation

/// A row of ``AnyListAdapter``: any view shown as is, or a model shown by a cell type. Mirrors the
/// adapter's `.static(UIView)` and `.dynamic(DynamicModel)`.
public enum AnyListCellModel {
    /// A view shown as a row (a section title, an empty-state placeholder…). The same view is never
    /// shown in two rows at once.
    case `static`(AnyObject)
    /// A model and the cell type that shows it.
    case dynamic(AnyDynamicCellModel)

    /// A model shown by a cell type.
    @MainActor
    public static func dynamic<Cell: ConfigurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type)
        -> AnyListCellModel
    {
        .dynamic(AnyDynamicCellModel(model, cell: cell))
    }

    /// A model shown by a cell type that measures its height.
    @MainActor
    public static func dynamic<Cell: HeightMeasurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type)
        -> AnyListCellModel
    {
        .dynamic(AnyDynamicCellModel(model, cell: cell))
    }

    /// A model shown by a cell type that measures its width.
    @MainActor
    public static func dynamic<Cell: WidthMeasurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type)
        -> AnyListCellModel
    {
        .dynamic(AnyDynamicCellModel(model, cell: cell))
    }

    /// A model shown by a cell type that measures both ways.
    @MainActor
    public static func dynamic<Cell: HeightMeasurableView & WidthMeasurableView & RegistrableView>(
        _ model: Cell.Model, cell: Cell.Type
    ) -> AnyListCellModel {
        .dynamic(AnyDynamicCellModel(model, cell: cell))
    }
}

/// A type-erased model with its cell type and measuring. Mirrors `DynamicModel`.
@MainActor
public struct AnyDynamicCellModel {
    /// The cell type's reuse identifier.
    public let reuseIdentifier: String
    /// The model, type-erased.
    public let model: Any
    let configure: (AnyObject) -> Bool
    let height: ((CGFloat) -> CGFloat)?
    let width: ((CGFloat) -> CGFloat)?
    let identity: AnyHashable?
    /// Whether another dynamic model of the same item shows different content (`Equatable`
    /// models; others never do).
    let contentChanged: (AnyDynamicCellModel) -> Bool

    /// A model shown by a cell type, sized by its cell.
    public init<Cell: ConfigurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type) {
        self.init(model, cell: cell, height: nil, width: nil)
    }

    /// A model shown by a cell type that measures its height.
    public init<Cell: HeightMeasurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type) {
        self.init(model, cell: cell, height: { Cell.calculateHeight(model: model, width: $0) }, width: nil)
    }

    /// A model shown by a cell type that measures its width.
    public init<Cell: WidthMeasurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type) {
        self.init(model, cell: cell, height: nil, width: { Cell.calculateWidth(model: model, height: $0) })
    }

    /// A model shown by a cell type that measures both ways.
    public init<Cell: HeightMeasurableView & WidthMeasurableView & RegistrableView>(
        _ model: Cell.Model, cell: Cell.Type
    ) {
        self.init(
            model, cell: cell, height: { Cell.calculateHeight(model: model, width: $0) },
            width: { Cell.calculateWidth(model: model, height: $0) })
    }

    private init<Cell: ConfigurableView & RegistrableView>(
        _ model: Cell.Model, cell: Cell.Type, height: ((CGFloat) -> CGFloat)?, width: ((CGFloat) -> CGFloat)?
    ) {
        reuseIdentifier = Cell.reuseIdentifier
        self.model = model
        configure = { object in
            guard let cell = object as? Cell else { return false }
            cell.configure(model: model, animated: false, completion: nil)
            return true
        }
        self.height = height
        self.width = width
        identity = ModelIdentity.identity(model).map { AnyHashable([AnyHashable(Cell.reuseIdentifier), $0]) }
        contentChanged = { other in ModelIdentity.contentChanged(model, other.model) }
    }
}

/// A list of heterogeneous rows — views shown as they are and models shown by several cell types —
/// edited like ``ListAdapter``, slices included. Mirrors `AnyListAdapter`.
///
/// ```swift
/// let adapter = AnyListAdapter(dynamicCellTypes: (TagCell.self, OperationCell.self))
/// adapter.setup(collectionView: collectionView)
/// adapter.reload(items: [.static(sectionTitle), .dynamic(tag, cell: TagCell.self), .static(noResults)])
/// ```
@MainActor
public final class AnyListAdapter: ListAdapterBase<AnyListCellModel> {
    static let staticIdentifier = "TesseraStaticViewCell"

    /// A list of the given cell types along an axis. Rows of cells that measure themselves along
    /// the axis get their computed size; static views get the size their host measures; the others
    /// start at the estimate of `sizeMode` and self-size.
    public init(
        dynamicCellTypes: [any RegistrableView.Type], axis: LayoutAxis = .vertical,
        sizeMode: ListItemSizeMode = .automatic(estimated: 44)
    ) {
        let types = dynamicCellTypes
        let strategy = CellStrategy<AnyListCellModel>(
            register: { host in
                for type in types {
                    host.registerCell(type, reuseIdentifier: type.reuseIdentifier)
                    host.registerSupplementaryView(
                        type, ofKind: AnyListAdapter.headerKind, reuseIdentifier: type.reuseIdentifier)
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
                    showing: model, on: host, staticIdentifier: AnyListAdapter.headerKind, role: "header"
                ) {
                    try host.dequeueReusableSupplementaryView(
                        ofKind: AnyListAdapter.headerKind, withReuseIdentifier: $0, for: indexPath)
                }
            },
            extent: { host, model, across in
                switch model {
                case .static(let view):
                    guard let size = host.preferredSize(ofStaticView: view, fittingWidth: across) else { return nil }
                    return axis == .vertical ? size.height : size.width
                case .dynamic(let dynamic):
                    return axis == .vertical ? dynamic.height?(across) : dynamic.width?(across)
                }
            }
        )
        super.init(axis: axis, sizeMode: sizeMode, strategy: strategy) { model in
            switch model {
            case .static(let view): return AnyHashable(ObjectIdentifier(view))
            case .dynamic(let dynamic): return dynamic.identity
            }
        }
        // A dynamic item kept through a reload is reconfigured when its content changed.
        editor.contentChanged = { old, new in
            guard case .dynamic(let before) = old, case .dynamic(let after) = new else { return false }
            return before.contentChanged(after)
        }
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
        showing model: AnyListCellModel, on host: any CollectionViewHosting, staticIdentifier: String, role: String,
        dequeue: (String) throws -> AnyObject
    ) throws -> AnyObject {
        switch model {
        case .static(let view):
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

    /// A cell is about to show the row at an index (a static row's cell holds its view). Mirrors
    /// `onWillDisplayCell`.
    public var onWillDisplayCell: ((AnyObject, Int) -> Void)?
    /// A cell no longer shows the row at an index. Mirrors `onDidEndDisplayingCell`.
    public var onDidEndDisplayingCell: ((AnyObject, Int) -> Void)?

    override func cellWillDisplay(_ cell: AnyObject, at index: Int) {
        onWillDisplayCell?(cell, index)
    }

    override func cellDidEndDisplaying(_ cell: AnyObject, at index: Int) {
        onDidEndDisplayingCell?(cell, index)
    }

    // MARK: Problems

    /// Static views already reported as shown by two rows.
    private var reportedSharedViews = Set<ObjectIdentifier>()

    /// A static view in two rows is shown in one place only (a view has one superview): reported
    /// once per view, naming the rows.
    override func problems(in items: [AnyListCellModel]) -> [String] {
        var rows: [ObjectIdentifier: (view: AnyObject, rows: [Int])] = [:]
        for (index, item) in items.enumerated() {
            guard case .static(let view) = item else { continue }
            rows[ObjectIdentifier(view), default: (view, [])].rows.append(index)
        }
        let shared = rows.filter { $0.value.rows.count > 1 }
        reportedSharedViews.formIntersection(shared.keys)
        return shared.sorted { $0.value.rows[0] < $1.value.rows[0] }.compactMap { key, value in
            guard reportedSharedViews.insert(key).inserted else { return nil }
            let list = value.rows.map(String.init)
            let rowsText = list.dropLast().joined(separator: ", ") + " and " + (list.last ?? "")
            return
                "the same view (\(type(of: value.view))) is the static row at \(rowsText) of the list: a view can be shown in one place only, so one of the rows shows nothing; give each row its own view"
        }
    }

    /// Replaces the rows, as one batch update. Mirrors `reload(items:needsRedraw:)`.
    public override func reload(items newItems: [AnyListCellModel], needsRedraw: Bool = false) {
        reload(sections: [newItems], needsRedraw: needsRedraw)
    }
}

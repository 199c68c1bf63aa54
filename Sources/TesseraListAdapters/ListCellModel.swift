import Foundation

/// A row of ``AnyListAdapter``: any view shown as is (`.static(_:)`), or a model shown by a cell
/// type (`.dynamic(_:cell:)`).
///
/// ```swift
/// adapter.reload(items: [.static(sectionTitle), .dynamic(tag, cell: TagCell.self)])
/// ```
public struct ListCellModel {
    /// What the row shows.
    package enum Content {
        /// A view shown as the row.
        case view(AnyObject)
        /// A model and the cell type that shows it.
        case dynamic(DynamicCellModel)
    }

    /// What the row shows.
    package let content: Content

    /// A view shown as a row (a section title, an empty-state placeholder…). The same view is never
    /// shown in two rows at once.
    ///
    /// - Complexity: O(1).
    public static func `static`(_ view: AnyObject) -> ListCellModel {
        ListCellModel(content: .view(view))
    }

    /// A model shown by a cell type.
    ///
    /// - Complexity: O(1).
    @MainActor
    public static func dynamic<Cell: ConfigurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type)
        -> ListCellModel
    {
        ListCellModel(content: .dynamic(DynamicCellModel(model, cell: cell)))
    }

    /// A model shown by a cell type that measures its height.
    ///
    /// - Complexity: O(1).
    @MainActor
    public static func dynamic<Cell: HeightMeasurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type)
        -> ListCellModel
    {
        ListCellModel(content: .dynamic(DynamicCellModel(model, cell: cell)))
    }

    /// A model shown by a cell type that measures its width.
    ///
    /// - Complexity: O(1).
    @MainActor
    public static func dynamic<Cell: WidthMeasurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type)
        -> ListCellModel
    {
        ListCellModel(content: .dynamic(DynamicCellModel(model, cell: cell)))
    }

    /// A model shown by a cell type that measures both ways.
    ///
    /// - Complexity: O(1).
    @MainActor
    public static func dynamic<Cell: HeightMeasurableView & WidthMeasurableView & RegistrableView>(
        _ model: Cell.Model, cell: Cell.Type
    ) -> ListCellModel {
        ListCellModel(content: .dynamic(DynamicCellModel(model, cell: cell)))
    }
}

/// A row of ``AnyListAdapter``, under its former name.
@available(*, deprecated, renamed: "ListCellModel")
public typealias AnyListCellModel = ListCellModel

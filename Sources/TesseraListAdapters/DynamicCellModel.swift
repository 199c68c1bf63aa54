import Foundation

/// A type-erased model with its cell type and measuring: what a ``ListCellModel`` made with
/// `.dynamic(_:cell:)` holds.
@MainActor
package struct DynamicCellModel {
    /// The cell type's reuse identifier.
    package let reuseIdentifier: String
    /// The model, type-erased.
    package let model: Any
    let configure: (AnyObject) -> Bool
    let height: ((CGFloat) -> CGFloat)?
    let width: ((CGFloat) -> CGFloat)?
    let identity: AnyHashable?
    /// Whether another dynamic model of the same item shows different content (`Equatable`
    /// models; others never do).
    let contentChanged: (DynamicCellModel) -> Bool

    /// A model shown by a cell type, sized by its cell.
    package init<Cell: ConfigurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type) {
        self.init(model, cell: cell, height: nil, width: nil)
    }

    /// A model shown by a cell type that measures its height.
    package init<Cell: HeightMeasurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type) {
        self.init(model, cell: cell, height: { Cell.calculateHeight(model: model, width: $0) }, width: nil)
    }

    /// A model shown by a cell type that measures its width.
    package init<Cell: WidthMeasurableView & RegistrableView>(_ model: Cell.Model, cell: Cell.Type) {
        self.init(model, cell: cell, height: nil, width: { Cell.calculateWidth(model: model, height: $0) })
    }

    /// A model shown by a cell type that measures both ways.
    package init<Cell: HeightMeasurableView & WidthMeasurableView & RegistrableView>(
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

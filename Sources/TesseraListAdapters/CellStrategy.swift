import Foundation
@_spi(Testing) import TesseraCore

/// How an adapter makes cells: registration, configuration, and an optional computed extent.
@MainActor
struct CellStrategy<Model> {
    var register: (any CollectionViewHosting) -> Void
    var cell: (any CollectionViewHosting, IndexPath, Model) throws -> AnyObject
    /// The header view showing a model (``ListAdapting/setHeader(model:)``): the model's cell
    /// type, dequeued as a supplementary view of the header kind.
    var header: (any CollectionViewHosting, IndexPath, Model) throws -> AnyObject
    /// The item's extent along the axis for an extent across it, when the model can tell.
    var extent: (any CollectionViewHosting, Model, CGFloat) -> CGFloat?
}

#if canImport(UIKit)
    import Tessera

    /// A row of the SwiftUI journey screen: a screen-builder item with its catalog model. Equal
    /// only when the model is — unlike ``ScreenItem``, which is equal by identifier — so that a
    /// changed row is reconfigured.
    struct JourneyRow: Identifiable, Equatable {
        let id: String
        let model: AnyCatalogCellModel

        init(_ item: ScreenItem) {
            id = item.id
            model = item.model
        }
    }
#endif

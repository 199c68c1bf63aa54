#if canImport(UIKit)
    import ExampleScreens
    import Tessera

    /// A row of the SwiftUI food-delivery screen: an item of ``FoodDeliveryScreen``, or a section's
    /// title or footnote (rows of their own, where the UIKit screen has headers and a footer).
    enum FoodDeliveryRow: Identifiable, Hashable {
        case title(String)
        case item(FoodDeliveryScreen.Item)
        case footnote(String)

        /// Each row appears once on the screen: it is its own identifier.
        var id: Self { self }

        /// What the row shows: the item's list content, or a header or footer text.
        var content: ListContentConfiguration {
            switch self {
            case .title(let text): return ListContentConfiguration(style: .plainHeader, text: text)
            case .item(let item): return item.content
            case .footnote(let text): return ListContentConfiguration(style: .plainFooter, text: text)
            }
        }
    }
#endif

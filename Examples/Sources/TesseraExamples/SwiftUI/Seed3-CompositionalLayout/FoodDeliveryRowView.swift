#if canImport(UIKit)
    import SwiftUI

    /// The SwiftUI view of a food-delivery row: a banner on a tinted rounded card, a category or a
    /// restaurant from its list content, a section title or the footnote.
    @available(iOS 16, *)
    struct FoodDeliveryRowView: View {
        var row: FoodDeliveryRow

        var body: some View {
            if case .item(.banner) = row {
                ListContentRow(content: row.content)
                    .font(.title2.bold())
                    .padding()
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                    .background(Color.orange.opacity(0.2), in: RoundedRectangle(cornerRadius: 16))
            } else {
                ListContentRow(content: row.content)
            }
        }
    }
#endif

#if canImport(UIKit)
    import ExampleScreens
    import SwiftUI
    import TesseraUIKit

    /// The SwiftUI view of a food-delivery row: a banner on its coloured rounded card, a category
    /// tile, a restaurant from its list content, a section title or the footnote — the backgrounds
    /// of ``FoodDeliveryScreen/background(for:)``.
    @available(iOS 16, *)
    struct FoodDeliveryRowView: View {
        var row: FoodDeliveryRow

        var body: some View {
            if case .item(let item) = row, case .banner = item {
                let background = FoodDeliveryScreen.background(for: item)
                ListContentRow(content: row.content)
                    .padding()
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    .background(
                        Color(uiColor: (background.backgroundColor ?? .clear).uiColor),
                        in: RoundedRectangle(cornerRadius: background.cornerRadius, style: .continuous))
            } else if case .item(.category(let name, let symbol)) = row {
                // The category tile: its symbol above its name (FoodDeliveryScreen.CategoryTile).
                VStack(spacing: FoodDeliveryScreen.CategoryTile.spacing) {
                    Image(systemName: symbol)
                        .resizable()
                        .scaledToFit()
                        .frame(
                            width: FoodDeliveryScreen.CategoryTile.symbolSize,
                            height: FoodDeliveryScreen.CategoryTile.symbolSize
                        )
                        .foregroundStyle(.tint)
                    Text(name).font(.footnote).lineLimit(1)
                }
                .padding(.top, FoodDeliveryScreen.CategoryTile.topPadding)
                .padding(.horizontal, FoodDeliveryScreen.CategoryTile.sidePadding)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            } else {
                ListContentRow(content: row.content)
            }
        }
    }
#endif

// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import Tessera
import TesseraSwiftUI
import UIKit

/// SwiftUI's `Section`, in a file that imports Tessera — in an expression and as a type: Tessera's
/// typed section is `TypedSection`, so the name means SwiftUI's.
struct PantryView: View {
    var body: some View {
        List {
            Section("Herbs") {
                Text("Basil")
            }
            spices
        }
    }

    private var spices: Section<Text, ForEach<[String], String, Text>, EmptyView> {
        Section {
            ForEach(["Pepper", "Saffron"], id: \.self) { Text($0) }
        } header: {
            Text("Spices")
        }
    }
}

/// A cell of Tessera's typed sections, for a `SectionView` in the same app.
final class SpiceCell: UICollectionViewCell, SectionCell {
    struct Data: SectionCellData {
        var name: String
        var onSelect: (@MainActor () -> Void)?
    }

    func setup(with data: Data) -> Self {
        var content = UIListContentConfiguration.cell()
        content.text = data.name
        contentConfiguration = content
        return self
    }

    static func groupSize() -> LayoutGroup {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])
    }
}

/// Tessera's typed section, in the same file.
@MainActor
func spices() -> TypedSection<SpiceCell, EmptySectionHeader, EmptySectionFooter> {
    TypedSection(items: ["Pepper", "Saffron"].map { SpiceCell.Data(name: $0) })
}
// snippet.hide
#endif

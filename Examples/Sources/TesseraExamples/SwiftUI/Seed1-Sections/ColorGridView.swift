#if canImport(UIKit)
    import ExampleScreens
    import SwiftUI
    import Tessera
    import TesseraSwiftUI

    /// Seed 1 in SwiftUI: the colour grid and the self-sizing texts of ``ColorGridViewController``.
    ///
    /// Typed sections (`TypedSection<Cell, Header, Footer>` on a `SectionView`) have no SwiftUI form —
    /// their cells are UIKit cells — so the same content is shown through `CollectionList`, laid out
    /// by the seed's own groups (`ColorGridScreen.gridGroup()`, `textGroup()`). `CollectionList`
    /// shows rows only, so the grid's header and footer are rows of their own sections (not pinned).
    /// Tapping a colour selects it and names it in the title; "+" appends a text section, which
    /// animates in without touching the others.
    @available(iOS 16, *)
    struct ColorGridView: View {
        @State private var textSectionCount = 1
        @State private var selection: Set<ColorGridRow.ID> = []

        var body: some View {
            CollectionList(sections: sections, selection: $selection) { index, _ in
                ColorGridView.layoutSection(at: index)
            } row: { row in
                ColorGridRowView(row: row)
            }
            .allowsMultipleSelection(false)
            .navigationTitle(selectedSwatch?.name ?? "Colors and texts")
            .toolbar {
                Button {
                    withAnimation { textSectionCount += 1 }
                } label: {
                    Label("Add", systemImage: "plus")
                }
            }
        }

        // MARK: Content

        /// The title, the grid, its footnote, then the text sections.
        private var sections: [(String, [ColorGridRow])] {
            let swatches = ColorGridScreen.swatches
            var sections: [(String, [ColorGridRow])] = [
                ("title", [.title("Colors")]),
                ("grid", swatches.map(ColorGridRow.swatch)),
                ("footnote", [.footnote("\(swatches.count) colors")]),
            ]
            for section in 0..<textSectionCount {
                sections.append(("texts \(section)", ColorGridScreen.texts.map { .text($0, section: section) }))
            }
            return sections
        }

        /// The selected colour, if any.
        private var selectedSwatch: ColorGridScreen.Swatch? {
            ColorGridScreen.swatches.first { selection.contains(ColorGridRow.swatch($0).id) }
        }

        // MARK: Layout

        /// The seed's groups: the two-column grid for the colours, estimated rows for the texts.
        private static func layoutSection(at index: Int) -> LayoutSection {
            switch index {
            case 0:
                return .fullWidthRows(height: .absolute(40))
            case 1:
                var grid = LayoutSection(group: ColorGridScreen.gridGroup())
                grid.interGroupSpacing = 16
                grid.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return grid
            case 2:
                return .fullWidthRows(height: .absolute(28))
            default:
                var texts = LayoutSection(group: ColorGridScreen.textGroup())
                texts.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
                return texts
            }
        }
    }
#endif

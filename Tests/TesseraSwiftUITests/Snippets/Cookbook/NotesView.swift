// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A note of any length.
struct NoteRow: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
}

/// Rows that size themselves: each row is a SwiftUI view in a `HostingCell`, measured along the
/// layout's estimated height, so a long note takes as many lines as it needs at the user's text
/// size.
@available(iOS 16, *)
struct NotesView: View {
    let notes = [
        "Short.",
        "A longer note that wraps onto a second line on a phone held upright.",
        "The longest note of all, which needs three or four lines at the default text size and more at the larger accessibility sizes.",
    ].enumerated().map { NoteRow(id: $0.offset, text: $0.element) }

    var body: some View {
        // Full-width rows estimated at 44 points: each row measures itself.
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let layout = CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
        CollectionList(notes, layout: layout) { note in
            Text(note.text)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
    }
}
// snippet.hide
#endif

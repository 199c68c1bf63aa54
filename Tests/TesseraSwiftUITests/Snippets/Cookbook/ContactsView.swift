// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A contact.
struct ContactRow: Identifiable, Hashable, Sendable {
    var id: Int
    var name: String
}

/// Selection and navigation: tapping a row selects it, and the selection pushes its detail screen;
/// coming back clears it.
@available(iOS 16, *)
struct ContactsView: View {
    let contacts = ["Ada Lovelace", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton"]
        .enumerated().map { ContactRow(id: $0.offset, name: $0.element) }
    @State private var selection: Set<ContactRow.ID> = []
    @State private var path: [ContactRow] = []

    var body: some View {
        NavigationStack(path: $path) {
            CollectionList(
                contacts, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)),
                selection: $selection
            ) { contact in
                HStack {
                    Text(contact.name)
                    Spacer()
                    Image(systemName: "chevron.right").foregroundStyle(.tertiary)
                }
            }
            .allowsMultipleSelection(false)
            .navigationTitle("Contacts")
            .navigationDestination(for: ContactRow.self) { contact in
                Text(contact.name).navigationTitle(contact.name)
            }
            .onChange(of: selection) { selected in
                if let id = selected.first, let contact = contacts.first(where: { $0.id == id }) {
                    path = [contact]
                }
            }
            .onChange(of: path) { path in
                if path.isEmpty { selection = [] }
            }
        }
    }
}
// snippet.hide
#endif

// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A message of the inbox.
struct InboxMessage: Identifiable, Equatable, Sendable {
    var id: Int
    var subject: String
}

/// A list whose rows swipe: "Delete" from the trailing edge, "Pin" from the leading one.
@available(iOS 16, *)
struct InboxView: View {
    @State private var messages = (1...20).map { InboxMessage(id: $0, subject: "Message \($0)") }

    var body: some View {
        CollectionList(messages, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain))) {
            message in
            Text(message.subject).frame(maxWidth: .infinity, alignment: .leading)
        }
        .swipeActions(edge: .trailing) { message in
            SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Delete", systemImageName: "trash") { completion in
                    withAnimation { messages.removeAll { $0.id == message.id } }
                    completion(true)
                }
            ])
        }
        .swipeActions(edge: .leading) { message in
            SwipeActionsConfiguration(actions: [
                SwipeAction(style: .normal, title: "Pin", systemImageName: "pin") { completion in
                    print("pinned", message.subject)
                    completion(true)
                }
            ])
        }
    }
}
// snippet.hide
#endif

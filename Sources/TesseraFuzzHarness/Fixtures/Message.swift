import Foundation
import Tessera

/// A message for the list adapters the fuzzers and the tests drive: identity is the id, content the text.
package struct Message: Identifiable, Equatable, Hashable, Sendable, CustomStringConvertible {
    package var id: Int
    package var text: String

    package init(id: Int, text: String) {
        self.id = id
        self.text = text
    }

    package var description: String { text }
}

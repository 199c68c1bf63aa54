import Foundation
import Tessera

/// The cell of ``HostileSection``: a line of text.
final class TextCellForSections: HeadlessCell {
    var text = ""

    required init() {}

    override var contentDescription: String { text }
}

import Foundation
import Tessera

/// A headless cell that shows a line of text, for the fuzzers and the tests.
package final class TextCell: HeadlessCell {
    /// The text shown.
    package var text = ""

    package required init() {}

    package override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
    }

    package override var contentDescription: String {
        contentConfiguration == nil ? text : super.contentDescription
    }
}

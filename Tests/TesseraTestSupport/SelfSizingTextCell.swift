import Foundation
import Tessera

/// A headless cell that sizes itself to its text: 20 pt per started line of `charactersPerLine`
/// characters, plus 4 pt of padding (a stand-in for Auto Layout).
package final class SelfSizingTextCell: HeadlessCell {
    package var text = ""
    package var charactersPerLine = 30

    package required init() {}

    package override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
    }

    package override var contentDescription: String { text }

    package override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var preferred = layoutAttributes
        let lines = max(1, (text.count + charactersPerLine - 1) / charactersPerLine)
        preferred.frame.size.height = CGFloat(lines * 20 + 4)
        return preferred
    }
}

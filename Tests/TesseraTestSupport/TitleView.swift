import Foundation
import Tessera

/// A headless supplementary view that shows a title, for tests.
package final class TitleView: HeadlessReusableView {
    package var title = ""

    package required init() {}

    package override var contentDescription: String { title }
}

extension TitleView: DrawableContent {
    /// The title in the headline style, 16 pt from the leading edge, centred vertically.
    package func drawing(in bounds: CGRect) -> [DrawingElement] {
        let lineHeight = SystemFont(.headline).lineHeight
        return [
            .text(
                title,
                frame: CGRect(
                    x: 16, y: max(0, (bounds.height - lineHeight) / 2), width: max(0, bounds.width - 32),
                    height: lineHeight),
                style: .headline, lineLimit: 1)
        ]
    }
}

import Foundation

/// A headless cell of the screen builder's catalog: it shows the model's content on its background, and an estimated
/// cell takes the height its content needs (``HeadlessCell``'s measurement with
/// ``ListContentLayout``), as the UIKit catalog's list cells do.
package final class HeadlessCatalogCell: HeadlessCell {
    /// The item shown.
    package internal(set) var item: ScreenItem?

    package required init() {}
}

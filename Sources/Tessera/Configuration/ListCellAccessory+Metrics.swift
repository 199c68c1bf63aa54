import Foundation

/// The size and edge of each accessory, as ``ListContentLayout`` places them (approximations of
/// UIKit's list cell accessories at the default text size).
extension ListCellAccessory {
    /// Whether UIKit shows the accessory at the leading edge (the delete control) rather than at
    /// the trailing edge.
    public var isLeading: Bool { self == .delete }

    /// The accessory's size in points: a label accessory is its text in the body style.
    ///
    /// - Complexity: O(*n*) for a label of *n* characters, O(1) otherwise.
    public func size(contentSizeCategory: ContentSizeCategory = .large) -> CGSize {
        switch self {
        case .disclosureIndicator: return CGSize(width: 8, height: 14)
        case .checkmark: return CGSize(width: 14, height: 14)
        case .detail, .delete: return CGSize(width: 22, height: 22)
        case .reorder: return CGSize(width: 22, height: 14)
        case .label(let text):
            let font = SystemFont(.body, contentSizeCategory: contentSizeCategory)
            return CGSize(width: SystemFontMetrics.width(of: text, in: font), height: font.lineHeight)
        }
    }
}

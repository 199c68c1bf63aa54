import Foundation

/// An accessory at the trailing edge of a list row. Mirrors `UICellAccessory`.
///
/// The accessories UIKit shows at all times can be written as UIKit writes them —
/// `.disclosureIndicator()`, `.checkmark()`, `.detail()`, `.label(text:)` — so that one registration
/// body sets `cell.accessories` on a `HeadlessCell` in tests and on a `UICollectionViewListCell` in
/// the app:
///
/// ```swift
/// cell.accessories = [.disclosureIndicator()]
/// ```
public enum ListCellAccessory: Sendable, Hashable {
    /// Mirrors `.disclosureIndicator()`.
    case disclosureIndicator
    /// Mirrors `.checkmark()`.
    case checkmark
    /// Mirrors `.detail()`.
    case detail
    /// Mirrors `.label(text:)`.
    case label(String)
    /// Mirrors `.reorder()`.
    case reorder
    /// Mirrors `.delete()`.
    case delete

    /// A short name, for dumps.
    package var name: String {
        switch self {
        case .disclosureIndicator: return "›"
        case .checkmark: return "✓"
        case .detail: return "ⓘ"
        case .label(let text): return "(\(text))"
        case .reorder: return "≡"
        case .delete: return "⊖"
        }
    }

    // MARK: UIKit's spellings

    /// Mirrors `UICellAccessory.disclosureIndicator()`: the same as `.disclosureIndicator`.
    ///
    /// - Complexity: O(1).
    public static func disclosureIndicator() -> Self { .disclosureIndicator }

    /// Mirrors `UICellAccessory.checkmark()`: the same as `.checkmark`.
    ///
    /// - Complexity: O(1).
    public static func checkmark() -> Self { .checkmark }

    /// Mirrors `UICellAccessory.detail()`: the same as `.detail`.
    ///
    /// - Complexity: O(1).
    public static func detail() -> Self { .detail }

    /// Mirrors `UICellAccessory.label(text:)`: the same as `.label(_:)`.
    ///
    /// - Complexity: O(1).
    public static func label(text: String) -> Self { .label(text) }
}

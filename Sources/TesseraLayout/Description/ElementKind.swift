/// Element kinds with UIKit's values, so supplementary views registered for UIKit's constants
/// match Tessera's.
public enum ElementKind {
    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
    /// The separator below a list row.
    package static let listSeparator = "TesseraListSeparator"
}

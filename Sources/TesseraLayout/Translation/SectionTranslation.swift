import Foundation

/// What a Tessera section becomes in Apple's compositional layout, with the notes of what could
/// not be carried over exactly.
public struct SectionTranslation: Sendable {
    /// The kind of Apple section to build.
    public enum Kind: Sendable {
        /// Apple's list section, `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, from
        /// this configuration; the section's decoration items are added to it.
        case list(ListConfiguration)
        /// A section of items and groups, `NSCollectionLayoutSection(group:)`, built one to one
        /// from this description: every value in it has an Apple counterpart on the target.
        case section(LayoutSection)
    }

    /// The Apple section to build.
    public var kind: Kind
    /// The decoration items of the section.
    public var decorationItems: [LayoutDecorationItem]
    /// What was approximated or left out.
    public var notes: [TranslationNote]
}

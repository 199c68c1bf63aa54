import Foundation

/// What a Tessera section becomes in Apple's compositional layout, with the notes of what could
/// not be carried over exactly.
package struct SectionTranslation: Sendable {
    /// The kind of Apple section to build.
    package enum Kind: Sendable {
        /// Apple's list section, `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, from
        /// this configuration; the section's decoration items, and what the app changed on the
        /// list section that Apple's takes too (`listChanges`), are added to it.
        case list(ListConfiguration)
        /// A section of items and groups, `NSCollectionLayoutSection(group:)`, built one to one
        /// from this description: every value in it has an Apple counterpart on the target.
        case section(LayoutSection)
    }

    /// The Apple section to build.
    package var kind: Kind
    /// The decoration items of the section.
    package var decorationItems: [LayoutDecorationItem]
    /// What was approximated or left out.
    package var notes: [TranslationNote]
    /// For a list section: what the app changed that is set on Apple's list section.
    package var listChanges = ListSectionChanges()
    /// Why Tessera's engine refuses the section, when the translation found out (a custom layout
    /// that cannot place its items): such a section is never handed to Apple.
    package var refusal: LayoutError?

    package init(kind: Kind, decorationItems: [LayoutDecorationItem], notes: [TranslationNote]) {
        self.kind = kind
        self.decorationItems = decorationItems
        self.notes = notes
    }

    /// Whether Apple's engine shows the section as Tessera's engine would: every note, if any, is
    /// an approximation made by design.
    ///
    /// - Complexity: O(*n*) for *n* notes.
    package var isExact: Bool { notes.allSatisfy(\.isApproximatedByDesign) }

    /// The description Tessera's engine solves for what Apple's engine is handed: the translated
    /// section, or for a list section the list Apple builds from the configuration (with
    /// Tessera's model of Apple's metrics) with the app's changes and decorations.
    ///
    /// - Complexity: O(1), plus O(*b*) for a list's boundary items.
    package func model(in environment: LayoutEnvironment) -> LayoutSection {
        switch kind {
        case .section(let section):
            return section
        case .list(let list):
            var model = listChanges.applied(
                to: LayoutSection.list(using: list.asAppleBuildsIt, layoutEnvironment: environment))
            model.decorationItems = decorationItems
            return model
        }
    }
}

extension ListConfiguration {
    /// The configuration with only the values `UICollectionLayoutListConfiguration` takes (the
    /// appearance, separators, header and footer modes, the header's top padding): Apple's own
    /// row heights and metrics, which Tessera models with its defaults.
    var asAppleBuildsIt: ListConfiguration {
        var apple = ListConfiguration(appearance: appearance)
        apple.showsSeparators = showsSeparators
        apple.headerMode = headerMode
        apple.footerMode = footerMode
        apple.headerTopPadding = headerTopPadding
        return apple
    }
}

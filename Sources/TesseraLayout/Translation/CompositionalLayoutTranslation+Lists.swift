import Foundation

// MARK: - List sections on Apple's engine

extension CompositionalLayoutTranslation {
    /// Translates a list section: Apple's list section from the configuration, with what the app
    /// changed on the section carried over when Apple's list section can take it, and a note for
    /// each change it cannot take.
    ///
    /// The changes are found by comparing the section with the list's own values
    /// (``LayoutSection/list(using:layoutEnvironment:)``) in `environment`, the one the section
    /// provider received; without it they cannot be found, which is a note.
    ///
    /// - Complexity: O(*n*) in the size of the section's group and boundary items.
    static func translateList(
        _ section: LayoutSection, _ list: ListConfiguration, features: CompositionalLayoutFeatures,
        environment: LayoutEnvironment?
    ) -> SectionTranslation {
        var notes: [TranslationNote] = []
        if list.rowHeight != nil {
            notes.append(
                TranslationNote(
                    path: "section.list", message: "rowHeight has no Apple counterpart: list rows size themselves"))
        }
        if list.estimatedRowHeight != ListConfiguration(appearance: list.appearance).estimatedRowHeight {
            notes.append(
                TranslationNote(
                    path: "section.list",
                    message: "estimatedRowHeight has no Apple counterpart: Apple estimates list rows itself"))
        }
        if list.metrics != ListMetrics() {
            notes.append(
                TranslationNote(
                    path: "section.list",
                    message: "custom ListMetrics have no Apple counterpart: Apple's list uses the system's metrics"))
        }
        var translation = SectionTranslation(
            kind: .list(list), decorationItems: section.decorationItems, notes: notes)
        guard let environment else {
            translation.notes.append(
                TranslationNote(
                    path: "section",
                    message:
                        "what was changed on a list section is found against the list's own values in the section provider's environment; without one it cannot be carried over"
                ))
            return translation
        }
        let own = LayoutSection.list(using: list, layoutEnvironment: environment)
        translation.listChanges = changes(from: own, to: section, notes: &translation.notes)
        if !features.contains(.supplementaryContentInsetsReference),
            translation.listChanges.supplementaryContentInsetsReference != nil
        {
            translation.notes.append(
                TranslationNote(
                    path: "section",
                    message:
                        "supplementaryContentInsetsReference needs iOS 16; supplementaries use the section's reference"
                ))
            translation.listChanges.supplementaryContentInsetsReference = nil
        }
        return translation
    }

    /// What `section` changed on the list section `own`: the changes Apple's list section takes,
    /// and a note for each it cannot.
    private static func changes(
        from own: LayoutSection, to section: LayoutSection, notes: inout [TranslationNote]
    ) -> ListSectionChanges {
        var changes = ListSectionChanges()
        changes.contentInsets = DirectionalEdgeInsets(
            top: section.contentInsets.top - own.contentInsets.top,
            leading: section.contentInsets.leading - own.contentInsets.leading,
            bottom: section.contentInsets.bottom - own.contentInsets.bottom,
            trailing: section.contentInsets.trailing - own.contentInsets.trailing)
        changes.interGroupSpacing = section.interGroupSpacing - own.interGroupSpacing
        if section.contentInsetsReference != own.contentInsetsReference {
            changes.contentInsetsReference = section.contentInsetsReference
        }
        if section.supplementaryContentInsetsReference != own.supplementaryContentInsetsReference {
            changes.supplementaryContentInsetsReference = section.supplementaryContentInsetsReference
        }
        if section.supplementariesFollowContentInsets != own.supplementariesFollowContentInsets {
            changes.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        }
        changes.visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
        let ownItems = own.boundarySupplementaryItems
        if section.boundarySupplementaryItems.starts(with: ownItems) {
            changes.addedBoundarySupplementaryItems = Array(
                section.boundarySupplementaryItems.dropFirst(ownItems.count))
        } else {
            notes.append(
                TranslationNote(
                    path: "section.boundarySupplementaryItems",
                    message:
                        "Apple's list section keeps its own header and footer first: boundary items can only be added after them"
                ))
        }
        if !solvesTheSame(section.group, own.group) {
            notes.append(
                TranslationNote(
                    path: "section.group",
                    message: "Apple's list section builds its own rows: a list section's group cannot be replaced"))
        }
        if section.orthogonalScrollingBehavior != own.orthogonalScrollingBehavior
            || section.orthogonalScrollingProperties != own.orthogonalScrollingProperties
        {
            notes.append(
                TranslationNote(
                    path: "section",
                    message: "Apple's list sections do not scroll orthogonally here: a list section stays vertical"))
        }
        return changes
    }

    /// Whether two groups are planned alike (equal items and groups, no custom group).
    private static func solvesTheSame(_ group: LayoutGroup, _ other: LayoutGroup) -> Bool {
        guard let plan = try? SectionPlan(group: group, path: "section.group"),
            let otherPlan = try? SectionPlan(group: other, path: "section.group")
        else { return false }
        return plan.solvesTheSame(as: otherPlan)
    }
}

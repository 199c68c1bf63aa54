import Foundation

// MARK: - Custom sections on Apple's engine

extension CompositionalLayoutTranslation {
    /// The group that stands for a custom section (``LayoutSection/init(customLayout:)``) in
    /// Apple's layout: one custom group (`NSCollectionLayoutGroup.custom`) as tall as the section's
    /// content, holding every item at the frame the custom layout gives it for `itemCount` items in
    /// `container` — without measurements, which Apple's custom groups cannot take: items keep
    /// their estimated sizes.
    ///
    /// - Throws: the custom layout's ``LayoutError`` (a waterfall in a horizontal layout, an
    ///   invalid height); the translation reports it.
    /// - Complexity: the custom layout's solve, plus O(*n*) to list the *n* frames.
    static func customSectionGroup(
        _ layout: any CustomSectionLayout, itemCount: Int, container: LayoutContainer, environment: LayoutEnvironment
    ) throws(LayoutError) -> LayoutGroup {
        let solution = try layout.solve(
            in: CustomSectionContext(
                itemCount: itemCount, container: container, environment: environment, scrollDirection: .vertical))
        let items = (0..<solution.itemCount).map { solution.item(at: $0) }
        return .custom(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(solution.contentSize.height)),
            itemProvider: { _ in items })
    }

    /// Replaces a custom section's group with ``customSectionGroup(_:itemCount:container:environment:)``
    /// when the item count and the environment are known, and notes what Apple's layout cannot do.
    static func translateCustomSection(
        _ layout: any CustomSectionLayout, into translated: inout LayoutSection, itemCount: Int?,
        container: LayoutContainer?, environment: LayoutEnvironment?, notes: inout [TranslationNote]
    ) {
        guard let itemCount, let container, let environment else {
            notes.append(
                TranslationNote(
                    path: "section",
                    message:
                        "a custom section layout (such as a waterfall) is placed for Apple's layout only when the section's item count is known; without it the section shows its supplementaries and backgrounds without items"
                ))
            return
        }
        do {
            translated.group = try customSectionGroup(
                layout, itemCount: itemCount, container: container, environment: environment)
            notes.append(
                TranslationNote(
                    path: "section",
                    message:
                        "a custom section layout (such as a waterfall) becomes one NSCollectionLayoutGroup.custom of fixed frames: its items keep their estimated sizes (Apple's custom groups cannot size their items) and are placed again when the section provider runs, after a change of item count or size"
                ))
        } catch {
            notes.append(
                TranslationNote(
                    path: "section",
                    message: "the custom section layout could not place its items for Apple's layout: \(error)"))
        }
    }
}

import Foundation

// MARK: - Custom sections on Apple's engine

extension CompositionalLayoutTranslation {
    /// The group that stands for a custom section (``LayoutSection/init(customLayout:)``) in
    /// Apple's layout: one custom group (`NSCollectionLayoutGroup.custom`) as tall as the section's
    /// content, holding every item at the frame the custom layout gives it for `itemCount` items in
    /// `container` — without measurements, which Apple's custom groups cannot take. The group is
    /// at least one pixel tall, since Apple refuses a group of no height; a section without items
    /// has no group instance, in either engine.
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
        let pixel = DimensionResolver(scale: environment.traitCollection.displayScale).pixel
        return .custom(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .absolute(max(pixel, items.isEmpty ? 0 : solution.contentSize.height))),
            itemProvider: { _ in items })
    }

    /// Replaces a custom section's group with ``customSectionGroup(_:itemCount:container:environment:)``
    /// when the item count and the environment are known, and notes what Apple's layout cannot
    /// show as Tessera's engine does.
    ///
    /// - Returns: the custom layout's error, when it cannot place the items (Tessera's engine
    ///   refuses the section).
    @discardableResult
    static func translateCustomSection(
        _ layout: any CustomSectionLayout, into translated: inout LayoutSection, itemCount: Int?,
        container: LayoutContainer?, environment: LayoutEnvironment?, notes: inout [TranslationNote]
    ) -> LayoutError? {
        if !layout.placesItemsAtFinalSizes {
            notes.append(
                TranslationNote(
                    path: "section",
                    message:
                        "a custom section layout whose items may size themselves (such as a waterfall of estimated heights) has no Apple counterpart: Apple's custom groups place items at fixed frames"
                ))
        }
        guard let itemCount, let container, let environment else {
            notes.append(
                TranslationNote(
                    path: "section",
                    message:
                        "a custom section layout (such as a waterfall) is placed for Apple's layout only when the section's item count and environment are known"
                ))
            translated.group = placeholderGroup(scale: environment?.traitCollection.displayScale ?? 0)
            return nil
        }
        if let problem = ItemCountLimit.problem(with: [itemCount]) {
            notes.append(TranslationNote(path: "section", message: "the custom section cannot be placed: \(problem)"))
            translated.group = placeholderGroup(scale: environment.traitCollection.displayScale)
            return .invalidInput("section: \(problem)")
        }
        do {
            translated.group = try customSectionGroup(
                layout, itemCount: itemCount, container: container, environment: environment)
            return nil
        } catch {
            notes.append(
                TranslationNote(
                    path: "section",
                    message: "the custom section layout could not place its items for Apple's layout: \(error)"))
            translated.group = placeholderGroup(scale: environment.traitCollection.displayScale)
            return error
        }
    }

    /// A custom group one pixel tall that places nothing.
    private static func placeholderGroup(scale: CGFloat) -> LayoutGroup {
        .custom(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(DimensionResolver(scale: scale).pixel)),
            itemProvider: { _ in [] })
    }
}

import Foundation

/// Decides how a Tessera layout description is expressed with Apple's
/// `UICollectionViewCompositionalLayout` (TesseraUIKit builds the Apple objects from the result).
///
/// The decisions are made here, without UIKit, so they are tested on every platform. The
/// translation is exact, or it says what it could not carry over in a ``TranslationNote`` — and a
/// layout with such a note runs on Tessera's engine instead
/// (`TesseraLayoutEngine.choice(for:in:itemCounts:features:)`):
///
/// - sections made with ``LayoutSection/list(using:layoutEnvironment:)`` become Apple list sections
///   (Apple's own separators, metrics and swipe actions); what the app changed on the section
///   that Apple's list section takes too — content insets, spacing, boundary items after the
///   list's own, insets references, a visible-items handler — is carried over
///   (`SectionTranslation.listChanges`); Tessera's `rowHeight`, estimates, `ListMetrics` and
///   another group have no Apple counterpart and are notes;
/// - features newer than the target iOS are notes: `uniformAcrossSiblings` (iOS 17),
///   `repeatingSubitem:count:` and `supplementaryContentInsetsReference` (iOS 16); the orthogonal
///   scrolling properties (iOS 17) are left out by design, since Tessera's engine would not scroll
///   the band at all (``TranslationNote/isApproximatedByDesign``);
/// - adaptive counts (``LayoutGroup/SubitemCount/adaptive(minimum:)``) have no Apple counterpart:
///   they are counted for the environment the section provider received and become fixed
///   `subitem:count:` groups (Apple asks the provider again when the environment changes);
/// - custom section layouts (``LayoutSection/init(customLayout:)``, the waterfall) become one
///   `NSCollectionLayoutGroup.custom` of the frames the layout gives the section's items, which
///   is exact only when the layout places its items at their final sizes
///   (``CustomSectionLayout/placesItemsAtFinalSizes``): Apple's custom groups cannot size items.
///
/// ```swift
/// let translation = CompositionalLayoutTranslation.translate(section, features: .iOS(15))
/// for note in translation.notes { print(note) }
/// ```
package enum CompositionalLayoutTranslation {
    /// Translates a section for a target with `features`, in the environment its section provider
    /// received (which adaptive counts are counted in; without one, they place one item), for a
    /// section of `itemCount` items (which a custom section layout places).
    ///
    /// - Complexity: O(*n*) in the size of the description (items, groups, supplementaries).
    package static func translate(
        _ section: LayoutSection, features: CompositionalLayoutFeatures, environment: LayoutEnvironment? = nil,
        itemCount: Int? = nil
    ) -> SectionTranslation {
        var notes: [TranslationNote] = []
        if let list = section.listConfiguration {
            return translateList(section, list, features: features, environment: environment)
        }
        var translated = section
        var groupContainer: LayoutContainer?
        if let environment {
            var size = environment.container.effectiveContentSize
            size.width -= section.contentInsets.leading + section.contentInsets.trailing
            groupContainer = LayoutContainer(contentSize: size)
        }
        translated.group = translate(
            section.group, path: "section.group", features: features, notes: &notes,
            container: groupContainer, scale: environment?.traitCollection.displayScale ?? 0)
        var refusal: LayoutError?
        if let customLayout = section.customLayout {
            refusal = translateCustomSection(
                customLayout, into: &translated, itemCount: itemCount, container: groupContainer,
                environment: environment, notes: &notes)
        }
        translated.boundarySupplementaryItems = section.boundarySupplementaryItems.enumerated().map { index, item in
            var item = item
            item.layoutSize = translate(
                item.layoutSize, path: "section.boundarySupplementaryItems[\(index)]", features: features, notes: &notes
            )
            return item
        }
        if section.supplementaryContentInsetsReference != .automatic,
            !features.contains(.supplementaryContentInsetsReference)
        {
            notes.append(
                TranslationNote(
                    path: "section",
                    message:
                        "supplementaryContentInsetsReference needs iOS 16; supplementaries use the section's reference")
            )
            translated.supplementaryContentInsetsReference = .automatic
        }
        if section.orthogonalScrollingProperties != OrthogonalScrollingProperties(),
            !features.contains(.orthogonalScrollingProperties)
        {
            notes.append(
                TranslationNote(
                    path: "section",
                    approximatedByDesign:
                        "orthogonalScrollingProperties (deceleration rate, bounce) need iOS 17 and are left out: the band scrolls with the system's deceleration and bounce"
                ))
            translated.orthogonalScrollingProperties = OrthogonalScrollingProperties()
        }
        var translation = SectionTranslation(
            kind: .section(translated), decorationItems: section.decorationItems, notes: notes)
        translation.refusal = refusal
        return translation
    }

    /// Translates the layout-wide configuration.
    ///
    /// - Returns: the configuration to give Apple's layout, and what was left out.
    ///
    /// - Complexity: O(*b*) for *b* layout-wide boundary items.
    package static func translate(_ configuration: LayoutConfiguration, features: CompositionalLayoutFeatures) -> (
        configuration: LayoutConfiguration, notes: [TranslationNote]
    ) {
        var notes: [TranslationNote] = []
        var translated = configuration
        if !configuration.roundsFramesToPixels {
            notes.append(
                TranslationNote(path: "configuration", message: "Apple's layout always rounds frames to pixels"))
            translated.roundsFramesToPixels = true
        }
        translated.boundarySupplementaryItems = configuration.boundarySupplementaryItems.enumerated().map {
            index, item in
            var item = item
            item.layoutSize = translate(
                item.layoutSize, path: "configuration.boundarySupplementaryItems[\(index)]", features: features,
                notes: &notes)
            return item
        }
        return (translated, notes)
    }

    // MARK: Parts

    /// One group being translated: the group with its own values translated, the container its
    /// children are solved in (when known), and its subitems, translated so far.
    private struct GroupTranslation {
        var group: LayoutGroup
        var childContainer: LayoutContainer?
        var translated: [LayoutSubitem] = []
        var next = 0
    }

    /// Translates a group and everything nested in it, depth first, with a stack of the groups
    /// being translated rather than recursion (groups may nest thousands of levels deep).
    ///
    /// - Complexity: O(*n*) for *n* groups, items and supplementaries.
    private static func translate(
        _ root: LayoutGroup, path rootPath: String, features: CompositionalLayoutFeatures,
        notes: inout [TranslationNote], container: LayoutContainer?, scale: CGFloat
    ) -> LayoutGroup {
        // The subitem index taken at each level down to the group on top of the stack.
        var steps: [Int32] = []
        var stack = [
            translateOwnValues(
                of: root, path: rootPath, features: features, notes: &notes, container: container, scale: scale)
        ]
        while let top = stack.indices.last {
            let subitems = stack[top].group.subitems
            guard stack[top].next < subitems.count else {
                var finished = stack.removeLast()
                finished.group.subitems = finished.translated
                guard let parent = stack.indices.last else { return finished.group }
                steps.removeLast()
                stack[parent].translated.append(.group(finished.group))
                continue
            }
            let index = stack[top].next
            stack[top].next += 1
            steps.append(Int32(index))
            switch subitems[index] {
            case .group(let nested):
                stack.append(
                    translateOwnValues(
                        of: nested, path: NestedPath.name(rootPath, steps), features: features, notes: &notes,
                        container: stack[top].childContainer, scale: scale))
            case .item(let item):
                stack[top].translated.append(
                    .item(translate(item, path: NestedPath.name(rootPath, steps), features: features, notes: &notes)))
                steps.removeLast()
            }
        }
        return root
    }

    /// Translates a group's own values (its size, repetition and supplementaries), not its
    /// subitems.
    private static func translateOwnValues(
        of group: LayoutGroup, path: @autoclosure () -> String, features: CompositionalLayoutFeatures,
        notes: inout [TranslationNote], container: LayoutContainer?, scale: CGFloat
    ) -> GroupTranslation {
        var group = group
        let childContainer = resolveAdaptiveCount(
            of: &group, path: path(), notes: &notes, container: container, scale: scale)
        group.layoutSize = translate(group.layoutSize, path: path(), features: features, notes: &notes)
        if case .count(let count) = group.repetition, !features.contains(.repeatingSubitemCount) {
            notes.append(
                TranslationNote(
                    path: path(),
                    message:
                        "repeatingSubitem:count: needs iOS 16; the \(count) subitems share the group equally (subitem:count:)"
                ))
            group.repetition = .countForcingFraction(count)
        }
        group.supplementaryItems = group.supplementaryItems.enumerated().map { index, item in
            var item = item
            item.layoutSize = translate(
                item.layoutSize, path: "\(path()).supplementaryItems[\(index)]", features: features, notes: &notes)
            return item
        }
        return GroupTranslation(group: group, childContainer: childContainer)
    }

    /// Translates an item of a group.
    private static func translate(
        _ item: LayoutItem, path: @autoclosure () -> String, features: CompositionalLayoutFeatures,
        notes: inout [TranslationNote]
    ) -> LayoutItem {
        var item = item
        item.layoutSize = translate(item.layoutSize, path: path(), features: features, notes: &notes)
        if !item.anchoredDecorations.isEmpty {
            notes.append(
                TranslationNote(
                    path: path(),
                    message:
                        "anchored decorations (list separators) have no Apple counterpart outside list sections and are left out"
                ))
            item.anchoredDecorations = []
        }
        item.supplementaryItems = item.supplementaryItems.enumerated().map { supplementaryIndex, supplementary in
            var supplementary = supplementary
            supplementary.layoutSize = translate(
                supplementary.layoutSize, path: "\(path()).supplementaryItems[\(supplementaryIndex)]",
                features: features, notes: &notes)
            return supplementary
        }
        return item
    }

    /// Replaces an adaptive count with the count for `container` (one without a container), and
    /// returns the container the group's children are solved in, when known.
    private static func resolveAdaptiveCount(
        of group: inout LayoutGroup, path: @autoclosure () -> String, notes: inout [TranslationNote],
        container: LayoutContainer?,
        scale: CGFloat
    ) -> LayoutContainer? {
        guard let container else {
            if case .adaptive = group.repetition {
                notes.append(
                    TranslationNote(
                        path: path(),
                        message:
                            "an adaptive count needs the section's environment; without one the group holds one item"))
                group.repetition = .countForcingFraction(1)
            }
            return nil
        }
        let size = DimensionResolver(scale: scale).resolve(group.layoutSize, in: container)
        let childContainer = LayoutContainer(contentSize: size, contentInsets: group.contentInsets)
        if case .adaptive(let minimum) = group.repetition {
            // Exact: Apple asks the section provider again when the environment changes.
            group.repetition = .countForcingFraction(
                LayoutGroup.SubitemCount.adaptiveCount(
                    minimum: minimum, length: childContainer.effectiveContentSize[group.axis],
                    spacing: group.interItemSpacing?.spacing ?? 0))
        }
        return childContainer
    }

    private static func translate(
        _ size: LayoutSize, path: @autoclosure () -> String, features: CompositionalLayoutFeatures,
        notes: inout [TranslationNote]
    ) -> LayoutSize {
        guard !features.contains(.uniformAcrossSiblings) else { return size }
        var size = size
        for (name, dimension) in [("width", size.widthDimension), ("height", size.heightDimension)]
        where dimension.isUniformAcrossSiblings {
            notes.append(
                TranslationNote(
                    path: path(),
                    message:
                        "uniformAcrossSiblings needs iOS 17; the \(name) is estimated at \(dimension.dimension) instead"
                ))
            if name == "width" {
                size.widthDimension = .estimated(dimension.dimension)
            } else {
                size.heightDimension = .estimated(dimension.dimension)
            }
        }
        return size
    }
}

import Foundation

/// What Apple's `UICollectionViewCompositionalLayout` asserts or logs on (compositional-layout
/// spec §1, "Validation performed by UIKit"), one predicate each, checked on what Apple is handed
/// (``AppleSection/Content``). The checks are written apart from Tessera's validation, so that a
/// property test can show that nothing the validation lets through, once translated, breaks one.
///
/// ```swift
/// AppleCompositionalPreconditions.violations(of: section.content, itemCount: 3)   // [] when Apple takes it
/// ```
package enum AppleCompositionalPreconditions: String, CaseIterable, Sendable {
    /// "Section provider returning nil for a section that has items asserts: Invalid section definition."
    case noNilSectionWithItems = "a section with items has a section definition"
    /// "At least 1 subitem is required for a group."
    case groupHasASubitem = "every group that is not custom has at least 1 subitem"
    /// "A single item is required for a repeating item group, %@ were supplied."
    case repeatingGroupHasOneSubitem = "a repeating group has exactly 1 subitem"
    /// "repeating count must be ≥ 1."
    case repeatCountAtLeastOne = "a repeating group repeats at least once"
    /// Apple has no adaptive count: only fixed counts reach it.
    case noAdaptiveCount = "no group has an adaptive count, which Apple does not have"
    /// "Invalid … dimension, must be > 0.0" (logged, "will be a hard-assert soon"), "The fraction
    /// must be a finite value" (asserted), `uniformAcrossSiblings(estimate: <= 0)` (asserted).
    case dimensionsArePositiveAndFinite = "every dimension is finite and greater than 0"
    /// Insets and spacings are finite (a layout of non-finite numbers has no frames).
    case numbersAreFinite = "every inset and spacing is finite"
    /// Groups nest no deeper than Tessera lays out (Apple recurses per level).
    case nestingIsBounded = "groups nest at most LayoutLimits.maximumNestingDepth levels"

    /// The preconditions `content` breaks, for a section of `itemCount` items.
    ///
    /// - Complexity: O(*n*) for *n* groups, items and supplementaries; no recursion.
    package static func violations(of content: AppleSection.Content, itemCount: Int)
        -> [AppleCompositionalPreconditions]
    {
        var broken = Set<AppleCompositionalPreconditions>()
        switch content {
        case .empty:
            if itemCount > 0 { broken.insert(.noNilSectionWithItems) }
        case .standIn(let section):
            check(section, into: &broken)
        case .translation(let translation):
            switch translation.kind {
            case .section(let section):
                check(section, into: &broken)
            case .list:
                let changes = translation.listChanges
                if !changes.contentInsets.isFinite || !changes.interGroupSpacing.isFinite {
                    broken.insert(.numbersAreFinite)
                }
                for item in changes.addedBoundarySupplementaryItems { check(item.layoutSize, into: &broken) }
            }
            for decoration in translation.decorationItems where !decoration.contentInsets.isFinite {
                broken.insert(.numbersAreFinite)
            }
        }
        return allCases.filter(broken.contains)
    }

    private static func check(_ section: LayoutSection, into broken: inout Set<AppleCompositionalPreconditions>) {
        if !section.contentInsets.isFinite || !section.interGroupSpacing.isFinite { broken.insert(.numbersAreFinite) }
        for item in section.boundarySupplementaryItems {
            check(item.layoutSize, into: &broken)
            if !item.contentInsets.isFinite || !item.offset.x.isFinite || !item.offset.y.isFinite {
                broken.insert(.numbersAreFinite)
            }
        }
        // The groups to look at, with their depth (the section's group is at depth 1).
        var pending: [(group: LayoutGroup, depth: Int)] = [(section.group, 1)]
        while let (group, depth) = pending.popLast() {
            if depth > LayoutLimits.maximumNestingDepth { broken.insert(.nestingIsBounded) }
            check(group.layoutSize, into: &broken)
            if !group.contentInsets.isFinite || !(group.interItemSpacing?.spacing ?? 0).isFinite {
                broken.insert(.numbersAreFinite)
            }
            for supplementary in group.supplementaryItems { check(supplementary.layoutSize, into: &broken) }
            guard group.layoutDirection != .custom else { continue }
            if group.subitems.isEmpty { broken.insert(.groupHasASubitem) }
            switch group.repetition {
            case .whileTheyFit: break
            case .count(let count), .countForcingFraction(let count):
                if group.subitems.count != 1 { broken.insert(.repeatingGroupHasOneSubitem) }
                if count < 1 { broken.insert(.repeatCountAtLeastOne) }
            case .adaptive: broken.insert(.noAdaptiveCount)
            }
            for subitem in group.subitems {
                switch subitem {
                case .item(let item):
                    check(item.layoutSize, into: &broken)
                    if !item.contentInsets.isFinite { broken.insert(.numbersAreFinite) }
                    for supplementary in item.supplementaryItems { check(supplementary.layoutSize, into: &broken) }
                case .group(let nested):
                    pending.append((nested, depth + 1))
                }
            }
        }
    }

    private static func check(_ size: LayoutSize, into broken: inout Set<AppleCompositionalPreconditions>) {
        for dimension in [size.widthDimension, size.heightDimension]
        where !dimension.dimension.isFinite || dimension.dimension <= 0 {
            broken.insert(.dimensionsArePositiveAndFinite)
        }
    }
}

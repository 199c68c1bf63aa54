import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// One validation, whichever engine: random section descriptions — degenerate ones among them —
/// go through the core's Apple path (`CompositionalLayoutTranslation.appleSection`), and what
/// Apple is handed breaks none of Apple's preconditions (`AppleCompositionalPreconditions`, one
/// predicate per assertion or log of compositional-layout spec §1); a section Tessera's engine
/// refuses is never handed to Apple, and one it takes is.
@Suite("Apple's preconditions hold for every translated description")
@MainActor
struct AppleTranslationPropertyTests {
    /// The kinds of section the generator makes.
    enum Shape: CaseIterable {
        case valid, emptyGroup, repeatCountZero, repeatCountNegative, zeroDimension, negativeDimension
        case nanDimension, infiniteFraction, zeroEstimate, uniformAcrossSiblings, adaptive, noSection
        case list, customisedList, listWithMetrics, listWithBannerFirst, waterfallEstimated, waterfallAbsolute
        case waterfallThatCannotPlace, orthogonalWaterfall, deepNesting, infiniteInsets, nanSpacing
        case customGroup, repeatingCount, noRoom
    }

    private static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    private static let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))

    private static func rows(_ group: LayoutGroup) -> LayoutSection { LayoutSection(group: group) }

    /// A section of `shape`; `nil` for no section.
    static func section(_ shape: Shape, using random: inout SeededRandomNumberGenerator) -> LayoutSection? {
        let full = size(.fractionalWidth(1), .absolute(44))
        switch shape {
        case .valid:
            return RandomLayoutRecipe.random(using: &random).section(transposed: false)
        case .emptyGroup:
            return rows(.vertical(layoutSize: full, subitems: []))
        case .repeatCountZero:
            return rows(.horizontal(layoutSize: full, repeatingSubitem: row, count: 0))
        case .repeatCountNegative:
            return rows(.horizontal(layoutSize: full, subitem: row, count: -3))
        case .zeroDimension:
            return rows(.vertical(layoutSize: size(.fractionalWidth(1), .absolute(0)), subitems: [row]))
        case .negativeDimension:
            return rows(
                .vertical(
                    layoutSize: full, subitems: [LayoutItem(layoutSize: size(.fractionalWidth(-1), .absolute(44)))]))
        case .nanDimension:
            return rows(.vertical(layoutSize: size(.fractionalWidth(1), .estimated(.nan)), subitems: [row]))
        case .infiniteFraction:
            return rows(.vertical(layoutSize: size(.fractionalWidth(.infinity), .absolute(44)), subitems: [row]))
        case .zeroEstimate:
            return rows(
                .vertical(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 0)), subitems: [row]))
        case .uniformAcrossSiblings:
            return rows(
                .horizontal(
                    layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 60)),
                    subitems: [LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(60)))]))
        case .adaptive:
            return rows(
                .horizontal(
                    layoutSize: full, subitem: LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1))),
                    count: .adaptive(minimum: [50, 150, 1_000][Int.random(in: 0..<3, using: &random)])))
        case .noSection:
            return nil
        case .list, .customisedList, .listWithMetrics, .listWithBannerFirst:
            var configuration = ListConfiguration(
                appearance: ListConfiguration.Appearance.allCases.randomElement(using: &random) ?? .plain)
            configuration.headerMode = Bool.random(using: &random) ? .supplementary : .none
            if shape == .listWithMetrics { configuration.metrics.insetMargin = 12 }
            var section = LayoutSection.list(using: configuration, layoutEnvironment: LayoutChecks.iPhone)
            let banner = LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top)
            if shape == .customisedList {
                section.contentInsets.top += 24
                section.interGroupSpacing = 8
                section.boundarySupplementaryItems.append(banner)
            }
            if shape == .listWithBannerFirst { section.boundarySupplementaryItems.insert(banner, at: 0) }
            return section
        case .waterfallEstimated, .waterfallAbsolute, .waterfallThatCannotPlace, .orthogonalWaterfall:
            let height: WaterfallSectionLayout.ItemHeight =
                shape == .waterfallEstimated ? .uniform(.estimated(100)) : .uniform(.absolute(100))
            var section = LayoutSection(
                customLayout: WaterfallSectionLayout(
                    columnCount: .fixed(shape == .waterfallThatCannotPlace ? 0 : 2), itemHeight: height))
            if shape == .orthogonalWaterfall { section.orthogonalScrollingBehavior = .continuous }
            return section
        case .deepNesting:
            var group = LayoutGroup.vertical(layoutSize: full, subitems: [row])
            for _ in 0..<Int.random(in: 2...40, using: &random) {
                group = .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [group])
            }
            return rows(group)
        case .infiniteInsets:
            var section = rows(.vertical(layoutSize: full, subitems: [row]))
            section.contentInsets.leading = .infinity
            return section
        case .nanSpacing:
            var section = rows(.vertical(layoutSize: full, subitems: [row]))
            section.interGroupSpacing = .nan
            return section
        case .customGroup:
            return rows(
                .custom(layoutSize: full) { _ in
                    [LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 44))]
                })
        case .repeatingCount:
            return rows(
                .horizontal(
                    layoutSize: full, repeatingSubitem: LayoutItem(layoutSize: size(.absolute(80), .absolute(44))),
                    count: 3))
        case .noRoom:
            var section = rows(.vertical(layoutSize: full, subitems: [row]))
            section.contentInsets.leading = 400
            return section
        }
    }

    @Test(arguments: [UInt64(7), 40])
    func everyTranslatedDescriptionMeetsApplesPreconditions(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        for run in 0..<PropertyRuns.count(300) {
            let shape = Shape.allCases[run % Shape.allCases.count]
            let section = Self.section(shape, using: &random)
            let layout = CompositionalLayout { _, _ in section }
            let itemCount = [0, 1, 3, 40][Int.random(in: 0..<4, using: &random)]
            let features = CompositionalLayoutFeatures.iOS(Int.random(in: 15...17, using: &random))
            let apple = CompositionalLayoutTranslation.appleSection(
                of: layout, at: 0, sectionCount: 1, itemCount: itemCount, environment: LayoutChecks.iPhone,
                features: features, trialSolve: true)
            let broken = AppleCompositionalPreconditions.violations(of: apple.content, itemCount: itemCount)
            #expect(broken.isEmpty, "\(shape), \(itemCount) items: \(broken.map(\.rawValue))")
            // What Tessera's engine refuses never reaches Apple, and what it lays out does.
            let refusedByTessera =
                (try? layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [itemCount]))) == nil
            var standsIn = false
            if case .standIn = apple.content { standsIn = true }
            #expect(standsIn == refusedByTessera, "\(shape), \(itemCount) items: \(apple.failures)")
            #expect(standsIn == !apple.failures.filter { $0.contains("is not handed to Apple") }.isEmpty)
            // A section Apple's engine would not show exactly is withheld on a layout Tessera
            // installed (until the engine is chosen again): Apple is handed an empty section.
            let withheld = apple.handedContent(showingApproximations: false)
            #expect(AppleCompositionalPreconditions.violations(of: withheld, itemCount: itemCount).isEmpty)
            if !apple.inexactness.isEmpty, case .translation = withheld {
                Issue.record("\(shape): an inexact section is handed to Apple: \(apple.inexactness)")
            }
        }
    }

    /// The stand-in for a refused section, and the answer for a section without items, are
    /// themselves descriptions Apple takes.
    @Test func theStandInAndTheEmptySectionMeetApplesPreconditions() {
        for itemCount in [0, 1, 9_999, 10_001, 1_000_000] {
            let standIn = AppleSection.standIn(itemCount: itemCount, scale: 3)
            #expect(AppleCompositionalPreconditions.violations(of: .standIn(standIn), itemCount: itemCount).isEmpty)
        }
        #expect(AppleCompositionalPreconditions.violations(of: .empty, itemCount: 0).isEmpty)
        #expect(AppleCompositionalPreconditions.violations(of: .empty, itemCount: 1) == [.noNilSectionWithItems])
    }

    /// The predicates see what they are about: each degenerate description, handed as it is,
    /// breaks the precondition it is made to break (so that the property above can fail).
    @Test func thePredicatesCatchWhatAppleAssertsOn() {
        var random = SeededRandomNumberGenerator(seed: 1)
        let cases: [(Shape, AppleCompositionalPreconditions)] = [
            (.emptyGroup, .groupHasASubitem), (.repeatCountZero, .repeatCountAtLeastOne),
            (.repeatCountNegative, .repeatCountAtLeastOne), (.zeroDimension, .dimensionsArePositiveAndFinite),
            (.negativeDimension, .dimensionsArePositiveAndFinite), (.nanDimension, .dimensionsArePositiveAndFinite),
            (.infiniteFraction, .dimensionsArePositiveAndFinite), (.zeroEstimate, .dimensionsArePositiveAndFinite),
            (.adaptive, .noAdaptiveCount), (.infiniteInsets, .numbersAreFinite), (.nanSpacing, .numbersAreFinite),
        ]
        for (shape, precondition) in cases {
            guard let section = Self.section(shape, using: &random) else { continue }
            let unchecked = SectionTranslation(kind: .section(section), decorationItems: [], notes: [])
            #expect(
                AppleCompositionalPreconditions.violations(of: .translation(unchecked), itemCount: 3).contains(
                    precondition), "\(shape)")
        }
    }
}

import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

private func expectError(
    _ section: LayoutSection, items: Int = 3, environment: LayoutEnvironment = LayoutChecks.iPhone,
    contains text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        _ = try solve(section, items: items, environment: environment)
        Issue.record("expected an error containing \(text)", sourceLocation: sourceLocation)
    } catch {
        #expect(String(describing: error).contains(text), "\(error)", sourceLocation: sourceLocation)
    }
}

private func section(item: LayoutSize, group: LayoutSize = size(.fractionalWidth(1), .absolute(44))) -> LayoutSection {
    LayoutSection(group: .horizontal(layoutSize: group, subitems: [LayoutItem(layoutSize: item)]))
}

/// Invalid descriptions produce typed errors with UIKit's wording and the element's path.
@Suite("Layout validation")
struct LayoutValidationTests {
    @Test func nonPositiveDimensions() {
        expectError(
            section(item: size(.fractionalWidth(0), .absolute(44))),
            contains: "section 0.group.subitems[0]: Invalid fractional width dimension (0.0), must be > 0.0.")
        expectError(
            section(item: size(.fractionalWidth(0.5), .absolute(-3))),
            contains: "Invalid absolute height dimension (-3.0), must be > 0.0.")
        expectError(section(item: size(.estimated(0), .absolute(44))), contains: "Invalid estimated width dimension")
        expectError(
            section(
                item: size(.fractionalWidth(1), .absolute(44)), group: size(.fractionalWidth(1), .fractionalHeight(-1))),
            contains: "section 0.group: Invalid fractional height dimension")
    }

    @Test func nonFiniteDimensions() {
        expectError(
            section(item: size(.fractionalWidth(.nan), .absolute(44))),
            contains: "Invalid fractional width: nan. The fraction must be a finite value.")
        expectError(
            section(item: size(.fractionalWidth(1), .absolute(.infinity))),
            contains: "The dimension must be a finite value.")
        var insets = section(item: size(.fractionalWidth(1), .absolute(44)))
        insets.contentInsets.top = .nan
        expectError(insets, contains: "section 0: contentInsets must be finite")
    }

    @Test func groupsWithoutOrWithTooManySubitems() {
        let empty = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [])
        expectError(LayoutSection(group: empty), contains: "At least 1 subitem is required for a group.")
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let zero = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: item, count: 0)
        expectError(LayoutSection(group: zero), contains: "The repeat count of a group must be at least 1, found 0.")
    }

    @Test func groupsThatCannotFitAnItem() {
        expectError(
            section(item: size(.absolute(500), .absolute(44))), contains: "This group cannot fit even a single item.")
        var insetGroup = LayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .absolute(44)),
            subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
        insetGroup.contentInsets = DirectionalEdgeInsets(leading: 60, trailing: 60)
        expectError(
            LayoutSection(group: insetGroup),
            contains: "There is no room for this group to fit into its parent group or section")
    }

    @Test func tinyItemsInHugeGroupsAreReportedNotLooped() {
        expectError(
            section(item: size(.absolute(0.001), .absolute(44)), group: size(.absolute(1_000_000), .absolute(44))),
            contains: "would place more than 100000 items")
    }

    @Test func badContainersAndCounts() throws {
        let valid = section(item: size(.fractionalWidth(1), .absolute(44)))
        expectError(
            valid, environment: LayoutEnvironment(width: .nan, height: 844),
            contains: "container: the collection view's size must be finite")
        expectError(
            valid, environment: LayoutEnvironment(width: -1, height: 844), contains: "must be finite and not negative")
        expectError(valid, items: -1, contains: "content: section 0 has -1 items; a count is 0 or more")
        // A zero-width container cannot fit fractional items: an error, not a trap.
        expectError(valid, environment: LayoutEnvironment(width: 0, height: 0), contains: "There is no room")
        // A huge container works.
        let huge = try solve(valid, items: 2, environment: LayoutEnvironment(width: 1e7, height: 1e7))
        #expect(huge.contentSize.width == 1e7)
        #expect(throws: LayoutError.self) {
            try CompositionalLayout(section: valid).solve(
                in: LayoutChecks.iPhone,
                content: LayoutContent(
                    itemCounts: [1],
                    itemSizes: [IndexPath(item: 0, section: 0): CGSize(width: 1, height: CGFloat.infinity)]))
        }
    }

    @Test func aMillionItemsSolveWithoutPerItemWork() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let layoutSection = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        let solution = try solve(layoutSection, items: 1_000_000)
        #expect(solution.contentSize.height == 50_000_000)
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame,
            CGRect(195, 49_999_900, 195, 100))
        let screen = solution.elements(in: CGRect(x: 0, y: 25_000_000, width: 390, height: 844))
        #expect(screen.count == 18)
    }
}

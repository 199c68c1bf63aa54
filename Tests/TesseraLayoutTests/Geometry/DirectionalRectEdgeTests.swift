import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// `DirectionalRectEdge`: edges named by layout direction — a badge anchored to the leading edge
/// sits on the left in left-to-right and on the right in right-to-left.
@Suite("DirectionalRectEdge")
struct DirectionalRectEdgeTests {
    private func badge(
        _ edges: DirectionalRectEdge, direction: TraitEnvironmentLayoutDirection = .leftToRight
    ) throws -> CGRect? {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: edges))
        let item = LayoutItem(layoutSize: size(.absolute(130), .absolute(130)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(130)), subitems: [item])
        var environment = LayoutChecks.iPhone
        environment.traitCollection.layoutDirection = direction
        return try solve(LayoutSection(group: group), items: 1, environment: environment)
            .attributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test func edgesPickTheCornerOrTheMiddle() throws {
        expectFrame(try badge([.top, .leading]), CGRect(0, 0, 20, 20))
        expectFrame(try badge([.top, .trailing]), CGRect(110, 0, 20, 20))
        expectFrame(try badge([.bottom, .trailing]), CGRect(110, 110, 20, 20))
        expectFrame(try badge(.bottom), CGRect(55, 110, 20, 20))
        expectFrame(try badge(.leading), CGRect(0, 55, 20, 20))
        expectFrame(try badge([]), CGRect(55, 55, 20, 20))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() throws {
        // In right to left the item is at 260…390: its leading edge is its right one.
        expectFrame(try badge([.top, .leading], direction: .rightToLeft), CGRect(370, 0, 20, 20))
        expectFrame(try badge([.top, .trailing], direction: .rightToLeft), CGRect(260, 0, 20, 20))
    }

    @Test func rawValuesAreUIKitsAndAllIsEveryEdge() {
        // `NSDirectionalRectEdge`: top 1, leading 2, bottom 4, trailing 8.
        #expect(
            [DirectionalRectEdge.top, .leading, .bottom, .trailing].map(\.rawValue) == [1, 2, 4, 8])
        #expect(DirectionalRectEdge.all.rawValue == 15)
        #expect(DirectionalRectEdge.all.isSuperset(of: [.top, .leading, .bottom, .trailing]))
        #expect(DirectionalRectEdge([.top, .leading]).intersection([.leading, .trailing]) == .leading)
    }
}

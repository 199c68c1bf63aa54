import Foundation
import TesseraPreview
import Testing

/// Previews of layouts with extreme but finite numbers are written, never trapped on or looped
/// over without end.
@Suite("Previews of extreme layouts")
struct ExtremePreviewTests {
    private static func banners(width: CGFloat) throws -> LayoutSolution {
        let full = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var banners = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(100)),
                subitems: [full]))
        banners.orthogonalScrollingBehavior = .groupPaging
        return try CompositionalLayout(section: banners).solve(
            in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [3]))
    }

    @Test func coordinatesPastAnIntegerAreWrittenInExponentForm() throws {
        let solution = try Self.banners(width: 1e19)
        let svg = SVGPreview.render(solution, title: "Wide")
        #expect(svg.contains("width=\"1e+19\""), "\(svg.prefix(600))")
        let html = HTMLPreview.page(title: "Wide", variants: [HTMLPreview.Variant(device: .iPhone, solution: solution)])
        #expect(html.contains("1e+19"))
    }

    @Test func aBandOfAnyWidthIsProbedABoundedNumberOfTimes() throws {
        // A band 9·10²⁹⁹ pt wide (within LayoutLimits.maximumCoordinate): probing it every 2 pt
        // never ended.
        let solution = try Self.banners(width: 3e299)
        let html = HTMLPreview.page(
            title: "Widest", variants: [HTMLPreview.Variant(device: .iPhone, solution: solution)])
        #expect(html.contains(#"<i class="snap""#))
    }
}

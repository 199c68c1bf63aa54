import Foundation
import Tessera
import TesseraPreview
import TesseraTestSupport
import Testing

/// What draws a decoration kind nobody registered a view for: one decision (`DecorationDrawing`)
/// that TesseraUIKit's `DecorationViews.defaultClass(forKind:)` and TesseraPreview both follow.
@MainActor
@Suite("Decoration drawing")
struct DecorationDrawingTests {
    @Test func theScreenBuildersKindsNameTheirDrawing() {
        let timeline = StackedLayout.Decoration(style: .timeline(), items: 0..<3)
        #expect(DecorationDrawing(elementKind: StackedLayout.DecorationStyle.card().name) == .card)
        #expect(DecorationDrawing(elementKind: StackedLayout.DecorationStyle.separators().name) == .separator)
        #expect(DecorationDrawing(elementKind: ElementKind.listSeparator) == .separator)
        #expect(DecorationDrawing(elementKind: timeline.elementKind) == .timelineLine)
        #expect(DecorationDrawing(elementKind: timeline.nodeElementKind) == .timelineNode)
    }

    /// Another kind — a section background, a styled block with its own kind — is a background until
    /// the app registers a view for it, even when its name contains a known one.
    @Test func anyOtherKindIsABackground() {
        for kind in ["background", "promo", "promo-card", "separator", "journey-timeline", ""] {
            #expect(DecorationDrawing(elementKind: kind) == .background, "\(kind)")
        }
    }

    // MARK: Previews

    /// The rendered preview of a section decorated with `kind`, with the kind's name taken out.
    private func preview(decoratedWith kind: String) throws -> String {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var section = LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.decorationItems = [.background(elementKind: kind)]
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200),
            collectionViewLayout: CompositionalLayout(section: section))
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot<Int, Int>([(0, [1, 2])]), animatingDifferences: false)
        return RenderedSVG.render(view).replacingOccurrences(of: kind, with: "KIND")
    }

    /// A preview draws what the device's ready-made view draws: a kind whose name merely contains
    /// a known one (the preview used to draw "separator-thin" and "journey-timeline" unlike the
    /// device; "promo-card" it already drew alike).
    @Test(arguments: ["promo-card", "separator-thin", "journey-timeline"])
    func aPreviewDrawsAKindAsTheDeviceDoes(_ kind: String) throws {
        #expect(try preview(decoratedWith: kind) == preview(decoratedWith: "wall"))
    }

    @Test func theScreenBuildersCardIsStillACardInPreviews() throws {
        #expect(try preview(decoratedWith: "card") != preview(decoratedWith: "wall"))
    }
}

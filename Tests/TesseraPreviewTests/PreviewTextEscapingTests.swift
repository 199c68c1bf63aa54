import Foundation
import Tessera
import TesseraPreview
import Testing

/// Text from an app — titles, element kinds, device names, what cells show — goes into SVG and
/// HTML as characters XML 1.0 and HTML allow: every control character, and every
/// character XML 1.0 has no place for, is replaced, so that the documents stay well formed.
@Suite("Text in previews")
struct PreviewTextEscapingTests {
    /// Every C0 and C1 control character, DEL, noncharacters (U+FDD0, U+FFFE, U+FFFF, U+1FFFF,
    /// U+10FFFF), markup characters, and text that is fine.
    static let hostile: String = {
        var scalars = String.UnicodeScalarView()
        for value in Array(0x00...0x20) + Array(0x7F...0xA0) + [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFF, 0x10FFFF] {
            if let scalar = Unicode.Scalar(UInt32(value)) { scalars.append(scalar) }
        }
        return String(scalars) + "<b>&\"'é中🙂"
    }()

    /// Whether XML 1.0 (`Char`) allows a character, and HTML does not call it a control or a
    /// noncharacter.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: return false
        default: return scalar.value & 0xFFFE != 0xFFFE
        }
    }

    /// Expects every character of a document to be allowed, and the markup characters of
    /// `hostile` to appear only escaped.
    private func expectWellFormed(_ document: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let refused = document.unicodeScalars.filter { !Self.isAllowed($0) }
        // Without the check, every control character went into the document as it was.
        #expect(refused.isEmpty, "\(refused.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
        #expect(!document.contains("<b>"), sourceLocation: sourceLocation)
        #expect(document.contains("&lt;b&gt;&amp;&quot;&#39;é中🙂"), sourceLocation: sourceLocation)
        #expect(document.contains("\u{FFFD}"), sourceLocation: sourceLocation)
    }

    private func solution() throws -> LayoutSolution {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var section = LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: Self.hostile, alignment: .top)
        ]
        section.decorationItems = [.background(elementKind: Self.hostile)]
        return try CompositionalLayout(section: section).solve(
            in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [2]))
    }

    @Test func svgPreviewsStayWellFormed() throws {
        expectWellFormed(SVGPreview.render(try solution(), title: Self.hostile))
    }

    @Test func htmlPagesStayWellFormed() throws {
        let device = PreviewDevice(id: Self.hostile, name: Self.hostile, width: 390, height: 844)
        let variant = HTMLPreview.Variant(device: device, solution: try solution())
        expectWellFormed(
            HTMLPreview.page(
                title: Self.hostile, subtitle: Self.hostile, variants: [variant], preferredDeviceID: Self.hostile,
                backLink: Self.hostile))
        expectWellFormed(
            HTMLPreview.index(
                title: Self.hostile, subtitle: Self.hostile,
                entries: [
                    HTMLPreview.IndexEntry(
                        title: Self.hostile, subtitle: Self.hostile, href: Self.hostile, thumbnail: variant)
                ]))
    }

    @Test @MainActor func renderedPicturesOfCellTextStayWellFormed() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: StackedLayout(sections: []))
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(
            ScreenDescription(sections: [
                SectionDescriptor(id: "text") { builder in
                    builder.add(cell: TextCellModel(Self.hostile))
                    builder.add(cell: TitleCellModel(Self.hostile))
                }
            ]), animatingDifferences: false)
        expectWellFormed(RenderedSVG.render(view, title: Self.hostile, idPrefix: Self.hostile, wireframe: true))
    }
}

import Foundation
import TesseraPreview
import Testing

@Suite("HTML previews")
struct HTMLPreviewTests {
    private static func bannersAndList() throws -> [HTMLPreview.Variant] {
        let full = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var banners = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(100)),
                subitems: [full]))
        banners.orthogonalScrollingBehavior = .groupPaging
        var list = LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [full]))
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        list.boundarySupplementaryItems = [header]
        let sections = [banners, list]
        let layout = CompositionalLayout { index, _ in sections[index] }
        return try [PreviewDevice.iPhone, .iPad].map { device in
            HTMLPreview.Variant(
                device: device,
                solution: try layout.solve(
                    in: LayoutEnvironment(width: device.width, height: device.height),
                    content: LayoutContent(itemCounts: [4, 30])))
        }
    }

    @Test func renderedPagesShowWireframesWithAnUncheckedCheckboxAndNoScript() throws {
        let svg = #"<svg><rect class="screen"/><g class="wireframe"><rect/></g></svg>"# + "\n"
        let rendering = HTMLPreview.Rendering(caption: "iPhone 15 · light", svg: svg, isDark: false)
        let page = HTMLPreview.renderedPage(title: "Products", renderings: [rendering], wireframeToggle: true)
        let checkbox = try #require(page.range(of: #"<input type="checkbox" id="show-wireframe""#))
        let label = try #require(
            page.range(of: #"<label class="wireframe-toggle" for="show-wireframe">Show wireframe</label>"#))
        let main = try #require(page.range(of: #"<main class="rendered">"#))
        // The checkbox is a sibling before <main>, unchecked; CSS hides the overlays until it is checked.
        #expect(checkbox.upperBound <= label.lowerBound && label.upperBound <= main.lowerBound)
        #expect(!page.contains("checked>") && !page.contains(#"checked=""#))
        #expect(page.contains("main.rendered .wireframe { display: none; }"))
        #expect(page.contains("#show-wireframe:checked ~ main.rendered .wireframe { display: inline; }"))
        #expect(!page.contains("<script"))
        #expect(page.contains(svg))

        let plain = HTMLPreview.renderedPage(title: "Products", renderings: [rendering])
        #expect(!plain.contains("<input") && !plain.contains("Show wireframe"))
    }

    @Test func pageIsSelfContainedWithOneBoxPerElement() throws {
        let variants = try Self.bannersAndList()
        let html = HTMLPreview.page(title: "Banners & list", variants: variants)
        // No network: no external scripts, styles, fonts or images.
        for reference in ["src=", "http://", "https://", "@import", "url("] {
            #expect(!html.contains(reference), "found \(reference)")
        }
        #expect(html.contains("<title>Banners &amp; list</title>"))
        let boxes = html.components(separatedBy: #"<div class="el "#).count - 1
        #expect(boxes == variants.map(HTMLPreview.elementCount).reduce(0, +))
        #expect(html.contains(#"data-device="iphone""#) && html.contains(#"data-device="ipad""#))
    }

    @Test func orthogonalSectionsScrollInABandThatSnapsToGroups() throws {
        let variants = try Self.bannersAndList()
        let html = HTMLPreview.page(title: "Banners", variants: [variants[0]])
        #expect(html.contains(#"data-behavior="groupPaging""#))
        #expect(html.contains("scroll-snap-type:x mandatory"))
        // Groups are 275.1 pt wide (70% of 393): the band rests at each group's leading edge.
        #expect(html.contains(#"<i class="snap" style="left:0px"></i><i class="snap" style="left:275"#))
    }

    @Test func pinnedHeadersCarryTheEngineRule() throws {
        let html = HTMLPreview.page(title: "Pinned", variants: [try Self.bannersAndList()[0]])
        // Header of section 1: unpinned at 100, pinned within the section's 100…1450, 30 tall.
        #expect(html.contains(#"data-pin="100 100 1450 30 leading""#))
    }
}

import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// `LayoutSizeClass`: what a section provider reads from its environment's traits to choose a
/// section — as an app shows two columns on an iPhone and four on an iPad. A change of size
/// class makes a layout solve its sections again.
@Suite("LayoutSizeClass")
struct LayoutSizeClassTests {
    /// Two columns in a compact width, four in a regular one, one when unspecified.
    private let layout = CompositionalLayout { _, environment in
        let columns: Int
        switch environment.traitCollection.horizontalSizeClass {
        case .compact: columns = 2
        case .regular: columns = 4
        case .unspecified: columns = 1
        }
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        return LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: columns))
    }

    private func widths(_ sizeClass: LayoutSizeClass) throws -> [CGFloat] {
        var environment = LayoutEnvironment(width: 400, height: 800)
        environment.traitCollection.horizontalSizeClass = sizeClass
        let solution = try layout.solve(in: environment, content: LayoutContent(itemCounts: [4]))
        return LayoutChecks.cellFrames(solution).map(\.width)
    }

    @Test func theProviderSeesTheEnvironmentsSizeClass() throws {
        #expect(try widths(.compact) == [200, 200, 200, 200])
        #expect(try widths(.regular) == [100, 100, 100, 100])
        #expect(try widths(.unspecified) == [400, 400, 400, 400])
    }

    @Test func anEnvironmentIsCompactWideAndRegularTallUnlessToldOtherwise() {
        let environment = LayoutEnvironment(width: 390, height: 844)
        #expect(environment.traitCollection.horizontalSizeClass == .compact)
        #expect(environment.traitCollection.verticalSizeClass == .regular)
    }

    @Test func rawValuesAreUIKits() {
        // `UIUserInterfaceSizeClass`: unspecified 0, compact 1, regular 2.
        #expect([LayoutSizeClass.unspecified, .compact, .regular].map(\.rawValue) == [0, 1, 2])
        #expect(LayoutSizeClass(rawValue: 2) == .regular)
        #expect(LayoutSizeClass(rawValue: 3) == nil)
    }
}

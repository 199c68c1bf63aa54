import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// `VisibleElement`: one line of a headless collection view's dump — kind, index path, frame (whole
/// numbers without decimals, others to two places), what it shows, and whether it is selected.
@Suite("VisibleElement")
@MainActor
struct VisibleElementTests {
    @Test func eachVisibleCellIsOneLineWithItsFrameAndContent() throws {
        let (view, dataSource) = try TestDataSources.shownNumbers([7, 8], height: 844)
        defer { withExtendedLifetime(dataSource) {} }
        let elements = view.visibleElements
        #expect(elements.count == 2)
        let frame = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(elements[1].frame == frame)
        #expect(elements[1].content == "8")
        #expect(elements[1].description.hasPrefix("cell [0, 1] ("))
        #expect(elements[1].description.hasSuffix(") \"8\""))
        #expect(elements.map(\.description) == view.dump().split(separator: "\n").dropFirst().map(String.init))
    }

    @Test func aSelectedCellSaysSo() throws {
        let (view, dataSource) = try TestDataSources.shownNumbers([7, 8], height: 844)
        defer { withExtendedLifetime(dataSource) {} }
        view.tapItem(at: IndexPath(item: 0, section: 0))
        let elements = view.visibleElements
        #expect(elements[0].description.hasSuffix("\"7\" selected"))
        #expect(!elements[1].description.contains("selected"))
    }

    @Test func wholeNumbersPrintWithoutDecimals() throws {
        let (view, dataSource) = try TestDataSources.shownNumbers([7, 8, 9], height: 844)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(
            view.visibleElements.map(\.description) == [
                "cell [0, 0] (0, 0, 390, 44) \"7\"", "cell [0, 1] (0, 44, 390, 44) \"8\"",
                "cell [0, 2] (0, 88, 390, 44) \"9\"",
            ])
    }
}

import Foundation
import Tessera
import TesseraExampleScreens
import TesseraTesting
import Testing

/// Every example screen, through its list system's own API, on every device of ``TestDevice/all``: laid out
/// and scrolled from top to bottom, it reports nothing, starts at rest below the safe area, and
/// shows every cell with a finite, non-empty frame inside the screen's width (bands that scroll
/// sideways apart).
@Suite("Example screens across devices")
@MainActor
struct ExampleScreensAcrossDevicesTests {
    typealias MakeScreen = @MainActor (CGSize, TraitEnvironmentLayoutDirection) throws -> HeadlessScreen

    static let screens: [(name: String, make: MakeScreen)] = [
        ("colour grid (typed sections)", { ColorGridScreen.headless(size: $0, layoutDirection: $1) }),
        ("search results (list adapters)", { SearchResultsScreen.headless(size: $0, layoutDirection: $1) }),
        ("four slices (list slices)", { try FourSliceScreen.headless(size: $0, layoutDirection: $1).screen }),
        ("food delivery (compositional layout)", { try FoodDeliveryScreen.headless(size: $0, layoutDirection: $1) }),
        ("products (diffable data source)", { try ProductListScreen.headless(size: $0, layoutDirection: $1) }),
        ("photo wall (waterfall)", { try PhotoWallScreen.headless(size: $0, layoutDirection: $1) }),
        ("journey (screen builder)", { try JourneyScreen.headless(size: $0, layoutDirection: $1) }),
    ]

    @Test(arguments: TestDevice.all)
    func everyExampleScreenLaysOutOnTheDevice(_ device: TestDevice) throws {
        for (name, make) in Self.screens {
            let screen = try make(device.size, device.layoutDirection)
            let view = screen.collectionView
            device.configure(view)
            #expect(view.bounds.size == device.size, "\(name)")
            #expect(view.adjustedContentInset.top >= device.safeAreaInsets.top, "\(name): under the status bar")
            #expect(view.contentOffset.y == -view.adjustedContentInset.top, "\(name): not at rest at its top")
            // Scrolled through twice: the first pass measures the rows, which grows the content.
            for _ in 0..<2 {
                var offset = -view.adjustedContentInset.top
                repeat {
                    view.contentOffset.y = offset
                    view.layoutIfNeeded()
                    Self.expectCellsFit(view, device: device, screen: name)
                    offset += view.bounds.height / 2
                } while offset < view.contentSize.height
            }
            #expect(view.failures.isEmpty, "\(name) on \(device): \(view.failures.map(\.message))")
        }
    }

    /// Every visible cell has a finite, non-empty frame, inside the screen's width unless its
    /// section scrolls sideways.
    private static func expectCellsFit(_ view: HeadlessCollectionView, device: TestDevice, screen: String) {
        let solution = view.layoutSolution
        for indexPath in view.indexPathsForVisibleItems {
            guard let frame = view.cellForItem(at: indexPath)?.frame else { continue }
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            #expect(
                finite && frame.width > 0 && frame.height > 0, "\(screen) on \(device): cell \(indexPath) at \(frame)")
            guard solution?.orthogonalOffset(forSection: indexPath.section) == nil else { continue }
            #expect(
                frame.minX >= -0.5 && frame.maxX <= device.size.width + 0.5,
                "\(screen) on \(device): cell \(indexPath) at \(frame) leaves the screen")
        }
    }
}

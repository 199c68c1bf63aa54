import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Measuring a cell's text costs at most `TextLayout.maximumCharacterCount` characters, however
/// long the text: a longer one is laid out as its first characters, ending in "…", and the host
/// reports it with the item.
@Suite("Long text measurement")
@MainActor
struct LongTextMeasurementTests {
    /// Five million characters of words.
    static let longText = String(repeating: "word ", count: 1_000_000)

    /// A text of five million characters was laid out whole (every character's advance, every
    /// line): the work followed the text. Now the characters laid out are at most the limit.
    @Test func aTextPastTheLimitIsLaidOutAsItsFirstCharacters() throws {
        let layout = try TextLayout(Self.longText, font: SystemFont(.body), width: 300)
        let laidOut = layout.lines.reduce(0) { $0 + $1.text.count }
        #expect(laidOut <= TextLayout.maximumCharacterCount + 1, "\(laidOut) characters laid out")
        #expect(layout.isTruncated && layout.isPastCharacterLimit)
        #expect(layout.lines.last?.text.hasSuffix("…") == true)
        // A text at the limit is laid out whole.
        let atLimit = String(repeating: "a", count: TextLayout.maximumCharacterCount)
        let whole = try TextLayout(atLimit, font: SystemFont(.body), width: .infinity)
        #expect(!whole.isTruncated && !whole.isPastCharacterLimit && whole.lines.first?.text.count == atLimit.count)
    }

    /// A self-sizing row showing the long text is measured with its first characters, and the
    /// host reports it once, naming the item; the other rows are measured as usual.
    @Test func aSelfSizingRowWithALongTextIsMeasuredAndReported() throws {
        let view = TestViews.headless(height: 844, layout: TestLayouts.selfSizingRows())
        let registration = CellRegistration<HeadlessCell, Int> { cell, _, item in
            cell.contentConfiguration = ListContentConfiguration(text: item == 1 ? Self.longText : "row \(item)")
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: view, cellRegistration: registration)
        withKnownIssue {
            dataSource.apply(try Snapshot([(0, [0, 1, 2])]), animatingDifferences: false)
            view.layoutIfNeeded()
        }
        let failures = view.failures.filter { $0.message.contains("more than 100000 characters") }
        #expect(failures.count == 1, "\(view.failures.map(\.message))")
        #expect(failures.first?.message.contains("item 0-1") == true)
        let row = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(row.frame.height > 1_000 && row.frame.height <= LayoutLimits.maximumLength, "\(row.frame)")
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height ?? 0 < 100)
    }
}

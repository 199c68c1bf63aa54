import Foundation

/// Sizes self-sizing cells and supplementary views measured themselves at, which the host took
/// (a size the layout already had, or the one the element measured before, is not taken, and not
/// recorded), in the order it took them, against one scroll position of the layout.
///
/// The replay hands the same sizes to its layout in the same order, at the same scroll position,
/// so that it makes the same decisions (what moves, how far the content offset follows) and shows
/// the same frames, though its own cells measure nothing.
package struct RecordedMeasurements: Hashable, Sendable, Codable {
    /// The scroll position the layout was given when it took the sizes, x and y: whether a size
    /// moves the content offset depends on it (an element wholly before the visible area pushes
    /// what follows it).
    package var contentOffset: [Double]
    /// The cells' sizes, each written `[section, item, width, height]`.
    package var items: [Item]
    /// The supplementary views' sizes; absent when there are none.
    package var supplementaries: [Supplementary]?

    /// A cell's measured size.
    package struct Item: Hashable, Sendable, Codable {
        package var at: RecordedIndexPath
        package var width: Double
        package var height: Double

        package init(at indexPath: IndexPath, size: CGSize) {
            at = RecordedIndexPath(indexPath)
            width = Double(size.width)
            height = Double(size.height)
        }

        package init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let section = try container.decode(Int32.self)
            let item = try container.decode(Int32.self)
            width = try container.decode(Double.self)
            height = try container.decode(Double.self)
            guard container.isAtEnd else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "a measured item is four numbers, [section, item, width, height]")
            }
            at = RecordedIndexPath(section: Int(section), item: Int(item))
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(at.section)
            try container.encode(at.item)
            try container.encode(width)
            try container.encode(height)
        }
    }

    /// A supplementary view's measured size: its element kind (the app's constant, such as
    /// `UICollectionElementKindSectionHeader`), its index path (one index for a layout-wide header
    /// or footer, two otherwise) and its width and height.
    package struct Supplementary: Hashable, Sendable, Codable {
        package var kind: String
        package var at: [Int32]
        package var size: [Double]

        package init(kind: String, at indexPath: IndexPath, size: CGSize) {
            self.kind = kind
            at = indexPath.map { Int32(clamping: $0) }
            self.size = [Double(size.width), Double(size.height)]
        }
    }

    package init(contentOffset: CGPoint) {
        self.contentOffset = [Double(contentOffset.x), Double(contentOffset.y)]
        items = []
    }

    /// The longest element kind read, in bytes.
    package static let maximumKindLength = 4096

    /// How many sizes the event holds.
    package var count: Int { items.count + (supplementaries?.count ?? 0) }

    /// Checks the numbers the replay hands to its layout — what a layout takes (finite sizes, not
    /// negative, within `LayoutLimits.maximumCoordinate`), so that every recording a host made
    /// reads back — and that every measured item is an item of the list there (`counts`).
    func validate(_ path: String, counts: [Int]) throws(FlightRecordingError) {
        guard contentOffset.count == 2, contentOffset.allSatisfy(Self.isCoordinate) else {
            throw FlightRecordingError(
                "\(path): \"contentOffset\" is two finite numbers within \(LayoutLimits.maximumCoordinate) of 0")
        }
        guard count > 0 else { throw FlightRecordingError("\(path): a measurement event holds at least one size") }
        try Self.validate(items: items, supplementaries: supplementaries, path, counts: counts)
    }

    /// Checks measured sizes — finite, not negative, within `LayoutLimits.maximumCoordinate` —,
    /// that every measured item is an item of the list there (`counts`), and every supplementary
    /// view's kind and index path.
    static func validate(
        items: [Item], supplementaries: [Supplementary]?, _ path: String, counts: [Int]
    ) throws(FlightRecordingError) {
        for (index, item) in items.enumerated() {
            guard Self.isSize(item.width), Self.isSize(item.height) else {
                throw FlightRecordingError(
                    "\(path).items[\(index)]: a width and a height are finite numbers from 0 to \(LayoutLimits.maximumCoordinate)"
                )
            }
            guard item.at.isItem(in: counts) else {
                throw FlightRecordingError(
                    "\(path).items[\(index)]: [\(item.at.section), \(item.at.item)] is not an item of the list there")
            }
        }
        for (index, supplementary) in (supplementaries ?? []).enumerated() {
            let field = "\(path).supplementaries[\(index)]"
            guard !supplementary.kind.isEmpty, supplementary.kind.utf8.count <= Self.maximumKindLength else {
                throw FlightRecordingError("\(field): \"kind\" is 1 to \(Self.maximumKindLength) bytes")
            }
            guard (1...2).contains(supplementary.at.count), supplementary.at.allSatisfy({ $0 >= 0 }) else {
                throw FlightRecordingError("\(field): \"at\" is one or two indexes, not negative")
            }
            guard supplementary.size.count == 2, supplementary.size.allSatisfy(Self.isSize) else {
                throw FlightRecordingError(
                    "\(field): \"size\" is a width and a height, finite numbers from 0 to \(LayoutLimits.maximumCoordinate)"
                )
            }
        }
    }

    private static func isCoordinate(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= Double(LayoutLimits.maximumCoordinate)
    }

    private static func isSize(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value <= Double(LayoutLimits.maximumCoordinate)
    }
}

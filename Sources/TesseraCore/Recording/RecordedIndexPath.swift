import Foundation

/// An index path of a recording (section and item), written as `[section, item]`.
package struct RecordedIndexPath: Hashable, Sendable, Codable {
    package var section: Int32
    package var item: Int32

    package init(section: Int, item: Int) {
        self.section = Int32(clamping: section)
        self.item = Int32(clamping: item)
    }

    /// The index path's section and item; an index path that is not two indexes is recorded as
    /// `[-1, -1]`, which names no item.
    package init(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else {
            self.init(section: -1, item: -1)
            return
        }
        self.init(section: indexPath[0], item: indexPath[1])
    }

    package var indexPath: IndexPath { IndexPath(section: Int(section), item: Int(item)) }

    /// Whether it names an item of a list whose sections hold `counts` items.
    ///
    /// - Complexity: O(1).
    package func isItem(in counts: [Int]) -> Bool {
        counts.indices.contains(Int(section)) && item >= 0 && Int(item) < counts[Int(section)]
    }

    package init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let section = try container.decode(Int32.self)
        let item = try container.decode(Int32.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "an index path is two numbers, [section, item]")
        }
        self.section = section
        self.item = item
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(section)
        try container.encode(item)
    }
}

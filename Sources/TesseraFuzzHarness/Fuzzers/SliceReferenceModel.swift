import Foundation

/// The reference model: the list as items and slice boundaries in order. An insertion through a
/// slice goes inside it (before its end marker when at its end, right before the item it displaces
/// otherwise); an insertion through the whole list goes after the slices that end at that gap and
/// before those that start there.
package struct SliceReferenceModel: Sendable {
    package enum Entry: Equatable, Sendable {
        case item(Message)
        case start(Int)
        case end(Int)
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    package var items: [Message] {
        entries.compactMap { if case .item(let message) = $0 { return message } else { return nil } }
    }

    package func items(ofSlice slice: Int) -> [Message] {
        guard let start = entries.firstIndex(of: .start(slice)), let end = entries.firstIndex(of: .end(slice)) else {
            return []
        }
        return entries[start..<end].compactMap {
            if case .item(let message) = $0 { return message } else { return nil }
        }
    }

    /// The entry index of the `index`-th item (or of the end, for `index == count`).
    private func entryIndex(ofItem index: Int, in range: Range<Int>) -> Int? {
        var seen = 0
        for position in range {
            if case .item = entries[position] {
                if seen == index { return position }
                seen += 1
            }
        }
        return nil
    }

    package mutating func insert(_ message: Message, at index: Int, slice: Int?) {
        if let slice, let start = entries.firstIndex(of: .start(slice)), let end = entries.firstIndex(of: .end(slice)) {
            entries.insert(.item(message), at: entryIndex(ofItem: index, in: start..<end) ?? end)
            return
        }
        // Through the whole list: after item `index - 1` and the end markers that follow it.
        var position = 0
        if index > 0, let previous = entryIndex(ofItem: index - 1, in: entries.indices) {
            position = previous + 1
        }
        while position < entries.count, case .end = entries[position] { position += 1 }
        entries.insert(.item(message), at: position)
    }

    package mutating func remove(at index: Int, slice: Int?) {
        let range: Range<Int>
        if let slice, let start = entries.firstIndex(of: .start(slice)), let end = entries.firstIndex(of: .end(slice)) {
            range = start..<end
        } else {
            range = entries.indices
        }
        if let position = entryIndex(ofItem: index, in: range) { entries.remove(at: position) }
    }

    package mutating func replace(at index: Int, with message: Message, slice: Int?) {
        let range: Range<Int>
        if let slice, let start = entries.firstIndex(of: .start(slice)), let end = entries.firstIndex(of: .end(slice)) {
            range = start..<end
        } else {
            range = entries.indices
        }
        if let position = entryIndex(ofItem: index, in: range) { entries[position] = .item(message) }
    }

    package func count(slice: Int?) -> Int {
        slice.map { items(ofSlice: $0).count } ?? items.count
    }
}

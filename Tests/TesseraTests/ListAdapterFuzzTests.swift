import Foundation
import Testing
import Tessera
import TesseraTestSupport

/// The reference model: the list as items and slice boundaries in order. An insertion through a
/// slice goes inside it (before its end marker when at its end, right before the item it displaces
/// otherwise); an insertion through the whole list goes after the slices that end at that gap and
/// before those that start there.
private struct ReferenceList {
    enum Entry: Equatable {
        case item(Message)
        case start(Int)
        case end(Int)
    }

    var entries: [Entry]

    var items: [Message] {
        entries.compactMap { if case .item(let message) = $0 { return message } else { return nil } }
    }

    func items(ofSlice slice: Int) -> [Message] {
        guard let start = entries.firstIndex(of: .start(slice)), let end = entries.firstIndex(of: .end(slice)) else { return [] }
        return entries[start..<end].compactMap { if case .item(let message) = $0 { return message } else { return nil } }
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

    mutating func insert(_ message: Message, at index: Int, slice: Int?) {
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

    mutating func remove(at index: Int, slice: Int?) {
        let range: Range<Int>
        if let slice, let start = entries.firstIndex(of: .start(slice)), let end = entries.firstIndex(of: .end(slice)) {
            range = start..<end
        } else {
            range = entries.indices
        }
        if let position = entryIndex(ofItem: index, in: range) { entries.remove(at: position) }
    }

    mutating func replace(at index: Int, with message: Message, slice: Int?) {
        let range: Range<Int>
        if let slice, let start = entries.firstIndex(of: .start(slice)), let end = entries.firstIndex(of: .end(slice)) {
            range = start..<end
        } else {
            range = entries.indices
        }
        if let position = entryIndex(ofItem: index, in: range) { entries[position] = .item(message) }
    }

    func count(slice: Int?) -> Int {
        slice.map { items(ofSlice: $0).count } ?? items.count
    }
}

@Suite("List adapter fuzzing")
@MainActor
struct ListAdapterFuzzTests {
    @Test func hundredThousandRandomOperationsKeepSlicesAndHostCorrect() throws {
        let view = HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: TestLayouts.rows())
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(20))
        adapter.setup(collectionView: view)
        var next = 0
        func message() -> Message {
            next += 1
            return Message(id: next, text: "m\(next)")
        }
        let initial = (0..<16).map { _ in message() }
        adapter.reload(items: initial)
        var slices: [ListSliceAdapter<Message>] = []
        var reference = ReferenceList(entries: [])
        for slice in 0..<4 {
            slices.append(try adapter[slice * 4..<slice * 4 + 4])
            reference.entries.append(.start(slice))
            reference.entries += initial[slice * 4..<slice * 4 + 4].map { .item($0) }
            reference.entries.append(.end(slice))
        }
        var random = SeededRandomNumberGenerator(seed: 2026)
        var errors = 0
        let operations = 100_000
        for step in 0..<operations {
            let owner: Int? = Int.random(in: 0..<5, using: &random) == 4 ? nil : Int.random(in: 0..<4, using: &random)
            let target: ListSliceAdapter<Message> = owner.map { slices[$0] } ?? adapter
            let count = reference.count(slice: owner)
            let large = reference.items.count > 60
            do {
                switch Int.random(in: 0..<8, using: &random) {
                case 0 where !large, 1 where !large:
                    let index = Int.random(in: -1...count + 1, using: &random)
                    let new = message()
                    try target.insertItem(new, at: index)
                    reference.insert(new, at: index, slice: owner)
                case 2 where !large:
                    let new = message()
                    target.appendItem(new)
                    reference.insert(new, at: count, slice: owner)
                case 3, 0, 1, 2:
                    let index = Int.random(in: -1...count, using: &random)
                    try target.deleteItem(at: index)
                    reference.remove(at: index, slice: owner)
                case 4:
                    let index = Int.random(in: -1...count, using: &random)
                    let new = Message(id: 1_000_000 + step, text: "u\(step)")
                    try target.updateItem(new, at: index)
                    reference.replace(at: index, with: new, slice: owner)
                case 5:
                    let from = Int.random(in: 0...count, using: &random), to = Int.random(in: 0...count, using: &random)
                    let moving = target[from]
                    try target.moveItem(at: from, to: to)
                    if let moving, from != to {
                        reference.remove(at: from, slice: owner)
                        reference.insert(moving, at: to, slice: owner)
                    }
                case 6:
                    // A batch of two deletions, the second possibly invalid: all or nothing.
                    let first = Int.random(in: 0...count, using: &random), second = Int.random(in: 0...count, using: &random)
                    var copy = reference
                    try target.performBatchUpdates(updates: {
                        try target.deleteItem(at: first)
                        copy.remove(at: first, slice: owner)
                        try target.deleteItem(at: second)
                        copy.remove(at: second, slice: owner)
                    })
                    reference = copy
                default:
                    let bound = Int.random(in: 0...count + 1, using: &random)
                    try target.reloadItems(in: 0..<bound)
                }
            } catch {
                errors += 1
            }
            // Invariants: every slice sees exactly its items; the list and the host agree.
            if adapter.items != reference.items {
                Issue.record("step \(step): list \(adapter.items) instead of \(reference.items)")
                return
            }
            for (index, slice) in slices.enumerated() where slice.items != reference.items(ofSlice: index) {
                Issue.record("step \(step): slice \(index) holds \(slice.items) instead of \(reference.items(ofSlice: index))")
                return
            }
            if view.itemCounts != [adapter.count] || !view.failures.isEmpty {
                Issue.record("step \(step): host shows \(view.itemCounts) for \(adapter.count) items; failures \(view.failures)")
                return
            }
            for indexPath in view.indexPathsForVisibleItems where (view.cellForItem(at: indexPath) as? MessageCell)?.message != adapter[indexPath.item] {
                Issue.record("step \(step): cell \(indexPath) shows a stale item")
                return
            }
        }
        #expect(errors > operations / 20, "the fuzzer should also try invalid operations (\(errors) errors)")
    }
}

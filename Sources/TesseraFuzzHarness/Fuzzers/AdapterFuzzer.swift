import Foundation
import Tessera

/// List adapters and slices: inserts, appends, deletes, updates, moves, batches (all or nothing)
/// and reloads through the whole list and through four slices owned by separate controllers,
/// with valid and out-of-range indexes, against ``SliceReferenceModel``.
@MainActor
final class AdapterFuzzer: Fuzzer {
    let name = "list adapter and slices"
    private let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: TestLayouts.rows())
    private let adapter = ListAdapter<MessageCell>(heightMode: .fixed(20))
    private var slices: [ListSliceAdapter<Message>] = []
    private var reference = SliceReferenceModel(entries: [])
    private var next = 0
    private var step = 0

    init() {
        adapter.setup(collectionView: view)
        reset()
    }

    private func message() -> Message {
        next += 1
        return Message(id: next, text: "m\(next)")
    }

    /// Sixteen items in four slices of four.
    private func reset() {
        let initial = (0..<16).map { _ in message() }
        adapter.reload(items: initial)
        slices = []
        reference = SliceReferenceModel(entries: [])
        for slice in 0..<4 {
            guard let made = try? adapter[slice * 4..<slice * 4 + 4] else { continue }
            slices.append(made)
            reference.entries.append(.start(slice))
            reference.entries += initial[slice * 4..<slice * 4 + 4].map { .item($0) }
            reference.entries.append(.end(slice))
        }
    }

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        step += 1
        if step % 5_000 == 0 { reset() }
        let owner: Int? =
            Int.random(in: 0..<5, using: &random) == 4 ? nil : Int.random(in: 0..<slices.count, using: &random)
        let target: any ListEditing<Message> = owner.map { slices[$0] } ?? adapter
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
                let new = Message(id: 10_000_000 + step, text: "u\(step)")
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
                let first = Int.random(in: 0...count, using: &random),
                    second = Int.random(in: 0...count, using: &random)
                var copy = reference
                try target.performBatchUpdates(updates: {
                    try target.deleteItem(at: first)
                    copy.remove(at: first, slice: owner)
                    try target.deleteItem(at: second)
                    copy.remove(at: second, slice: owner)
                })
                reference = copy
            default:
                try target.reloadItems(in: 0..<Int.random(in: 0...count + 1, using: &random))
            }
        } catch {
            return String(describing: error)
        }
        return nil
    }

    func invariantFailures() -> [String] {
        var failures: [String] = []
        if adapter.items != reference.items {
            failures.append("the list holds \(adapter.items.count) items, the model \(reference.items.count)")
        }
        for (index, slice) in slices.enumerated() where slice.items != reference.items(ofSlice: index) {
            failures.append("slice \(index) holds \(slice.items) instead of \(reference.items(ofSlice: index))")
        }
        let items = adapter.items
        failures += FuzzChecks.host(view, counts: [items.count], cellsMayOverlap: false) { indexPath in
            items.indices.contains(indexPath.item) ? items[indexPath.item].text : nil
        }
        if !failures.isEmpty { reset() }
        return failures
    }
}

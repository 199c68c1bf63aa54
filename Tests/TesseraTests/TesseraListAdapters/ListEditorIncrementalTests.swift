import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraListAdapters

/// The list adapter's state is kept up to date edit by edit (its snapshot edited in place, the
/// shown items and the computed sizes carried over for the items an edit left untouched): after
/// random edits, each is what building it again from scratch gives, and the update computed from
/// what the edits left untouched is the full diff's.
@Suite("List editor, incremental against whole")
@MainActor
struct ListEditorIncrementalTests {
    /// One random edit through the public API of the list or of a section's slice.
    private static func edit(
        _ adapter: ListAdapter<MessageCell>, next id: inout Int, using random: inout SeededRandomNumberGenerator
    ) {
        func message() -> Message {
            id += 1
            return Message(id: id, text: String(repeating: "x", count: id * 37 % 70 + 1))
        }
        let count = adapter.count
        if Int.random(in: 0..<12, using: &random) == 10, count < 4 || Int.random(in: 0..<8, using: &random) == 0 {
            let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in message() }
            adapter.reload(sections: [Array(items.prefix(2)), Array(items.dropFirst(2))])
        } else if Bool.random(using: &random), let section = try? adapter[section: 0] {
            edit(section, message: message, using: &random)
        } else {
            edit(adapter, message: message, using: &random)
        }
    }

    private static func edit(
        _ list: some ListEditing<Message>, message: () -> Message, using random: inout SeededRandomNumberGenerator
    ) {
        let local = list.count
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2: list.appendItem(message())
        case 3: list.appendItems([message(), message()], allowDynamicModification: false)
        case 4: try? list.insertItem(message(), at: Int.random(in: 0...local, using: &random))
        case 5 where local > 0: try? list.deleteItem(at: Int.random(in: 0..<local, using: &random))
        case 6 where local > 1:
            try? list.moveItem(
                at: Int.random(in: 0..<local, using: &random), to: Int.random(in: 0..<local, using: &random))
        case 7 where local > 0: try? list.updateItem(message(), at: Int.random(in: 0..<local, using: &random))
        case 8 where local > 0: try? list.reloadItems(at: [Int.random(in: 0..<local, using: &random)])
        case 9:
            // Past the end after the append, now and then: the batch throws and is rolled back.
            let deleted = Int.random(in: 0...local + 1, using: &random)
            try? list.performBatchUpdates(updates: { () throws(ListAdapterError) in
                list.appendItem(message())
                try list.deleteItem(at: deleted)
            })
        default: list.appendItem(message())
        }
    }

    /// Every cell's index path and frame in the view's layout solution.
    private static func cellFrames(_ view: HeadlessCollectionView) -> [String] {
        let all = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.contentSize.height + 1)
        return (view.layoutSolution?.elements(in: all) ?? []).filter { $0.category == .cell }
            .map { "\($0.indexPath) \($0.frame)" }.sorted()
    }

    @Test(arguments: [ListItemSizeMode.fixed(height: 30), .calculated, .automatic(estimated: 44)])
    func randomEditsKeepTheIncrementalStateEqualToTheWholeOne(_ mode: ListItemSizeMode) throws {
        for seed in 0..<UInt64(PropertyRuns.count(6)) {
            var random = SeededRandomNumberGenerator(seed: 41_000 + seed)
            let (adapter, view) = makeMessageList(height: 300, heightMode: mode)
            let core = adapter.core
            let editor = core.editor
            // Each state handed over is diffed from the one before both ways: through what the
            // edits left untouched, and from scratch.
            var mismatches: [String] = []
            let show = try #require(editor.onCommit)
            var shown = editor.currentSnapshot()
            editor.onCommit = { commit in
                defer { shown = commit.snapshot }
                let fast = BatchUpdate(from: shown, to: commit.snapshot)
                let whole = BatchUpdate(from: shown.forgettingHistory(), to: commit.snapshot.forgettingHistory())
                if fast != whole { mismatches.append("\(fast) against \(whole)") }
                show(commit)
            }
            var id = 0
            for step in 0..<150 {
                Self.edit(adapter, next: &id, using: &random)
                view.layoutIfNeeded()
                let rebuilt = try Snapshot(
                    editor.sectionCounts.indices.map { section in
                        (section, Array(editor.tokens[editor.range(ofSection: section)]))
                    })
                let kept = editor.currentSnapshot()
                #expect(kept == rebuilt, "seed \(seed), step \(step)")
                #expect(kept.invariantViolations().isEmpty, "seed \(seed), step \(step)")
                #expect(core.shownItems == editor.items, "seed \(seed), step \(step)")
                if case .fixed = mode { continue }
                // The sizes carried over are the sizes made again for every item.
                let carried = core.knownSizes?.sizes
                core.knownSizes = nil
                let whole = core.computedSizes(for: view, untouchedPrefix: 0)
                #expect(carried.map { $0 == whole } ?? true, "seed \(seed), step \(step)")
                // The layout solved from the solution before the update is the one solved whole.
                let frames = Self.cellFrames(view)
                adapter.spacing = adapter.spacing
                view.layoutIfNeeded()
                #expect(Self.cellFrames(view) == frames, "seed \(seed), step \(step)")
            }
            #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.prefix(3))")
            #expect(view.failures.isEmpty, "seed \(seed): \(view.failures.prefix(3))")
        }
    }
}

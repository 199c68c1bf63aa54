import Foundation
import Tessera
import TesseraExampleScreens
import TesseraTestSupport
import TesseraTesting
import Testing

@MainActor
private func texts(_ slice: ListSliceAdapter<Message>) -> [String] { slice.items.map(\.text) }

@Suite("List slices")
@MainActor
struct ListSliceAdapterTests {
    @Test func slicesKeepTheirBoundsThroughEditsBeforeAndInsideThem() throws {
        let (adapter, view) = makeMessageList(["a", "b", "c", "d", "e", "f"])
        let first = try adapter[0..<2], middle = try adapter[2..<4], last = try adapter[4..<6]
        try middle.insertItem(Message(id: 100, text: "m"), at: 0)
        #expect(texts(first) == ["a", "b"] && texts(middle) == ["m", "c", "d"] && texts(last) == ["e", "f"])
        first.appendItem(Message(id: 101, text: "b2"))  // at first's end: before middle
        #expect(texts(first) == ["a", "b", "b2"] && texts(middle) == ["m", "c", "d"])
        try adapter.insertItem(Message(id: 102, text: "root"), at: 0)  // before every slice
        #expect(first.range == 1..<4 && middle.range == 4..<7 && last.range == 7..<9)
        try adapter.insertItem(Message(id: 103, text: "between"), at: 4)  // at a boundary: in no slice
        #expect(texts(first) == ["a", "b", "b2"] && texts(middle) == ["m", "c", "d"])
        try adapter.deleteItems(at: [0, 2])
        #expect(texts(first) == ["a", "b2"] && texts(middle) == ["m", "c", "d"] && texts(last) == ["e", "f"])
        try middle.moveItem(at: 0, to: 2)
        #expect(texts(middle) == ["c", "d", "m"])
        #expect(adapter.items.map(\.text) == ["a", "b2", "between", "c", "d", "m", "e", "f"])
        #expect(view.itemCounts == [8])
        #expect(view.failures.isEmpty)
    }

    @Test func aSliceNeverEditsOutsideItsBounds() throws {
        let (adapter, _) = makeMessageList(["a", "b", "c", "d"])
        let slice = try adapter[1..<3]
        #expect(throws: ListAdapterError.indexOutOfRange(index: 2, count: 2)) { try slice.deleteItem(at: 2) }
        #expect(throws: ListAdapterError.indexOutOfRange(index: 3, count: 2)) {
            try slice.insertItem(Message(id: 9, text: "x"), at: 3)
        }
        #expect(throws: ListAdapterError.rangeOutOfBounds(lower: 0, upper: 3, count: 2)) { _ = try slice[0..<3] }
        #expect(adapter.items.map(\.text) == ["a", "b", "c", "d"])
        slice.deleteItemsIfNeeded(at: 0...)
        #expect(adapter.items.map(\.text) == ["a", "d"])
        #expect(slice.isEmpty)
        slice.appendItem(Message(id: 10, text: "again"))
        #expect(adapter.items.map(\.text) == ["a", "again", "d"])
    }

    @Test func nestedSlicesGrowTheirParents() throws {
        let (adapter, _) = makeMessageList(["a", "b", "c", "d", "e"])
        let outer = try adapter[1..<4]
        let inner = try outer[1..<3]
        inner.appendItem(Message(id: 10, text: "x"))
        #expect(texts(inner) == ["c", "d", "x"])
        #expect(texts(outer) == ["b", "c", "d", "x"])
        try inner.deleteItem(at: 0)
        #expect(texts(outer) == ["b", "d", "x"])
        outer.reload(items: [Message(id: 20, text: "y")])
        #expect(adapter.items.map(\.text) == ["a", "y", "e"])
    }

    @Test func slicingBySection() throws {
        let (adapter, view) = makeMessageList(height: 1000, heightMode: .fixed(44))
        adapter.reload(sections: [
            [Message(id: 0, text: "a")], [], [Message(id: 1, text: "b"), Message(id: 2, text: "c")],
        ])
        #expect(view.itemCounts == [1, 0, 2])
        let empty = try adapter[section: 1]
        empty.appendItem(Message(id: 3, text: "into the empty section"))
        #expect(view.itemCounts == [1, 1, 2])
        let third = try adapter[section: 2]
        try third.insertItem(Message(id: 4, text: "z"), at: 0)
        #expect(view.itemCounts == [1, 1, 3])
        #expect(texts(third) == ["z", "b", "c"])
        let part = try third[1..<3]
        part.appendItem(Message(id: 5, text: "d"))
        #expect(view.itemCounts == [1, 1, 4])
        #expect(throws: ListAdapterError.sectionOutOfRange(section: 3, count: 3)) { _ = try adapter[section: 3] }
        #expect(view.failures.isEmpty)
    }

    @Test func fourControllersEditTheirSlicesInRandomOrder() throws {
        let rows = FourSliceScreen.initialRows
        let (adapter, view) = makeMessageList(rows.flatMap { $0 })
        var start = 0
        var slices: [ListSliceAdapter<Message>] = []
        var expected: [[String]] = rows
        for part in rows {
            slices.append(try adapter[start..<start + part.count])
            start += part.count
        }
        var random = SeededRandomNumberGenerator(seed: 99)
        var next = 1000
        for step in 0..<400 {
            let owner = Int.random(in: 0..<4, using: &random)
            let slice = slices[owner]
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                let index = Int.random(in: 0...slice.count, using: &random)
                try slice.insertItem(
                    Message(id: next, text: "\(FourSliceScreen.sliceTitles[owner]) \(next)"), at: index)
                expected[owner].insert("\(FourSliceScreen.sliceTitles[owner]) \(next)", at: index)
                next += 1
            case 2 where !slice.isEmpty:
                let index = Int.random(in: 0..<slice.count, using: &random)
                try slice.deleteItem(at: index)
                expected[owner].remove(at: index)
            case 3 where slice.count > 1:
                let from = Int.random(in: 0..<slice.count, using: &random),
                    to = Int.random(in: 0..<slice.count, using: &random)
                try slice.moveItem(at: from, to: to)
                expected[owner].insert(expected[owner].remove(at: from), at: to)
            default:
                let index = slice.count + 1
                #expect(throws: ListAdapterError.indexOutOfRange(index: index, count: slice.count)) {
                    try slice.deleteItem(at: index)
                }
            }
            for (index, slice) in slices.enumerated() {
                #expect(texts(slice) == expected[index], "step \(step) slice \(index)")
            }
            #expect(adapter.items.map(\.text) == expected.flatMap { $0 }, "step \(step)")
            #expect(view.itemCounts == [adapter.count])
            #expect(
                view.visibleCells.map(\.contentDescription)
                    == adapter.items.map(\.text).prefix(view.visibleCells.count).map { $0 })
        }
        #expect(view.failures.isEmpty)
    }

    /// One function edits an adapter and its slices alike (`some ListEditing`), and a batch hands
    /// its closure the adapter or the slice it was called on, typed as such.
    @Test func oneFunctionEditsAnAdapterAndItsSlicesAlike() throws {
        let (adapter, view) = makeMessageList(["a", "b", "c", "d"])
        func prependMark(to list: some ListEditing<Message>, id: Int) throws(ListAdapterError) {
            try list.insertItem(Message(id: id, text: "*"), at: 0)
        }
        let tail = try adapter[2..<4]
        try prependMark(to: adapter, id: 10)
        try prependMark(to: tail, id: 11)
        #expect(adapter.items.map(\.text) == ["*", "a", "b", "*", "c", "d"])
        var handed: [ObjectIdentifier] = []
        tail.performBatchUpdates(updates: { (slice: ListSliceAdapter<Message>) in
            handed.append(ObjectIdentifier(slice))
        })
        adapter.performBatchUpdates(updates: { (list: ListAdapter<MessageCell>) in
            handed.append(ObjectIdentifier(list))
        })
        #expect(handed == [ObjectIdentifier(tail), ObjectIdentifier(adapter)])
        #expect(view.itemCounts == [6])
    }

    /// A controller may hold only its slice: the slice keeps the list it edits once the adapter's
    /// last reference is gone.
    @Test func aSliceKeepsItsListAfterTheAdapterIsReleased() throws {
        var slice: ListSliceAdapter<Message>?
        do {
            let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
            adapter.reload(items: [Message(id: 1, text: "a"), Message(id: 2, text: "b")])
            slice = try adapter[1..<2]
        }
        slice?.appendItem(Message(id: 3, text: "c"))
        #expect(slice?.items.map(\.text) == ["b", "c"])
    }
}

// MARK: - Slices through their parent's reloads

extension ListSliceAdapterTests {
    private static func messages(_ ids: Range<Int>) -> [Message] {
        ids.map { Message(id: $0, text: "m\($0)") }
    }

    @Test(arguments: TestDevice.all)
    func aParentReloadKeepsItsSlicesItems(_ device: TestDevice) throws {
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
        adapter.setup(collectionView: view)
        let message = { (id: Int) in Message(id: id, text: "m\(id)") }
        adapter.reload(items: [1, 2, 3, 4, 5, 6].map(message))
        let slice = try adapter[2..<4]
        #expect(slice.items.map(\.id) == [3, 4])
        // The parent reloads: one item before the slice goes, one comes after it.
        adapter.reload(items: [1, 3, 4, 5, 6, 7].map(message))
        #expect(slice.range == 1..<3)
        #expect(slice.items.map(\.id) == [3, 4])
        // An item arrives between the slice's two: the slice grows around it.
        adapter.reload(items: [1, 3, 9, 4, 5, 6, 7].map(message))
        #expect(slice.items.map(\.id) == [3, 9, 4])
        // The slice's own edits still land inside it.
        slice.appendItem(message(10))
        #expect(adapter.items.map(\.id) == [1, 3, 9, 4, 10, 5, 6, 7])
        #expect(view.failures.isEmpty)
    }

    /// A slice spanning two sections, reloaded, keeps the items it keeps in their sections, and a new
    /// item joins the section of the item before it.
    @Test func aSliceAcrossTwoSectionsKeepsItsItemsInTheirSectionsOnReload() throws {
        let (adapter, view) = makeMessageList(height: 600)
        adapter.reload(sections: [Self.messages(0..<3), Self.messages(3..<6)])
        view.layoutIfNeeded()
        let slice = try adapter[1..<5]
        slice.reload(items: slice.items)
        view.layoutIfNeeded()
        #expect(try adapter[section: 0].items.map(\.id) == [0, 1, 2])
        #expect(try adapter[section: 1].items.map(\.id) == [3, 4, 5])
        #expect(view.itemCounts == [3, 3])
        // New items join the section of the item before them; kept ones stay.
        slice.reload(items: [Message(id: 10, text: "m10")] + Self.messages(2..<4) + [Message(id: 11, text: "m11")])
        view.layoutIfNeeded()
        #expect(try adapter[section: 0].items.map(\.id) == [0, 10, 2])
        #expect(try adapter[section: 1].items.map(\.id) == [3, 11, 5])
        #expect(view.itemCounts == [3, 3])
    }
}

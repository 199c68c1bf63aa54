import TesseraDiff
import TesseraTestSupport
import Testing

@Suite("Section snapshots (outlines)")
struct SectionSnapshotTests {
    private func produce() throws -> SectionSnapshot<String> {
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit", "Vegetables"])
        try outline.append(["Apple", "Pear"], to: "Fruit")
        try outline.append(["Green", "Red"], to: "Apple")
        try outline.append(["Leek"], to: "Vegetables")
        return outline
    }

    @Test func visibleItemsFollowExpansion() throws {
        var outline = try produce()
        #expect(outline.items == ["Fruit", "Apple", "Green", "Red", "Pear", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        try outline.expand(["Fruit", "Apple"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Green", "Red", "Pear", "Vegetables"])
        try outline.collapse(["Fruit"])
        // Apple stays expanded, hidden with its parent.
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(outline.isExpanded("Apple"))
        #expect(!outline.isVisible("Green"))
        #expect(outline.level(of: "Red") == 2)
        #expect(outline.parent(of: "Red") == "Apple")
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.index(of: "Pear") == 4)
    }

    @Test func insertingAndDeletingKeepTheTree() throws {
        var outline = try produce()
        try outline.insert(["Cherry"], before: "Pear")
        try outline.insert(["Herbs"], after: "Fruit")
        #expect(outline.children(of: "Fruit") == ["Apple", "Cherry", "Pear"])
        #expect(outline.rootItems == ["Fruit", "Herbs", "Vegetables"])
        outline.delete(["Apple", "Unknown"])
        #expect(!outline.contains("Green"))
        #expect(outline.items == ["Fruit", "Cherry", "Pear", "Herbs", "Vegetables", "Leek"])
        let sub = try outline.snapshot(of: "Fruit", includingParent: true)
        #expect(sub.items == ["Fruit", "Cherry", "Pear"])
        #expect(sub.parent(of: "Fruit") == nil)
        outline.deleteAll()
        #expect(outline.items.isEmpty)
    }

    @Test func invalidEditsThrowAndChangeNothing() throws {
        var outline = try produce()
        let before = outline
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"Pear\""])) {
            try outline.append(["Kiwi", "Pear"], to: "Fruit")
        }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"Kiwi\""])) { try outline.append(["Kiwi", "Kiwi"]) }
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"Nuts\""])) { try outline.append(["Kiwi"], to: "Nuts") }
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"Nuts\""])) {
            try outline.insert(["Kiwi"], after: "Nuts")
        }
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"Nuts\""])) { try outline.expand(["Fruit", "Nuts"]) }
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"Nuts\""])) { try outline.snapshot(of: "Nuts") }
        #expect(outline == before)
    }

    @Test func appendingAnOutlineKeepsItsShape() throws {
        var outline = SectionSnapshot<String>()
        try outline.append(["Library"])
        var shelf = try produce()
        try shelf.expand(["Fruit"])
        try outline.append(shelf, to: "Library")
        #expect(outline.items == ["Library", "Fruit", "Apple", "Green", "Red", "Pear", "Vegetables", "Leek"])
        #expect(outline.level(of: "Green") == 3)
        try outline.expand(["Library"])
        #expect(outline.visibleItems == ["Library", "Fruit", "Apple", "Pear", "Vegetables"])
        #expect(throws: SnapshotError.self) { try outline.append(shelf) }
    }

    @Test(arguments: [UInt64(31), 32])
    func randomEditsKeepEveryInvariant(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var outline = SectionSnapshot<Int>()
        for step in 0..<3_000 {
            let before = outline
            func item() -> Int { Int.random(in: 0..<40, using: &random) }
            do throws(SnapshotError) {
                switch Int.random(in: 0..<7, using: &random) {
                case 0: try outline.append([item()], to: Bool.random(using: &random) ? item() : nil)
                case 1: try outline.insert([item()], before: item())
                case 2: try outline.insert([item()], after: item())
                case 3: outline.delete([item()])
                case 4: try outline.expand([item()])
                case 5: try outline.collapse([item()])
                default: _ = try outline.snapshot(of: item(), includingParent: Bool.random(using: &random))
                }
            } catch {
                #expect(outline == before, "step \(step): a refused \(error) changed the outline")
            }
            let all = outline.items
            #expect(Set(all).count == all.count, "step \(step): an item appears twice")
            for parent in all {
                #expect(
                    outline.children(of: parent).allSatisfy { outline.parent(of: $0) == parent },
                    "step \(step): a child of \(parent) names another parent")
            }
            #expect(outline.rootItems.allSatisfy { outline.parent(of: $0) == nil })
            #expect(
                (0..<40).filter { outline.contains($0) }.count == all.count,
                "step \(step): an item is stored but not reached")
            let visible = outline.visibleItems
            #expect(visible.allSatisfy { outline.isVisible($0) })
            #expect(all.filter { outline.isVisible($0) } == visible)
        }
    }

    // MARK: Any depth

    @Test("an outline 100,000 levels deep is built, expanded, flattened, copied, diffed and released")
    func anOutlineAHundredThousandLevelsDeep() throws {
        let depth = 100_000
        var outline = SectionSnapshot<Int>()
        try outline.append([0])
        for level in 1..<depth { try outline.append([level], to: level - 1) }
        #expect(outline.items.count == depth)
        #expect(outline.visibleItems == [0])
        #expect(outline.level(of: depth - 1) == depth - 1)
        #expect(!outline.isVisible(depth - 1))
        try outline.expand(Array(0..<depth))
        #expect(outline.visibleItems == Array(0..<depth))
        #expect(outline.isVisible(depth - 1))
        #expect(outline.index(of: depth - 1) == depth - 1)
        // Everything under the root, as its own outline, and appended under another parent.
        let below = try outline.snapshot(of: 0)
        #expect(below.rootItems == [1])
        #expect(below.items.count == depth - 1)
        var other = SectionSnapshot<Int>()
        try other.append([-1])
        try other.append(below, to: -1)
        #expect(other.level(of: depth - 1) == depth - 1)
        // Collapsing the root hides every level; the difference deletes them.
        let expanded = try Snapshot([(0, outline.visibleItems)])
        try outline.collapse([0])
        let collapsed = try Snapshot([(0, outline.visibleItems)])
        let update = BatchUpdate(from: expanded, to: collapsed)
        #expect(update.deletedItems.count == depth - 1)
        outline.delete([0])
        #expect(outline.items.isEmpty)
    }
}

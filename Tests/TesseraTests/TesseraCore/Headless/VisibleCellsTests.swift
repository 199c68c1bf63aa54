import Foundation
import PropertyBased
import TesseraTestSupport
import Testing

@testable import TesseraCore
@testable import TesseraLayout

/// The visible cells' table answers as the dictionary from index path to cell it stands for, and
/// the pass's cells in order are those the dictionary and the sort it replaces would give.
@MainActor
@Suite("Visible cells")
struct VisibleCellsTests {
    /// Random insertions, replacements, removals and lookups (index paths of 2 sections by 6
    /// items, and paths that are not (section, item) pairs): after each, the table holds what a
    /// dictionary holds, in index path order.
    @Test func randomEditsHoldWhatADictionaryHolds() async {
        let operations = Gen.int(in: 0...(4 * 2 * 6 * 4 - 1)).array(of: 1...60)
        await propertyCheck(count: PropertyRuns.count(300), input: operations) { operations in
            let cells = (0..<4).map { _ in HeadlessCell() }
            var table = VisibleCells()
            var model: [IndexPath: HeadlessCell] = [:]
            for code in operations {
                let cell = cells[code % 4], section = (code / 4) % 2, item = (code / 8) % 6
                let indexPath = IndexPath(item: item, section: section)
                switch code / (4 * 2 * 6) {
                case 0:
                    table[indexPath] = cell
                    model[indexPath] = cell
                case 1:
                    table.set(cell, section: section, item: item)
                    model[indexPath] = cell
                case 2:
                    table[indexPath] = nil
                    model[indexPath] = nil
                default:
                    let odd = IndexPath(index: section)
                    #expect(table[odd] == nil)
                    table[odd] = nil
                    #expect(table[IndexPath(indexes: [section, item, 0])] == nil)
                }
                let expected = model.sorted { $0.key.precedes($1.key) }
                #expect(table.count == model.count && table.isEmpty == model.isEmpty)
                #expect(table.keys == expected.map(\.key), "after \(operations)")
                #expect(Array(table).map(\.key) == expected.map(\.key))
                #expect(zip(table.values, expected).allSatisfy { $0 === $1.value })
                for section in 0..<2 {
                    for item in 0..<6 {
                        let path = IndexPath(item: item, section: section)
                        #expect(table[path] === model[path])
                        #expect(table.cell(section: section, item: item) === model[path])
                    }
                }
            }
            table.removeAll(keepingCapacity: true)
            #expect(table.isEmpty && Array(table).isEmpty)
        }
    }

    /// The cells of random element lists — in order or not, an index path listed more than once,
    /// among supplementary and decoration views — are those a dictionary from index path to the
    /// last position, sorted, gives; the supplementary views are collected by key.
    @Test func orderedCellsAreTheSortedLastOfEachItem() async {
        let codes = Gen.int(in: 0...(3 * 3 * 8 * 2 - 1)).array(of: 0...40)
        await propertyCheck(count: PropertyRuns.count(300), input: codes) { codes in
            var elements: [LayoutAttributes] = []
            let sortedCells = codes.first.map { $0 % 2 == 0 } ?? false
            for code in codes {
                let section = (code / 3) % 3, item = (code / 9) % 8
                let frame = CGRect(x: 0, y: Double(code), width: 10, height: 10)
                switch code % 3 {
                case 0:
                    elements.append(
                        LayoutAttributes(
                            category: .supplementaryView, elementKind: "header",
                            indexPath: IndexPath(item: item, section: section), frame: frame))
                case 1 where code % 4 == 1:
                    elements.append(
                        LayoutAttributes(
                            category: .decorationView, elementKind: "background",
                            indexPath: IndexPath(item: item, section: section), frame: frame))
                default:
                    elements.append(
                        LayoutAttributes(
                            category: .cell, indexPath: IndexPath(item: item, section: section), frame: frame))
                }
            }
            if sortedCells {
                // A layout's usual order: each cell once, in index path order.
                var seen: Set<IndexPath> = []
                elements = elements.filter { $0.category != .cell || seen.insert($0.indexPath).inserted }
                let cells = elements.filter { $0.category == .cell }.sorted { $0.indexPath.precedes($1.indexPath) }
                var next = 0
                for position in elements.indices where elements[position].category == .cell {
                    elements[position] = cells[next]
                    next += 1
                }
            }
            var lastPositions: [IndexPath: Int] = [:]
            var expectedSupplementaries: [LayoutElementKey: LayoutAttributes] = [:]
            for (position, element) in elements.enumerated() {
                switch element.category {
                case .cell: lastPositions[element.indexPath] = position
                case .supplementaryView: expectedSupplementaries[element.key] = element
                case .decorationView: break
                }
            }
            let expected = lastPositions.sorted { $0.key.precedes($1.key) }.map(\.value)
            var supplementaries: [LayoutElementKey: LayoutAttributes] = [:]
            // As the pass lists them: the layout query lists the cells, the pass orders them.
            var cells: [HeadlessCollectionView.WantedCell] = []
            LayoutSolution.listCells(of: elements, from: 0, into: &cells)
            HeadlessCollectionView.orderCells(elements, supplementaries: &supplementaries, cells: &cells)
            #expect(cells.map(\.position) == expected, "elements \(elements.map(\.key))")
            #expect(
                cells.allSatisfy { elements[$0.position].indexPath == IndexPath(item: $0.item, section: $0.section) })
            #expect(supplementaries == expectedSupplementaries)
        }
    }

    /// A lookup given a hint (where a walk in index path order expects the item) answers what the
    /// binary search answers, for any hint: right, wrong, out of the table's bounds.
    @Test func aHintedLookupAnswersAsTheBinarySearch() async {
        let codes = Gen.int(in: 0...63).array(of: 0...12)
        let lookups = Gen.int(in: 0...(3 * 8 * 18 - 1)).array(of: 1...30)
        await propertyCheck(count: PropertyRuns.count(300), input: codes, lookups) { codes, lookups in
            let cell = HeadlessCell()
            var table = VisibleCells()
            for code in codes { table.set(cell, section: (code / 8) % 3, item: code % 8) }
            for lookup in lookups {
                let section = lookup % 3, item = (lookup / 3) % 8, hint = lookup / 24 - 2
                let plain = table.position(section: section, item: item)
                let hinted = table.position(section: section, item: item, hint: hint)
                #expect(hinted == plain, "\(section), \(item) at hint \(hint) in \(table.keys)")
                let shown = table.shown(section: section, item: item, hint: hint)
                #expect(shown.index == plain.index && shown.found == plain.found)
                #expect(!shown.found || table.cell(at: shown.index) === table[[section, item]])
            }
        }
    }

    /// Random updates that move and reload no item: every item before the update, and the places
    /// just out of each section's range and of the sections', asked of one section shift in index
    /// path order, go where `BatchUpdateMapping.surviving(section:item:)` says; so do they asked
    /// twice each, and in a random order. Enough of the updates delete and insert items for the
    /// runs to shift.
    @Test func sectionShiftsAnswerAsEachItemAlone() throws {
        var followed = 0
        for seed in 0..<300 {
            let input = try RandomBatchUpdate(seed: seed, maximumItems: 40, rounds: 4)
            let mapping = input.mapping
            guard mapping.movedTo.isEmpty, mapping.reloadedDestinations.isEmpty else { continue }
            if input.countsBefore != input.countsAfter { followed += 1 }
            var random = SeededRandomNumberGenerator(seed: UInt64(seed))
            let places = input.placesBefore
            for order in [places, places.flatMap { [$0, $0] }, places.shuffled(using: &random)] {
                var shift = VisibleCells.SectionShift()
                for (section, item) in order {
                    let shifted = shift.newPlace(section: section, item: item, in: mapping)
                    let alone = mapping.surviving(section: section, item: item)
                    #expect(
                        shifted?.section == alone?.section && shifted?.item == alone?.item,
                        "\(section)-\(item)\n\(input.update)")
                }
            }
        }
        #expect(followed >= 50, "only \(followed) updates without moves or reloads change the counts")
    }

    /// Random tables of cells remapped through random updates: each cell is at its item's place
    /// after the update (`BatchUpdateMapping.surviving(_:)`), with its record of the attributes
    /// applied to it, in index path order; the cells whose items go are returned, in index path
    /// order before the update — none, one or several.
    @Test(arguments: 0..<300)
    func remappedCellsFollowTheirItems(seed: Int) throws {
        let update = try RandomBatchUpdate(seed: seed, maximumItems: 30, rounds: 3), mapping = update.mapping
        var random = SeededRandomNumberGenerator(seed: UInt64(seed))
        var table = VisibleCells()
        var shown: [(indexPath: IndexPath, cell: HeadlessCell, applied: Int)] = []
        for (section, count) in update.countsBefore.enumerated() {
            for item in 0..<count where Int.random(in: 0..<3, using: &random) > 0 {
                let cell = HeadlessCell(), applied = Int.random(in: -1...20, using: &random)
                table.set(cell, section: section, item: item, applied: applied)
                shown.append((IndexPath(item: item, section: section), cell, applied))
            }
        }
        let leaving = table.remap(with: mapping)
        let expected = shown.compactMap { entry in
            mapping.surviving(entry.indexPath).map { (indexPath: $0, cell: entry.cell, applied: entry.applied) }
        }.sorted { $0.indexPath.precedes($1.indexPath) }
        let expectedLeaving = shown.filter { mapping.surviving($0.indexPath) == nil }
        #expect(table.keys == expected.map(\.indexPath), "\(shown.map(\.indexPath))")
        let sameCells = table.entries.map(\.cell).elementsEqual(expected.map(\.cell), by: ===)
        #expect(sameCells)
        #expect(table.entries.map(\.applied) == expected.map(\.applied))
        #expect(table.entries.allSatisfy { $0.indexPath == IndexPath(item: $0.item, section: $0.section) })
        let returned: [VisibleCells.Entry]
        switch leaving {
        case .none: returned = []
        case .one(let entry): returned = [entry]
        case .several(let entries):
            #expect(entries.count > 1)
            returned = entries
        }
        #expect(returned.map(\.indexPath) == expectedLeaving.map(\.indexPath))
        let sameLeavingCells = returned.map(\.cell).elementsEqual(expectedLeaving.map(\.cell), by: ===)
        #expect(sameLeavingCells)
    }
}

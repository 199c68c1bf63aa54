import PropertyBased
import TesseraDiff
import TesseraTestSupport
import Testing

/// One edit of a snapshot of integer items (0..<60) in integer sections (0..<16), decoded from small
/// generated numbers; an edit may refer to items or sections that do not exist, repeat an
/// identifier or move something relative to itself.
struct SnapshotEdit: Sendable, CustomStringConvertible {
    var kind: Int
    var items: [Int]
    var sections: [Int]
    var other: Int

    var description: String { "\(kind) items \(items) sections \(sections) other \(other)" }

    /// Random edits, many of them on sections (so that snapshots get many sections).
    static var generator: Generator<SnapshotEdit, some Sequence & SendableMetatype> {
        zip(
            Gen.int(in: 0...17), Gen.int(in: 0...59).array(of: 0...4), Gen.int(in: 0...15).array(of: 0...3),
            Gen.int(in: 0...59)
        )
        .map { SnapshotEdit(kind: $0, items: $1, sections: $2, other: $3) }
    }

    /// Applies the edit to a snapshot; returns whether it threw.
    func apply(to snapshot: inout Snapshot<Int, Int>) -> Bool {
        let section = other % 16
        do {
            switch kind {
            case 0: try snapshot.appendSections(sections)
            case 1: try snapshot.insertSections(sections, beforeSection: section)
            case 2: try snapshot.insertSections(sections, afterSection: section)
            case 3: snapshot.deleteSections(sections)
            case 4: try snapshot.moveSection(sections.first ?? section, beforeSection: section)
            case 5: try snapshot.moveSection(sections.first ?? section, afterSection: section)
            case 6: try snapshot.appendItems(items, toSection: sections.first)
            case 7: try snapshot.appendItems(items, toSection: section)
            case 8: try snapshot.insertItems(items, beforeItem: other)
            case 9: try snapshot.insertItems(items, afterItem: other)
            case 10, 11: snapshot.deleteItems(items)
            case 12: try snapshot.moveItem(items.first ?? other, beforeItem: other)
            case 13: try snapshot.moveItem(items.first ?? other, afterItem: other)
            case 14: try snapshot.reloadItems(items)
            case 15: try snapshot.reconfigureItems(items)
            case 16: try snapshot.reloadSections(sections)
            default: if other % 8 == 0 { snapshot.deleteAllItems() } else { try snapshot.appendItems(items) }
            }
            return false
        } catch {
            return true
        }
    }

    /// Applies the edit to the model, with the rules the snapshot documents; returns whether the
    /// snapshot must throw (the model is then unchanged).
    func apply(to model: inout SnapshotModel) -> Bool {
        let section = other % 16
        var edited = model
        let succeeded: Bool
        switch kind {
        case 0: succeeded = edited.insertSections(sections, at: edited.sections.count)
        case 1: succeeded = edited.ordinal(of: section).map { edited.insertSections(sections, at: $0) } ?? false
        case 2: succeeded = edited.ordinal(of: section).map { edited.insertSections(sections, at: $0 + 1) } ?? false
        case 3: edited.deleteSections(sections); succeeded = true
        case 4: succeeded = edited.moveSection(sections.first ?? section, relativeTo: section, after: false)
        case 5: succeeded = edited.moveSection(sections.first ?? section, relativeTo: section, after: true)
        case 6:
            if let first = sections.first {
                succeeded = edited.ordinal(of: first).map { edited.insertItems(items, section: $0, at: nil) } ?? false
            } else {
                succeeded =
                    !edited.sections.isEmpty && edited.insertItems(items, section: edited.sections.count - 1, at: nil)
            }
        case 7: succeeded = edited.ordinal(of: section).map { edited.insertItems(items, section: $0, at: nil) } ?? false
        case 8:
            succeeded = edited.location(of: other).map { edited.insertItems(items, section: $0.0, at: $0.1) } ?? false
        case 9:
            succeeded =
                edited.location(of: other).map { edited.insertItems(items, section: $0.0, at: $0.1 + 1) } ?? false
        case 10, 11: edited.deleteItems(items); succeeded = true
        case 12: succeeded = edited.moveItem(items.first ?? other, relativeTo: other, after: false)
        case 13: succeeded = edited.moveItem(items.first ?? other, relativeTo: other, after: true)
        case 14: succeeded = edited.mark(items, in: \.reloadedItems)
        case 15: succeeded = edited.mark(items, in: \.reconfiguredItems)
        case 16:
            succeeded = sections.allSatisfy { edited.ordinal(of: $0) != nil }
            if succeeded { SnapshotModel.add(sections, to: &edited.reloadedSections) }
        default:
            if other % 8 == 0 {
                edited = SnapshotModel()
                succeeded = true
            } else {
                succeeded =
                    !edited.sections.isEmpty && edited.insertItems(items, section: edited.sections.count - 1, at: nil)
            }
        }
        if succeeded { model = edited }
        return !succeeded
    }
}

/// What a snapshot holds, kept in plain arrays and edited by the rules `Snapshot` documents.
struct SnapshotModel: Equatable {
    var sections: [(identifier: Int, items: [Int])] = []
    var reloadedSections: [Int] = []
    var reloadedItems: [Int] = []
    var reconfiguredItems: [Int] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections.map(\.identifier) == rhs.sections.map(\.identifier)
            && lhs.sections.map(\.items) == rhs.sections.map(\.items)
            && lhs.reloadedSections == rhs.reloadedSections && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
    }

    func ordinal(of section: Int) -> Int? { sections.firstIndex { $0.identifier == section } }

    func location(of item: Int) -> (Int, Int)? {
        for (ordinal, section) in sections.enumerated() {
            if let position = section.items.firstIndex(of: item) { return (ordinal, position) }
        }
        return nil
    }

    static func add(_ identifiers: [Int], to marks: inout [Int]) {
        for identifier in identifiers where !marks.contains(identifier) { marks.append(identifier) }
    }

    mutating func insertSections(_ identifiers: [Int], at ordinal: Int) -> Bool {
        guard Set(identifiers).count == identifiers.count, identifiers.allSatisfy({ self.ordinal(of: $0) == nil })
        else {
            return false
        }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: ordinal)
        return true
    }

    mutating func deleteSections(_ identifiers: [Int]) {
        let doomed = sections.filter { identifiers.contains($0.identifier) }
        guard !doomed.isEmpty else { return }
        let items = doomed.flatMap(\.items)
        reloadedItems.removeAll(where: items.contains)
        reconfiguredItems.removeAll(where: items.contains)
        reloadedSections.removeAll(where: identifiers.contains)
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    mutating func moveSection(_ identifier: Int, relativeTo anchor: Int, after: Bool) -> Bool {
        guard let source = ordinal(of: identifier), ordinal(of: anchor) != nil, identifier != anchor else {
            return false
        }
        let section = sections.remove(at: source)
        let destination = ordinal(of: anchor)! + (after ? 1 : 0)
        sections.insert(section, at: destination)
        return true
    }

    /// Inserts items into the section at `section`, at `position` or at its end.
    mutating func insertItems(_ identifiers: [Int], section: Int, at position: Int?) -> Bool {
        guard Set(identifiers).count == identifiers.count, identifiers.allSatisfy({ location(of: $0) == nil }) else {
            return false
        }
        sections[section].items.insert(contentsOf: identifiers, at: position ?? sections[section].items.count)
        return true
    }

    mutating func deleteItems(_ identifiers: [Int]) {
        guard identifiers.contains(where: { location(of: $0) != nil }) else { return }
        for ordinal in sections.indices { sections[ordinal].items.removeAll(where: identifiers.contains) }
        reloadedItems.removeAll(where: identifiers.contains)
        reconfiguredItems.removeAll(where: identifiers.contains)
    }

    mutating func moveItem(_ identifier: Int, relativeTo anchor: Int, after: Bool) -> Bool {
        guard let source = location(of: identifier), location(of: anchor) != nil, identifier != anchor else {
            return false
        }
        sections[source.0].items.remove(at: source.1)
        let (section, position) = location(of: anchor)!
        sections[section].items.insert(identifier, at: position + (after ? 1 : 0))
        return true
    }

    mutating func mark(_ identifiers: [Int], in marks: WritableKeyPath<Self, [Int]>) -> Bool {
        guard identifiers.allSatisfy({ location(of: $0) != nil }) else { return false }
        Self.add(identifiers, to: &self[keyPath: marks])
        return true
    }
}

extension Snapshot<Int, Int> {
    /// The model of what this snapshot holds.
    var model: SnapshotModel {
        SnapshotModel(
            sections: sectionIdentifiers.map { ($0, itemIdentifiers(inSection: $0)) },
            reloadedSections: reloadedSectionIdentifiers, reloadedItems: reloadedItemIdentifiers,
            reconfiguredItems: reconfiguredItemIdentifiers)
    }

    /// What disagrees between this snapshot's answers and the model's, if anything.
    func disagreements(with model: SnapshotModel) -> [String] {
        var problems = invariantViolations()
        if self.model != model { problems.append("holds \(self), the model \(model.sections)") }
        var offset = 0
        for (ordinal, section) in model.sections.enumerated() {
            if numberOfItems(inSection: section.identifier) != section.items.count
                || indexOfSection(section.identifier) != ordinal
            {
                problems.append("section \(section.identifier) is not at \(ordinal) with \(section.items.count) items")
            }
            for (position, item) in section.items.enumerated() {
                if indexOfItem(item) != offset + position
                    || indexPath(for: item) != IndexPath(item: position, section: ordinal)
                    || sectionIdentifier(containingItem: item) != section.identifier
                {
                    problems.append("item \(item) is not found at \(ordinal)-\(position) (index \(offset + position))")
                }
            }
            offset += section.items.count
        }
        if numberOfItems != offset || numberOfSections != model.sections.count { problems.append("counts differ") }
        return Array(problems.prefix(8))
    }
}

@Suite("Snapshot edits against a model")
struct SnapshotTests {
    /// Every edit, in any order, on snapshots of up to 16 sections: the snapshot throws exactly
    /// when the model refuses the edit (and is then unchanged), holds what the model holds, and
    /// finds every item and section where the model has it.
    @Test func everyEditDoesWhatTheModelDoes() async {
        await propertyCheck(count: PropertyRuns.count(300), input: SnapshotEdit.generator.array(of: 1...60)) { edits in
            var snapshot = Snapshot<Int, Int>()
            var model = SnapshotModel()
            for (step, edit) in edits.enumerated() {
                let threw = edit.apply(to: &snapshot)
                let refused = edit.apply(to: &model)
                let problems = snapshot.disagreements(with: model)
                guard threw == refused, problems.isEmpty else {
                    Issue.record("step \(step), \(edit): threw \(threw), the model refused \(refused); \(problems)")
                    return
                }
            }
        }
    }

    /// Building many sections one after another, in every documented way, gives the same snapshot
    /// and the same lookups as the model.
    @Test(arguments: [1, 2, 7, 300])
    func buildingManySectionsAgreesWithTheModel(sectionCount: Int) throws {
        let sections = (0..<sectionCount).map { ($0, Array($0 * 3..<$0 * 3 + $0 % 3)) }
        var model = SnapshotModel()
        model.sections = sections.map { ($0.0, $0.1) }
        var appended = Snapshot<Int, Int>()
        try appended.appendSections(sections.map(\.0))
        for (section, items) in sections { try appended.appendItems(items, toSection: section) }
        var oneByOne = Snapshot<Int, Int>()
        for (section, items) in sections {
            try oneByOne.appendSections([section])
            try oneByOne.appendItems(items)
        }
        for snapshot in [try Snapshot(sections), appended, oneByOne] {
            #expect(snapshot.disagreements(with: model) == [])
        }
    }
}

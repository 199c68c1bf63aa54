import Foundation
import Tessera

/// Sectioned list adapters and section slices held across parent reloads of every shape (more
/// sections, fewer, none, the same number of other sizes), edits through the slices with valid
/// and out-of-range indexes, and nested batches whose inner batch throws — against a reference
/// model of sections.
///
/// A section's slice always spans its section; once the section is gone it refuses edits (a
/// thrown ``ListAdapterError/sectionRemoved(section:count:)``, or a reported failure for the
/// non-throwing edits) and nothing changes.
@MainActor
final class SectionSliceFuzzer: Fuzzer {
    let name = "sectioned list and section slices"
    private let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: TestLayouts.rows())
    private let adapter = ListAdapter<MessageCell>(heightMode: .fixed(20))
    /// The slices the "controllers" hold, by the section they were made for.
    private var slices: [Int: ListSliceAdapter<Message>] = [:]
    /// The reference: the items of each section.
    private var sections: [[Message]] = []
    private var next = 0

    init() {
        adapter.setup(collectionView: view)
        reload(sections: [[message(), message()], [message()], [message(), message(), message()]])
        takeSlices()
    }

    private func message() -> Message {
        next += 1
        return Message(id: next, text: "m\(next)")
    }

    /// Reloads the list; a list reloaded with no sections has one empty section, as UIKit shows it.
    private func reload(sections new: [[Message]]) {
        adapter.reload(sections: new)
        sections = new.isEmpty ? [[]] : new
    }

    /// Slices for sections 0 to 3 (those that exist), replacing the ones held.
    private func takeSlices() {
        for section in 0..<4 {
            if let slice = try? adapter[section: section] { slices[section] = slice }
        }
    }

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        if sections.joined().count > 60 { reload(sections: [[message()]]) }
        let section = Int.random(in: 0..<4, using: &random)
        let exists = section < sections.count
        do {
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                reload(sections: reshaped(&random))
            case 2:
                takeSlices()
            case 3:
                guard let slice = slices[section] else { return nil }
                let count = exists ? sections[section].count : 0
                let index = Int.random(in: -1...count + 1, using: &random)
                let new = message()
                try slice.insertItem(new, at: index)
                guard exists, (0...count).contains(index) else {
                    throw FuzzInvariantFailure(
                        message:
                            "an insert at \(index) through the slice of section \(section) of \(sections.map(\.count)) was accepted"
                    )
                }
                sections[section].insert(new, at: index)
            case 4:
                guard let slice = slices[section] else { return nil }
                let new = message()
                slice.appendItem(new)
                if exists {
                    sections[section].append(new)
                } else {
                    return try expectReportedRemoval(of: section)
                }
            case 5:
                guard let slice = slices[section] else { return nil }
                let count = exists ? sections[section].count : 0
                let index = Int.random(in: -1...count, using: &random)
                try slice.deleteItem(at: index)
                guard exists, (0..<count).contains(index) else {
                    throw FuzzInvariantFailure(
                        message: "a delete at \(index) through the slice of section \(section) was accepted")
                }
                sections[section].remove(at: index)
            case 6:
                guard let slice = slices[section] else { return nil }
                let new = (0..<Int.random(in: 0...4, using: &random)).map { _ in message() }
                slice.reload(items: new)
                if exists {
                    sections[section] = new
                } else {
                    return try expectReportedRemoval(of: section)
                }
            default:
                return try nestedBatch(section: section, &random)
            }
        } catch let error as ListAdapterError {
            try expectRefusal(error, section: section)
            return error.description
        } catch let error as FuzzInvariantFailure {
            throw error
        } catch {
            throw FuzzInvariantFailure(message: "unexpected error \(error)")
        }
        return nil
    }

    /// A new shape for the list: 0 to 5 sections, holding some of the current items (each once)
    /// and new ones.
    private func reshaped(_ random: inout SeededRandomNumberGenerator) -> [[Message]] {
        var pool = Array(sections.joined()).shuffled(using: &random)
        return (0..<Int.random(in: 0...5, using: &random)).map { _ in
            (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Bool.random(using: &random) && !pool.isEmpty ? pool.removeLast() : message()
            }
        }
    }

    /// An outer batch that inserts through a section's slice, around an inner batch that inserts
    /// and then fails: only the outer insert takes effect.
    private func nestedBatch(section: Int, _ random: inout SeededRandomNumberGenerator) throws -> String? {
        guard let slice = slices[section], section < sections.count else { return nil }
        let kept = message(), undone = message()
        let other = slices[Int.random(in: 0..<4, using: &random)] ?? slice
        var innerError: (any Error)?
        try adapter.performBatchUpdates(updates: {
            try slice.insertItem(kept, at: 0)
            do {
                try adapter.performBatchUpdates(updates: {
                    try? other.insertItem(undone, at: 0)
                    try slice.deleteItem(at: -1)
                })
            } catch {
                innerError = error
            }
        })
        sections[section].insert(kept, at: 0)
        guard let innerError else { throw FuzzInvariantFailure(message: "an inner batch deleting at -1 did not throw") }
        return "inner batch undone: \(innerError)"
    }

    /// Checks a refused edit: the error fits the section's state, and nothing changed.
    private func expectRefusal(_ error: ListAdapterError, section: Int) throws(FuzzInvariantFailure) {
        if case .sectionRemoved(let removed, let count) = error, removed < count || count != sections.count {
            throw FuzzInvariantFailure(message: "\(error) while the list has \(sections.count) sections")
        }
        if section >= sections.count, case .indexOutOfRange = error {
            throw FuzzInvariantFailure(
                message: "the slice of removed section \(section) threw \(error) instead of sectionRemoved")
        }
    }

    /// A non-throwing edit through the slice of a removed section: reported once, nothing changed.
    private func expectReportedRemoval(of section: Int) throws(FuzzInvariantFailure) -> String {
        let reported = view.failures.map(\.message)
        view.removeAllFailures()
        guard reported.count == 1, reported[0].hasPrefix("Section \(section) is gone") else {
            throw FuzzInvariantFailure(
                message: "an edit through the slice of removed section \(section) reported \(reported)")
        }
        return reported[0]
    }

    func invariantFailures() -> [String] {
        var failures: [String] = []
        let items = Array(sections.joined())
        if adapter.items != items {
            failures.append("the list holds \(adapter.items.map(\.id)), the model \(items.map(\.id))")
        }
        for (section, slice) in slices.sorted(by: { $0.key < $1.key }) {
            let expected = section < sections.count ? sections[section] : []
            if slice.items != expected {
                failures.append(
                    "the slice of section \(section) holds \(slice.items.map(\.id)) instead of \(expected.map(\.id))")
            }
        }
        failures += FuzzChecks.host(view, counts: sections.map(\.count), cellsMayOverlap: false) { indexPath in
            sections.indices.contains(indexPath.section) && sections[indexPath.section].indices.contains(indexPath.item)
                ? sections[indexPath.section][indexPath.item].text : nil
        }
        if !failures.isEmpty {
            reload(sections: [[message()]])
            takeSlices()
        }
        return failures
    }
}

import Foundation
import IssueReporting

/// A contiguous part of a list adapter's items, edited with the adapter's API in local indexes.
/// Mirrors `ListSliceAdapter`.
///
/// Hand slices to separate controllers: each edits only its part (an index outside it is a
/// ``ListAdapterError``, never an edit elsewhere), and every slice keeps its bounds when the list
/// or another slice inserts or deletes before or inside it.
///
/// ```swift
/// let header = try adapter[0..<1]
/// let results = try adapter[1..<adapter.count]
/// try results.appendItem(result)        // lands at the end of `results`, before anything after it
/// let popular = try adapter[section: 2] // a whole section of a sectioned list
/// ```
///
/// ``ListAdapter`` and ``AnyListAdapter`` are slices that span the whole list.
@MainActor
public class ListSliceAdapter<Model> {
    let editor: ListEditor<Model>
    /// Whether the slice is the whole list (an adapter).
    let isWholeList: Bool
    /// The slice this one was cut from.
    let parent: ListSliceAdapter<Model>?
    /// The section this slice is pinned to, for slices made with `[section:]` and slices of them.
    let section: Int?
    /// Whether the slice is a whole section (made with `[section:]`): its range is the section's,
    /// whatever the list did to its items.
    let isWholeSection: Bool

    init(editor: ListEditor<Model>, range: Range<Int>, isWholeList: Bool, parent: ListSliceAdapter<Model>?, section: Int?) {
        self.editor = editor
        self.isWholeList = isWholeList
        self.parent = parent
        self.section = section
        isWholeSection = section != nil && parent?.isWholeList == true
        if !isWholeList && !isWholeSection { editor.register(self, range: range, parent: parent) }
    }

    // MARK: Reading

    /// The slice's range in the whole list.
    ///
    /// A section's slice spans its section; once the section is gone (the list was reloaded with
    /// fewer sections), it is empty, at the end of the list, and its edits are refused with
    /// ``ListAdapterError/sectionRemoved(section:count:)``. A slice cut from a section's slice
    /// stays within the section.
    public var range: Range<Int> {
        if isWholeList { return 0..<editor.count }
        guard let section else { return editor.range(of: self) }
        let sectionRange = editor.sectionCounts.indices.contains(section) ? editor.range(ofSection: section) : editor.count..<editor.count
        if isWholeSection { return sectionRange }
        let own = editor.range(of: self)
        let lower = min(max(own.lowerBound, sectionRange.lowerBound), sectionRange.upperBound)
        return lower..<max(lower, min(own.upperBound, sectionRange.upperBound))
    }

    /// The items of the slice.
    ///
    /// - Complexity: O(*k*) for *k* items in the slice.
    public var items: [Model] { Array(editor.items[range]) }

    /// The number of items.
    public var count: Int { range.count }

    /// Whether the slice has no items.
    public var isEmpty: Bool { range.isEmpty }

    /// The item at a local index, or `nil` outside the slice.
    public subscript(index: Int) -> Model? {
        guard (0..<count).contains(index) else { return nil }
        return editor.items[range.lowerBound + index]
    }

    /// A slice of this slice, in local indexes.
    ///
    /// Every edit through a slice of a section that is gone throws
    /// ``ListAdapterError/sectionRemoved(section:count:)`` (or, for those that do not throw,
    /// reports it) and changes nothing.
    ///
    /// - Throws: ``ListAdapterError/rangeOutOfBounds(lower:upper:count:)``.
    public subscript(bounds: Range<Int>) -> ListSliceAdapter<Model> {
        get throws(ListAdapterError) {
            guard bounds.lowerBound >= 0, bounds.upperBound <= count else {
                throw .rangeOutOfBounds(lower: bounds.lowerBound, upper: bounds.upperBound, count: count)
            }
            let start = range.lowerBound
            return ListSliceAdapter(editor: editor, range: start + bounds.lowerBound..<start + bounds.upperBound, isWholeList: false, parent: self, section: section)
        }
    }

    // MARK: Adding items

    /// Inserts an item at a local index (`0...count`).
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*n*) for *n* items in the list: one batch update from the linear diff.
    public func insertItem(_ item: Model, at index: Int) throws(ListAdapterError) {
        try insertItems([item], at: index)
    }

    /// Inserts items at a local index (`0...count`).
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``, or
    ///   ``ListAdapterError/sectionRemoved(section:count:)`` through a slice of a section that is
    ///   gone; nothing changes.
    ///
    /// - Complexity: O(*n* + *k*) for *n* items in the list and *k* inserted.
    public func insertItems(_ newItems: [Model], at index: Int) throws(ListAdapterError) {
        if let error = sectionRemovedError { throw error }
        guard (0...count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
        let absolute = range.lowerBound + index
        editor.insert(newItems, at: absolute, section: try sectionForInsertion(at: absolute), origin: self)
    }

    /// Adds an item at the end of the slice (it stays before whatever follows the slice).
    ///
    /// - Complexity: O(*n*) for *n* items in the list.
    public func appendItem(_ item: Model) {
        appendItems([item])
    }

    /// Adds items at the end of the slice.
    ///
    /// - Complexity: O(*n* + *k*) for *n* items in the list and *k* appended.
    ///
    /// A slice of a section that is gone appends nothing and reports
    /// ``ListAdapterError/sectionRemoved(section:count:)`` through the collection view's failure
    /// channel (``CollectionViewHost/failureHandler``).
    public func appendItems(_ newItems: [Model]) {
        if let error = sectionRemovedError { return report(error) }
        let absolute = range.upperBound
        // Appending cannot be ambiguous: it goes to the section of the slice's last item, or of
        // the slice's own section.
        let section = (try? sectionForInsertion(at: absolute)) ?? editor.sectionCounts.count - 1
        editor.insert(newItems, at: absolute, section: section, origin: self)
    }

    // MARK: Removing items

    /// Deletes the item at a local index.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*n*) for *n* items in the list.
    public func deleteItem(at index: Int) throws(ListAdapterError) {
        try deleteItems(at: [index])
    }

    /// Deletes the items at local indexes.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)`` or
    ///   ``ListAdapterError/duplicateIndex(_:)``; nothing changes.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* items and *k* indexes.
    public func deleteItems(at indexes: [Int]) throws(ListAdapterError) {
        let sorted = try validated(indexes)
        editor.remove(at: sorted.map { range.lowerBound + $0 })
    }

    /// Deletes the items from a local index to the end, if there are any: an index at or past the
    /// end deletes nothing.
    ///
    /// - Complexity: O(*n*) for *n* items in the list.
    public func deleteItemsIfNeeded(at indexes: PartialRangeFrom<Int>) {
        let start = max(0, indexes.lowerBound)
        guard start < count else { return }
        editor.remove(at: Array(range.lowerBound + start..<range.upperBound))
    }

    // MARK: Changing items

    /// Replaces the item at a local index and reconfigures its cell.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*n*) for *n* items in the list.
    public func updateItem(_ item: Model, at index: Int) throws(ListAdapterError) {
        if let error = sectionRemovedError { throw error }
        guard (0..<count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
        editor.replace(at: range.lowerBound + index, with: item, reload: false)
    }

    /// Reloads the cells of a local range.
    ///
    /// - Throws: ``ListAdapterError/rangeOutOfBounds(lower:upper:count:)``; nothing changes.
    ///
    /// - Complexity: O(*n*) for *n* items in the list.
    public func reloadItems(in bounds: Range<Int>) throws(ListAdapterError) {
        if let error = sectionRemovedError { throw error }
        guard bounds.lowerBound >= 0, bounds.upperBound <= count else {
            throw .rangeOutOfBounds(lower: bounds.lowerBound, upper: bounds.upperBound, count: count)
        }
        editor.markChanged(bounds.map { range.lowerBound + $0 }, reload: true)
    }

    /// Reloads the cells at local indexes.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)`` or
    ///   ``ListAdapterError/duplicateIndex(_:)``; nothing changes.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* items and *k* indexes.
    public func reloadItems(at indexes: [Int]) throws(ListAdapterError) {
        let sorted = try validated(indexes)
        editor.markChanged(sorted.map { range.lowerBound + $0 }, reload: true)
    }

    /// Replaces items at local indexes and reloads their cells.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)`` or
    ///   ``ListAdapterError/duplicateIndex(_:)``; nothing changes.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* items and *k* elements.
    public func reloadItems(_ elements: [(index: Int, element: Model)]) throws(ListAdapterError) {
        _ = try validated(elements.map(\.index))
        try editor.performBatch { () throws(ListAdapterError) in
            for (index, element) in elements {
                editor.replace(at: range.lowerBound + index, with: element, reload: true)
            }
        }
    }

    /// Moves an item within the slice, between local indexes.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*n*) for *n* items in the list.
    public func moveItem(at source: Int, to destination: Int) throws(ListAdapterError) {
        if let error = sectionRemovedError { throw error }
        guard (0..<count).contains(source) else { throw .indexOutOfRange(index: source, count: count) }
        guard (0..<count).contains(destination) else { throw .indexOutOfRange(index: destination, count: count) }
        guard source != destination else { return }
        let from = range.lowerBound + source, to = range.lowerBound + destination
        editor.move(from: from, to: to, section: sectionForMove(from: from, to: to), origin: self)
    }

    /// Replaces the slice's items with new ones, as one batch update: items whose identity matches
    /// an old item (their value when `Hashable`, their `id` when `Identifiable`) move, the others
    /// are deleted and inserted. With `needsRedraw`, every cell of the slice is reloaded as well.
    ///
    /// A slice of a section that is gone changes nothing and reports
    /// ``ListAdapterError/sectionRemoved(section:count:)`` through the collection view's failure
    /// channel.
    ///
    /// - Complexity: O(*n*) for the list's *n* items.
    public func reload(items newItems: [Model], needsRedraw: Bool = false) {
        if let error = sectionRemovedError { return report(error) }
        editor.performBatch { () -> Void in
            let bounds = range
            let section = (try? sectionForInsertion(at: bounds.lowerBound)) ?? editor.sectionCounts.count - 1
            editor.replace(bounds, with: newItems, section: section, origin: self)
            if needsRedraw { editor.markChanged(Array(bounds.lowerBound..<bounds.lowerBound + newItems.count), reload: true) }
        }
    }

    // MARK: Batches

    /// Runs several edits as one batch update; if `updates` throws, none of them takes effect.
    /// Mirrors `performBatchUpdates(updates:completion:)`.
    ///
    /// - Throws: The error `updates` threw (a ``ListAdapterError`` from an edit with a bad
    ///   index, typically); the list is then as it was before the batch.
    ///
    /// - Complexity: O(*n*) for *n* items in the list, plus the edits: the whole batch is one diff.
    public func performBatchUpdates<Failure: Error>(updates: () throws(Failure) -> Void, completion: ((Bool) -> Void)? = nil) throws(Failure) {
        do {
            try editor.performBatch(updates)
        } catch {
            completion?(false)
            throw error
        }
        completion?(true)
    }

    // MARK: Bounds

    /// Checks local indexes and returns them sorted.
    private func validated(_ indexes: [Int]) throws(ListAdapterError) -> [Int] {
        if let error = sectionRemovedError { throw error }
        var seen = Set<Int>()
        for index in indexes {
            guard (0..<count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
            guard seen.insert(index).inserted else { throw .duplicateIndex(index) }
        }
        return indexes.sorted()
    }

    /// The error for an edit through a slice whose section is gone, if it is.
    private var sectionRemovedError: ListAdapterError? {
        guard let section, section >= editor.sectionCounts.count else { return nil }
        return .sectionRemoved(section: section, count: editor.sectionCounts.count)
    }

    /// Reports an edit that could not be made and has no error to throw: the adapter sends it to
    /// its collection view's failure channel.
    func report(_ error: ListAdapterError) {
        if let parent {
            parent.report(error)
        } else {
            reportIssue("Tessera: \(error)")
        }
    }

    /// The section an insertion at a flat index through this slice goes to.
    ///
    /// - Throws: ``ListAdapterError/sectionRemoved(section:count:)`` for a slice of a section
    ///   that is gone.
    func sectionForInsertion(at absolute: Int) throws(ListAdapterError) -> Int {
        if let error = sectionRemovedError { throw error }
        if let section { return section }
        let counts = editor.sectionCounts
        if !isWholeList {
            if absolute > range.lowerBound { return editor.location(of: absolute - 1).section }
            if absolute < range.upperBound { return editor.location(of: absolute).section }
        }
        if absolute < editor.count { return editor.location(of: absolute).section }
        return counts.count - 1
    }

    /// The section an item moved from `from` to `to` (a flat index in the list without it) lands
    /// in: its new neighbour's, within the slice.
    private func sectionForMove(from: Int, to: Int) -> Int {
        if let section { return section }
        func current(_ index: Int) -> Int { index >= from ? index + 1 : index }
        if to > range.lowerBound { return editor.location(of: current(to - 1)).section }
        if to < range.upperBound - 1 { return editor.location(of: current(to)).section }
        return editor.location(of: from).section
    }

}

import Foundation

/// A contiguous part of a list adapter's items, edited with the adapter's API in local indexes.
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

    /// Called once the list is ready: when its adapter is set up on a collection view, or at once
    /// when it already is. A controller that owns the slice fills it from here.
    ///
    /// ```swift
    /// let results = try adapter[1..<1]
    /// results.onReady = { [weak results] in results?.reload(items: cachedResults) }
    /// ```
    public var onReady: (() -> Void)? {
        didSet { editor.whenReady(self) }
    }

    init(
        editor: ListEditor<Model>, range: Range<Int>, isWholeList: Bool, parent: ListSliceAdapter<Model>?, section: Int?
    ) {
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
        let sectionRange =
            editor.sectionCounts.indices.contains(section)
            ? editor.range(ofSection: section) : editor.count..<editor.count
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
            return ListSliceAdapter(
                editor: editor, range: start + bounds.lowerBound..<start + bounds.upperBound, isWholeList: false,
                parent: self, section: section)
        }
    }

    // MARK: Replacing every item

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
        replace(from: 0, with: newItems, redrawing: needsRedraw, animated: true)
    }

    /// Replaces the slice's items with new ones, like `reload(items:needsRedraw:)`, with the
    /// diff computed off the main actor; returns once the new items are shown (`true` unless the
    /// animation was interrupted). See `ListAdapter.reload(sections:needsRedraw:)` for
    /// ordering and coalescing.
    ///
    /// Inside an `async` function, Swift picks this overload for `reload(items:)`: write `await`.
    ///
    /// ```swift
    /// Task {
    ///     let results = try await search(query)
    ///     await resultsSlice.reload(items: results)   // the other slices keep their items
    /// }
    /// ```
    ///
    /// - Complexity: O(*n*) on the main actor for the list's *n* items; the diff runs off it.
    @discardableResult
    public func reload(items newItems: [Model], needsRedraw: Bool = false) async -> Bool {
        let edit = { self.reload(items: newItems, needsRedraw: needsRedraw) }
        guard let adapter else {
            edit()
            return true
        }
        return await adapter.showingInBackground(edit)
    }

    /// The adapter this slice was cut from (itself for an adapter).
    private var adapter: ListAdapterBase<Model>? {
        var slice = self
        while let parent = slice.parent { slice = parent }
        return slice as? ListAdapterBase<Model>
    }

    /// Replaces the slice's items from a local index to its end with new ones (identity-matched
    /// items keep their place in the diff), reloading the new items' cells when `redrawing`.
    func replace(from start: Int, with newItems: [Model], redrawing: Bool, animated: Bool) {
        editor.performBatch(animated: animated) { () -> Void in
            let bounds = range.lowerBound + start..<range.upperBound
            let section = (try? sectionForInsertion(at: bounds.lowerBound)) ?? editor.sectionCounts.count - 1
            editor.replace(bounds, with: newItems, section: section, origin: self)
            if redrawing {
                editor.markChanged(Array(bounds.lowerBound..<bounds.lowerBound + newItems.count), reload: true)
            }
        }
    }

    // MARK: Bounds

    /// Checks local indexes and returns them sorted.
    func validated(_ indexes: [Int]) throws(ListAdapterError) -> [Int] {
        if let error = sectionRemovedError { throw error }
        var seen = Set<Int>()
        for index in indexes {
            guard (0..<count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
            guard seen.insert(index).inserted else { throw .duplicateIndex(index) }
        }
        return indexes.sorted()
    }

    /// The error for an edit through a slice whose section is gone, if it is.
    var sectionRemovedError: ListAdapterError? {
        guard let section, section >= editor.sectionCounts.count else { return nil }
        return .sectionRemoved(section: section, count: editor.sectionCounts.count)
    }

    /// Reports an edit that could not be made and has no error to throw: the adapter sends it to
    /// its collection view's failure channel.
    func report(_ error: ListAdapterError) {
        // The whole list reports it; slices of slices reach it with a loop, however deep.
        var root = self
        while let parent = root.parent { root = parent }
        if root !== self {
            root.report(error)
        } else {
            FailureIssues.report(
                CollectionViewError(.outOfRange, "\(error)"),
                at: FailureSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
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
    func sectionForMove(from: Int, to: Int) -> Int {
        if let section { return section }
        func current(_ index: Int) -> Int { index >= from ? index + 1 : index }
        if to > range.lowerBound { return editor.location(of: current(to - 1)).section }
        if to < range.upperBound - 1 { return editor.location(of: current(to)).section }
        return editor.location(of: from).section
    }

}

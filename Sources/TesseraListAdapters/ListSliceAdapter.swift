import Foundation

/// A contiguous part of a list adapter's items, edited with the adapter's API (``ListEditing``)
/// in local indexes.
///
/// Hand slices to separate controllers: each edits only its part (an index outside it is a
/// ``ListAdapterError``, never an edit elsewhere), and every slice keeps its bounds when the list
/// or another slice inserts or deletes before or inside it.
///
/// ```swift
/// let results = try adapter[1..<adapter.count]
/// try results.appendItem(result)        // lands at the end of `results`, before anything after it
/// ```
///
/// A slice keeps its list alive: a controller may hold only its slice.
@MainActor
public final class ListSliceAdapter<Model>: ListEditing {
    /// The list the slice is part of.
    let list: ListAdapterCore<Model>
    /// Whether the slice is the whole list (an adapter's).
    let isWholeList: Bool
    /// The slice this one was cut from.
    let parent: ListSliceAdapter<Model>?
    /// The section this slice is pinned to, for slices made with `[section:]` and slices of them.
    let section: Int?
    /// Whether the slice is a whole section (made with `[section:]`): its range is the section's,
    /// whatever the list did to its items.
    let isWholeSection: Bool

    /// What ``ListEditing/onReady`` calls.
    var readyHandler: (() -> Void)? {
        didSet { editor.whenReady(self) }
    }

    @_spi(ListAdapterImplementation) public var listSlice: ListSliceAdapter<Model> { self }

    /// The list's items, sections and slice markers.
    var editor: ListEditor<Model> { list.editor }

    init(
        list: ListAdapterCore<Model>, range: Range<Int>, isWholeList: Bool, parent: ListSliceAdapter<Model>?,
        section: Int?
    ) {
        self.list = list
        self.isWholeList = isWholeList
        self.parent = parent
        self.section = section
        isWholeSection = section != nil && parent?.isWholeList == true
        if !isWholeList && !isWholeSection { list.editor.register(self, range: range, parent: parent) }
    }

    /// The slice's range in the whole list (``ListEditing/range``).
    var bounds: Range<Int> {
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

    /// Replaces the slice's items from a local index to its end with new ones (identity-matched
    /// items keep their place in the diff), reloading the new items' cells when `redrawing`.
    func replace(from start: Int, with newItems: [Model], redrawing: Bool, animated: Bool) {
        editor.performBatch(animated: animated) { () -> Void in
            let bounds = bounds.lowerBound + start..<bounds.upperBound
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
        let count = bounds.count
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

    /// Reports an edit that could not be made and has no error to throw: the list sends it to its
    /// collection view's failure channel.
    func report(_ error: ListAdapterError) {
        list.report(error)
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
            let range = bounds
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
        let range = bounds
        if to > range.lowerBound { return editor.location(of: current(to - 1)).section }
        if to < range.upperBound - 1 { return editor.location(of: current(to)).section }
        return editor.location(of: from).section
    }

}

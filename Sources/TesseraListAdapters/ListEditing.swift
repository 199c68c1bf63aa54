import Foundation

/// A list, or a contiguous part of one, edited by index: what ``ListAdapter``, ``AnyListAdapter``
/// and their slices (``ListSliceAdapter``) have in common.
///
/// Every index is local: `0` is the first item of the slice (of the whole list, for an adapter).
/// Every edit validates its indexes and throws a ``ListAdapterError`` naming the bad index and the
/// count, changing nothing; each change becomes one batch update on the collection view.
///
/// ```swift
/// let header = try adapter[0..<1]
/// let results = try adapter[1..<adapter.count]
/// try results.appendItem(result)        // lands at the end of `results`, before anything after it
/// let popular = try adapter[section: 2] // a whole section of a sectioned list
/// ```
///
/// Only Tessera's types conform: write `some ListEditing<Row>` (or `any ListEditing<Row>`) for a
/// function that edits an adapter or a slice alike.
@MainActor
public protocol ListEditing<Model>: AnyObject {
    /// The type of the list's items.
    associatedtype Model
    /// The part of the list this edits (the whole list for an adapter).
    @_spi(ListAdapterImplementation) var listSlice: ListSliceAdapter<Model> { get }
}

// MARK: - Reading

extension ListEditing {
    /// Called once the list is ready: when its adapter is set up on a collection view, or at once
    /// when it already is. A controller that owns a slice fills it from here.
    ///
    /// ```swift
    /// let results = try adapter[1..<1]
    /// results.onReady = { [weak results] in results?.reload(items: cachedResults) }
    /// ```
    public var onReady: (() -> Void)? {
        get { listSlice.readyHandler }
        set { listSlice.readyHandler = newValue }
    }

    /// The slice's range in the whole list (`0..<count` for an adapter).
    ///
    /// A section's slice spans its section; once the section is gone (the list was reloaded with
    /// fewer sections), it is empty, at the end of the list, and its edits are refused with
    /// ``ListAdapterError/sectionRemoved(section:count:)``. A slice cut from a section's slice
    /// stays within the section.
    public var range: Range<Int> { listSlice.bounds }

    /// The items, in order.
    ///
    /// - Complexity: O(*k*) for *k* items in the slice.
    public var items: [Model] { Array(listSlice.editor.items[range]) }

    /// The number of items.
    public var count: Int { range.count }

    /// Whether there are no items.
    public var isEmpty: Bool { range.isEmpty }

    /// The item at a local index, or `nil` outside the list or slice.
    public subscript(index: Int) -> Model? {
        let range = range
        guard (0..<range.count).contains(index) else { return nil }
        return listSlice.editor.items[range.lowerBound + index]
    }

    /// A slice of this list or slice, in local indexes.
    ///
    /// Every edit through a slice of a section that is gone throws
    /// ``ListAdapterError/sectionRemoved(section:count:)`` (or, for those that do not throw,
    /// reports it) and changes nothing.
    ///
    /// - Throws: ``ListAdapterError/rangeOutOfBounds(lower:upper:count:)``.
    public subscript(bounds: Range<Int>) -> ListSliceAdapter<Model> {
        get throws(ListAdapterError) {
            let slice = listSlice
            guard bounds.lowerBound >= 0, bounds.upperBound <= count else {
                throw .rangeOutOfBounds(lower: bounds.lowerBound, upper: bounds.upperBound, count: count)
            }
            let start = range.lowerBound
            return ListSliceAdapter(
                list: slice.list, range: start + bounds.lowerBound..<start + bounds.upperBound, isWholeList: false,
                parent: slice, section: slice.section)
        }
    }
}

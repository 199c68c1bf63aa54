import Foundation

// Every edit takes `allowDynamicModification` (default `true`): with `false` the update it
// makes is shown at once, without animation (`UIView.performWithoutAnimation`), cells kept.

// MARK: - Replacing every item

extension ListEditing {
    /// Replaces the items with new ones, as one batch update: items whose identity matches an old
    /// item (their value when `Hashable`, their `id` when `Identifiable`) move, the others are
    /// deleted and inserted. With `needsRedraw`, every cell of the slice is reloaded as well (the
    /// collection view reloads, for an adapter).
    ///
    /// A slice of a section that is gone changes nothing and reports
    /// ``ListAdapterError/sectionRemoved(section:count:)`` through the collection view's failure
    /// channel.
    ///
    /// - Complexity: O(*n*) for the list's *n* items.
    public func reload(items newItems: [Model], needsRedraw: Bool = false) {
        let slice = listSlice
        if slice.isWholeList { return slice.list.reload(sections: [newItems], needsRedraw: needsRedraw) }
        if let error = slice.sectionRemovedError { return slice.report(error) }
        slice.replace(from: 0, with: newItems, redrawing: needsRedraw, animated: true)
    }

    /// Replaces the items with new ones, like `reload(items:needsRedraw:)`, with the diff computed
    /// off the main actor; returns once the new items are shown (`true` unless the animation was
    /// interrupted). See `ListAdapting.reload(sections:needsRedraw:)` for ordering and
    /// coalescing.
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
        await listSlice.list.showingInBackground { self.reload(items: newItems, needsRedraw: needsRedraw) }
    }
}

// MARK: - Adding items

extension ListEditing {
    /// Inserts an item at a local index (`0...count`).
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *s*) for the *t* items of the list from the insertion point on and *s*
    ///   sections, plus the host's update: one batch update from a diff of what changed. The items
    ///   before the insertion point cost nothing.
    public func insertItem(_ item: Model, at index: Int, allowDynamicModification: Bool = true) throws(ListAdapterError)
    {
        try insertItems([item], at: index, allowDynamicModification: allowDynamicModification)
    }

    /// Inserts items at a local index (`0...count`).
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``, or
    ///   ``ListAdapterError/sectionRemoved(section:count:)`` through a slice of a section that is
    ///   gone; nothing changes.
    ///
    /// - Complexity: O(*t* + *k* + *s*) for the *t* items of the list from the insertion point on,
    ///   *k* inserted and *s* sections, plus the host's update.
    public func insertItems(_ newItems: [Model], at index: Int, allowDynamicModification: Bool = true)
        throws(ListAdapterError)
    {
        if let error = listSlice.sectionRemovedError { throw error }
        guard (0...count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
        let absolute = range.lowerBound + index
        let section = try listSlice.sectionForInsertion(at: absolute)
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            listSlice.editor.insert(newItems, at: absolute, section: section, origin: listSlice)
        }
    }

    /// Adds an item at the end of the slice (it stays before whatever follows the slice).
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the host's update: a page appended to a long
    ///   list costs what the page adds, not what the list holds.
    public func appendItem(_ item: Model, allowDynamicModification: Bool = true) {
        appendItems([item], allowDynamicModification: allowDynamicModification)
    }

    /// Adds items at the end of the slice.
    ///
    /// A slice of a section that is gone appends nothing and reports
    /// ``ListAdapterError/sectionRemoved(section:count:)`` through the collection view's failure
    /// channel (``CollectionViewHost/failureHandler``).
    ///
    /// - Complexity: O(*k* + *s*) for *k* items appended and *s* sections (plus the items after the
    ///   slice), plus the host's update.
    public func appendItems(_ newItems: [Model], allowDynamicModification: Bool = true) {
        if let error = listSlice.sectionRemovedError { return listSlice.report(error) }
        let absolute = range.upperBound
        // Appending cannot be ambiguous: it goes to the section of the slice's last item, or of
        // the slice's own section.
        let section = (try? listSlice.sectionForInsertion(at: absolute)) ?? listSlice.editor.sectionCounts.count - 1
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            listSlice.editor.insert(newItems, at: absolute, section: section, origin: listSlice)
        }
    }
}

// MARK: - Removing items

extension ListEditing {
    /// Deletes the item at a local index.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *s*) for the *t* items of the list from `index` on and *s* sections,
    ///   plus the host's update.
    public func deleteItem(at index: Int, allowDynamicModification: Bool = true) throws(ListAdapterError) {
        try deleteItems(at: [index], allowDynamicModification: allowDynamicModification)
    }

    /// Deletes the items at local indexes.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)`` or
    ///   ``ListAdapterError/duplicateIndex(_:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *k* log *k* + *s*) for the *t* items of the list from the first index
    ///   on, *k* indexes and *s* sections, plus the host's update.
    public func deleteItems(at indexes: [Int], allowDynamicModification: Bool = true) throws(ListAdapterError) {
        let sorted = try listSlice.validated(indexes)
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            listSlice.editor.remove(at: sorted.map { range.lowerBound + $0 })
        }
    }

    /// Deletes the items from a local index to the end, if there are any: an index at or past the
    /// end deletes nothing.
    ///
    /// - Complexity: O(*t* + *s*) for the *t* items of the list from the first index on and *s*
    ///   sections.
    package func deleteItemsIfNeeded(at indexes: PartialRangeFrom<Int>, allowDynamicModification: Bool = true) {
        let start = max(0, indexes.lowerBound)
        guard start < count else { return }
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            listSlice.editor.remove(at: Array(range.lowerBound + start..<range.upperBound))
        }
    }
}

// MARK: - Changing items

extension ListEditing {
    /// Replaces the item at a local index and reconfigures its cell.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *s*) for the *t* items of the list from `index` on and *s* sections,
    ///   plus the host's update.
    public func updateItem(_ item: Model, at index: Int, allowDynamicModification: Bool = true) throws(ListAdapterError)
    {
        if let error = listSlice.sectionRemovedError { throw error }
        guard (0..<count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            listSlice.editor.replace(at: range.lowerBound + index, with: item, reload: false)
        }
    }

    /// Reloads the cells of a local range, keeping their items.
    ///
    /// - Throws: ``ListAdapterError/rangeOutOfBounds(lower:upper:count:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *s*) for the *t* items of the list from the range's start on and *s*
    ///   sections, plus the host's update.
    public func reloadItems(in bounds: Range<Int>, allowDynamicModification: Bool = true) throws(ListAdapterError) {
        if let error = listSlice.sectionRemovedError { throw error }
        guard bounds.lowerBound >= 0, bounds.upperBound <= count else {
            throw .rangeOutOfBounds(lower: bounds.lowerBound, upper: bounds.upperBound, count: count)
        }
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            listSlice.editor.markChanged(bounds.map { range.lowerBound + $0 }, reload: true)
        }
    }

    /// Reloads the cells at local indexes, keeping their items.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)`` or
    ///   ``ListAdapterError/duplicateIndex(_:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *k* log *k* + *s*) for the *t* items of the list from the first index
    ///   on, *k* indexes and *s* sections, plus the host's update.
    public func reloadItems(at indexes: [Int], allowDynamicModification: Bool = true) throws(ListAdapterError) {
        let sorted = try listSlice.validated(indexes)
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            listSlice.editor.markChanged(sorted.map { range.lowerBound + $0 }, reload: true)
        }
    }

    /// Replaces the items from a local index to the end of the slice with new ones and reloads
    /// their cells: the list keeps its first `indexes.lowerBound` items and ends with `newItems`
    /// (fewer or more than it replaces). Items whose identity matches a replaced item keep their
    /// place in the diff, as with `reload(items:needsRedraw:)`: the shape of a "load more" that
    /// replaces a page.
    ///
    /// ```swift
    /// try adapter.reloadItems(page2, at: 20...)   // items 20 and on become page2
    /// ```
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)`` when `indexes` starts outside
    ///   `0...count`; nothing changes.
    ///
    /// - Complexity: O(*n* + *k*) for *n* items in the list and *k* new items.
    public func reloadItems(
        _ newItems: [Model], at indexes: PartialRangeFrom<Int>, allowDynamicModification: Bool = true
    ) throws(ListAdapterError) {
        if let error = listSlice.sectionRemovedError { throw error }
        let start = indexes.lowerBound
        guard (0...count).contains(start) else { throw .indexOutOfRange(index: start, count: count) }
        listSlice.replace(from: start, with: newItems, redrawing: true, animated: allowDynamicModification)
    }

    /// Replaces the items at local indexes with new ones, in order, and reloads their cells.
    ///
    /// ```swift
    /// try adapter.reloadItems([edited, renamed], at: [2, 7])
    /// ```
    ///
    /// - Throws: ``ListAdapterError/mismatchedCounts(items:indexes:)`` when there are not as many
    ///   items as indexes, ``ListAdapterError/indexOutOfRange(index:count:)`` or
    ///   ``ListAdapterError/duplicateIndex(_:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *k* log *k* + *s*) for the *t* items of the list from the first index
    ///   on, *k* indexes and *s* sections, plus the host's update.
    public func reloadItems(_ newItems: [Model], at indexes: [Int], allowDynamicModification: Bool = true)
        throws(ListAdapterError)
    {
        guard newItems.count == indexes.count else {
            throw .mismatchedCounts(items: newItems.count, indexes: indexes.count)
        }
        try reloadItems(
            Array(zip(indexes, newItems)).map { (index: $0.0, element: $0.1) },
            allowDynamicModification: allowDynamicModification)
    }

    /// Replaces items at local indexes, given as `(index, element)` pairs, and reloads their
    /// cells.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)`` or
    ///   ``ListAdapterError/duplicateIndex(_:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *k* log *k* + *s*) for the *t* items of the list from the first index
    ///   on, *k* elements and *s* sections, plus the host's update.
    public func reloadItems(_ elements: [(index: Int, element: Model)], allowDynamicModification: Bool = true)
        throws(ListAdapterError)
    {
        _ = try listSlice.validated(elements.map(\.index))
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            for (index, element) in elements {
                listSlice.editor.replace(at: range.lowerBound + index, with: element, reload: true)
            }
        }
    }

    /// Moves an item within the slice, between local indexes.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*t* + *s*) for the *t* items of the list from the lower of the two indexes
    ///   on and *s* sections, plus the host's update.
    public func moveItem(at source: Int, to destination: Int, allowDynamicModification: Bool = true)
        throws(ListAdapterError)
    {
        if let error = listSlice.sectionRemovedError { throw error }
        guard (0..<count).contains(source) else { throw .indexOutOfRange(index: source, count: count) }
        guard (0..<count).contains(destination) else { throw .indexOutOfRange(index: destination, count: count) }
        guard source != destination else { return }
        let from = range.lowerBound + source, to = range.lowerBound + destination
        let section = listSlice.sectionForMove(from: from, to: to)
        listSlice.editor.performBatch(animated: allowDynamicModification) {
            listSlice.editor.move(from: from, to: to, section: section, origin: listSlice)
        }
    }
}

// MARK: - Batches

extension ListEditing {
    /// Runs several edits as one batch update; if `updates` throws, none of them takes effect.
    ///
    /// `completion` runs with `true` once the update is handed to the collection view, with
    /// `false` when `updates` threw.
    ///
    /// - Throws: The error `updates` threw (a ``ListAdapterError`` from an edit with a bad
    ///   index, typically); the list is then as it was before the batch.
    ///
    /// - Complexity: O(*t* + *s*) for the *t* items of the list from the first one an edit touches
    ///   on and *s* sections, plus the edits: the whole batch is one diff of what changed.
    public func performBatchUpdates<Failure: Error>(
        updates: () throws(Failure) -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(Failure) {
        do {
            try listSlice.editor.performBatch(updates)
        } catch {
            completion?(false)
            throw error
        }
        completion?(true)
    }

    /// Runs several edits made on the list or slice handed to `updates` (this one) as one batch update,
    /// the shape of `performBatchUpdates(updates: { adapter in … })`.
    ///
    /// ```swift
    /// try adapter.performBatchUpdates(updates: { list in
    ///     try list.deleteItem(at: 0)
    ///     list.appendItem(latest)
    /// })
    /// ```
    ///
    /// - Throws: The error `updates` threw; the list is then as it was before the batch.
    ///
    /// - Complexity: O(*t* + *s*) for the *t* items of the list from the first one an edit touches
    ///   on and *s* sections, plus the edits.
    public func performBatchUpdates<Failure: Error>(
        updates: (Self) throws(Failure) -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(Failure) {
        try performBatchUpdates(updates: { () throws(Failure) in try updates(self) }, completion: completion)
    }
}

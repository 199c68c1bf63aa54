import Foundation

/// The state behind a list adapter and its slices: the items, a stable token per item (its
/// identity across edits), the sections, and the batching that turns any sequence of edits into one
/// batch update — computed by the same snapshot diff the diffable data source uses.
@MainActor
final class ListEditor<Model> {
    /// What a batch can roll back to.
    private struct State {
        var items: [Model]
        var tokens: [Int]
        var sectionCounts: [Int]
        var changes: [Int: UInt8]
        var markers: [Marker]
        var snapshot: Snapshot<Int, Int>
        var snapshotIsStale: Bool
        var untouchedPrefix: Int
    }

    /// One end of a slice, in the gap before item `position`. Markers are kept sorted by position;
    /// within a gap, their order is the slices' order (an empty slice before a slice that starts
    /// at the same place stays before it).
    struct Marker {
        weak var slice: ListSliceAdapter<Model>?
        var id: ObjectIdentifier
        var isStart: Bool
        var position: Int
    }

    private(set) var items: [Model] = []
    /// A unique token per item, parallel to `items`: the item's identity for the diff and the size
    /// cache, kept through moves.
    private(set) var tokens: [Int] = []
    /// The number of items in each section; the sum is `items.count`.
    private(set) var sectionCounts: [Int] = [0]
    private var nextToken = 0
    /// Items whose content changed in the current batch: token → reconfigure (1) or reload (2).
    private var changes: [Int: UInt8] = [:]
    private var batchDepth = 0
    /// The slices' boundaries, sorted by position (stable within a gap).
    var markers: [Marker] = []

    /// The state as a snapshot of tokens, one section per section, edited with the items: an edit
    /// costs what it changes, and a snapshot handed to the adapter is named
    /// (`Snapshot.nameState()`), so that the next one, edited from it, tells the diff what its
    /// edits left untouched and the update costs what changed, not what the list holds.
    private var snapshot = ListEditor.snapshot(sectionCounts: [0], tokens: [])
    /// The buffers of the snapshot's storage, for tests that count what an edit copied.
    var snapshotBuffers: [SnapshotBuffer] { snapshot.buffers }
    /// Whether an edit replaced so much (a reload) that `snapshot` is built again from `tokens`
    /// at the next commit.
    private var snapshotIsStale = false
    /// How many first items (flat) no edit touched since the last commit: same models, tokens,
    /// sections and content.
    private var untouchedPrefix = 0
    /// Counts the edits and rollbacks: work that runs app code (a size computation) tells whether
    /// the list changed meanwhile.
    private(set) var editCount = 0

    /// What a commit hands the adapter.
    struct Commit {
        /// A snapshot of tokens whose changed items are marked for reloading or reconfiguring.
        var snapshot: Snapshot<Int, Int>
        /// The tokens of the items whose content changed: the adapter forgets their sizes.
        var changedTokens: Set<Int>
        /// Whether the update animates (no edit of it asked otherwise).
        var animated: Bool
        /// How many first items (flat) are those of the commit before, untouched: the adapter
        /// carries over what it knows of them (the items it shows, their sizes).
        var untouchedPrefix: Int
    }

    /// Called with the state after each edit (or batch of edits).
    var onCommit: ((Commit) -> Void)?
    /// Whether an edit since the last commit asked to be shown without animation.
    private var isNonAnimated = false
    /// The identity of a model for `reload(items:)`: items whose identity matches an old item keep
    /// their place in the diff (they move instead of being replaced). `nil` has no identity.
    var identity: (Model) -> AnyHashable? = { _ in nil }
    /// Whether an item kept through a reload shows different content (it is reconfigured).
    var contentChanged: (Model, Model) -> Bool = { _, _ in false }

    init() {}

    var count: Int { items.count }

    // MARK: Sections

    /// The range of flat indexes of a section.
    func range(ofSection section: Int) -> Range<Int> {
        let start = sectionCounts[..<section].reduce(0, +)
        return start..<start + sectionCounts[section]
    }

    /// The section and position of an existing item.
    func location(of index: Int) -> (section: Int, item: Int) {
        var start = 0
        for (section, count) in sectionCounts.enumerated() {
            if index < start + count { return (section, index - start) }
            start += count
        }
        return (sectionCounts.count - 1, index - start + sectionCounts[sectionCounts.count - 1])
    }

    /// The flat index of an index path, or `nil` when it names no item.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, sectionCounts.indices.contains(indexPath.sectionIndex),
            (0..<sectionCounts[indexPath.sectionIndex]).contains(indexPath.itemIndex)
        else { return nil }
        return range(ofSection: indexPath.sectionIndex).lowerBound + indexPath.itemIndex
    }

    /// The index path of a flat index.
    func indexPath(of index: Int) -> IndexPath {
        let (section, item) = location(of: index)
        return IndexPath(section: section, item: item)
    }

    // MARK: Edits

    private func makeTokens(_ count: Int) -> [Int] {
        defer { nextToken += count }
        return Array(nextToken..<nextToken + count)
    }

    /// Inserts models at a flat index into a section, on behalf of `origin`.
    func insert(_ models: [Model], at index: Int, section: Int, origin: ListSliceAdapter<Model>?) {
        guard !models.isEmpty else { return }
        let cut = cut(at: index, origin: origin)
        let newTokens = makeTokens(models.count)
        insertIntoSnapshot(newTokens, at: index, section: section)
        items.insert(contentsOf: models, at: index)
        tokens.insert(contentsOf: newTokens, at: index)
        sectionCounts[section] += models.count
        shiftMarkers(from: cut, by: models.count, after: index)
        commitIfNeeded()
    }

    /// Removes the items at sorted, distinct flat indexes.
    func remove(at indexes: [Int]) {
        guard !indexes.isEmpty else { return }
        touch(from: indexes[0])
        if !snapshotIsStale { snapshot.deleteItems(indexes.map { tokens[$0] }) }
        for index in indexes.reversed() {
            sectionCounts[location(of: index).section] -= 1
            closeGap(at: index)
        }
        items.removeSorted(indexes)
        tokens.removeSorted(indexes)
        commitIfNeeded()
    }

    /// Replaces an item's model; `reload` replaces its cell, otherwise the cell is reconfigured.
    func replace(at index: Int, with model: Model, reload: Bool) {
        touch(from: index)
        items[index] = model
        mark(index, reload: reload)
        commitIfNeeded()
    }

    /// Marks items as changed without changing their models.
    func markChanged(_ indexes: [Int], reload: Bool) {
        if let first = indexes.min() { touch(from: first) }
        for index in indexes { mark(index, reload: reload) }
        commitIfNeeded()
    }

    private func mark(_ index: Int, reload: Bool) {
        let token = tokens[index]
        changes[token] = max(changes[token] ?? 0, reload ? ItemChange.reload : ItemChange.reconfigure)
    }

    /// Moves an item (keeping its identity) from a flat index to a flat index of the list without
    /// it, into a section.
    func move(from source: Int, to destination: Int, section: Int, origin: ListSliceAdapter<Model>?) {
        let model = items[source], token = tokens[source]
        touch(from: min(source, destination))
        if !snapshotIsStale { snapshot.deleteItems([token]) }
        sectionCounts[location(of: source).section] -= 1
        closeGap(at: source)
        items.remove(at: source)
        tokens.remove(at: source)
        let cut = cut(at: destination, origin: origin)
        insertIntoSnapshot([token], at: destination, section: section)
        items.insert(model, at: destination)
        tokens.insert(token, at: destination)
        sectionCounts[section] += 1
        shiftMarkers(from: cut, by: 1, after: destination)
        commitIfNeeded()
    }

    /// Replaces every item, section by section, keeping the identity of items that match a unique
    /// old item (so the diff moves them instead of replacing them). Slices follow, as if the
    /// parent had removed the items that went (and the sources of moves) and then inserted the new
    /// ones (and the destinations): each slice keeps its surviving items, grows around items
    /// inserted inside it, and shifts with what changed before it.
    ///
    /// - Complexity: O(*n* + *m* + (*d* + *i*) · *k*) for *n* old and *m* new items, *d* removals,
    ///   *i* insertions and *k* slice boundaries.
    func replaceAll(with sections: [[Model]]) {
        let newItems = Array(sections.joined())
        let newTokens = tokens(for: newItems, reusing: 0..<items.count)
        if !markers.isEmpty {
            let update: BatchUpdate
            do {
                update = try BatchUpdate(from: tokens, to: newTokens)
            } catch {
                preconditionFailure(
                    "ListEditor: tokens are unique by construction, but the slices' update failed: \(error)")
            }
            let removed = (update.deletedItems + update.movedItems.map(\.from)).map(\.itemIndex).sorted(by: >)
            for index in removed { closeGap(at: index) }
            let inserted = (update.insertedItems + update.movedItems.map(\.to)).map(\.itemIndex).sorted()
            for index in inserted {
                shiftMarkers(from: cut(at: index, origin: nil), by: 1, after: index)
            }
        }
        items = newItems
        tokens = newTokens
        sectionCounts = sections.isEmpty ? [0] : sections.map(\.count)
        touch(from: 0)
        snapshotIsStale = true
        commitIfNeeded()
    }

    /// Replaces the items of a range with new ones, keeping the identity of items that match a
    /// unique old item of the range. A range within one section is replaced in `section`; one that
    /// spans sections keeps each kept item in its section (new items join the section of the item
    /// before them, and `section` at the start), so that replacing a range with its own items
    /// moves nothing.
    ///
    /// - Complexity: O(*n* + *s* + *k* · *m*) for *n* items, *s* sections and *k* items of the
    ///   range among *m* slice boundaries.
    func replace(_ bounds: Range<Int>, with models: [Model], section: Int, origin: ListSliceAdapter<Model>?) {
        let newTokens = tokens(for: models, reusing: bounds)
        let sections = sectionsOfReplacement(bounds, newTokens: newTokens, first: section)
        touch(from: bounds.lowerBound)
        snapshotIsStale = true
        for index in bounds.reversed() {
            sectionCounts[location(of: index).section] -= 1
            closeGap(at: index)
        }
        items.removeSubrange(bounds)
        tokens.removeSubrange(bounds)
        let cut = cut(at: bounds.lowerBound, origin: origin)
        items.insert(contentsOf: models, at: bounds.lowerBound)
        tokens.insert(contentsOf: newTokens, at: bounds.lowerBound)
        for section in sections { sectionCounts[section] += 1 }
        shiftMarkers(from: cut, by: models.count, after: bounds.lowerBound)
        commitIfNeeded()
    }

    /// The section of each new item of a replacement: the sections of the range's items, from
    /// `first` to the section of its last item, in order. Removing the range leaves the sections
    /// between those two empty and the insertion point at the end of one and the start of the
    /// other, so any non-decreasing choice within them keeps every section contiguous.
    private func sectionsOfReplacement(_ bounds: Range<Int>, newTokens: [Int], first: Int) -> [Int] {
        guard let lastIndex = bounds.last else { return Array(repeating: first, count: newTokens.count) }
        let last = max(first, location(of: lastIndex).section)
        guard last > first else { return Array(repeating: first, count: newTokens.count) }
        var oldSections: [Int: Int] = [:]
        var section = location(of: bounds.lowerBound).section
        var sectionEnd = range(ofSection: section).upperBound
        for index in bounds {
            while index >= sectionEnd {
                section += 1
                sectionEnd += sectionCounts[section]
            }
            oldSections[tokens[index]] = section
        }
        var current = first
        return newTokens.map { token in
            if let old = oldSections[token] { current = max(current, min(old, last)) }
            return current
        }
    }

    /// Tokens for new models: an old item's token when the model's identity matches exactly one
    /// old item of `bounds`, a new token otherwise.
    private func tokens(for models: [Model], reusing bounds: Range<Int>) -> [Int] {
        var oldTokens: [AnyHashable: Int] = [:]
        var ambiguous = Set<AnyHashable>()
        for index in bounds {
            guard let key = identity(items[index]) else { continue }
            if oldTokens.updateValue(tokens[index], forKey: key) != nil { ambiguous.insert(key) }
        }
        var oldModels: [Int: Model] = [:]
        for index in bounds { oldModels[tokens[index]] = items[index] }
        var used = Set<Int>()
        return models.map { model in
            if let key = identity(model), !ambiguous.contains(key), let token = oldTokens[key],
                used.insert(token).inserted
            {
                if let old = oldModels[token], contentChanged(old, model) {
                    changes[token] = max(changes[token] ?? 0, ItemChange.reconfigure)
                }
                return token
            }
            return makeTokens(1)[0]
        }
    }

    /// Records a move the host already made (interactive reordering): the items follow, and no
    /// update is issued. Returns whether the move named existing places.
    func applyExternalMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard let from = flatIndex(of: source), destination.count == 2 else { return false }
        var targetCounts = sectionCounts
        targetCounts[location(of: from).section] -= 1
        guard targetCounts.indices.contains(destination.sectionIndex),
            (0...targetCounts[destination.sectionIndex]).contains(destination.itemIndex)
        else { return false }
        let to = targetCounts[..<destination.sectionIndex].reduce(0, +) + destination.itemIndex
        // The host moves its cell itself: record the move without committing an update for it.
        batchDepth += 1
        move(from: from, to: to, section: destination.sectionIndex, origin: nil)
        batchDepth -= 1
        return true
    }

    // MARK: Readiness

    /// Whether the adapter is set up on a collection view.
    private(set) var isReady = false
    /// Slices whose `onReady` waits for the adapter to be set up.
    private var awaitingReady: [WeakSlice] = []

    private struct WeakSlice {
        weak var slice: ListSliceAdapter<Model>?
    }

    /// Calls a slice's `onReady` now if the list is ready, or once it is.
    func whenReady(_ slice: ListSliceAdapter<Model>) {
        guard let handler = slice.onReady else { return }
        if isReady {
            handler()
        } else if !awaitingReady.contains(where: { $0.slice === slice }) {
            awaitingReady.append(WeakSlice(slice: slice))
        }
    }

    /// The adapter is set up: every waiting slice hears it, once.
    func markReady() {
        isReady = true
        let waiting = awaitingReady
        awaitingReady.removeAll()
        for entry in waiting { entry.slice?.onReady?() }
    }

    // MARK: Batches

    /// Runs edits as one batch: one update when the outermost batch ends; if `body` throws, every
    /// edit of this batch (nested or not) is undone — an enclosing batch that catches the error
    /// goes on from the state before it — and nothing of it reaches the host.
    ///
    /// With `animated` false, the update this batch ends in (its own, or its enclosing batch's) is
    /// shown without animation.
    func performBatch<Failure: Error>(animated: Bool = true, _ body: () throws(Failure) -> Void) throws(Failure) {
        // A body that cannot throw has nothing to roll back: no copy of the state is kept, so that
        // its edits change the state's storage in place instead of copying it.
        let backup =
            Failure.self == Never.self
            ? nil
            : State(
                items: items, tokens: tokens, sectionCounts: sectionCounts, changes: changes, markers: markers,
                snapshot: snapshot, snapshotIsStale: snapshotIsStale, untouchedPrefix: untouchedPrefix)
        let wasNonAnimated = isNonAnimated
        if !animated { isNonAnimated = true }
        batchDepth += 1
        do {
            try body()
        } catch {
            batchDepth -= 1
            isNonAnimated = wasNonAnimated
            editCount += 1
            if let backup {
                items = backup.items
                tokens = backup.tokens
                sectionCounts = backup.sectionCounts
                changes = backup.changes
                markers = backup.markers
                snapshot = backup.snapshot
                snapshotIsStale = backup.snapshotIsStale
                untouchedPrefix = backup.untouchedPrefix
            }
            if batchDepth == 0 { runAfterBatchActions() }
            throw error
        }
        batchDepth -= 1
        if batchDepth == 0 {
            commit()
            runAfterBatchActions()
        }
    }

    /// Actions waiting for the outermost batch to end.
    private var afterBatchActions: [() -> Void] = []

    /// Runs an action that shows the editor's state outside an edit (a header, a layout): now, or
    /// — inside a batch, whose state is neither what was shown nor what will be — once the
    /// outermost batch has ended, committed or rolled back.
    func whenNoBatchIsOpen(_ action: @escaping () -> Void) {
        if batchDepth == 0 { return action() }
        afterBatchActions.append(action)
    }

    private func runAfterBatchActions() {
        let actions = afterBatchActions
        afterBatchActions.removeAll()
        for action in actions { action() }
    }

    private func commitIfNeeded() {
        if batchDepth == 0 { commit() }
    }

    /// Hands the state after the edits since the last commit to the adapter.
    ///
    /// - Complexity: O(*c* + *s*) for *c* changed items and *s* sections, after edits that left
    ///   the snapshot current; O(*n*) for *n* items after a reload.
    private func commit() {
        var marked = currentSnapshot()
        let reloads = changes.filter { $0.value == ItemChange.reload }.map(\.key).filter {
            marked.contains(item: $0)
        }
        let reconfigures = changes.filter { $0.value == ItemChange.reconfigure }.map(\.key).filter {
            marked.contains(item: $0)
        }
        try? marked.reloadItems(reloads.sorted())
        try? marked.reconfigureItems(reconfigures.sorted())
        let changed = Set(changes.keys)
        changes.removeAll()
        let animated = !isNonAnimated
        isNonAnimated = false
        let untouched = untouchedPrefix
        untouchedPrefix = items.count
        onCommit?(Commit(snapshot: marked, changedTokens: changed, animated: animated, untouchedPrefix: untouched))
    }

    /// The current state as a snapshot of tokens: one section per section, one item per item. Its
    /// state is named: a snapshot edited from it tells the diff what changed since.
    ///
    /// - Complexity: O(1) after edits that left the snapshot current; O(*n*) for *n* items after a
    ///   reload.
    func currentSnapshot() -> Snapshot<Int, Int> {
        if snapshotIsStale {
            snapshot = Self.snapshot(sectionCounts: sectionCounts, tokens: tokens)
            snapshotIsStale = false
        }
        snapshot.nameState()
        return snapshot
    }

    /// Records that the items from `index` on may have changed since the last commit.
    private func touch(from index: Int) {
        untouchedPrefix = min(untouchedPrefix, index)
        editCount += 1
    }

    /// Inserts new tokens into the snapshot at a flat index of a section, before `tokens` and
    /// `sectionCounts` take them.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* tokens, plus moving the section's items
    ///   after the insertion.
    private func insertIntoSnapshot(_ newTokens: [Int], at index: Int, section: Int) {
        touch(from: index)
        guard !snapshotIsStale else { return }
        let position = index - range(ofSection: section).lowerBound
        do throws(SnapshotError) {
            if position == sectionCounts[section] {
                try snapshot.appendItems(newTokens, toSection: section)
            } else {
                try snapshot.insertItems(newTokens, beforeItem: tokens[index])
            }
        } catch {
            preconditionFailure(
                "ListEditor: tokens are unique by construction, but inserting them into the snapshot failed: \(error)")
        }
    }

    private static func snapshot(sectionCounts: [Int], tokens: [Int]) -> Snapshot<Int, Int> {
        ItemVisits.record(tokens.count)
        var snapshot = Snapshot<Int, Int>()
        var start = 0
        do {
            try snapshot.appendSections(Array(sectionCounts.indices))
            for (section, count) in sectionCounts.enumerated() {
                try snapshot.appendItems(Array(tokens[start..<start + count]), toSection: section)
                start += count
            }
        } catch {
            preconditionFailure(
                "ListEditor: tokens are unique by construction, but building the snapshot failed: \(error)")
        }
        return snapshot
    }
}

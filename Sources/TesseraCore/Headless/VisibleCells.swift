import Foundation

/// The cells on screen by item, in index path order, each with its item's section and index as
/// integers: the visible-element pass walks them beside the layout's cells, which come in the same
/// order, and a lookup is a binary search over integer pairs, not the hashing of an index path.
///
/// It answers as the dictionary from index path to cell it stands for: a lookup of an index path
/// that is not a (section, item) pair finds nothing, and iteration yields `(key, value)` pairs, in
/// index path order.
struct VisibleCells: Sequence {
    /// A cell and the item it shows.
    struct Entry {
        fileprivate(set) var section: Int
        fileprivate(set) var item: Int
        fileprivate(set) var indexPath: IndexPath
        let cell: HeadlessCell
        /// Where the attributes the host last applied to the cell are among the elements of the
        /// last visible-element pass (`HeadlessCollectionView.lastVisibleElements`); `-1` when
        /// they are not known to be there (applied elsewhere, or the pass did not finish).
        var applied = -1
    }

    /// The cells, ordered by section then item, one an item.
    private(set) var entries: [Entry] = []

    var count: Int { entries.count }

    var isEmpty: Bool { entries.isEmpty }

    /// The index paths of the cells, in order.
    var keys: [IndexPath] { entries.map(\.indexPath) }

    /// The cells, in index path order.
    var values: [HeadlessCell] { entries.map(\.cell) }

    /// The position of the item in `entries`, or where it would go.
    ///
    /// - Complexity: O(log *v*) for *v* cells.
    func position(section: Int, item: Int) -> (index: Int, found: Bool) {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) >> 1
            let entry = entries[middle]
            if entry.section < section || (entry.section == section && entry.item < item) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        let found = low < entries.count && entries[low].section == section && entries[low].item == item
        return (low, found)
    }

    /// ``position(section:item:)``, looked for first at `hint`: where a walk in index path order
    /// expects the item (just after the previous one it found). The hint is checked against its
    /// neighbours, so any hint gives the same answer; a wrong one costs the binary search.
    ///
    /// - Complexity: O(1) when the hint is right, O(log *v*) for *v* cells otherwise.
    func position(section: Int, item: Int, hint: Int) -> (index: Int, found: Bool) {
        if hint >= 0, hint <= entries.count,
            hint == 0 || (entries[hint - 1].section, entries[hint - 1].item) < (section, item)
        {
            if hint == entries.count { return (hint, false) }
            let next = (section: entries[hint].section, item: entries[hint].item)
            if next.section == section, next.item == item { return (hint, true) }
            if (section, item) < next { return (hint, false) }
        }
        return position(section: section, item: item)
    }

    /// The cell of an item.
    ///
    /// - Complexity: O(log *v*) for *v* cells.
    func cell(section: Int, item: Int) -> HeadlessCell? {
        let (index, found) = position(section: section, item: item)
        return found ? entries[index].cell : nil
    }

    /// The cell at an index path; `nil` for an index path that is not a (section, item) pair.
    /// Setting `nil` removes the item's cell, which the caller must still hold (see
    /// `HeadlessCollectionView`'s stored properties); setting a cell for an index path that is not
    /// a (section, item) pair stops the program (the host shows cells of items only).
    ///
    /// - Complexity: O(log *v*) to find, O(*v*) to insert or remove anywhere but at the end.
    subscript(indexPath: IndexPath) -> HeadlessCell? {
        get {
            guard indexPath.count == 2 else { return nil }
            return cell(section: indexPath[0], item: indexPath[1])
        }
        set {
            guard indexPath.count == 2 else {
                guard newValue == nil else {
                    preconditionFailure("a cell shows an item, at a (section, item) index path, not at \(indexPath)")
                }
                return
            }
            let section = indexPath[0], item = indexPath[1]
            if let newValue {
                set(newValue, section: section, item: item, indexPath: indexPath)
            } else {
                let (index, found) = position(section: section, item: item)
                if found { entries.remove(at: index) }
            }
        }
    }

    /// Sets the cell of an item, whose index path is `indexPath` (made when not given), with where
    /// the attributes last applied to it are among the last pass's elements (`applied`). Returns
    /// the cell it replaces, for the caller to release once the table is changed (see
    /// `HeadlessCollectionView`'s stored properties).
    ///
    /// - Complexity: O(log *v*) to find, O(*v*) to insert anywhere but at the end.
    @discardableResult
    mutating func set(
        _ cell: HeadlessCell, section: Int, item: Int, indexPath: IndexPath? = nil, applied: Int = -1
    ) -> HeadlessCell? {
        // Cells that follow their items through an update arrive in order, each last: looked
        // for at the end first.
        let (index, found) = position(section: section, item: item, hint: entries.count)
        let entry = Entry(
            section: section, item: item, indexPath: indexPath ?? IndexPath(section: section, item: item), cell: cell,
            applied: applied)
        if found {
            let replaced = entries[index].cell
            entries[index] = entry
            return replaced
        } else if index == entries.count {
            // Cells that follow their items through an update arrive in order, each last.
            entries.append(entry)
        } else {
            entries.insert(entry, at: index)
        }
        return nil
    }

    /// The cells that leave in an update (``remap(with:)``), in index path order before it: most
    /// updates retire none or one, which makes no array.
    enum Leaving {
        case none
        case one(Entry)
        case several([Entry])
    }

    /// Moves each cell to its item's place after a batch update, in place (its record of the
    /// attributes last applied to it kept); the cells of deleted and reloaded items, and of items
    /// of deleted and reloaded sections, leave the table and are returned. The items are followed
    /// in index path order — by ``SectionShift`` when the update moves and reloads no item (the
    /// usual update), otherwise by ``BatchUpdateMapping/surviving(section:item:walk:)`` —, and
    /// the table is sorted again only when moves change their order.
    ///
    /// - Complexity: O(*v* + *c*) for *v* cells and *c* changes in their sections, plus
    ///   O(*v* log *v*) when moved items change the cells' order.
    mutating func remap(with mapping: BatchUpdateMapping) -> Leaving {
        if mapping.movedTo.isEmpty, mapping.reloadedDestinations.isEmpty {
            var shift = SectionShift()
            return remap { section, item in shift.newPlace(section: section, item: item, in: mapping) }
        }
        var walk = BatchUpdateMapping.SurvivorWalk()
        return remap { section, item in mapping.surviving(section: section, item: item, walk: &walk) }
    }

    /// ``remap(with:)`` with where each item goes (`nil` when its cell leaves), asked in the
    /// table's order.
    @inline(__always)
    private mutating func remap(_ newPlace: (Int, Int) -> (section: Int, item: Int)?) -> Leaving {
        var kept = 0
        var inOrder = true
        // Through the buffer: the table is checked for sharing once, and a cell that stays is not
        // copied (no retain or release).
        entries.withUnsafeMutableBufferPointer { entries in
            for index in entries.indices {
                let section = entries[index].section, item = entries[index].item
                guard let new = newPlace(section, item) else { continue }
                if kept != index { entries.swapAt(kept, index) }
                if new.section != section || new.item != item {
                    entries[kept].section = new.section
                    entries[kept].item = new.item
                    entries[kept].indexPath = IndexPath(section: new.section, item: new.item)
                }
                if kept > 0, (entries[kept - 1].section, entries[kept - 1].item) >= (new.section, new.item) {
                    inOrder = false
                }
                kept += 1
            }
        }
        if !inOrder { entries[..<kept].sort { ($0.section, $0.item) < ($1.section, $1.item) } }
        switch entries.count - kept {
        case 0:
            return .none
        case 1:
            return .one(entries.removeLast())
        default:
            var leaving: [Entry] = []
            leaving.reserveCapacity(entries.count - kept)
            while entries.count > kept { leaving.append(entries.removeLast()) }
            leaving.sort { ($0.section, $0.item) < ($1.section, $1.item) }
            return .several(leaving)
        }
    }

    /// Where the items of a section go in an update that moves and reloads no item, asked in
    /// index path order: a remaining item keeps its rank among the section's remaining items, so
    /// the items between two changes (a leaving item, a taken place) all move by one shift. The
    /// first item of a run is asked of ``BatchUpdateMapping/survivingByRank(section:item:walk:)``, whose
    /// walk also tells where the run ends (``BatchUpdateMapping/SurvivorWalk/runEnd``); the other
    /// items of the run cost a comparison each.
    struct SectionShift {
        private var walk = BatchUpdateMapping.SurvivorWalk()
        /// The current run: the items of `section` from `start` up to `end` go to `home`, `shift`
        /// places on (empty until an item stays).
        private var run = (section: -1, start: 0, end: 0, home: 0, shift: 0)

        /// Where an item goes (`nil` when it leaves): `BatchUpdateMapping.surviving(section:item:)`
        /// for an update that moves and reloads no item (which `mapping` must be). Any order of
        /// asking gives the same answers.
        ///
        /// - Complexity: O(1) amortized per item asked in order, plus O(*c*) per section for its
        ///   *c* changes.
        @inline(__always)
        mutating func newPlace(section: Int, item: Int, in mapping: BatchUpdateMapping) -> (section: Int, item: Int)? {
            if section == run.section, item >= run.start, item < run.end { return (run.home, item + run.shift) }
            return findRun(section: section, item: item, in: mapping)
        }

        /// Asks the walk where an item outside the current run goes, and makes its run the
        /// current one. Not inlined: the items inside a run cost a comparison each.
        @inline(never)
        private mutating func findRun(section: Int, item: Int, in mapping: BatchUpdateMapping) -> (
            section: Int, item: Int
        )? {
            guard let new = mapping.survivingByRank(section: section, item: item, walk: &walk) else {
                run = (-1, 0, 0, 0, 0)
                return nil
            }
            run = (section, item, walk.runEnd, new.section, new.item - item)
            return new
        }
    }

    /// Whether an item has a cell, with where the attributes last applied to it are among the last
    /// pass's elements (``Entry/applied``; `-1` without a cell), looked for first at `hint`
    /// (``position(section:item:hint:)``); with the item's position in the table: where its cell
    /// is (``cell(at:)``), or where one would go. Without the cell: a cell handed out is retained
    /// and released, and the pass needs it only to apply attributes that changed.
    ///
    /// - Complexity: O(1) when the hint is right, O(log *v*) for *v* cells otherwise.
    func shown(section: Int, item: Int, hint: Int) -> (index: Int, found: Bool, applied: Int) {
        let (index, found) = position(section: section, item: item, hint: hint)
        return (index, found, found ? entries[index].applied : -1)
    }

    /// The cell at a position in the table.
    func cell(at index: Int) -> HeadlessCell { entries[index].cell }

    /// Records, for each cell of an item among `wanted` (in index path order, as the table), that
    /// the attributes last applied to it are the element at the wanted cell's position; the other
    /// cells' are not known.
    ///
    /// - Complexity: O(*v* + *w*) for *v* cells and *w* wanted ones.
    mutating func recordApplied(_ wanted: [HeadlessCollectionView.WantedCell]) {
        var next = 0
        // Through the buffer: the table is checked for sharing once, not at each write.
        entries.withUnsafeMutableBufferPointer { entries in
            for index in entries.indices {
                let section = entries[index].section, item = entries[index].item
                while next < wanted.count, (wanted[next].section, wanted[next].item) < (section, item) { next += 1 }
                let found = next < wanted.count && wanted[next].section == section && wanted[next].item == item
                entries[index].applied = found ? wanted[next].position : -1
            }
        }
    }

    /// Forgets where every cell's last applied attributes are.
    mutating func forgetApplied() {
        for index in entries.indices { entries[index].applied = -1 }
    }

    /// Makes room for `capacity` cells, so that filling the table allocates once.
    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        entries.removeAll(keepingCapacity: keepingCapacity)
    }

    func makeIterator() -> Iterator {
        Iterator(entries: entries)
    }

    /// The cells with their index paths, in order.
    struct Iterator: IteratorProtocol {
        let entries: [Entry]
        var position = 0

        mutating func next() -> (key: IndexPath, value: HeadlessCell)? {
            guard position < entries.count else { return nil }
            defer { position += 1 }
            return (entries[position].indexPath, entries[position].cell)
        }
    }
}

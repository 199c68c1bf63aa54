import Foundation

/// The layout state a collection view host keeps between passes: the description, the sizes
/// cells and supplementary views measured themselves at (they follow their items through batch
/// updates), the current solution and, while an animated update runs, the solution before it.
///
/// ``HeadlessCollectionView`` and TesseraUIKit's `TesseraCollectionViewLayout` both keep one, so
/// self-sizing, updates and their animations make the same decisions on Linux and on iOS.
package struct HostLayoutState {
    /// The layout description.
    package var layout: any CollectionLayout {
        didSet { sameLayoutCheck = nil }
    }
    /// The check for Apple's engine whose layout was found the same as ``layout``
    /// (`AppleLayoutCheck.holds(for:layout:environment:features:layoutIsKnownSame:)`), since
    /// ``layout`` was last set: neither has changed since, so they are still the same, and a host
    /// that asks at each layout pass does not compare the descriptions again.
    package var sameLayoutCheck: AppleLayoutCheck?
    /// The solved layout; `nil` before the first solve, after one failed, or while the view's
    /// bounds are empty.
    package private(set) var solution: LayoutSolution?
    /// Whether the last solve threw: the layout cannot be solved for these counts and environment.
    package private(set) var hasLayoutError = false
    /// The number of items per section the solution was solved for.
    package private(set) var itemCounts: [Int] = []
    /// Sizes cells measured themselves at, by section, sorted by item: handed to the layout as
    /// they are, and carried through batch updates in one walk.
    package private(set) var measuredItems: [Int: MeasuredSizes] = [:]
    /// Sizes cells measured themselves at, by index path.
    ///
    /// - Complexity: O(*m*) for *m* measured items.
    package var measuredItemSizes: [IndexPath: CGSize] {
        LayoutContent(itemCounts: [], measuredItems: measuredItems, supplementarySizes: [:]).itemSizes
    }
    /// Sizes supplementary views measured themselves at.
    package private(set) var measuredSupplementarySizes: [LayoutElementKey: CGSize] = [:]
    /// While an animated update runs: where its items went (``beginUpdate(_:)`` to
    /// ``endUpdate()``).
    private var updateMapping: BatchUpdateMapping?
    /// The solution before the update, if there was one, and where its items went: what the
    /// update's animations start from while it runs and, until the next solve (``carries``), what
    /// a ``CarryingLayout`` carries what the update left as it was from. One copy serves both: the
    /// solve reads it where it is stored.
    private var beforeUpdate: (solution: LayoutSolution, origins: LayoutItemOrigins)?
    /// While an animated update runs: the solution before it and where its items went.
    package var update: (before: LayoutSolution?, mapping: BatchUpdateMapping)? {
        updateMapping.map { (beforeUpdate?.solution, $0) }
    }
    /// Whether the next solve carries ``beforeUpdate``: from the start of a batch update to the
    /// next solve, unless measurements were forgotten meanwhile.
    private var carries = false
    /// Whether the solution was moved into ``beforeUpdate`` at the update's start
    /// (``beginUpdate(_:handingOverSolution:)``) and no solve was made since: ``solution`` is `nil`
    /// until the solve, which the host makes at once.
    private var solutionHandedOver = false
    /// How far each orthogonal section has scrolled from its leading edge, by section: the one
    /// owner of these offsets. They follow their sections through updates (inserted, deleted or
    /// moved sections around them), are dropped with their section, and are clamped to the band's
    /// range at every solve.
    package private(set) var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The content size category the measurements were made for.
    private var measuredContentSizeCategory: ContentSizeCategory?
    /// The container's extent across the scrolling axis the measurements were made at.
    private var measuredAcrossExtent: CGFloat?
    /// Whether the last solve forgot every measurement because the content size category or the
    /// container's extent across the scrolling axis (a vertical list's width) changed: every view on
    /// screen must measure itself again.
    package private(set) var forgotMeasurementsForTraits = false
    /// The element and size of the last measurement offered to `recordPreferredSize`, if it was
    /// taken: what a flight recorder records.
    package private(set) var lastTakenMeasurement: (key: LayoutElementKey, size: CGSize)?

    /// The scroll position the solution was last given (``setScrollPosition(contentOffset:adjustedContentInset:)``):
    /// what a measurement's adjustment of the content offset is decided against.
    package private(set) var contentOffset: CGPoint = .zero
    private var adjustedContentInset: DirectionalEdgeInsets = .zero
    /// The tables of the last solution discarded, emptied, which the next solve writes into.
    private var spareStorage = LayoutSolutionStorage()

    package init(layout: any CollectionLayout) {
        self.layout = layout
    }

    // MARK: Solving

    /// Solves the layout for `itemCounts` with the measured sizes, keeping the scroll position and
    /// the orthogonal offsets of sections that still exist. On failure the solution is `nil`.
    ///
    /// - Parameter handedToEngine: what Apple's engine is handed when the layout runs on it (the
    ///   translated description, `AppleEngineModel`); `nil` on Tessera's engine, which is handed
    ///   ``layout`` itself.
    /// - Complexity: one solve of the layout (O(*s*) for uniform sections, more with measurements).
    package mutating func solve(
        in environment: LayoutEnvironment, itemCounts: [Int], handedToEngine: AppleEngineModel? = nil
    ) throws(LayoutError) {
        let scrollDirection = handedToEngine?.scrollDirection ?? self.layout.scrollDirection
        self.itemCounts = itemCounts
        // Text of another size: every self-sized element measures itself again (UIKit: a trait
        // change of `preferredContentSizeCategory`).
        let category = environment.traitCollection.preferredContentSizeCategory
        forgotMeasurementsForTraits = false
        if let measured = measuredContentSizeCategory, measured != category {
            removeAllMeasurements()
            forgotMeasurementsForTraits = true
        }
        measuredContentSizeCategory = category
        // Anything measured against a width is measured again when the width changes (a row's text
        // wraps differently), as UIKit asks its self-sizing cells again after a bounds change.
        let across = environment.container.contentSize[scrollDirection.orthogonal]
        if across > 0 {
            if let measured = measuredAcrossExtent, measured != across, !forgotMeasurementsForTraits {
                removeAllMeasurements()
                forgotMeasurementsForTraits = true
            }
            measuredAcrossExtent = across
        }
        let content = LayoutContent(
            itemCounts: itemCounts, measuredItems: measuredItems, supplementarySizes: measuredSupplementarySizes)
        // Assigned only when there is one: assigning `nil` moves the solution out to end it (a
        // memcpy of the whole solution), also when it was handed over at an update's start.
        if case .some = solution { solution = nil }
        solutionHandedOver = false
        hasLayoutError = false
        // The solution before a batch update serves this solve only.
        let carrying = carries
        carries = false
        defer { if updateMapping == nil { beforeUpdate = nil } }
        // A view without extent across its scrolling axis (before Auto Layout sizes it, say)
        // shows nothing and lays nothing out, as UIKit's layouts do; it is not an error. A view
        // with no extent along the axis (a list of zero height, waiting to be sized to its
        // content) is laid out: its content size is what it needs.
        let container = environment.container.contentSize
        guard container[scrollDirection.orthogonal] > 0, container[scrollDirection] >= 0 else { return }
        hasLayoutError = true
        var solved: LayoutSolution
        // The cast only when a solution is carried, and not for a model handed to the engine,
        // which carries by type; the solution carried is handed on where it is stored (unwrapped,
        // it would be copied).
        if let handedToEngine {
            var storage = LayoutSolutionStorage()
            swap(&storage, &spareStorage)
            solved =
                carrying
                ? try handedToEngine.solve(in: environment, content: content, carrying: beforeUpdate, reusing: storage)
                : try handedToEngine.solve(in: environment, content: content, carrying: nil, reusing: storage)
        } else if carrying, beforeUpdate != nil, let layout = self.layout as? any CarryingLayout {
            solved = try layout.solve(in: environment, content: content, carrying: beforeUpdate)
        } else {
            solved = try self.layout.solve(in: environment, content: content)
        }
        hasLayoutError = false
        solved.contentOffset = contentOffset
        solved.adjustedContentInset = adjustedContentInset
        var kept: [Int: CGFloat] = [:]
        for (section, offset) in orthogonalOffsets {
            guard let maximum = solved.maximumOrthogonalOffset(forSection: section) else { continue }
            kept[section] = min(max(offset, 0), maximum)
            solved.setOrthogonalOffset(kept[section] ?? 0, forSection: section)
        }
        orthogonalOffsets = kept
        solution = consume solved
    }

    /// What keeping the content offset's place reads of the solution the next solve replaces: the
    /// solution's, or, when it was handed over at an update's start, the solution before the
    /// update's (the same solution), read where it is stored.
    ///
    /// - Complexity: O(1).
    package var contentOffsetGeometryBeforeSolve: ContentOffsetGeometry? {
        readingSolutionBeforeSolve { $0.contentOffsetGeometry }
    }

    /// `body`'s answer for the solution the next solve replaces — ``solution``, or, when it was
    /// handed over at an update's start, the solution before the update (the same solution) — or
    /// `nil` when there is none. The solution is read where it is stored, each optional switched
    /// over rather than chained (a chained read of a stored optional can copy the solution out).
    ///
    /// - Complexity: O(1) besides `body`.
    private func readingSolutionBeforeSolve<Answer>(_ body: (LayoutSolution) -> Answer) -> Answer? {
        if solutionHandedOver {
            switch beforeUpdate {
            case .some(let carried): return body(carried.solution)
            case .none: return nil
            }
        }
        switch solution {
        case .some(let solution): return body(solution)
        case .none: return nil
        }
    }

    /// Moves the visible area, for pinned supplementaries and visible-items handlers.
    ///
    /// - Complexity: O(1).
    package mutating func setScrollPosition(contentOffset: CGPoint, adjustedContentInset: DirectionalEdgeInsets) {
        self.contentOffset = contentOffset
        self.adjustedContentInset = adjustedContentInset
        solution?.contentOffset = contentOffset
        solution?.adjustedContentInset = adjustedContentInset
    }

    /// Scrolls an orthogonal section to an offset from its leading edge, clamped to its band's
    /// range (ignored for other sections).
    ///
    /// - Complexity: O(1).
    package mutating func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard offset.isFinite, let maximum = solution?.maximumOrthogonalOffset(forSection: section) else { return }
        let clamped = min(max(offset, 0), maximum)
        orthogonalOffsets[section] = clamped
        solution?.setOrthogonalOffset(clamped, forSection: section)
    }

    // MARK: Measurements

    /// Forgets every measured size (a change of text size).
    package mutating func removeAllMeasurements() {
        stopCarrying()
        measuredItems.removeAll()
        measuredSupplementarySizes.removeAll()
    }

    /// Forgets what belonged to the elements shown before a reload — measured sizes and orthogonal
    /// offsets — since nothing says which sections and items the reloaded ones are: a band does not
    /// take the offset of the section that had its index before (UIKit's compositional layout makes
    /// its band scroll views anew).
    package mutating func forgetForReload() {
        removeAllMeasurements()
        orthogonalOffsets.removeAll()
    }

    /// Every size cells and supplementary views measured themselves at, which the layout took:
    /// what a flight recorder writes with a state of the list. Shares their storage.
    ///
    /// - Complexity: O(1).
    package var measuredSizes: MeasuredLayoutSizes {
        MeasuredLayoutSizes(items: measuredItems, supplementaries: measuredSupplementarySizes)
    }

    /// Replaces every measured size with `sizes` (a replay starting from a recorded state of the
    /// list, whose views measured themselves before it): the layout takes them at its next solve.
    ///
    /// - Complexity: O(1).
    package mutating func replaceMeasuredSizes(with sizes: MeasuredLayoutSizes) {
        stopCarrying()
        measuredItems = sizes.items
        measuredSupplementarySizes = sizes.supplementaries
    }

    /// The size an item measured itself at, if it did.
    ///
    /// - Complexity: O(log *m*).
    package func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2 else { return nil }
        return measuredItems[indexPath[0]]?[indexPath[1]]
    }

    /// Records the size a cell measured itself at and updates the solution in place. Returns what
    /// changed, or `nil` when nothing did: the size is the one already laid out or recorded, is not
    /// a valid size, or the item does not exist.
    ///
    /// - Complexity: that of `LayoutSolution/updateItemSize(_:at:)`.
    package mutating func recordPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> SelfSizingChange? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], measuredBefore = measuredSize(ofItemAt: indexPath)
        // The solution was solved from these very sizes (it shares their storage): the host lets
        // go of them while the solution records the size, so that the solution changes them in
        // place instead of copying them, then takes the solution's back. Otherwise both record it.
        let handedOver =
            measuredItems[section].map { solution?.measuredItems(ofSection: section)?.isIdentical(to: $0) == true }
            ?? false
        if handedOver { measuredItems[section] = nil }
        let outcome = record(size, of: .cell(indexPath), measuredBefore: measuredBefore) {
            try $0.updateItemSize(size, at: indexPath)
        }
        if handedOver {
            // The solution holds the section's sizes, with this one when it took it.
            measuredItems[section] = solution?.measuredItems(ofSection: section)
        } else if outcome.recorded {
            measuredItems[section, default: MeasuredSizes()][indexPath[1]] = size
        }
        return outcome.change
    }

    /// Records the size a supplementary view measured itself at and updates the solution. Returns
    /// what changed, or `nil` when nothing did.
    package mutating func recordPreferredSize(
        _ size: CGSize, forSupplementaryOfKind elementKind: String, at indexPath: IndexPath
    ) -> SelfSizingChange? {
        let key = LayoutElementKey.supplementary(elementKind, indexPath)
        let outcome = record(size, of: key, measuredBefore: measuredSupplementarySizes[key]) {
            try $0.updateSupplementarySize(size, ofKind: elementKind, at: indexPath)
        }
        if outcome.recorded { measuredSupplementarySizes[key] = size }
        return outcome.change
    }

    /// Updates the solution in place for an element's measured size, unless the size is what the
    /// element has or was last measured at, is not usable, or the solution refuses it (then it is
    /// unchanged). Returns whether the size was taken, and what changed.
    private mutating func record(
        _ size: CGSize, of key: LayoutElementKey, measuredBefore: CGSize?,
        update: (inout LayoutSolution) throws -> Void
    ) -> (recorded: Bool, change: SelfSizingChange?) {
        let outcome = take(size, of: key, measuredBefore: measuredBefore, update: update)
        lastTakenMeasurement = outcome.recorded ? (key, size) : nil
        return outcome
    }

    private mutating func take(
        _ size: CGSize, of key: LayoutElementKey, measuredBefore: CGSize?,
        update: (inout LayoutSolution) throws -> Void
    ) -> (recorded: Bool, change: SelfSizingChange?) {
        guard let before = solution?.element(key)?.frame,
            size != before.size, measuredBefore != size, Self.isValid(size),
            let (shownBefore, contentSizeBefore) = shownBeforeMeasurement()
        else { return (false, nil) }
        guard var updated = solution.take() else { return (false, nil) }
        do {
            try update(&updated)
        } catch {
            solution = updated
            return (false, nil)
        }
        solution = updated
        guard let after = updated.element(key)?.frame, after.size != before.size else { return (true, nil) }
        return (true, change(from: before, to: after, contentSizeBefore: contentSizeBefore, shownBefore: shownBefore))
    }

    /// What a measurement's change is compared with — the elements in the bounds and the content
    /// size before it — read without keeping the solution before it: a second reference would make
    /// the update copy the solution's tables (O(*n*)) instead of changing them in place.
    ///
    /// - Complexity: O(log *n* + *v*) for *v* elements in the bounds.
    private func shownBeforeMeasurement() -> (shownBefore: [LayoutAttributes], contentSize: CGSize)? {
        guard let solution else { return nil }
        return (solution.elements(in: solution.boundsRect), solution.contentSize)
    }

    private static func isValid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    private func change(
        from before: CGRect, to after: CGRect, contentSizeBefore: CGSize, shownBefore: [LayoutAttributes]
    ) -> SelfSizingChange? {
        guard let solution else { return nil }
        let contentSize = solution.contentSize
        var offset = CGPoint.zero
        // Keep what is on screen in place when an element wholly before the visible area grows
        // or shrinks (it pushes everything after it).
        let visible = solution.visibleRect
        if solution.scrollDirection == .horizontal {
            if before.maxX <= visible.minX { offset.x = after.width - before.width }
        } else if before.maxY <= visible.minY {
            offset.y = after.height - before.height
        }
        return SelfSizingChange(
            frameBefore: before, frameAfter: after,
            contentSizeAdjustment: CGSize(
                width: contentSize.width - contentSizeBefore.width,
                height: contentSize.height - contentSizeBefore.height),
            contentOffsetAdjustment: offset,
            invalidation: solution.invalidation(since: shownBefore, in: solution.boundsRect)
        )
    }

    // MARK: Updates

    /// Starts an animated batch update: every measured size follows its element
    /// (``BatchUpdateMapping/newKey(forOld:before:)``: cells their items, headers and footers their
    /// sections; those of deleted and reloaded ones are forgotten, and measure again when shown) —
    /// so that nothing on screen moves because a size was forgotten (UIKit keeps a view's measured
    /// size until it is reused, reconfigured or invalidated, spec L6) — and the solution before the
    /// update is kept for the animations. Solve again afterwards with the new counts.
    ///
    /// - Complexity: O(*m* + *s*) for *m* measured items and *s* sections, plus O(*k* log *s*) for *k*
    ///   measured supplementary views.
    ///
    /// With `handingOverSolution`, the solution is moved into the state that keeps it for the
    /// update instead of copied (no table retained, none released when the solve replaces it), and
    /// ``solution`` is `nil` until the solve, which the host must make before anything reads the
    /// state (``HeadlessCollectionView`` solves at once; the content offset's place is kept from
    /// ``contentOffsetGeometryBeforeSolve``). ``endUpdate()`` puts it back if no solve was made.
    package mutating func beginUpdate(_ mapping: BatchUpdateMapping, handingOverSolution: Bool = false) {
        updateMapping = mapping
        if handingOverSolution {
            // Taken, not copied: the state that keeps it holds the only reference to its tables.
            if let before = solution.take() {
                beforeUpdate = (consume before, LayoutItemOrigins(mapping))
                carries = true
                solutionHandedOver = true
            } else {
                beforeUpdate = nil
                carries = false
            }
        } else {
            // Bound by a pattern and stored whole, the solution is copied once, into the state that
            // keeps it (`Optional.map` and a test of the stored optional copied it again).
            switch solution {
            case .some(let before):
                beforeUpdate = (before, LayoutItemOrigins(mapping))
                carries = true
            case .none:
                beforeUpdate = nil
                carries = false
            }
        }
        // Rows of fixed sizes measure nothing: nothing to carry.
        if !measuredItems.isEmpty {
            let sections = measuredItems.map { (section: $0.key, sizes: $0.value) }
            let sizes =
                sections.count == 1
                ? sections[0].sizes.sizes : PrefixSharingArray(sections.flatMap { $0.sizes.sizes })
            let allUsable = sections.allSatisfy { $0.sizes.areAllUsable }
            let survivors = mapping.survivingItems(
                sections.map { ($0.section, $0.sizes.items.array) },
                reservingCapacity: MeasuredSizes.capacity(carrying:))
            measuredItems = survivors.mapValues {
                MeasuredSizes(
                    sortedItems: PrefixSharingArray($0.items), sizesIn: $0.sources, of: sizes, allUsable: allUsable)
            }
        }
        if !measuredSupplementarySizes.isEmpty {
            let sizes = measuredSupplementarySizes
            measuredSupplementarySizes =
                readingSolutionBeforeSolve { Self.carry(sizes, through: mapping, before: $0) }
                ?? Self.carry(sizes, through: mapping, before: nil)
        }
        // Orthogonal offsets follow their sections; a deleted or reloaded section loses its own.
        if !orthogonalOffsets.isEmpty {
            var offsets: [Int: CGFloat] = [:]
            for (section, offset) in orthogonalOffsets {
                if let destination = Self.lookup(mapping.sectionDestinations, section) { offsets[destination] = offset }
            }
            orthogonalOffsets = offsets
        }
    }

    /// The supplementary views' measured `sizes` under their keys after the update; those of
    /// deleted and reloaded sections are forgotten.
    ///
    /// - Complexity: O(*k* log *s*) for *k* sizes and *s* sections.
    private static func carry(
        _ sizes: [LayoutElementKey: CGSize], through mapping: BatchUpdateMapping, before: LayoutSolution?
    ) -> [LayoutElementKey: CGSize] {
        var carried: [LayoutElementKey: CGSize] = [:]
        carried.reserveCapacity(sizes.count)
        for (oldKey, size) in sizes {
            if let newKey = mapping.newKey(forOld: oldKey, before: before) { carried[newKey] = size }
        }
        return carried
    }

    /// Starts an animated batch update described by the first of `candidates` that maps the counts
    /// the state was solved for to `itemCountsAfter` (TesseraUIKit: the update UIKit reports in
    /// `prepare(forCollectionViewUpdates:)`). When none does — an update read differently —
    /// measured sizes are forgotten, so that views measure themselves again as they appear instead
    /// of lending their sizes to other items. Returns whether a description matched.
    ///
    /// - Complexity: O(*s* + *k*) per candidate for *s* sections and *k* changes, plus
    ///   ``beginUpdate(_:)``.
    @discardableResult
    package mutating func beginUpdate(describedBy candidates: [BatchUpdate], itemCountsAfter after: [Int]) -> Bool {
        for candidate in candidates {
            if let mapping = try? candidate.mapping(itemCountsBefore: itemCounts, itemCountsAfter: after) {
                beginUpdate(mapping)
                return true
            }
        }
        forgetForReload()
        updateMapping = nil
        beforeUpdate = nil
        return false
    }

    /// Ends the update started by ``beginUpdate(_:)``. The solution before it is kept for the
    /// next solve when none was made since.
    package mutating func endUpdate() {
        updateMapping = nil
        if solutionHandedOver {
            // No solve since the update started: the solution is the one before it, kept as well
            // for the next solve when it carries it.
            solutionHandedOver = false
            solution = beforeUpdate?.solution
            if !carries { beforeUpdate = nil }
        } else if !carries, beforeUpdate != nil {
            // The solution's tables are taken where it is stored (a copy of it moved out costs
            // more than they do), for the next solve to write into.
            spareStorage = beforeUpdate?.solution.takeStorage() ?? LayoutSolutionStorage()
            if let before = beforeUpdate.take() { Self.discard(before) }
        }
    }

    /// Ends the life of the state before an update. Taken out of its optional and consumed here, it
    /// costs about 70 instructions less an apply than assigning `nil` to the optional (measured
    /// with `CliffProbe small 10`).
    private static func discard(_ before: consuming (solution: LayoutSolution, origins: LayoutItemOrigins)) {}

    /// The next solve carries nothing from before the update; the solution before it is kept for
    /// the update's animations while it runs.
    private mutating func stopCarrying() {
        carries = false
        if updateMapping == nil { beforeUpdate = nil }
    }

    /// Where an element that appears in the update starts its animation: an inserted or reloaded
    /// item, or a supplementary or decoration view of an inserted section, fades in at its final
    /// place. `nil` for everything else: it moves from where it was, as the host does by default.
    /// Mirrors `initialLayoutAttributesForAppearingItem(at:)` and its supplementary and decoration
    /// twins.
    package func initialAttributes(forAppearing key: LayoutElementKey) -> LayoutAttributes? {
        guard let mapping = updateMapping, var attributes = solution?.element(key) else { return nil }
        let isNew: Bool
        switch key.category {
        case .cell:
            isNew =
                mapping.oldIndexPath(forNew: key.indexPath) == nil
                || mapping.isReloaded(newIndexPath: key.indexPath)
        case .supplementaryView, .decorationView:
            isNew =
                key.indexPath.count == 2
                && Self.lookup(mapping.sectionOrigins, key.indexPath.sectionIndex) == nil
        }
        guard isNew else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where an element that disappears in the update ends its animation: a deleted or reloaded
    /// item, or a supplementary or decoration view of a deleted section, fades out where it was.
    /// `nil` for everything else. Mirrors `finalLayoutAttributesForDisappearingItem(at:)` and its
    /// supplementary and decoration twins.
    package func finalAttributes(forDisappearing key: LayoutElementKey) -> LayoutAttributes? {
        guard let mapping = updateMapping, var attributes = beforeUpdate?.solution.element(key) else { return nil }
        let isGone: Bool
        switch key.category {
        case .cell:
            if let newIndexPath = mapping.newIndexPath(forOld: key.indexPath) {
                isGone = mapping.isReloaded(newIndexPath: newIndexPath)
            } else {
                isGone = true
            }
        case .supplementaryView, .decorationView:
            isGone =
                key.indexPath.count == 2
                && Self.lookup(mapping.sectionDestinations, key.indexPath.sectionIndex) == nil
        }
        guard isGone else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// The attributes of an element now or — during an update, for an element that goes — where it
    /// was: UIKit asks the layout for both, and asserts when either answer is missing.
    ///
    /// - Complexity: that of `LayoutSolution.element(_:)`.
    package func attributes(for key: LayoutElementKey) -> LayoutAttributes? {
        solution?.element(key) ?? (updateMapping == nil ? nil : beforeUpdate?.solution.element(key))
    }

    private static func lookup(_ sections: [Int?], _ index: Int) -> Int? {
        sections.indices.contains(index) ? sections[index] : nil
    }
}

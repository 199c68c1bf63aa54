import Foundation

// MARK: - Elements in a rectangle

extension LayoutSolution {
    /// The attributes of every element whose frame overlaps `rect` (shares a region of positive
    /// area with it; touching edges do not count), in content coordinates at
    /// the current content offset and orthogonal offsets: pinned headers where they stick,
    /// orthogonal sections scrolled, visible-items handlers applied.
    ///
    /// Mirrors `UICollectionViewLayout.layoutAttributesForElements(in:)`. Elements come section by
    /// section: decorations, cells with their anchored views, then boundary supplementaries.
    ///
    /// Values the app's code hands back while the elements are computed — a custom section's
    /// frames, a visible-items handler's changes — are checked: a cell with a frame or zIndex out
    /// of bounds is left out, a handler's change that is not finite is not applied. Hosts report
    /// them (`HeadlessCollectionView` and TesseraUIKit's layout, through the collection view's
    /// failure channel).
    ///
    /// - Complexity: O(log *n* + *k*) for *k* elements returned (O(log² *n*) to find the first
    ///   group of a section with measured sizes).
    public func elements(in screenRect: CGRect) -> [LayoutAttributes] {
        var problems: [String] = []
        return elements(in: screenRect, problems: &problems)
    }

    /// ``elements(in:)``, saying in `problems` what the app's code handed back that could not be
    /// used.
    ///
    /// - Complexity: as ``elements(in:)``.
    package func elements(in screenRect: CGRect, problems: inout [String]) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        elements(in: screenRect, problems: &problems, into: &result)
        return result
    }

    /// ``elements(in:problems:)`` in place of what `result` held, keeping its storage: a host
    /// that queries at every pass allocates no new array for them.
    ///
    /// - Complexity: as ``elements(in:)``.
    package func elements(in screenRect: CGRect, problems: inout [String], into result: inout [LayoutAttributes]) {
        var cells: [FoundCell] = []
        elements(in: screenRect, problems: &problems, into: &result, cells: &cells, listsCells: false)
    }

    /// ``elements(in:problems:into:)``, listing in `cells` (in place of what it held, keeping its
    /// storage) the cells among the elements whose index paths are (section, item) pairs, in the
    /// elements' order: what ``listCells(of:from:into:)`` finds in them, without reading their
    /// index paths again.
    ///
    /// - Complexity: as ``elements(in:)``.
    package func elements(
        in screenRect: CGRect, problems: inout [String], into result: inout [LayoutAttributes],
        cells: inout [FoundCell]
    ) {
        elements(in: screenRect, problems: &problems, into: &result, cells: &cells, listsCells: true)
    }

    /// The query; `cells` is filled only when `listsCells`.
    private func elements(
        in screenRect: CGRect, problems: inout [String], into result: inout [LayoutAttributes],
        cells: inout [FoundCell], listsCells: Bool
    ) {
        result.removeAll(keepingCapacity: true)
        if listsCells { cells.removeAll(keepingCapacity: true) }
        guard !screenRect.isNull, !screenRect.isEmpty || screenRect.size != .zero else { return }
        let rect = mirrored(screenRect)
        // Each frame is rounded as its element is made, after its overlap was tested unrounded: a
        // walk through the elements afterwards would load and store each of them again.
        let rounds = roundsFramesToPixels
        for section in sections(overlapping: rect) {
            guard sections[section].visibleItemsInvalidationHandler != nil else {
                appendRawElements(
                    of: sections[section], section: section, in: rect, to: &result, cells: &cells,
                    listsCells: listsCells, rounds: rounds, problems: &problems)
                continue
            }
            // The handler sees and changes the unrounded frames.
            var elements = rawElements(ofSection: section, in: rect, problems: &problems)
            applyVisibleItemsHandler(section: section, to: &elements, problems: &problems)
            let start = result.count
            result.append(contentsOf: elements)
            if rounds {
                for index in start..<result.count { result[index].frame = resolver.roundToPixels(result[index].frame) }
            }
            if listsCells { Self.listCells(of: result, from: start, into: &cells) }
        }
        for boundary in globalBoundaries {
            let frame =
                boundary.pinsToVisibleBounds
                ? pinned(boundary.frame, edges: boundary.edges, within: contentRect) : boundary.frame
            if frame.overlaps(rect) {
                var attributes = LayoutAttributes(
                    category: .supplementaryView, elementKind: boundary.elementKind,
                    indexPath: IndexPath(index: boundary.index), frame: rounds ? resolver.roundToPixels(frame) : frame,
                    zIndex: boundary.zIndex)
                attributes.selfSizingAxes = boundary.selfSizingAxes
                result.append(attributes)
            }
        }
        // Rounded (above), then mirrored: the mirror image of a frame on the pixel grid is on the grid.
        // In place: new arrays of the attributes would be allocated at every query.
        if isMirrored {
            for index in result.indices { result[index] = mirrored(result[index]) }
        }
    }

    /// Appends to `cells` the cells among `elements` from position `start` on whose index paths are
    /// (section, item) pairs, in order.
    ///
    /// - Complexity: O(*e*) for *e* elements from `start` on.
    package static func listCells(of elements: [LayoutAttributes], from start: Int, into cells: inout [FoundCell]) {
        for position in start..<elements.count where elements[position].category == .cell {
            let indexPath = elements[position].indexPath
            guard indexPath.count == 2 else { continue }
            cells.append(FoundCell(position: position, section: indexPath[0], item: indexPath[1]))
        }
    }

    /// The attributes of every element of the layout, including the parts of orthogonal sections
    /// scrolled out of view.
    ///
    /// - Complexity: O(*n*) for *n* elements.
    package func allElements() -> [LayoutAttributes] {
        elements(in: .everywhere)
    }

    /// The whole content as a rectangle.
    var contentRect: CGRect { CGRect(origin: .zero, size: contentSize) }

    /// The sections whose frames overlap `rect` along the scrolling axis.
    func sections(overlapping rect: CGRect) -> Range<Int> {
        let margin = sectionSearchMargin + Self.roundingSlack(rect, axis: scrollDirection, base: 0)
        let lower = rect.minimum(scrollDirection) - margin, upper = rect.maximum(scrollDirection) + margin
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) >> 1
            if sectionOffsets[middle] + sections[middle].extent < lower { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sections.count && sectionOffsets[end] <= upper { end += 1 }
        return low..<end
    }

    /// Room for rounding when sections and groups are searched: their bounds are summed in another
    /// order than the frames in them, so a frame that ends on the rectangle's edge may stick out of
    /// its group's bounds by a few units in the last place. Every frame found is still tested.
    static func roundingSlack(_ rect: CGRect, axis: LayoutAxis, base: CGFloat) -> CGFloat {
        (abs(rect.minimum(axis)) + abs(rect.maximum(axis)) + abs(base) + 1) * 1e-12
    }

    func rounded(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var copy = attributes
        copy.frame = resolver.roundToPixels(attributes.frame)
        return copy
    }
}

// MARK: - One cell's size

extension LayoutSolution {
    /// The size of an item's cell as ``element(_:)`` reports it, when looking it up runs none of
    /// the app's code (its section has no visible-items handler and is not a custom section);
    /// `nil` otherwise, and when the layout has no such cell.
    ///
    /// - Complexity: as ``element(_:)``.
    package func cellSizeLookedUpAlone(at indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2, looksUpCellsAlone(inSection: indexPath[0]) else { return nil }
        return element(.cell(indexPath))?.frame.size
    }

    /// Whether looking a cell of `section` up (``element(_:)``) runs none of the app's code: the
    /// section exists, has no visible-items handler and is not a custom section. Then the answer
    /// is the cell's element in ``elements(in:)``, for any rectangle the cell overlaps.
    ///
    /// - Complexity: O(1).
    package func looksUpCellsAlone(inSection section: Int) -> Bool {
        sections.indices.contains(section) && sections[section].visibleItemsInvalidationHandler == nil
            && sections[section].customSolution == nil
    }
}

// MARK: - One section

extension LayoutSolution {
    /// The section's origin in content coordinates.
    func origin(ofSection section: Int) -> CGPoint {
        var origin = CGPoint.zero
        origin[scrollDirection] = sectionOffsets[section]
        return origin
    }

    /// The current orthogonal offset of a section (0 for normal sections).
    func orthogonalShift(_ section: Int) -> CGFloat {
        sections[section].orthogonal == nil ? 0 : orthogonalOffsets[section] ?? 0
    }

    /// Where group `group` of a section starts, in content coordinates, scrolled.
    func origin(ofGroup group: Int, inSection section: Int) -> CGPoint {
        guard let sequence = sections[section].sequence else { return .zero }
        return origin(ofGroupAt: sequence.position(ofGroup: group), inSection: section)
    }

    /// Where a group at `position` in a section's sequence starts, in content coordinates, scrolled.
    func origin(ofGroupAt position: CGFloat, inSection section: Int) -> CGPoint {
        // Read field by field: a copy of the section would retain every table it holds.
        guard let axis = sections[section].sequence?.axis else { return .zero }
        return Self.origin(
            ofGroupAt: position, base: sequenceBase(ofSection: section), axis: axis, shift: orthogonalShift(section))
    }

    /// Where a section's sequence starts in content coordinates, unscrolled: the section's origin
    /// plus the sequence's origin in it.
    func sequenceBase(ofSection section: Int) -> CGPoint {
        let sequenceOrigin = sections[section].sequenceOrigin
        var origin = self.origin(ofSection: section)
        origin.x += sequenceOrigin.x
        origin.y += sequenceOrigin.y
        return origin
    }

    /// Where a group at `position` along `axis` starts, for a sequence starting at `base`
    /// (``sequenceBase(ofSection:)``) scrolled by `shift` (``orthogonalShift(_:)``): the one rule
    /// for ``origin(ofGroupAt:inSection:)`` and the query, which works the base out once a section.
    @inline(__always)
    static func origin(ofGroupAt position: CGFloat, base: CGPoint, axis: LayoutAxis, shift: CGFloat) -> CGPoint {
        var origin = base
        origin[axis] += position - shift
        return origin
    }

    /// A section's elements in `rect`, unrounded, without its visible-items handler.
    func rawElements(ofSection section: Int, in rect: CGRect) -> [LayoutAttributes] {
        var problems: [String] = []
        return rawElements(ofSection: section, in: rect, problems: &problems)
    }

    /// A section's elements in `rect`, unrounded, without its visible-items handler, saying in
    /// `problems` which cells a custom section gave out of bounds.
    func rawElements(ofSection section: Int, in rect: CGRect, problems: inout [String]) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        var cells: [FoundCell] = []
        appendRawElements(
            of: sections[section], section: section, in: rect, to: &result, cells: &cells, listsCells: false,
            rounds: false, problems: &problems)
        return result
    }

    /// Appends the elements of `solved`, the section at index `section`, in `rect`: borrowed, so
    /// that a query does not copy the section. Lists the cells among them in `cells` when
    /// `listsCells` (``elements(in:problems:into:cells:)``). Rounds the frames of the elements it
    /// appends to the pixel grid when `rounds` (each overlap is tested before).
    private func appendRawElements(
        of solved: borrowing SolvedSection, section: Int, in rect: CGRect, to result: inout [LayoutAttributes],
        cells: inout [FoundCell], listsCells: Bool, rounds: Bool, problems: inout [String]
    ) {
        let sectionOrigin = origin(ofSection: section)
        for decoration in solved.decorations {
            let frame = decoration.frame.offsetBy(dx: sectionOrigin.x, dy: sectionOrigin.y)
            if frame.overlaps(rect) {
                result.append(
                    LayoutAttributes(
                        category: .decorationView, elementKind: decoration.elementKind,
                        indexPath: IndexPath(section: section, item: decoration.index),
                        frame: rounds ? resolver.roundToPixels(frame) : frame, zIndex: decoration.zIndex))
            }
        }
        // Only a custom section has cells of its own; asked by the optional's case alone (a copy of
        // the custom solution is a copy of an existential).
        switch solved.customSolution {
        case .some:
            let start = result.count
            appendCustomCells(ofSection: section, in: rect, to: &result, problems: &problems)
            if rounds {
                for index in start..<result.count { result[index].frame = resolver.roundToPixels(result[index].frame) }
            }
            if listsCells { Self.listCells(of: result, from: start, into: &cells) }
        case .none: break
        }
        // Read through the optional in place: a copy of the sequence would retain every table it holds.
        if let itemCount = solved.sequence?.itemCount, itemCount > 0, let axis = solved.sequence?.axis {
            let base = sectionOrigin[axis] + solved.sequenceOrigin[axis] - orthogonalShift(section)
            let groups =
                solved.sequence?.groups(
                    overlapping: rect.minimum(axis) - base, rect.maximum(axis) - base,
                    margin: solved.overhang + Self.roundingSlack(rect, axis: axis, base: base)) ?? 0..<0
            // Each group exactly where `origin(ofGroup:inSection:)` puts it, whichever group the
            // range starts at: a running total drifts by rounding, and a cell ending on the
            // query's edge would be found from one group and missed from another.
            // Through a method of the sequence called on the section's optional in place: a copy of
            // the sequence (`if let`) would retain every table it holds and release them after.
            solved.sequence?.appendElements(
                ofGroups: groups, base: sequenceBase(ofSection: section), shift: orthogonalShift(section),
                in: self, of: solved, section: section, itemCount: itemCount, rect: rect, to: &result,
                cells: &cells, listsCells: listsCells, rounds: rounds)
        }
        let pinRect = sectionFrame(section)
        for boundary in solved.boundaries {
            var frame = boundary.frame.offsetBy(dx: sectionOrigin.x, dy: sectionOrigin.y)
            if boundary.pinsToVisibleBounds { frame = pinned(frame, edges: boundary.edges, within: pinRect) }
            if frame.overlaps(rect) {
                var attributes = LayoutAttributes(
                    category: .supplementaryView, elementKind: boundary.elementKind,
                    indexPath: IndexPath(section: section, item: boundary.index),
                    frame: rounds ? resolver.roundToPixels(frame) : frame, zIndex: boundary.zIndex)
                attributes.selfSizingAxes = boundary.selfSizingAxes
                result.append(attributes)
            }
        }
    }

    /// The cells of a group, with their anchored supplementaries and decorations, that intersect
    /// `rect`.
    func appendElements(
        ofGroup group: Int, section: Int, origin: CGPoint? = nil, in rect: CGRect, to result: inout [LayoutAttributes]
    ) {
        guard let itemCount = sections[section].sequence?.itemCount,
            let items = sections[section].sequence?.items(inGroup: group),
            let instance = sections[section].sequence?.instance(group)
        else { return }
        var cells: [FoundCell] = []
        var walk = GroupWalk(section: section, of: sections[section])
        appendElements(
            ofGroup: group, items: items, instance: instance, of: sections[section], section: section,
            origin: origin ?? self.origin(ofGroup: group, inSection: section),
            itemCount: itemCount, in: rect, to: &result, cells: &cells, listsCells: false, rounds: false, walk: &walk)
    }

    /// The elements of group `group` of `solved`, the section at index `section` whose sequence
    /// holds `itemCount` items, `items` in this group (`GroupSequence.items(inGroup:)`), solved
    /// as `instance` (`GroupSequence.instance(_:)`) and placed at `origin`: borrowed, so that a
    /// query copies neither the section nor the group's solution once per group. Lists the cells
    /// in `cells` when `listsCells`; rounds the frames it appends when `rounds`. Inlined into the
    /// query's walk through the groups: a call per group costs more than most groups' elements.
    @inline(__always)
    fileprivate func appendElements(
        ofGroup group: Int, items: Range<Int>, instance: borrowing GroupSolution, of solved: borrowing SolvedSection,
        section: Int, origin: CGPoint, itemCount: Int, in rect: CGRect, to result: inout [LayoutAttributes],
        cells: inout [FoundCell], listsCells: Bool, rounds: Bool, walk: inout GroupWalk
    ) {
        for (offset, item) in items.enumerated() where offset < instance.leaves.count {
            let leaf = instance.leaves[offset]
            let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
            walk.indexPath[1] = item
            let indexPath = walk.indexPath
            if frame.overlaps(rect) {
                if listsCells { cells.append(FoundCell(position: result.count, section: section, item: item)) }
                result.append(
                    Self.cell(
                        at: indexPath, item: item, frame: rounds ? resolver.roundToPixels(frame) : frame, leaf: leaf,
                        of: solved, itemCount: itemCount,
                        selfSizingAxes: walk.selfSizingAxes(ofItem: item, leaf: leaf, in: solved)))
            }
            guard leaf.itemID >= 0 else { continue }
            let itemID = Int(leaf.itemID)
            // Most items have neither supplementary items nor anchored decorations: asked first, so
            // that no iteration over their arrays (which retains them) is begun.
            let hasSupplementaryItems = !solved.items[itemID].supplementaryItems.isEmpty
            let hasAnchoredDecorations = !solved.items[itemID].anchoredDecorations.isEmpty
            guard hasSupplementaryItems || hasAnchoredDecorations else { continue }
            for supplementary in solved.items[itemID].supplementaryItems {
                let supplementaryFrame = itemSupplementaryFrame(
                    supplementary, cellFrame: frame, section: section, indexPath: indexPath)
                if supplementaryFrame.overlaps(rect) {
                    var attributes = LayoutAttributes(
                        category: .supplementaryView, elementKind: supplementary.elementKind, indexPath: indexPath,
                        frame: rounds ? resolver.roundToPixels(supplementaryFrame) : supplementaryFrame,
                        zIndex: supplementary.zIndex)
                    attributes.selfSizingAxes = SelfSizingAxes(supplementary.layoutSize)
                    result.append(attributes)
                }
            }
            for decoration in solved.items[itemID].anchoredDecorations
            where decoration.showsOnLastItem || item < itemCount - 1 {
                let decorationFrame = anchoredDecorationFrame(decoration, cellFrame: frame)
                if decorationFrame.overlaps(rect) {
                    result.append(
                        LayoutAttributes(
                            category: .decorationView, elementKind: decoration.elementKind, indexPath: indexPath,
                            frame: rounds ? resolver.roundToPixels(decorationFrame) : decorationFrame,
                            zIndex: decoration.zIndex))
                }
            }
        }
        guard !instance.supplementaries.isEmpty else { return }
        for supplementary in instance.supplementaries where supplementary.firstLeaf < items.count {
            let frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
            if frame.overlaps(rect) {
                result.append(
                    LayoutAttributes(
                        category: .supplementaryView, elementKind: supplementary.elementKind,
                        indexPath: IndexPath(section: section, item: items.lowerBound + supplementary.firstLeaf),
                        frame: rounds ? resolver.roundToPixels(frame) : frame, zIndex: supplementary.zIndex))
            }
        }
    }

    /// The attributes of the cell of a sequence's leaf, item `item` at `indexPath`, `frame` where
    /// it is placed: the one rule for a cell both ``elements(in:)`` and ``element(_:)`` report.
    /// Inlined: the query appends what it makes without an intermediate copy.
    @inline(__always)
    static func cell(
        at indexPath: IndexPath, item: Int, frame: CGRect, leaf: SolvedLeaf, of solved: borrowing SolvedSection,
        itemCount: Int
    ) -> LayoutAttributes {
        cell(
            at: indexPath, item: item, frame: frame, leaf: leaf, of: solved, itemCount: itemCount,
            selfSizingAxes: selfSizingAxes(ofItem: item, leaf: leaf, in: solved))
    }

    /// ``cell(at:item:frame:leaf:of:itemCount:)`` with the cell's `selfSizingAxes`
    /// (``selfSizingAxes(ofItem:leaf:in:)``) already worked out.
    @inline(__always)
    fileprivate static func cell(
        at indexPath: IndexPath, item: Int, frame: CGRect, leaf: SolvedLeaf, of solved: borrowing SolvedSection,
        itemCount: Int, selfSizingAxes: SelfSizingAxes
    ) -> LayoutAttributes {
        let rounds = solved.rowCornerRadius > 0
        return LayoutAttributes(
            cellAt: indexPath, frame: frame, zIndex: leaf.zIndex, selfSizingAxes: selfSizingAxes,
            listAppearance: solved.listAppearance, cornerRadius: rounds ? solved.rowCornerRadius : 0,
            maskedCorners: rounds ? roundedCorners(ofRow: item, count: itemCount) : [])
    }

    /// The axes a cell sizes itself along: its item's estimated dimensions (compositional), both
    /// with a flow layout's estimated item size, the height of an estimated stacked row.
    /// The corners a row of a rounded list section rounds: the top ones for the first row, the
    /// bottom ones for the last.
    static func roundedCorners(ofRow row: Int, count: Int) -> LayoutCorners {
        var corners: LayoutCorners = []
        if row == 0 { corners.formUnion(.top) }
        if row == count - 1 { corners.formUnion(.bottom) }
        return corners
    }

    static func selfSizingAxes(ofItem item: Int, leaf: SolvedLeaf, in solved: borrowing SolvedSection) -> SelfSizingAxes
    {
        switch solved.source {
        case .compositional:
            return leaf.itemID >= 0 ? SelfSizingAxes(solved.items[Int(leaf.itemID)].layoutSize) : []
        case .flow(let flow):
            return flow.layout.estimatedItemSize != .zero ? [.horizontal, .vertical] : []
        case .stacked(let stacked):
            return stacked.section.items.indices.contains(item) && stacked.section.items[item].height.isSelfSizing
                ? .vertical : []
        case .custom:
            return solved.customSolution?.selfSizingAxes(ofItem: item) ?? []
        case .placeholder, .precomputed:
            return []
        }
    }

    func itemSupplementaryFrame(
        _ supplementary: LayoutSupplementaryItem, cellFrame: CGRect, section: Int, indexPath: IndexPath
    ) -> CGRect {
        var measured: CGSize?
        if case .compositional(let source) = sections[section].source {
            measured = source.measuredSupplementaries[.supplementary(supplementary.elementKind, indexPath)]
        }
        return AnchorMath.frame(
            of: supplementary, in: cellFrame, container: LayoutContainer(contentSize: cellFrame.size),
            resolver: resolver, measured: measured)
    }

    func anchoredDecorationFrame(_ decoration: AnchoredDecoration, cellFrame: CGRect) -> CGRect {
        let width = max(0, cellFrame.width - decoration.leadingInset - decoration.trailingInset)
        let y = decoration.edge.contains(.top) ? cellFrame.minY : cellFrame.maxY - decoration.thickness
        return CGRect(x: cellFrame.minX + decoration.leadingInset, y: y, width: width, height: decoration.thickness)
    }
}

// MARK: - Pinning

extension LayoutSolution {
    /// The visible part of the content: the bounds at the content offset, inset by the adjusted
    /// content inset (in screen coordinates, mirrored in right to left like every frame).
    package var visibleRect: CGRect {
        let bounds = boundsRect
        let left = isMirrored ? adjustedContentInset.trailing : adjustedContentInset.leading
        return CGRect(
            x: bounds.minX + left,
            y: bounds.minY + adjustedContentInset.top,
            width: max(0, bounds.width - adjustedContentInset.horizontal),
            height: max(0, bounds.height - adjustedContentInset.vertical)
        )
    }

    /// Where a pinned supplementary sticks for the current offset: inside the visible
    /// part of its pinning rectangle, never beyond that rectangle.
    func pinned(_ frame: CGRect, edges: DirectionalRectEdge, within pinRect: CGRect) -> CGRect {
        let visible = logicalVisibleRect
        guard visible.overlaps(pinRect) else { return frame }
        let overlap = visible.intersection(pinRect)
        let axis = scrollDirection
        let (leadingEdge, trailingEdge): (DirectionalRectEdge, DirectionalRectEdge) =
            axis == .vertical ? (.top, .bottom) : (.leading, .trailing)
        let extent = frame.size[axis]
        var position = frame.minimum(axis)
        if edges.contains(leadingEdge) {
            position = min(max(position, overlap.minimum(axis)), pinRect.maximum(axis) - extent)
        } else if edges.contains(trailingEdge) {
            position = max(min(position, overlap.maximum(axis) - extent), pinRect.minimum(axis))
        } else {
            return frame
        }
        var result = frame
        result.origin[axis] = position
        return result
    }
}

// MARK: - Visible-items handlers

extension LayoutSolution {
    /// Runs a section's visible-items handler on its elements in the visible bounds and applies
    /// what it changed to `elements`. A change the handler makes that cannot be shown — a centre
    /// that is not finite or is past ``LayoutLimits/maximumCoordinate``, an alpha or a transform
    /// that is not finite, a zIndex outside ``LayoutLimits/zIndexRange`` — is not applied (the
    /// element keeps the layout's attributes) and is said in `problems`.
    func applyVisibleItemsHandler(section: Int, to elements: inout [LayoutAttributes], problems: inout [String]) {
        guard let handler = sections[section].visibleItemsInvalidationHandler else { return }
        let bounds = logicalBoundsRect
        let visible = rawElements(ofSection: section, in: bounds, problems: &problems)
        guard !visible.isEmpty else { return }
        // Orthogonal sections hand over frames in their own (unscrolled) coordinates and their
        // scroll offset, as UIKit does.
        let shift = orthogonalShift(section)
        var scrollPoint = bounds.origin
        var unscroll = CGPoint.zero
        if let sequence = sections[section].sequence, sections[section].orthogonal != nil {
            scrollPoint = .zero
            scrollPoint[sequence.axis] = shift
            unscroll[sequence.axis] = shift
        }
        let items = visible.map { attributes -> LayoutVisibleItem in
            var moved = attributes
            moved.frame = attributes.frame.offsetBy(dx: unscroll.x, dy: unscroll.y)
            return LayoutVisibleItem(attributes: moved)
        }
        handler(items, scrollPoint, sections[section].environment)
        var changes: [LayoutElementKey: LayoutVisibleItem] = [:]
        for item in items {
            let key = LayoutElementKey(
                category: item.representedElementCategory, elementKind: item.representedElementKind,
                indexPath: item.indexPath)
            if let problem = Self.problem(with: item) {
                problems.append(
                    "section \(section): the visible-items handler gave \(key) \(problem); the change is not applied")
                continue
            }
            changes[key] = item
        }
        for index in elements.indices {
            guard let item = changes[elements[index].key] else { continue }
            let center = CGPoint(x: item.center.x - unscroll.x, y: item.center.y - unscroll.y)
            elements[index].frame.origin = CGPoint(
                x: center.x - item.frame.width / 2, y: center.y - item.frame.height / 2)
            elements[index].alpha = item.alpha
            elements[index].zIndex = item.zIndex
            elements[index].isHidden = item.isHidden
            elements[index].transform = item.transform
        }
    }

    /// What is wrong with the values a visible-items handler left on an item, or `nil`.
    private static func problem(with item: LayoutVisibleItem) -> String? {
        let limit = LayoutLimits.maximumCoordinate
        guard item.center.x.isFinite, item.center.y.isFinite, abs(item.center.x) <= limit, abs(item.center.y) <= limit
        else { return "a center of \(item.center), which is not a finite point within \(limit) points of the origin" }
        guard item.alpha.isFinite else { return "an alpha of \(item.alpha), which is not finite" }
        let transform = item.transform
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else { return "a transform of \(transform), which is not finite" }
        return LayoutLimits.problem(withZIndex: item.zIndex)
    }
}

// MARK: - A sequence's groups

extension GroupSequence {
    /// Appends the elements of `groups`, this sequence's groups, for the query of `solution`:
    /// `solved` is the section at index `section` (holding `itemCount` items), whose sequence
    /// starts at `base` (`LayoutSolution.sequenceBase(ofSection:)`) scrolled by `shift`
    /// (`LayoutSolution.orthogonalShift(_:)`). A method of the sequence, so that the query reads
    /// it in place in the section's optional.
    ///
    /// In a uniform sequence every group is the template (``instance(_:)``): lent to each group,
    /// as a copy per group would retain its tables; a group's position there is a product, worked
    /// out group by group (no array of them).
    fileprivate func appendElements(
        ofGroups groups: Range<Int>, base: CGPoint, shift: CGFloat, in solution: borrowing LayoutSolution,
        of solved: borrowing SolvedSection, section: Int, itemCount: Int, rect: CGRect,
        to result: inout [LayoutAttributes], cells: inout [FoundCell], listsCells: Bool, rounds: Bool
    ) {
        var walk = GroupWalk(section: section, of: solved)
        if mode == .uniform {
            // `position(ofGroup:)` in the uniform mode, worked out the same way, bit for bit (the
            // stride summed in its order, then the product and the leading edge), without a call
            // that asks the mode again for each group.
            let stride = leadingEdge + templateExtent + trailingEdge + spacing
            for group in groups {
                let origin = LayoutSolution.origin(
                    ofGroupAt: CGFloat(group) * stride + leadingEdge, base: base, axis: axis, shift: shift)
                solution.appendElements(
                    ofGroup: group, items: items(inGroup: group), instance: template, of: solved, section: section,
                    origin: origin, itemCount: itemCount, in: rect, to: &result, cells: &cells,
                    listsCells: listsCells, rounds: rounds, walk: &walk)
            }
        } else {
            let positions = positions(ofGroups: groups)
            for (group, position) in zip(groups, positions) {
                let origin = LayoutSolution.origin(ofGroupAt: position, base: base, axis: axis, shift: shift)
                solution.appendElements(
                    ofGroup: group, items: items(inGroup: group), instance: instance(group), of: solved,
                    section: section, origin: origin, itemCount: itemCount, in: rect, to: &result, cells: &cells,
                    listsCells: listsCells, rounds: rounds, walk: &walk)
            }
        }
    }
}

// MARK: - A walk through a section's groups

/// What the query carries from one leaf of a section's groups to the next: made once a section,
/// it spares each leaf the work that gives the same answer for the whole section.
fileprivate struct GroupWalk {
    /// An index path of the section, whose item each leaf sets in place: making a two-index path
    /// appends the second index, a call into Foundation each.
    var indexPath: IndexPath
    /// Whether the section is compositional: then a cell's self-sizing axes are its item's
    /// description's alone (``LayoutSolution/selfSizingAxes(ofItem:leaf:in:)``), the same for
    /// every leaf of that item, as the template's leaves are group after group.
    let compositional: Bool
    /// The item (`SolvedLeaf.itemID`) of the last compositional cell's axes, -1 before the first.
    private var axesItemID: Int32 = -1
    private var axes: SelfSizingAxes = []

    init(section: Int, of solved: borrowing SolvedSection) {
        indexPath = IndexPath(section: section, item: 0)
        if case .compositional = solved.source { compositional = true } else { compositional = false }
    }

    /// ``LayoutSolution/selfSizingAxes(ofItem:leaf:in:)``, worked out again in a compositional
    /// section only when the leaf's item is not the last one's.
    @inline(__always)
    mutating func selfSizingAxes(ofItem item: Int, leaf: SolvedLeaf, in solved: borrowing SolvedSection)
        -> SelfSizingAxes
    {
        guard compositional else { return LayoutSolution.selfSizingAxes(ofItem: item, leaf: leaf, in: solved) }
        if leaf.itemID != axesItemID {
            axesItemID = leaf.itemID
            axes = LayoutSolution.selfSizingAxes(ofItem: item, leaf: leaf, in: solved)
        }
        return axes
    }
}

// MARK: - Cells found

/// A cell among the elements a query found (``LayoutSolution/elements(in:problems:into:cells:)``):
/// its position among them, its section and its item.
package struct FoundCell: Sendable, Hashable {
    /// The cell's position among the elements.
    package var position: Int
    /// The cell's section.
    package var section: Int
    /// The cell's item in its section.
    package var item: Int

    /// A cell at `position` among the elements, for item `item` of section `section`.
    package init(position: Int, section: Int, item: Int) {
        self.position = position
        self.section = section
        self.item = item
    }
}

import Foundation

// MARK: - Attributes of one element

extension LayoutSolution {
    /// The attributes of a cell, or `nil` for an index path out of range. Mirrors
    /// `layoutAttributesForItem(at:)`.
    ///
    /// - Complexity: O(1) for uniform sections, O(log *n*) otherwise.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        element(.cell(indexPath))
    }

    /// The attributes of a supplementary view: a section's header or footer (`[section, index]`),
    /// a layout-level one (`[index]`), or one anchored to an item or group (the item's index path).
    /// Mirrors `layoutAttributesForSupplementaryView(ofKind:at:)`.
    ///
    /// - Complexity: O(*b*) for *b* boundary items of the section, or O(log *n*) plus the item's group for anchored ones.
    package func attributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        element(.supplementary(elementKind, indexPath))
    }

    /// The attributes of a decoration view: a section background (`[section, index]`) or one
    /// anchored to an item (the item's index path). Mirrors
    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    ///
    /// - Complexity: O(*d*) for *d* decorations of the section, or O(log *n*) plus the item's group for anchored ones.
    package func attributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        element(.decoration(elementKind, indexPath))
    }

    /// Whether a supplementary key names a section's boundary supplementary (a header or footer,
    /// `[section, index]`) rather than one anchored to an item: the first follows its section
    /// through a batch update, the second its item.
    ///
    /// - Complexity: O(*b*) for *b* boundary items of the section.
    package func isSectionBoundary(_ key: LayoutElementKey) -> Bool {
        guard key.category == .supplementaryView, key.indexPath.count == 2, sections.indices.contains(key.indexPath[0])
        else { return false }
        let index = key.indexPath[1]
        return sections[key.indexPath[0]].boundaries.contains { $0.elementKind == key.elementKind && $0.index == index }
    }

    /// The attributes of an element by key, as ``elements(in:)`` would report them.
    ///
    /// - Complexity: O(log *n*) to find the item's group, plus the elements of that group.
    package func element(_ key: LayoutElementKey) -> LayoutAttributes? {
        if key.indexPath.count == 1 {
            guard key.category == .supplementaryView,
                let boundary = globalBoundaries.first(where: {
                    $0.elementKind == key.elementKind && $0.index == key.indexPath[0]
                })
            else { return nil }
            let frame =
                boundary.pinsToVisibleBounds
                ? pinned(boundary.frame, edges: boundary.edges, within: contentRect) : boundary.frame
            var attributes = LayoutAttributes(
                category: .supplementaryView, elementKind: boundary.elementKind, indexPath: key.indexPath, frame: frame,
                zIndex: boundary.zIndex)
            attributes.selfSizingAxes = boundary.selfSizingAxes
            return mirrored(roundsFramesToPixels ? rounded(attributes) : attributes)
        }
        guard key.indexPath.count == 2, sections.indices.contains(key.indexPath[0]) else { return nil }
        let section = key.indexPath[0]
        var found: LayoutAttributes
        if key.category == .cell, key.elementKind == nil, sections[section].customSolution == nil {
            // A cell of a sequence, made alone: the other elements of its group are not built.
            guard let cell = sequenceCell(at: key.indexPath[1], of: sections[section], section: section)
            else { return nil }
            found = cell
        } else {
            guard let candidate = candidates(for: key).first(where: { $0.key == key }) else { return nil }
            found = candidate
        }
        if sections[section].visibleItemsInvalidationHandler != nil {
            var single = [found]
            var problems: [String] = []
            applyVisibleItemsHandler(section: section, to: &single, problems: &problems)
            found = single[0]
        }
        return mirrored(roundsFramesToPixels ? rounded(found) : found)
    }

    /// The elements of a section that could have this key, computed directly (no search). The
    /// section is read in place, field by field: a copy of it would retain every table it holds.
    private func candidates(for key: LayoutElementKey) -> [LayoutAttributes] {
        let section = key.indexPath[0], index = key.indexPath[1]
        var result: [LayoutAttributes] = []
        switch key.category {
        case .cell:
            if sections[section].customSolution != nil {
                var problems: [String] = []
                return customCell(at: index, inSection: section, problems: &problems).map { [$0] } ?? []
            }
        case .supplementaryView:
            if let boundary = sections[section].boundaries.first(where: {
                $0.elementKind == key.elementKind && $0.index == index
            }) {
                let origin = self.origin(ofSection: section)
                var frame = boundary.frame.offsetBy(dx: origin.x, dy: origin.y)
                if boundary.pinsToVisibleBounds {
                    frame = pinned(frame, edges: boundary.edges, within: sectionFrame(section))
                }
                var attributes = LayoutAttributes(
                    category: .supplementaryView, elementKind: boundary.elementKind, indexPath: key.indexPath,
                    frame: frame, zIndex: boundary.zIndex)
                attributes.selfSizingAxes = boundary.selfSizingAxes
                return [attributes]
            }
        case .decorationView:
            if let decoration = sections[section].decorations.first(where: {
                $0.elementKind == key.elementKind && $0.index == index
            }) {
                let origin = self.origin(ofSection: section)
                return [
                    LayoutAttributes(
                        category: .decorationView, elementKind: decoration.elementKind, indexPath: key.indexPath,
                        frame: decoration.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: decoration.zIndex)
                ]
            }
        }
        // A cell, or a view anchored to an item or to its group: the elements of the item's group.
        guard let group = group(holdingItem: index, inSection: section) else { return [] }
        appendElements(ofGroup: group, section: section, in: .everywhere, to: &result)
        return result
    }

    /// The cell of item `index` of `solved`, the section at index `section`, placed as
    /// ``elements(in:)`` places it, without the other elements of its group: borrowed, so that
    /// the lookup does not copy the section.
    ///
    /// - Complexity: O(1), or O(log *g*) for *g* groups laid out one after the other.
    private func sequenceCell(at index: Int, of solved: borrowing SolvedSection, section: Int) -> LayoutAttributes? {
        // Read through the optional in place: a copy of the sequence would retain every table it holds.
        guard index >= 0, let itemCount = solved.sequence?.itemCount, index < itemCount,
            let location = solved.sequence?.location(ofItem: index),
            let leaves = solved.sequence?.instance(location.group).leaves, location.leaf < leaves.count
        else { return nil }
        let origin = origin(ofGroup: location.group, inSection: section)
        let leaf = leaves[location.leaf]
        return Self.cell(
            at: IndexPath(section: section, item: index), item: index,
            frame: leaf.frame.offsetBy(dx: origin.x, dy: origin.y),
            leaf: leaf, of: solved, itemCount: itemCount)
    }

    /// The group of a section's sequence that holds an item; `nil` when the section has no
    /// sequence or no such item. Reads the sequence in place.
    ///
    /// - Complexity: O(1), or O(log *g*) for *g* groups laid out one after the other.
    private func group(holdingItem index: Int, inSection section: Int) -> Int? {
        guard index >= 0, let itemCount = sections[section].sequence?.itemCount, index < itemCount else { return nil }
        return sections[section].sequence?.location(ofItem: index).group
    }
}

// MARK: - Orthogonal scrolling

extension LayoutSolution {
    /// Sets the scroll offset of an orthogonally scrolling section (ignored for other sections).
    ///
    /// - Complexity: O(1).
    public mutating func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard sections.indices.contains(section), sections[section].orthogonal != nil, offset.isFinite else { return }
        orthogonalOffsets[section] = offset
    }

    /// The scroll offset of an orthogonally scrolling section (0 when it has not scrolled, `nil`
    /// for sections that do not scroll orthogonally).
    ///
    /// - Complexity: O(1).
    package func orthogonalOffset(forSection section: Int) -> CGFloat? {
        guard sections.indices.contains(section), sections[section].orthogonal != nil else { return nil }
        return orthogonalOffsets[section] ?? 0
    }

    /// The orthogonal scrolling behaviour of a section (`.none` for others).
    ///
    /// - Complexity: O(1).
    package func orthogonalScrollingBehavior(ofSection section: Int) -> OrthogonalScrollingBehavior {
        guard sections.indices.contains(section) else { return .none }
        return sections[section].orthogonal?.behavior ?? .none
    }

    /// The extent of an orthogonal section's scrolling content along its scrolling axis (its
    /// content width in a vertical layout), or `nil` for other sections.
    ///
    /// - Complexity: O(1).
    package func orthogonalContentExtent(forSection section: Int) -> CGFloat? {
        guard sections.indices.contains(section), let orthogonal = sections[section].orthogonal else { return nil }
        return orthogonal.contentExtent
    }

    /// The largest offset an orthogonal section can scroll to.
    ///
    /// - Complexity: O(1).
    package func maximumOrthogonalOffset(forSection section: Int) -> CGFloat? {
        guard sections.indices.contains(section), let orthogonal = sections[section].orthogonal else { return nil }
        return max(0, orthogonal.contentExtent - orthogonal.visibleExtent)
    }

    /// Where an orthogonal section comes to rest when a drag ends at `proposedOffset` with
    /// `velocity` (points per millisecond along the orthogonal axis; positive scrolls forward):
    ///
    /// - `.continuous`: the proposed offset, within bounds;
    /// - `.continuousGroupLeadingBoundary`: the nearest group's leading edge at the leading inset;
    /// - `.paging`: the nearest page of the collection view's width;
    /// - `.groupPaging`, `.groupPagingCentered`: the nearest group (plus spacing), centred for the
    ///   latter.
    ///
    /// With a velocity beyond 0.3 the target moves to the next boundary in the direction of motion
    /// instead of the nearest one (UIScrollView paging).
    ///
    /// - Complexity: O(1), or O(log *g*) for *g* groups with `.continuousGroupLeadingBoundary`.
    package func restingOrthogonalOffset(forSection section: Int, proposedOffset: CGFloat, velocity: CGFloat = 0)
        -> CGFloat?
    {
        guard sections.indices.contains(section), let orthogonal = sections[section].orthogonal,
            let sequence = sections[section].sequence
        else { return nil }
        let maximum = max(0, orthogonal.contentExtent - orthogonal.visibleExtent)
        func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), maximum) }
        func snap(page: CGFloat, origin: CGFloat) -> CGFloat {
            guard page > 0 else { return clamp(proposedOffset) }
            let position = (proposedOffset - origin) / page
            var target = position.rounded()
            if velocity > 0.3, target < position { target += 1 }
            if velocity < -0.3, target > position { target -= 1 }
            return clamp(origin + target * page)
        }
        let groupPage = sequence.templateExtent + sequence.leadingEdge + sequence.trailingEdge + sequence.spacing
        switch orthogonal.behavior {
        case .none, .continuous:
            return clamp(proposedOffset)
        case .paging:
            return snap(page: orthogonal.visibleExtent, origin: 0)
        case .groupPaging, .groupPagingCentered:
            return snap(page: groupPage, origin: 0)
        case .continuousGroupLeadingBoundary:
            let groups = sequence.groupCount
            guard groups > 0 else { return 0 }
            // Binary search for the group whose leading edge is nearest the proposed offset.
            let target = proposedOffset + sequence.leadingEdge
            var low = 0, high = groups - 1
            while low < high {
                let middle = (low + high) >> 1
                if sequence.position(ofGroup: middle) < target { low = middle + 1 } else { high = middle }
            }
            var candidates = [low]
            if low > 0 { candidates.append(low - 1) }
            var best =
                candidates.min {
                    abs(sequence.position(ofGroup: $0) - target) < abs(sequence.position(ofGroup: $1) - target)
                } ?? 0
            if velocity > 0.3, sequence.position(ofGroup: best) < target, best + 1 < groups { best += 1 }
            if velocity < -0.3, sequence.position(ofGroup: best) > target, best > 0 { best -= 1 }
            return clamp(sequence.position(ofGroup: best) - sequence.leadingEdge)
        }
    }
}

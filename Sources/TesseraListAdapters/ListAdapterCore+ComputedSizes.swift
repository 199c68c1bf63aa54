import Foundation

// MARK: - Computed sizes

extension ListAdapterCore {
    /// The items' extent across the axis — the width of a vertical list's rows — as the layout
    /// gives it: the collection view's bounds less its adjusted content inset and its safe area
    /// (the layout's content insets reference) across the axis, less the list's insets
    /// (`LayoutEnvironment.contentExtent(across:reference:)`).
    func crossExtent(in collectionView: any CollectionViewHosting) -> CGFloat {
        let across = axis.orthogonal
        let extent = collectionView.layoutEnvironment(scrollDirection: axis).contentExtent(
            across: across, reference: LayoutConfiguration().contentInsetsReference)
        return max(0, extent - (across == .horizontal ? contentInsets.horizontal : contentInsets.vertical))
    }

    /// Sizes of the items whose extent is known (computed, or cached), by section, in item order.
    /// Those of the first `untouchedPrefix` items are the sizes made last (``knownSizes``), when
    /// the extent across is the same: only the items after them are looked at.
    ///
    /// - Complexity: O(*c* + *s*) for the *c* items after the untouched ones and *s* sections.
    func computedSizes(for collectionView: any CollectionViewHosting, untouchedPrefix: Int) -> [Int: MeasuredSizes] {
        let across = crossExtent(in: collectionView)
        var sizes: [Int: MeasuredSizes] = [:]
        var start = 0
        if let known = knownSizes, known.across == across, min(untouchedPrefix, known.itemCount) > 0 {
            start = min(untouchedPrefix, known.itemCount)
            // The last untouched item: the sections before its own are kept whole, its own up to it.
            let (lastSection, lastItem) = editor.location(of: start - 1)
            for (section, known) in known.sizes where section <= lastSection {
                sizes[section] = section < lastSection ? known : known.prefix(below: lastItem + 1)
            }
        }
        // The app's size code may edit the list: the sizes are made for the state asked about.
        let items = editor.items, tokens = editor.tokens, sectionCounts = editor.sectionCounts
        let edits = editor.editCount
        ItemVisits.record(items.count - start)
        var section = 0, sectionStart = 0
        for index in start..<items.count {
            while index >= sectionStart + sectionCounts[section] {
                sectionStart += sectionCounts[section]
                section += 1
            }
            let model = items[index], token = tokens[index]
            let extent: CGFloat
            if let cached = itemSizeCache.size(forToken: token, across: across) {
                extent = cached
            } else if let computed = strategy.extent(collectionView, model, across).flatMap({
                itemSizeCache.usable(
                    $0, ofItem: index, token: token, model: model, across: axis.orthogonal, on: collectionView)
            }) {
                extent = computed
                itemSizeCache.store(computed, forToken: token, across: across)
            } else {
                continue
            }
            sizes[section, default: MeasuredSizes()].append(
                axis == .vertical ? CGSize(width: across, height: extent) : CGSize(width: extent, height: across),
                forItem: index - sectionStart)
        }
        // Sizes made while the app's code changed the list describe no state the next one follows.
        knownSizes = editor.editCount == edits ? (sizes, items.count, across) : nil
        return sizes
    }
}

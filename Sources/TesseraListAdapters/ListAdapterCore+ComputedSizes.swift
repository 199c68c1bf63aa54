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
    func computedSizes(for collectionView: any CollectionViewHosting) -> [Int: MeasuredSizes] {
        let across = crossExtent(in: collectionView)
        var sizes: [Int: MeasuredSizes] = [:]
        for (index, (model, token)) in zip(editor.items, editor.tokens).enumerated() {
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
            let indexPath = editor.indexPath(of: index)
            sizes[indexPath.sectionIndex, default: MeasuredSizes()].append(
                axis == .vertical ? CGSize(width: across, height: extent) : CGSize(width: extent, height: across),
                forItem: indexPath.itemIndex)
        }
        return sizes
    }
}

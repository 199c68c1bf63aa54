import Foundation

// MARK: - Item heights

extension WaterfallSectionLayout {
    /// How tall a waterfall's items are.
    public enum ItemHeight: Sendable {
        /// Every item has this height: absolute, estimated (the cell measures it), a fraction of
        /// the column's width (`.fractionalWidth(1.5)`: 1.5 times as tall as wide) or of the
        /// collection view's height.
        case uniform(LayoutDimension)
        /// Each item's height, by index, as for ``uniform(_:)``.
        case dimension(@Sendable (_ item: Int) -> LayoutDimension)
        /// Each item's width-to-height ratio, by index: the item is `columnWidth / ratio` tall.
        case aspectRatio(@Sendable (_ item: Int) -> CGFloat)

        /// Every item's height and the kind of its dimension (whether it sizes itself).
        ///
        /// - Throws: ``LayoutError/invalidDimension(_:)`` naming the first item whose height or
        ///   ratio is not finite and positive.
        /// The heights are resolved in a loop of their own rather than in the placement's: a call
        /// there would make the placement keep its cursors in memory rather than in registers.
        ///
        /// - Complexity: O(*n*), one call of the provider per item.
        func heights(count: Int, columnWidth: CGFloat, containerHeight: CGFloat, scale: CGFloat, path: String)
            throws(LayoutError) -> (values: [CGFloat], kinds: [LayoutDimension.Kind])
        {
            switch self {
            case .uniform(let dimension):
                let height = try Self.resolve(
                    dimension, columnWidth: columnWidth, containerHeight: containerHeight, scale: scale, path: path,
                    item: nil)
                return (
                    [CGFloat](repeating: height, count: count),
                    [LayoutDimension.Kind](repeating: dimension.kind, count: count)
                )
            case .dimension(let provider):
                var failure: LayoutError?
                var kinds: [LayoutDimension.Kind] = []
                var anyInvalid = false
                // The tables are made without zeroing them first; they hold the items resolved
                // (all of them unless one fails). The loop is the provider's call and two stores;
                // fractions take a rare path that resolves them, and the heights' check is one
                // flag for all of them rather than a branch per item: when it is set, the first
                // item at fault is found again below.
                let values = [CGFloat](unsafeUninitializedCapacity: count) { values, initializedValues in
                    kinds = [LayoutDimension.Kind](unsafeUninitializedCapacity: count) { kinds, initializedKinds in
                        for item in 0..<count {
                            let dimension = provider(item)
                            var height = dimension.dimension
                            kinds[item] = dimension.kind
                            anyInvalid = anyInvalid || !Self.isFinitePositive(height)
                            if _slowPath(dimension.isFractional) {
                                do throws(LayoutError) {
                                    height = try Self.resolveOutOfLine(
                                        dimension, columnWidth: columnWidth, containerHeight: containerHeight,
                                        scale: scale, path: path, item: item)
                                } catch {
                                    failure = error
                                    initializedKinds = item
                                    return
                                }
                            }
                            values[item] = height
                        }
                        initializedKinds = count
                    }
                    initializedValues = kinds.count
                }
                if anyInvalid || failure != nil {
                    // Items before a fraction that failed come first; fractions were checked.
                    for item in values.indices
                    where !Self.isFractional(kinds[item]) && !Self.isFinitePositive(values[item]) {
                        _ = try Self.resolve(
                            Self.dimension(kinds[item], values[item]), columnWidth: columnWidth,
                            containerHeight: containerHeight, scale: scale, path: path, item: item)
                    }
                    if let failure { throw failure }
                }
                return (values, kinds)
            case .aspectRatio(let provider):
                var failure: LayoutError?
                let values = [CGFloat](unsafeUninitializedCapacity: count) { values, initialized in
                    for item in 0..<count {
                        let ratio = provider(item)
                        guard ratio.isFinite, ratio > 0 else {
                            failure = .invalidDimension(
                                "\(path).item \(item): the aspect ratio must be a finite value greater than 0, found \(ratio)"
                            )
                            break
                        }
                        values[item] = columnWidth / ratio
                        initialized = item + 1
                    }
                }
                if let failure { throw failure }
                return (values, [LayoutDimension.Kind](repeating: .absolute, count: count))
            }
        }

        /// Whether a height is finite and greater than 0, read from its bits: the positive finite
        /// values are the bit patterns from 1 (the least subnormal) to the greatest finite value.
        @inline(__always)
        private static func isFinitePositive(_ height: CGFloat) -> Bool {
            height.bitPattern &- 1 < CGFloat.greatestFiniteMagnitude.bitPattern
        }

        /// Whether a dimension of this kind is a fraction of another length (resolved in a column).
        @inline(__always)
        private static func isFractional(_ kind: LayoutDimension.Kind) -> Bool {
            kind == .fractionalWidth || kind == .fractionalHeight
        }

        /// The dimension of a kind and value.
        private static func dimension(_ kind: LayoutDimension.Kind, _ value: CGFloat) -> LayoutDimension {
            switch kind {
            case .fractionalWidth: .fractionalWidth(value)
            case .fractionalHeight: .fractionalHeight(value)
            case .absolute: .absolute(value)
            case .estimated: .estimated(value)
            case .uniformAcrossSiblings: .uniformAcrossSiblings(estimate: value)
            }
        }

        /// ``resolve(_:columnWidth:containerHeight:scale:path:item:)`` kept out of the heights'
        /// loop, so that the loop's values keep their registers.
        @inline(never)
        private static func resolveOutOfLine(
            _ dimension: LayoutDimension, columnWidth: CGFloat, containerHeight: CGFloat, scale: CGFloat, path: String,
            item: Int
        ) throws(LayoutError) -> CGFloat {
            try resolve(
                dimension, columnWidth: columnWidth, containerHeight: containerHeight, scale: scale, path: path,
                item: item)
        }

        /// The height of a dimension in a column (the message of its error names `item`, or the
        /// uniform height; it is only made when thrown, to keep a million items free of strings).
        private static func resolve(
            _ dimension: LayoutDimension, columnWidth: CGFloat, containerHeight: CGFloat, scale: CGFloat, path: String,
            item: Int?
        ) throws(LayoutError) -> CGFloat {
            guard dimension.dimension.isFinite, dimension.dimension > 0 else {
                let element = item.map { "item \($0)" } ?? "itemHeight"
                throw .invalidDimension(
                    "\(path).\(element): Invalid height \(dimension): the dimension must be a finite value greater than 0"
                )
            }
            switch dimension.kind {
            case .absolute, .estimated, .uniformAcrossSiblings:
                return dimension.dimension
            case .fractionalWidth:
                return DimensionResolver(scale: scale).floorToPixels(columnWidth * dimension.dimension)
            case .fractionalHeight:
                return DimensionResolver(scale: scale).floorToPixels(containerHeight * dimension.dimension)
            }
        }
    }
}

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
        /// The heights are resolved in a loop of their own rather than in the placement's: a call
        /// there would make the placement keep its cursors in memory rather than in registers.
        /// Heights given by ``dimension(_:)`` that are not fractions are not checked here: the
        /// placement checks them on its way, without a branch per item (see
        /// ``WaterfallSolution/placeAll(measuredItemSizes:)``), and
        /// ``firstInvalidHeight(values:kinds:before:)`` finds the item at fault.
        ///
        /// - Throws: ``LayoutError/invalidDimension(_:)`` naming the first item whose height or
        ///   ratio is not finite and positive, among the heights checked here (and for a fraction
        ///   that fails, the first bad height before it).
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
                    [CGFloat](filling: height, count: count),
                    [LayoutDimension.Kind](filling: dimension.kind, count: count)
                )
            case .dimension(let provider):
                var failure: LayoutError?
                var kinds: [LayoutDimension.Kind] = []
                // The tables are made without zeroing them first; they hold the items resolved
                // (all of them unless a fraction fails). The loop is the provider's call and two
                // stores; fractions take a rare path that resolves them.
                let values = [CGFloat](unsafeUninitializedCapacity: count) { values, initializedValues in
                    kinds = [LayoutDimension.Kind](unsafeUninitializedCapacity: count) { kinds, initializedKinds in
                        for item in 0..<count {
                            let dimension = provider(item)
                            var height = dimension.dimension
                            kinds[item] = dimension.kind
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
                if let failure {
                    // An item before the fraction that failed comes first.
                    if let item = Self.firstInvalidHeight(values: values, kinds: kinds, before: values.count) {
                        throw Self.invalidHeight(Self.dimension(kinds[item], values[item]), path: path, item: item)
                    }
                    throw failure
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
                return (values, [LayoutDimension.Kind](filling: .absolute, count: count))
            }
        }

        /// The first item before `end` whose height, not a fraction (those were checked when
        /// resolved), is not finite and greater than 0.
        ///
        /// - Complexity: O(`end`).
        static func firstInvalidHeight(values: [CGFloat], kinds: [LayoutDimension.Kind], before end: Int) -> Int? {
            (0..<end).first { !kinds[$0].isFractional && !isFinitePositive(values[$0]) }
        }

        /// Whether a height is finite and greater than 0, read from its bits: the positive finite
        /// values are the bit patterns from 1 (the least subnormal) to the greatest finite value.
        @inline(__always)
        static func isFinitePositive(_ height: CGFloat) -> Bool {
            height.bitPattern &- 1 < CGFloat.greatestFiniteMagnitude.bitPattern
        }

        /// The dimension of a kind and value.
        static func dimension(_ kind: LayoutDimension.Kind, _ value: CGFloat) -> LayoutDimension {
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

        /// The error for a height that is not finite and greater than 0 (its message names `item`,
        /// or the uniform height; it is only made when thrown, to keep a million items free of
        /// strings).
        static func invalidHeight(_ dimension: LayoutDimension, path: String, item: Int?) -> LayoutError {
            let element = item.map { "item \($0)" } ?? "itemHeight"
            return .invalidDimension(
                "\(path).\(element): Invalid height \(dimension): the dimension must be a finite value greater than 0")
        }

        /// The height of a dimension in a column (see ``invalidHeight(_:path:item:)`` for its
        /// error).
        private static func resolve(
            _ dimension: LayoutDimension, columnWidth: CGFloat, containerHeight: CGFloat, scale: CGFloat, path: String,
            item: Int?
        ) throws(LayoutError) -> CGFloat {
            guard dimension.dimension.isFinite, dimension.dimension > 0 else {
                throw invalidHeight(dimension, path: path, item: item)
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

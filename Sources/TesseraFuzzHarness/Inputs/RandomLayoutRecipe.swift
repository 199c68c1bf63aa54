import Foundation
import TesseraLayout

/// A random compositional section description, kept as a recipe so that it can be built as is or
/// transposed (every width a height, every leading a top), for property tests and fuzzing.
package struct RandomLayoutRecipe: Sendable {
    /// A dimension in the recipe's own terms (`along` = width before transposing).
    package enum Dimension: Sendable {
        case fractionOfWidth(CGFloat)
        case fractionOfHeight(CGFloat)
        case absolute(CGFloat)
        case estimated(CGFloat)
    }

    package struct Size: Sendable {
        package var width: Dimension
        package var height: Dimension

        package init(width: Dimension, height: Dimension) {
            self.width = width
            self.height = height
        }
    }

    package struct Item: Sendable {
        package var size: Size
        package var insets: CGFloat
        package var badge: Bool
        package var flexibleEdges: Bool

        package init(size: Size, insets: CGFloat = 0, badge: Bool = false, flexibleEdges: Bool = false) {
            self.size = size
            self.insets = insets
            self.badge = badge
            self.flexibleEdges = flexibleEdges
        }
    }

    package indirect enum Node: Sendable {
        case item(Item)
        case group(Group)
    }

    package struct Group: Sendable {
        package var horizontal: Bool
        package var size: Size
        package var children: [Node]
        /// 0: while they fit; positive: repeating count; negative: count forcing a fraction.
        package var count: Int
        package var spacing: CGFloat?
        package var flexibleSpacing: Bool
        package var insets: CGFloat

        package init(
            horizontal: Bool, size: Size, children: [Node], count: Int = 0, spacing: CGFloat? = nil,
            flexibleSpacing: Bool = false, insets: CGFloat = 0
        ) {
            self.horizontal = horizontal
            self.size = size
            self.children = children
            self.count = count
            self.spacing = spacing
            self.flexibleSpacing = flexibleSpacing
            self.insets = insets
        }
    }

    package var group: Group
    package var insets: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    package var interGroupSpacing: CGFloat
    package var orthogonal: OrthogonalScrollingBehavior
    package var header: Bool
    package var pinnedHeader: Bool
    package var footer: Bool
    package var background: Bool

    package init(
        group: Group, insets: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) = (0, 0, 0, 0),
        interGroupSpacing: CGFloat = 0, orthogonal: OrthogonalScrollingBehavior = .none, header: Bool = false,
        pinnedHeader: Bool = false, footer: Bool = false, background: Bool = false
    ) {
        self.group = group
        self.insets = insets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonal = orthogonal
        self.header = header
        self.pinnedHeader = pinnedHeader
        self.footer = footer
        self.background = background
    }

    // MARK: Generating

    /// A random section recipe.
    package static func random(using random: inout SeededRandomNumberGenerator) -> RandomLayoutRecipe {
        func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
        func pick(_ values: [CGFloat]) -> CGFloat { values.randomElement(using: &random) ?? values[0] }
        func dimension(main: Bool) -> Dimension {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return .fractionOfWidth(pick([0.2, 0.25, 1.0 / 3.0, 0.5, 0.8, 1]))
            case 1: return main ? .absolute(pick([40, 60, 100, 150])) : .fractionOfHeight(pick([0.05, 0.1]))
            case 2: return .absolute(pick([30, 44, 60, 100]))
            default: return .estimated(pick([30, 44, 80]))
            }
        }
        func item() -> Item {
            Item(
                size: Size(width: dimension(main: true), height: dimension(main: false)),
                insets: chance(0.3) ? pick([2, 5]) : 0, badge: chance(0.15), flexibleEdges: chance(0.1))
        }
        func group(depth: Int) -> Group {
            let horizontal = chance(0.6)
            var children: [Node] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                children.append(depth < 1 && chance(0.3) ? .group(group(depth: depth + 1)) : .item(item()))
            }
            let count = chance(0.25) ? Int.random(in: 1...3, using: &random) * (chance(0.5) ? 1 : -1) : 0
            if count != 0 { children = [children[0]] }
            let along: Dimension = depth == 0 ? .fractionOfWidth(pick([0.8, 1])) : .fractionOfWidth(pick([0.5, 1]))
            let across: Dimension = chance(0.3) ? .estimated(pick([50, 100])) : .absolute(pick([60, 100, 200]))
            return Group(
                horizontal: horizontal,
                size: horizontal
                    ? Size(width: along, height: across)
                    : Size(width: along, height: chance(0.5) ? .estimated(100) : .absolute(pick([100, 200]))),
                children: children,
                count: count,
                spacing: chance(0.4) ? pick([0, 4, 10]) : nil,
                flexibleSpacing: chance(0.2),
                insets: chance(0.2) ? pick([4, 8]) : 0
            )
        }
        let orthogonal: OrthogonalScrollingBehavior =
            chance(0.2)
            ? (OrthogonalScrollingBehavior.allCases.filter { $0 != .none }.randomElement(using: &random) ?? .continuous)
            : .none
        return RandomLayoutRecipe(
            group: group(depth: 0),
            insets: (pick([0, 8, 16]), pick([0, 16, 20]), pick([0, 8]), pick([0, 16, 20])),
            interGroupSpacing: pick([0, 8, 10]),
            orthogonal: orthogonal,
            header: chance(0.4),
            pinnedHeader: chance(0.3),
            footer: chance(0.3),
            background: chance(0.3)
        )
    }

    // MARK: Building

    /// The section, or its transpose (for a layout that scrolls horizontally).
    package func section(transposed: Bool) -> LayoutSection {
        func dimension(_ value: Dimension) -> LayoutDimension {
            switch value {
            case .fractionOfWidth(let fraction):
                return transposed ? .fractionalHeight(fraction) : .fractionalWidth(fraction)
            case .fractionOfHeight(let fraction):
                return transposed ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
            case .absolute(let value): return .absolute(value)
            case .estimated(let value): return .estimated(value)
            }
        }
        func size(_ value: Size) -> LayoutSize {
            transposed
                ? LayoutSize(widthDimension: dimension(value.height), heightDimension: dimension(value.width))
                : LayoutSize(widthDimension: dimension(value.width), heightDimension: dimension(value.height))
        }
        func insets(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) -> DirectionalEdgeInsets {
            transposed
                ? DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
                : DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
        }
        func item(_ recipe: Item) -> LayoutItem {
            var item = LayoutItem(layoutSize: size(recipe.size))
            item.contentInsets = insets(
                top: recipe.insets, leading: recipe.insets, bottom: recipe.insets, trailing: recipe.insets)
            if recipe.flexibleEdges {
                item.edgeSpacing =
                    transposed
                    ? LayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0))
                    : LayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0))
            }
            if recipe.badge {
                let edges: DirectionalRectEdge = [.top, .trailing]
                let transposedEdges: DirectionalRectEdge = [.leading, .bottom]
                let offset = transposed ? CGPoint(x: -0.5, y: 0.5) : CGPoint(x: 0.5, y: -0.5)
                item.supplementaryItems = [
                    LayoutSupplementaryItem(
                        layoutSize: LayoutSize(
                            widthDimension: .absolute(transposed ? 10 : 16),
                            heightDimension: .absolute(transposed ? 16 : 10)),
                        elementKind: "badge",
                        containerAnchor: LayoutAnchor(
                            edges: transposed ? transposedEdges : edges, fractionalOffset: offset)
                    )
                ]
            }
            return item
        }
        func group(_ recipe: Group) -> LayoutGroup {
            let children: [any LayoutSubitemConvertible] = recipe.children.map { node in
                switch node {
                case .item(let recipeItem): return item(recipeItem)
                case .group(let nested): return group(nested)
                }
            }
            let horizontal = recipe.horizontal != transposed
            let layoutSize = size(recipe.size)
            var result: LayoutGroup
            switch recipe.count {
            case 0:
                result =
                    horizontal
                    ? .horizontal(layoutSize: layoutSize, subitems: children)
                    : .vertical(layoutSize: layoutSize, subitems: children)
            case let count where count > 0:
                result =
                    horizontal
                    ? .horizontal(layoutSize: layoutSize, repeatingSubitem: children[0], count: count)
                    : .vertical(layoutSize: layoutSize, repeatingSubitem: children[0], count: count)
            default:
                result =
                    horizontal
                    ? .horizontal(layoutSize: layoutSize, subitem: children[0], count: -recipe.count)
                    : .vertical(layoutSize: layoutSize, subitem: children[0], count: -recipe.count)
            }
            if let spacing = recipe.spacing {
                result.interItemSpacing = recipe.flexibleSpacing ? .flexible(spacing) : .fixed(spacing)
            }
            result.contentInsets = insets(
                top: recipe.insets, leading: recipe.insets, bottom: recipe.insets, trailing: recipe.insets)
            return result
        }
        var section = LayoutSection(group: group(self.group))
        section.contentInsets = insets(
            top: self.insets.top, leading: self.insets.leading, bottom: self.insets.bottom,
            trailing: self.insets.trailing)
        section.interGroupSpacing = interGroupSpacing
        section.orthogonalScrollingBehavior = orthogonal
        let along = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let boundarySize =
            transposed ? LayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)) : along
        if header {
            var item = LayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: "header", alignment: transposed ? .leading : .top)
            item.pinToVisibleBounds = pinnedHeader
            section.boundarySupplementaryItems.append(item)
        }
        if footer {
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: "footer", alignment: transposed ? .trailing : .bottom))
        }
        if background {
            var decoration = LayoutDecorationItem.background(elementKind: "background")
            decoration.contentInsets = insets(top: 4, leading: 8, bottom: 4, trailing: 8)
            section.decorationItems = [decoration]
        }
        return section
    }
}

// MARK: Describing

extension RandomLayoutRecipe.Dimension: CustomStringConvertible {
    /// `0.5w` and `0.1h` for fractions of the width and height, `44` for absolute, `~44` for
    /// estimated.
    package var description: String {
        switch self {
        case .fractionOfWidth(let fraction): return "\(fraction)w"
        case .fractionOfHeight(let fraction): return "\(fraction)h"
        case .absolute(let value): return "\(value)"
        case .estimated(let value): return "~\(value)"
        }
    }
}

extension RandomLayoutRecipe.Size: CustomStringConvertible {
    package var description: String { "\(width)×\(height)" }
}

extension RandomLayoutRecipe.Item: CustomStringConvertible {
    package var description: String {
        var parts = ["item \(size)"]
        if insets != 0 { parts.append("insets \(insets)") }
        if badge { parts.append("badge") }
        if flexibleEdges { parts.append("flexible edges") }
        return parts.joined(separator: " ")
    }
}

extension RandomLayoutRecipe.Node: CustomStringConvertible {
    package var description: String {
        switch self {
        case .item(let item): return item.description
        case .group(let group): return group.description
        }
    }
}

extension RandomLayoutRecipe.Group: CustomStringConvertible {
    package var description: String {
        var parts = ["\(horizontal ? "horizontal" : "vertical") \(size)"]
        if count > 0 { parts.append("repeating \(count)") }
        if count < 0 { parts.append("count \(-count)") }
        if let spacing { parts.append("\(flexibleSpacing ? "flexible " : "")spacing \(spacing)") }
        if insets != 0 { parts.append("insets \(insets)") }
        return "\(parts.joined(separator: " ")) [\(children.map(\.description).joined(separator: ", "))]"
    }
}

extension RandomLayoutRecipe: CustomStringConvertible {
    package var description: String {
        var parts = [group.description, "insets \(insets)"]
        if interGroupSpacing != 0 { parts.append("spacing \(interGroupSpacing)") }
        if orthogonal != .none { parts.append("orthogonal \(orthogonal)") }
        if header { parts.append(pinnedHeader ? "pinned header" : "header") }
        if footer { parts.append("footer") }
        if background { parts.append("background") }
        return "section(\(parts.joined(separator: ", ")))"
    }
}

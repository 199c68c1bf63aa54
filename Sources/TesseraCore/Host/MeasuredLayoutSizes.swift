import Foundation

/// The sizes a host's self-sizing cells and supplementary views measured themselves at, which its
/// layout took (``HostLayoutState/measuredSizes``): cells' by section, sorted by item, and
/// supplementary views' by element.
package struct MeasuredLayoutSizes: Sendable {
    package var items: [Int: MeasuredSizes]
    package var supplementaries: [LayoutElementKey: CGSize]

    package init(items: [Int: MeasuredSizes] = [:], supplementaries: [LayoutElementKey: CGSize] = [:]) {
        self.items = items
        self.supplementaries = supplementaries
    }

    /// Whether no size was measured.
    package var isEmpty: Bool { items.values.allSatisfy { $0.items.isEmpty } && supplementaries.isEmpty }
}

import Foundation

/// What a custom section was solved from, kept to place its chrome again after a measurement
/// (its items' state lives in the custom solution).
struct CustomSectionSource: Sendable {
    /// The description, with its insets, boundary items and decorations.
    let section: LayoutSection
    /// The layout's configuration (scroll direction, insets reference).
    let configuration: LayoutConfiguration
    /// The collection view's environment.
    let rootEnvironment: LayoutEnvironment
    /// The sizes its boundary supplementaries measured.
    var measuredSupplementaries: [LayoutElementKey: CGSize]
    /// The sizes its cells measured, by item: the custom solution keeps them too, and these solve
    /// the section again when a measurement is refused after the solution took it.
    var measuredItems: [Int: CGSize]
}

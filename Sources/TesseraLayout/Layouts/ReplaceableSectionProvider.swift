import Foundation

/// A main-actor section provider that can be replaced while the layout made from it stays the
/// same layout (``CollectionLayout/isSameLayout(as:)``): a SwiftUI view that builds its provider
/// anew in every `body` (`CollectionList(sections:selection:layout:row:)`) keeps one layout across
/// SwiftUI's updates, so that an update of the parent does not install the layout again — which
/// would make Apple's compositional layout ask for every section and solve again. The provider
/// is read each time the layout is solved: after a change of the values, the size or the traits.
///
/// ```swift
/// let provider = ReplaceableSectionProvider { index, environment in grid(environment) }
/// let layout = provider.layout()
/// provider.provider = { index, environment in list(environment) }
/// layout.isSameLayout(as: provider.layout())   // true
/// ```
@MainActor
package final class ReplaceableSectionProvider {
    /// The provider the layouts made from this one ask.
    package var provider: @MainActor @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?
    /// What the layouts made from this one share as their identity.
    private let identity = CompositionalLayout.ProviderIdentity()

    package init(
        _ provider:
            @escaping @MainActor @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) ->
            LayoutSection?
    ) {
        self.provider = provider
    }

    /// A layout that asks the provider this one holds when it is solved; every layout made from
    /// this one with the same configuration is the same.
    ///
    /// - Complexity: O(1).
    package func layout(configuration: LayoutConfiguration = LayoutConfiguration()) -> CompositionalLayout {
        CompositionalLayout(
            configuration: configuration, identity: .provider(identity),
            mainActorSectionProvider: { @MainActor [weak self] index, environment in
                self?.provider(index, environment)
            })
    }
}

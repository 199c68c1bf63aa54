#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit
    import UIKit

    // MARK: - View

    @available(iOS 16, tvOS 16, *)
    extension CollectionList: View {
        /// The list: a `UICollectionView` hosted by SwiftUI, fed by the list's data source.
        public var body: some View {
            CollectionListRepresentable(list: self)
        }
    }

    /// The `UIViewRepresentable` a ``CollectionList`` shows: a collection view owned by a
    /// `CollectionListCoordinator`.
    @available(iOS 16, tvOS 16, *)
    @MainActor
    struct CollectionListRepresentable<SectionID: Hashable & Sendable, Item: Identifiable & Equatable, Row: View>:
        UIViewRepresentable
    where Item.ID: Sendable {
        /// The list to show.
        let list: CollectionList<SectionID, Item, Row>

        /// Mirrors `UIViewRepresentable.makeCoordinator()`.
        func makeCoordinator() -> CollectionListCoordinator<SectionID, Item, Row> {
            CollectionListCoordinator()
        }

        /// A collection view fed by the coordinator's data source, laid out on the engine the core
        /// chooses for the list's layout (`UICollectionView.setLayout(_:animated:)`: Apple's
        /// compositional layout where it shows the layout exactly, Tessera's engine otherwise).
        /// Mirrors `UIViewRepresentable.makeUIView(context:)`.
        func makeUIView(context: Context) -> UICollectionView {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.backgroundColor = .clear
            context.coordinator.install(on: collectionView)
            collectionView.setLayout(context.coordinator.layout(of: list), animated: false)
            return collectionView
        }

        /// Applies the sections, the layout, the selection, load-more and the empty state, animating
        /// when the transaction does (`UpdateAnimation`). Mirrors
        /// `UIViewRepresentable.updateUIView(_:context:)`.
        func updateUIView(_ collectionView: UICollectionView, context: Context) {
            let transaction = context.transaction
            context.coordinator.update(
                collectionView, with: list,
                animated: UpdateAnimation.isAnimated(
                    hasAnimation: transaction.animation != nil, disablesAnimations: transaction.disablesAnimations))
        }
    }
#endif

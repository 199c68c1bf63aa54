#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit
    import UIKit

    // MARK: - UIViewRepresentable

    @available(iOS 16, tvOS 16, *)
    extension CollectionList: UIViewRepresentable {
        /// The object that owns the data source and hears selection and scrolling.
        public typealias Coordinator = CollectionListCoordinator<SectionID, Item, Row>

        /// Mirrors `UIViewRepresentable.makeCoordinator()`.
        public func makeCoordinator() -> Coordinator {
            Coordinator()
        }

        /// A collection view fed by the coordinator's data source, laid out on the engine the core
        /// chooses for the list's layout (`UICollectionView.setLayout(_:animated:)`: Apple's
        /// compositional layout where it shows the layout exactly, Tessera's engine otherwise).
        /// Mirrors `UIViewRepresentable.makeUIView(context:)`.
        public func makeUIView(context: Context) -> UICollectionView {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.backgroundColor = .clear
            context.coordinator.install(on: collectionView)
            collectionView.setLayout(context.coordinator.layout(of: self), animated: false)
            return collectionView
        }

        /// Applies the sections, the layout, the selection, load-more and the empty state, animating
        /// when the transaction does (`UpdateAnimation`). Mirrors
        /// `UIViewRepresentable.updateUIView(_:context:)`.
        public func updateUIView(_ collectionView: UICollectionView, context: Context) {
            let transaction = context.transaction
            context.coordinator.update(
                collectionView, with: self,
                animated: UpdateAnimation.isAnimated(
                    hasAnimation: transaction.animation != nil, disablesAnimations: transaction.disablesAnimations))
        }
    }
#endif

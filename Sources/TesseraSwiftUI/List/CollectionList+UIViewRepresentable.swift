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

        /// A collection view laid out by `TesseraCollectionViewLayout`, fed by the coordinator's
        /// data source. Mirrors `UIViewRepresentable.makeUIView(context:)`.
        public func makeUIView(context: Context) -> UICollectionView {
            let collectionView = UICollectionView(
                frame: .zero, collectionViewLayout: TesseraCollectionViewLayout(layout: layout))
            collectionView.backgroundColor = .clear
            context.coordinator.install(on: collectionView)
            return collectionView
        }

        /// Applies the sections, the layout, the selection, load-more and the empty state, animating
        /// when the transaction does. Mirrors `UIViewRepresentable.updateUIView(_:context:)`.
        public func updateUIView(_ collectionView: UICollectionView, context: Context) {
            let transaction = context.transaction
            let animated = transaction.animation != nil && !transaction.disablesAnimations
            context.coordinator.update(collectionView, with: self, animated: animated)
        }
    }
#endif

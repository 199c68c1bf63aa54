#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit

    // MARK: - SwiftUI headers, footers and badges

    @available(iOS 16, tvOS 16, *)
    extension SupplementaryRegistration where View == HostingCell {
        /// A registration whose supplementary views (headers, footers, badges) show a SwiftUI view,
        /// through `UIHostingConfiguration`. Mirrors a `UICollectionView.SupplementaryRegistration`
        /// of a cell class (UIKit lets a cell be a supplementary view, which is how
        /// `UIHostingConfiguration` reaches headers).
        ///
        /// ```swift
        /// let header = SupplementaryRegistration<HostingCell>.hosting(elementKind: "header") { _, indexPath in
        ///     Text("Section \(indexPath.section)").font(.headline)
        /// }
        /// ```
        public static func hosting<Content: SwiftUI.View>(
            elementKind: String, margins: EdgeInsets? = nil,
            @ViewBuilder content: @escaping @MainActor (_ elementKind: String, _ indexPath: IndexPath) -> Content
        ) -> Self {
            Self(elementKind: elementKind) { view, elementKind, indexPath in
                view.setContent(margins: margins) { content(elementKind, indexPath) }
            }
        }
    }
#endif

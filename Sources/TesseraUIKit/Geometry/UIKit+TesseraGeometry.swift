#if canImport(UIKit)
    import UIKit

    // MARK: - Insets

    extension NSDirectionalEdgeInsets {
        /// UIKit's insets with Tessera's values.
        package init(_ insets: DirectionalEdgeInsets) {
            self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        }
    }

    extension DirectionalEdgeInsets {
        /// Tessera's insets with UIKit's values.
        package init(_ insets: NSDirectionalEdgeInsets) {
            self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        }

        /// Directional insets from left/right insets, for a layout direction.
        package init(_ insets: UIEdgeInsets, layoutDirection: UIUserInterfaceLayoutDirection) {
            let isRightToLeft = layoutDirection == .rightToLeft
            self.init(
                top: insets.top, leading: isRightToLeft ? insets.right : insets.left, bottom: insets.bottom,
                trailing: isRightToLeft ? insets.left : insets.right)
        }
    }

    extension UIEdgeInsets {
        /// Left/right insets from directional ones, for a layout direction.
        package init(_ insets: DirectionalEdgeInsets, layoutDirection: UIUserInterfaceLayoutDirection) {
            let isRightToLeft = layoutDirection == .rightToLeft
            self.init(
                top: insets.top, left: isRightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
                right: isRightToLeft ? insets.leading : insets.trailing)
        }
    }

    // MARK: - Transforms

    extension CGAffineTransform {
        /// The affine transform of a layout transform.
        package init(_ transform: LayoutTransform) {
            self.init(
                a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        }
    }

    extension LayoutTransform {
        /// The layout transform of an affine transform.
        package init(_ transform: CGAffineTransform) {
            self.init(
                a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        }
    }

    // MARK: - Size classes and traits

    extension LayoutSizeClass {
        /// Tessera's size class for UIKit's.
        package init(_ sizeClass: UIUserInterfaceSizeClass) {
            switch sizeClass {
            case .compact: self = .compact
            case .regular: self = .regular
            default: self = .unspecified
            }
        }
    }

    extension LayoutTraitCollection {
        /// The traits a layout reads from a UIKit trait collection: display scale, size classes, layout
        /// direction (a view's effective one when given) and content size category.
        package init(_ traitCollection: UITraitCollection, layoutDirection: UIUserInterfaceLayoutDirection? = nil) {
            let direction = layoutDirection ?? UIUserInterfaceLayoutDirection(traitCollection.layoutDirection)
            self.init(
                reportedDisplayScale: traitCollection.displayScale,
                horizontalSizeClass: LayoutSizeClass(traitCollection.horizontalSizeClass),
                verticalSizeClass: LayoutSizeClass(traitCollection.verticalSizeClass),
                isRightToLeft: direction == .rightToLeft,
                contentSizeCategoryName: traitCollection.preferredContentSizeCategory.rawValue)
        }
    }

    extension UIUserInterfaceLayoutDirection {
        /// The direction of a trait collection's environment layout direction (left to right when
        /// unspecified).
        init(_ direction: UITraitEnvironmentLayoutDirection) {
            switch direction {
            case .rightToLeft: self = .rightToLeft
            default: self = .leftToRight
            }
        }
    }

    // MARK: - Environments

    extension LayoutEnvironment {
        /// The environment a collection view gives its layout: its bounds size less its adjusted
        /// content inset across the scrolling axis as the container, its traits, safe area, layout
        /// margins and readable content insets (`LayoutEnvironment.init(hostBoundsSize:adjustedContentInset:scrollDirection:traitCollection:safeAreaInsets:layoutMargins:readableContentInsets:)`
        /// decides; the same function sizes the headless host's layout).
        @MainActor
        package init(collectionView: UICollectionView, scrollDirection: LayoutAxis) {
            let bounds = collectionView.bounds
            let direction = collectionView.effectiveUserInterfaceLayoutDirection
            let readable = LayoutEnvironment.readableContentInsets(
                bounds: bounds, readableFrame: collectionView.readableContentGuide.layoutFrame)
            let readableInsets = DirectionalEdgeInsets(
                UIEdgeInsets(top: 0, left: readable.left, bottom: 0, right: readable.right), layoutDirection: direction)
            self.init(
                hostBoundsSize: bounds.size,
                adjustedContentInset: DirectionalEdgeInsets(
                    collectionView.adjustedContentInset, layoutDirection: direction),
                scrollDirection: scrollDirection,
                traitCollection: LayoutTraitCollection(collectionView.traitCollection, layoutDirection: direction),
                safeAreaInsets: DirectionalEdgeInsets(collectionView.safeAreaInsets, layoutDirection: direction),
                layoutMargins: DirectionalEdgeInsets(collectionView.directionalLayoutMargins),
                readableContentInsets: readableInsets
            )
        }
    }
#endif

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit
    import UIKit

    /// A cell — or supplementary view — whose content is a SwiftUI view, shown with
    /// `UIHostingConfiguration` (iOS 16 and later).
    ///
    /// ```swift
    /// let productCell = CellRegistration<HostingCell, Product> { cell, _, product in
    ///     cell.setContent { ProductRow(product: product) }
    /// }
    /// ```
    ///
    /// - Reuse: the cell keeps one hosting content view for its life; configuring it again replaces
    ///   the SwiftUI view in place (UIKit updates a content view that supports the new
    ///   configuration), so no second hosting view is ever made. After the cell is reused for
    ///   another item its SwiftUI state (`@State`, `@StateObject`) starts afresh; a reconfigure of
    ///   the same item (`reconfigureItems`) keeps it.
    /// - Size: the cell sizes itself along the engine's estimated dimensions, and when its SwiftUI
    ///   content changes size (UIKit asks again through `UICollectionView.selfSizingInvalidation`),
    ///   whether the element resizes is the core's `ContentSizeInvalidation` decision: only along
    ///   the estimated axes, by at least one pixel, and only while the cell is shown.
    /// - iOS 15: `UIHostingConfiguration` does not exist there, so neither does this cell; show
    ///   UIKit cells (`ListCell`, `TextCell`) on iOS 15.
    ///
    /// - List rows: it is a `UICollectionViewListCell`, so that in the list sections of Apple's
    ///   engine its background follows the section's appearance (plain, grouped, inset grouped, in
    ///   light and dark), inset-grouped sections round its corners and UIKit's list swipe actions
    ///   reach it, as they reach `ListCell`.
    ///
    /// Subclass it to use SwiftUI content with list adapters: make the subclass a
    /// `HeightMeasurableView` (or `WidthMeasurableView`) and `RegistrableView` whose
    /// `configure(model:animated:completion:)` calls ``setContent(margins:_:)``, and give the adapter
    /// the `.automatic` size mode so that the SwiftUI view measures itself.
    @available(iOS 16, tvOS 16, *)
    @MainActor
    open class HostingCell: UICollectionViewListCell {
        /// Counts reuses: the SwiftUI content is identified by it, so that state kept by the view
        /// shown before the cell was reused does not leak into the next item.
        private var reuseGeneration = 0
        /// Whether the cell was configured and not measured since: UIKit measures it before it is
        /// in a window, and that first measurement must be taken.
        private var awaitsFirstMeasurement = false
        /// Whether the content is a heading for VoiceOver, as the core decides for a section header
        /// (`AccessibilityHeadingHosting`).
        private var isAccessibilityHeading = false
        /// Makes the content configuration of the last content shown, as a heading or not.
        private var makeConfiguration: ((_ isHeading: Bool) -> any UIContentConfiguration)?

        // MARK: Creating

        /// A list cell with the background of the section it is in (UIKit updates it with the
        /// cell's state: selected, highlighted).
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        @available(*, unavailable, message: "created by the collection view")
        public required init?(coder: NSCoder) {
            nil
        }

        // MARK: Content

        /// Shows a SwiftUI view. Mirrors setting `contentConfiguration` to
        /// `UIHostingConfiguration { content }`, with `.margins(.all, margins)` when `margins` is
        /// given (otherwise the cell's default layout margins apply, as with Apple's).
        ///
        /// A section header's content is a heading for VoiceOver's headings rotor (the
        /// `.isHeader` trait), as the core decides, like a SwiftUI `List` section header.
        public func setContent<Content: View>(margins: EdgeInsets? = nil, @ViewBuilder _ content: () -> Content) {
            // The content view keeps one type for every configuration of this cell, so UIKit
            // updates its hosting view in place; the identifier resets SwiftUI state after reuse.
            let shown = content().id(reuseGeneration)
            makeConfiguration = { isHeading in
                let configuration = UIHostingConfiguration {
                    shown.accessibilityAddTraits(isHeading ? .isHeader : [])
                }
                guard let margins else { return configuration }
                return configuration.margins(.all, margins)
            }
            contentConfiguration = makeConfiguration?(isAccessibilityHeading)
            awaitsFirstMeasurement = true
        }

        // MARK: Layout

        /// Rounds the corners the layout asks for (an inset-grouped section's first and last rows),
        /// as `ListCell` does. Mirrors `apply(_:)`.
        open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applyTesseraCorners(from: layoutAttributes)
        }

        // MARK: Reuse

        open override func prepareForReuse() {
            super.prepareForReuse()
            reuseGeneration &+= 1
        }

        // MARK: Self-sizing

        /// Measures the SwiftUI content along the element's estimated dimensions and lets the core
        /// decide whether the element resizes (`ContentSizeInvalidation`); in Apple's compositional
        /// layout, which knows its estimated dimensions, sizes itself as UIKit does (`super`).
        /// Mirrors `preferredLayoutAttributesFitting(_:)`.
        open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            guard let axes = tesseraSelfSizingAxes(of: layoutAttributes) else {
                awaitsFirstMeasurement = false
                return super.preferredLayoutAttributesFitting(layoutAttributes)
            }
            let sizing = ContentSizeInvalidation(axes: axes, displayScale: traitCollection.displayScale)
            let current = layoutAttributes.size
            let fitting = axes.isEmpty ? current : fittingSize(of: contentView, in: layoutAttributes, along: axes)
            let isShown = ContentSizeInvalidation.isShown(
                isInWindow: window != nil, isHidden: isHidden, awaitsFirstMeasurement: awaitsFirstMeasurement)
            let decision = sizing.decision(currentSize: current, fittingSize: fitting, isShown: isShown)
            awaitsFirstMeasurement = false
            guard case .resize(let size) = decision else { return layoutAttributes }
            let preferred = layoutAttributes
            preferred.size = size
            return preferred
        }
    }

    // MARK: - Accessibility

    @available(iOS 16, tvOS 16, *)
    extension HostingCell: AccessibilityHeadingHosting {
        /// Shows the content as a heading (SwiftUI's `.isHeader` trait) or not, replacing the
        /// content configuration in place when that changes.
        package func setAccessibilityHeading(_ isHeading: Bool) {
            guard isHeading != isAccessibilityHeading else { return }
            isAccessibilityHeading = isHeading
            guard let makeConfiguration else { return }
            contentConfiguration = makeConfiguration(isHeading)
        }
    }
#endif

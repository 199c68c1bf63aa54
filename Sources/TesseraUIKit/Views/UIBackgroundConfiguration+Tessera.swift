#if canImport(UIKit)
    import UIKit

    extension UIBackgroundConfiguration {
        /// UIKit's background configuration for Tessera's: the same fill, corner radius, stroke
        /// and insets, on a clear background.
        ///
        /// - Complexity: O(1).
        @MainActor
        package init(_ configuration: BackgroundConfiguration) {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = configuration.backgroundColor?.uiColor
            background.cornerRadius = configuration.cornerRadius
            background.strokeColor = configuration.strokeColor?.uiColor
            background.strokeWidth = configuration.strokeWidth
            background.backgroundInsets = NSDirectionalEdgeInsets(configuration.backgroundInsets)
            self = background
        }
    }
#endif

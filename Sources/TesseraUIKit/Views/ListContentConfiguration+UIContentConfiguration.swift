#if canImport(UIKit)
    import UIKit

    /// A Tessera list content configuration is a UIKit content configuration, so that a registration
    /// body sets `cell.contentConfiguration` on a ``ListCell`` (or any cell) in the app as on a
    /// `HeadlessCell` in tests. UIKit's `UIListContentView` shows it, as the
    /// `UIListContentConfiguration` of the same style.
    ///
    /// UIKit's own configurations change their text colours with the cell's state (a selected
    /// sidebar row, say); this one looks the same in every state. Where that matters, set
    /// `UIListContentConfiguration(content)` instead.
    extension ListContentConfiguration: UIContentConfiguration {
        /// A view that shows the configuration with UIKit's `UIListContentView`.
        ///
        /// - Complexity: O(1).
        @MainActor
        public func makeContentView() -> any UIView & UIContentView {
            ListContentHostView(configuration: self)
        }

        /// The configuration itself: it looks the same in every state.
        ///
        /// - Complexity: O(1).
        public func updated(for state: any UIConfigurationState) -> ListContentConfiguration {
            self
        }
    }
#endif

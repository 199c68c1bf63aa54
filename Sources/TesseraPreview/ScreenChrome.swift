import Foundation
import Tessera

/// The system's bars over a rendered screen, as a device screenshot shows them: the status bar (the
/// time, the signal, Wi-Fi and the battery) in the device's safe area at the top, a navigation bar
/// with the screen's title under it, and the home indicator in the safe area at the bottom.
///
/// At its top a screen shows a large title on the screen's own background (the bar's scroll-edge
/// appearance); scrolled, the title is inline on a translucent bar with a hairline under it, as
/// `UINavigationBar` draws them. The collection view under the bars gets ``safeAreaInsets``, so
/// that its content starts below them and pinned headers stick under them.
package struct ScreenChrome: Sendable, Hashable {
    /// How the navigation bar shows the title. Mirrors `UINavigationItem.LargeTitleDisplayMode`'s
    /// two states.
    package enum TitleDisplayMode: Sendable, Hashable {
        /// A large title under the bar, at the leading margin (a screen at its top).
        case large
        /// The title centred in the bar (a screen scrolled down).
        case inline
    }

    /// The navigation bar's title.
    package var title: String
    /// Large or inline.
    package var titleDisplayMode: TitleDisplayMode
    /// The device's safe area: the status bar's height at the top, the home indicator's at the
    /// bottom (`PreviewDevice`'s).
    package var deviceSafeArea: DirectionalEdgeInsets

    /// The height of the navigation bar itself.
    package static let navigationBarHeight: CGFloat = 44
    /// The height the large title adds under it.
    package static let largeTitleHeight: CGFloat = 52

    /// Bars with a title over a device's safe area.
    package init(title: String, titleDisplayMode: TitleDisplayMode, deviceSafeArea: DirectionalEdgeInsets) {
        self.title = title
        self.titleDisplayMode = titleDisplayMode
        self.deviceSafeArea = deviceSafeArea
    }

    /// The safe area of the collection view under the bars: the device's, with the navigation bar
    /// (and its large title) added at the top.
    ///
    /// - Complexity: O(1).
    package var safeAreaInsets: DirectionalEdgeInsets {
        var insets = deviceSafeArea
        insets.top += barsHeight - deviceSafeArea.top
        return insets
    }

    /// The height of everything drawn at the top: the status bar, the navigation bar and the large
    /// title when shown.
    package var barsHeight: CGFloat {
        deviceSafeArea.top + Self.navigationBarHeight + (titleDisplayMode == .large ? Self.largeTitleHeight : 0)
    }
}

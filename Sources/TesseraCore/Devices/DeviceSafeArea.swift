import Foundation

/// The safe areas of the devices Tessera's test devices and previews stand for, in portrait unless
/// named: what the system keeps clear at the edges of a view that fills the screen (the status bar
/// or the Dynamic Island above, the home indicator below). TesseraTesting's `TestDevice` and
/// TesseraPreview's `PreviewDevice` take them from here.
package enum DeviceSafeArea {
    /// An iPhone with a Home button (iPhone SE): a 20-point status bar, nothing below.
    package static let homeButtonPhone = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
    /// An iPhone with the Dynamic Island (iPhone 15, iPhone 15 Pro Max): 59 points above, the home
    /// indicator's 34 below.
    package static let dynamicIslandPhone = DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    /// An iPhone with the Dynamic Island held in landscape: 59 points clear of it on both sides
    /// (UIKit keeps the sides even) and 21 for the home indicator.
    package static let dynamicIslandPhoneLandscape = DirectionalEdgeInsets(
        top: 0, leading: 59, bottom: 21, trailing: 59)
    /// An iPad without a Home button (iPad Air, iPad mini, iPad Pro): a 24-point status bar and a
    /// 20-point home indicator.
    package static let tablet = DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
}

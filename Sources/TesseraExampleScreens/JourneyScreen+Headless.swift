import Foundation
import Tessera

/// Seed 5 on the headless collection view, through a ``ScreenController`` and the screen
/// builder's headless catalog cells — the same path as the iOS screen.
extension JourneyScreen {
    /// The journey on a headless collection view of a size, built declaratively
    /// (``JourneyScreen/data(for:)``) and applied by a ``ScreenController``,
    /// which sets the layout the builder made.
    ///
    /// - Throws: `ScreenBuilderError` if the screen repeated an identifier (it does not).
    /// - Complexity: that of the first layout pass.
    @MainActor
    public static func headless(
        for journey: Journey = sample, size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) throws(ScreenBuilderError) -> HeadlessScreen {
        let view = HeadlessScreen.collectionView(size: size, layoutDirection: layoutDirection)
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(data(for: journey), animatingDifferences: false)
        return HeadlessScreen(collectionView: view, dataSource: controller)
    }
}

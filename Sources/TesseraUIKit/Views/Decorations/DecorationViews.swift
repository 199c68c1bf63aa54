#if canImport(UIKit)
    import UIKit

    /// The ready-made decoration views, and which one draws a decoration kind nobody registered.
    ///
    /// The layouts Tessera installs — ``TesseraCollectionViewLayout`` and the translated
    /// `UICollectionViewCompositionalLayout` — register these for you the first time they meet a
    /// kind nobody registered. Register your own class with `register(_:forDecorationViewOfKind:)`
    /// on `collectionView.collectionViewLayout` to replace one, on either engine: it wins, and it
    /// comes along when Tessera installs another layout (`DecorationRegistrations`).
    package enum DecorationViews {
        /// The view class that draws `elementKind` by default:
        ///
        /// | Kind | View |
        /// |---|---|
        /// | `"card"` (screen builder card) | `CardDecorationView` |
        /// | `"separators"`, `ElementKind.listSeparator` | `SeparatorDecorationView` |
        /// | `"timeline"` | `TimelineLineDecorationView` |
        /// | `"…-node"` (timeline nodes) | `TimelineNodeDecorationView` |
        /// | anything else (section backgrounds) | `RoundedBackgroundDecorationView` |
        ///
        /// The kind's drawing is the core's decision (`DecorationDrawing`), which TesseraPreview draws too.
        package static func defaultClass(forKind elementKind: String) -> AnyClass {
            switch DecorationDrawing(elementKind: elementKind) {
            case .card: return CardDecorationView.self
            case .separator: return SeparatorDecorationView.self
            case .timelineLine: return TimelineLineDecorationView.self
            case .timelineNode: return TimelineNodeDecorationView.self
            case .background: return RoundedBackgroundDecorationView.self
            }
        }
    }
#endif

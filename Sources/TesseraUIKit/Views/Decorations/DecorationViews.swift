#if canImport(UIKit)
    import UIKit

    /// The ready-made decoration views, and which one draws a decoration kind nobody registered.
    ///
    /// ``TesseraCollectionViewLayout`` registers these for you the first time it meets a kind; register
    /// your own class with `register(_:forDecorationViewOfKind:)` on the layout to replace one.
    public enum DecorationViews {
        /// The view class that draws `elementKind` by default:
        ///
        /// | Kind | View |
        /// |---|---|
        /// | `"card"` (screen builder card) | ``CardDecorationView`` |
        /// | `"separators"`, `ElementKind.listSeparator` | ``SeparatorDecorationView`` |
        /// | `"timeline"` | ``TimelineLineDecorationView`` |
        /// | `"…-node"` (timeline nodes) | ``TimelineNodeDecorationView`` |
        /// | anything else (section backgrounds) | ``RoundedBackgroundDecorationView`` |
        ///
        /// The kind's drawing is the core's decision (`DecorationDrawing`), which TesseraPreview draws too.
        public static func defaultClass(forKind elementKind: String) -> AnyClass {
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

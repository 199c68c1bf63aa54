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
        public static func defaultClass(forKind elementKind: String) -> AnyClass {
            switch elementKind {
            case StackedLayout.DecorationStyle.card().name:
                return CardDecorationView.self
            case StackedLayout.DecorationStyle.separators().name, ElementKind.listSeparator:
                return SeparatorDecorationView.self
            case StackedLayout.DecorationStyle.timeline().name:
                return TimelineLineDecorationView.self
            case let kind where kind.hasSuffix("-node"):
                return TimelineNodeDecorationView.self
            default:
                return RoundedBackgroundDecorationView.self
            }
        }
    }
#endif

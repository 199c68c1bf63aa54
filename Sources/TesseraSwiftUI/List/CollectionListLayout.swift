#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit

    /// A ``CollectionList``'s layout: a layout value, or a section provider closure made anew in
    /// each `body`, for which the coordinator keeps one layout (`ReplaceableSectionProvider`).
    @available(iOS 16, tvOS 16, *)
    enum CollectionListLayout {
        case layout(any CollectionLayout)
        case sectionProvider(
            @MainActor @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?)
    }
#endif

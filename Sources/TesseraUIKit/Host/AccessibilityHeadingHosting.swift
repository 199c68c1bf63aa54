#if canImport(UIKit)
    import UIKit

    /// A view whose accessibility elements are not views — SwiftUI content in a hosting view —, so
    /// that the heading the core decides (`LayoutSolution.isAccessibilityHeading(_:)`) cannot be set
    /// on a subview: the view marks its content itself. TesseraSwiftUI's `HostingCell` is one.
    @MainActor
    package protocol AccessibilityHeadingHosting: UIView {
        /// Shows the content as a heading for VoiceOver's headings rotor, or not.
        func setAccessibilityHeading(_ isHeading: Bool)
    }
#endif

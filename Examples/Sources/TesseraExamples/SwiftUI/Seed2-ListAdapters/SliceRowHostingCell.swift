#if canImport(UIKit)
    import SwiftUI
    import Tessera
    import TesseraSwiftUI

    /// A row of the four-slice screen whose content is a SwiftUI view: a ``HostingCell`` that a
    /// `ListAdapter` configures from its model, as any adapter cell. The adapter's `.automatic`
    /// height mode lets the SwiftUI view measure itself.
    @available(iOS 16, *)
    final class SliceRowHostingCell: HostingCell, HeightMeasurableView, RegistrableView {
        // MARK: ConfigurableView

        func configure(model: SliceRow, animated: Bool, completion: (() -> Void)?) {
            setContent {
                HStack {
                    Image(systemName: "line.3.horizontal").foregroundStyle(.secondary)
                    Text(model.text)
                    Spacer()
                }
                .padding(.vertical, 4)
            }
            completion?()
        }

        // MARK: HeightMeasurableView

        /// The row's height with the `.calculated` height mode; the SwiftUI screen measures instead.
        static func calculateHeight(model: SliceRow, width: CGFloat) -> CGFloat { 44 }
    }
#endif

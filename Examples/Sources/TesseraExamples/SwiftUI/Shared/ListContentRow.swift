#if canImport(UIKit)
    import SwiftUI
    import Tessera

    /// A SwiftUI row that shows a Tessera ``ListContentConfiguration`` — the same text, secondary
    /// text and symbol that the UIKit screens give their `ListCell`s — laid out like the UIKit
    /// style it names: subtitle below, value at the trailing edge, headers in bold.
    @available(iOS 16, *)
    struct ListContentRow: View {
        /// What the row shows.
        var content: ListContentConfiguration
        /// Whether a disclosure chevron ends the row.
        var showsDisclosureIndicator = false

        var body: some View {
            HStack(spacing: 12) {
                if let image = content.image {
                    Image(systemName: image).foregroundStyle(.tint)
                }
                texts
                Spacer(minLength: 0)
                if showsDisclosureIndicator {
                    Image(systemName: "chevron.forward").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }

        // MARK: Texts

        @ViewBuilder private var texts: some View {
            switch content.style {
            case .cell, .subtitleCell, .sidebarCell:
                VStack(alignment: .leading, spacing: 2) {
                    Text(content.text ?? "")
                    if let secondary = content.secondaryText {
                        Text(secondary).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            case .valueCell:
                Text(content.text ?? "")
                Spacer(minLength: 8)
                Text(content.secondaryText ?? "").foregroundStyle(.secondary)
            case .plainHeader, .groupedHeader, .sidebarHeader:
                Text(content.text ?? "").font(.headline)
            case .plainFooter, .groupedFooter:
                Text(content.text ?? "").font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
#endif

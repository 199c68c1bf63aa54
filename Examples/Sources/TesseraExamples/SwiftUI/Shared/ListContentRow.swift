#if canImport(UIKit)
    import SwiftUI
    import Tessera
    import TesseraUIKit

    /// A SwiftUI row that shows a Tessera ``ListContentConfiguration`` — the same text, secondary
    /// text, symbol and text properties that the UIKit screens give their `ListCell`s — laid out
    /// like the UIKit style it names: subtitle below, value at the trailing edge, headers in bold.
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
                if content.textProperties.alignment != .center { Spacer(minLength: 0) }
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
                VStack(alignment: content.textProperties.alignment == .center ? .center : .leading, spacing: 2) {
                    text
                    if let secondary = content.secondaryText {
                        styled(Text(secondary), content.secondaryTextProperties, font: .subheadline, color: .secondary)
                    }
                }
                .frame(maxWidth: content.textProperties.alignment == .center ? .infinity : nil)
            case .valueCell:
                text
                Spacer(minLength: 8)
                styled(Text(content.secondaryText ?? ""), content.secondaryTextProperties, font: .body, color: .secondary)
            case .plainHeader, .groupedHeader, .sidebarHeader, .plainFooter, .groupedFooter:
                text
            }
        }

        /// The primary text, in its style's font and colour unless its text properties set them.
        private var text: some View {
            let isFooter = content.style == .plainFooter || content.style == .groupedFooter
            let isHeader = content.style == .plainHeader || content.style == .groupedHeader || content.style == .sidebarHeader
            return styled(
                Text(content.text ?? ""), content.textProperties,
                font: isHeader ? .headline : isFooter ? .footnote : .body, color: isFooter ? .secondary : .primary)
        }

        /// A text in the font and colour of its text properties, or the given ones.
        private func styled(
            _ text: Text, _ properties: ListContentConfiguration.TextProperties, font: Font, color: Color
        ) -> some View {
            text
                .font(properties.font.map { Font.system(Font.TextStyle($0)) } ?? font)
                .foregroundStyle(properties.color.map { Color(uiColor: $0.uiColor) } ?? color)
                .multilineTextAlignment(properties.alignment == .center ? .center : .leading)
                .lineLimit(properties.numberOfLines > 0 ? properties.numberOfLines : nil)
        }
    }
#endif

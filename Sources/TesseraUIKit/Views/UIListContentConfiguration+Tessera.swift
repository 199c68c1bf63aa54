#if canImport(UIKit)
    import UIKit

    extension UIListContentConfiguration {
        /// UIKit's content configuration for Tessera's: the same style, text, secondary text, SF
        /// Symbol and text properties (a font for a text style follows Dynamic Type).
        @MainActor
        public init(_ configuration: ListContentConfiguration) {
            var content = Self.base(for: configuration.style)
            content.text = configuration.text
            content.secondaryText = configuration.secondaryText
            content.image = configuration.image.flatMap { UIImage(systemName: $0) }
            content.textProperties.apply(configuration.textProperties)
            content.secondaryTextProperties.apply(configuration.secondaryTextProperties)
            self = content
        }

        @MainActor
        private static func base(for style: ListContentConfiguration.Style) -> UIListContentConfiguration {
            switch style {
            case .cell: return .cell()
            case .subtitleCell: return .subtitleCell()
            case .valueCell: return .valueCell()
            case .plainHeader, .groupedHeader, .sidebarHeader:
                if #available(iOS 18, *) { return .header() }
                return legacyHeader(style)
            case .plainFooter, .groupedFooter:
                if #available(iOS 18, *) { return .footer() }
                return style == .plainFooter ? .plainFooter() : .groupedFooter()
            case .sidebarCell:
                if #available(iOS 18, *) { return .cell() }
                return .sidebarCell()
            }
        }

        @MainActor
        private static func legacyHeader(_ style: ListContentConfiguration.Style) -> UIListContentConfiguration {
            switch style {
            case .groupedHeader: return .groupedHeader()
            case .sidebarHeader: return .sidebarHeader()
            default: return .plainHeader()
            }
        }
    }

    extension UICellAccessory {
        /// UIKit's accessory for Tessera's.
        @MainActor
        public init(_ accessory: ListCellAccessory) {
            switch accessory {
            case .disclosureIndicator: self = .disclosureIndicator()
            case .checkmark: self = .checkmark()
            case .detail:
                if #available(iOS 15.4, *) {
                    self = .detail()
                } else {
                    self = .customView(
                        configuration: CustomViewConfiguration(
                            customView: UIImageView(image: UIImage(systemName: "info.circle")), placement: .trailing()))
                }
            case .label(let text): self = .label(text: text)
            case .reorder: self = .reorder()
            case .delete: self = .delete()
            }
        }
    }
#endif

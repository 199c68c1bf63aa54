import Foundation

/// The metrics of each style as Tessera approximates UIKit's list content configurations on iPhone
/// (iOS 15 and later): the text styles and colours of the text and the secondary text, the layout
/// margins, where the secondary text goes and the smallest height. ``ListContentLayout`` lays
/// content out with them; headless cells size themselves with them.
extension ListContentConfiguration.Style {
    /// Where a style puts the secondary text.
    package enum SecondaryTextPlacement: Sendable, Hashable {
        /// Under the text.
        case below
        /// At the trailing edge, on the text's line when both fit (under it otherwise).
        case trailing
    }

    // MARK: Text

    /// The text style of the primary text: the headline in plain and sidebar headers, the footnote
    /// in grouped headers and in footers, the body otherwise.
    package var textStyle: TextStyle {
        switch self {
        case .plainHeader, .sidebarHeader: return .headline
        case .groupedHeader, .plainFooter, .groupedFooter: return .footnote
        case .cell, .subtitleCell, .valueCell, .sidebarCell: return .body
        }
    }

    /// The text style of the secondary text: the body in value cells, the subheadline otherwise.
    package var secondaryTextStyle: TextStyle {
        self == .valueCell ? .body : .subheadline
    }

    /// The colour of the primary text: secondary in grouped headers and in footers.
    package var textColor: ConfigurationColor {
        switch self {
        case .groupedHeader, .plainFooter, .groupedFooter: return .secondaryLabel
        default: return .label
        }
    }

    /// The colour of the secondary text.
    package var secondaryTextColor: ConfigurationColor { .secondaryLabel }

    /// Where the secondary text goes: at the trailing edge in value cells, below the text otherwise.
    package var secondaryTextPlacement: SecondaryTextPlacement {
        self == .valueCell ? .trailing : .below
    }

    // MARK: Geometry

    /// The margins around the content: 11 pt above and below rows, less around headers and footers,
    /// 16 pt at the sides.
    package var layoutMargins: DirectionalEdgeInsets {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell:
            return DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        case .plainHeader, .sidebarHeader, .plainFooter:
            return DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .groupedHeader:
            return DirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16)
        case .groupedFooter:
            return DirectionalEdgeInsets(top: 7, leading: 16, bottom: 11, trailing: 16)
        }
    }

    /// The smallest height: 44 pt for rows (UIKit's minimum list row height), none for headers and
    /// footers.
    package var minimumHeight: CGFloat {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell: return 44
        default: return 0
        }
    }
}

import Foundation

/// Where a list row's content goes in a cell of a given width, and how tall the cell is: the image,
/// the text and the secondary text wrapped with the system font's approximate metrics
/// (`TextLayout`), and the accessories, with the style's margins (see
/// ``ListContentConfiguration/Style``). Headless cells size themselves with it, and previews draw
/// rows from it.
///
/// Frames are in the cell's coordinates, left to right (mirror them for right to left).
///
/// ```swift
/// let content = ListContentConfiguration(style: .subtitleCell, text: "Napoli Express", secondaryText: "Pizza · 25 min")
/// let layout = ListContentLayout(configuration: content, accessories: [.disclosureIndicator], width: 390)
/// layout.size.height      // 62.33 (11 + 20.29 + 2 + 17.9 + 11, rounded up to the pixel)
/// layout.textLeadingInset // where the text column starts, and a separator with it
/// ```
public struct ListContentLayout: Sendable, Hashable {
    /// A block of text and where it goes.
    package struct TextBlock: Sendable, Hashable {
        /// The wrapped text.
        package var layout: TextLayout
        /// Its frame: the lines' width and height, from the top of its first line.
        package var frame: CGRect
        /// Its colour.
        package var color: ConfigurationColor
        /// Its text style.
        package var style: TextStyle
        /// How its lines are aligned in ``frame``: each line at the frame's leading edge, or
        /// centred in it (``ListContentConfiguration/TextProperties/TextAlignment/center``).
        package var alignment: ListContentConfiguration.TextProperties.TextAlignment

        /// A block of wrapped text in a frame.
        package init(
            layout: TextLayout, frame: CGRect, color: ConfigurationColor, style: TextStyle,
            alignment: ListContentConfiguration.TextProperties.TextAlignment = .natural
        ) {
            self.layout = layout
            self.frame = frame
            self.color = color
            self.style = style
            self.alignment = alignment
        }

        /// The offset of a line `width` points wide from the leading edge of ``frame``: 0, or half
        /// the space it leaves when the text is centred.
        ///
        /// - Complexity: O(1).
        package func lineOffset(width: CGFloat) -> CGFloat {
            alignment == .center ? max(0, (frame.width - width) / 2) : 0
        }
    }

    /// An accessory and its frame.
    package struct PlacedAccessory: Sendable, Hashable {
        /// The accessory.
        package var accessory: ListCellAccessory
        /// Its frame.
        package var frame: CGRect
    }

    /// The cell's size: the width it was given, the height its content needs (at least the style's
    /// minimum), rounded up to the pixel.
    public let size: CGSize
    /// The image's square, when the configuration has an image.
    package let imageFrame: CGRect?
    /// The image's name (an SF Symbol or asset name), when the configuration has an image.
    package let imageName: String?
    /// The text, when the configuration has a non-empty one.
    package let text: TextBlock?
    /// The secondary text, when the configuration has a non-empty one.
    package let secondaryText: TextBlock?
    /// The accessories: the leading ones, then the trailing ones from the trailing edge inwards.
    package let accessories: [PlacedAccessory]
    /// Where the text column starts, from the cell's leading edge: after the leading margin, the
    /// leading accessories and the image. Separators start there, as UIKit's list separators
    /// follow the cell's `separatorLayoutGuide`.
    public let textLeadingInset: CGFloat

    /// Whether the text or the secondary text had more characters than are laid out (the first
    /// 100,000, `TextLayout`'s limit).
    package var isPastTextLimit: Bool {
        text?.layout.isPastCharacterLimit == true || secondaryText?.layout.isPastCharacterLimit == true
    }

    /// The space between an image and the text.
    package static let imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text under it.
    package static let textToSecondaryTextVerticalPadding: CGFloat = 2
    /// The least space between the text and a secondary text beside it.
    package static let textToSecondaryTextHorizontalPadding: CGFloat = 16
    /// The space between accessories, and between the content and the accessories.
    package static let accessorySpacing: CGFloat = 12

    // MARK: Laying content out

    /// Lays out a configuration and its accessories in a cell `width` points wide.
    ///
    /// - Parameters:
    ///   - configuration: The content: text, secondary text, image and style.
    ///   - accessories: The cell's accessories, in UIKit's order.
    ///   - width: The cell's width; a width that is not a finite number of points, 0 or more, is
    ///     read as 0 (the text then wraps a character per line).
    ///   - contentSizeCategory: The text size (Dynamic Type).
    ///   - displayScale: Pixels per point: the height is rounded up to a pixel; 0 or less does not round.
    ///   - cellHeight: The cell's height when the layout fixes it (previews): the content is centred in
    ///     it rather than in the height it needs; ``size`` stays the height the content needs. A value
    ///     that is not a finite number of points, 0 or more, is ignored.
    /// - Complexity: O(*n*) for *n* characters of text, secondary text (at most 100,000 each) and
    ///   label accessories.
    public init(
        configuration: ListContentConfiguration, accessories: [ListCellAccessory] = [], width: CGFloat,
        contentSizeCategory: ContentSizeCategory = .large, displayScale: CGFloat = 3, cellHeight: CGFloat? = nil
    ) {
        let width = width.isFinite && width > 0 ? width : 0
        let style = configuration.style
        let margins = style.layoutMargins
        let sizes = accessories.map { $0.size(contentSizeCategory: contentSizeCategory, displayScale: displayScale) }

        // Accessories: leading ones after the leading margin, the first outermost; trailing ones
        // before the trailing margin, the last outermost (as UIKit orders them).
        var leadingEdge = margins.leading
        var trailingEdge = width - margins.trailing
        var placed: [(ListCellAccessory, CGFloat, CGSize)] = []
        for (accessory, size) in zip(accessories, sizes) where accessory.isLeading {
            placed.append((accessory, leadingEdge, size))
            leadingEdge += size.width + Self.accessorySpacing
        }
        for (accessory, size) in zip(accessories, sizes).reversed() where !accessory.isLeading {
            trailingEdge -= size.width
            placed.append((accessory, trailingEdge, size))
            trailingEdge -= Self.accessorySpacing
        }
        if accessories.contains(where: { !$0.isLeading }) { trailingEdge += Self.accessorySpacing / 2 }

        // The image (as large as the style's text), then the text beside it, in the fonts of the
        // text properties.
        let textProperties = configuration.textProperties
        let secondaryProperties = configuration.secondaryTextProperties
        let textStyle = textProperties.font ?? style.textStyle
        let secondaryStyle = secondaryProperties.font ?? style.secondaryTextStyle
        let textFont = SystemFont(textStyle, contentSizeCategory: contentSizeCategory)
        let secondaryFont = SystemFont(secondaryStyle, contentSizeCategory: contentSizeCategory)
        let imageSide = (SystemFont(style.textStyle, contentSizeCategory: contentSizeCategory).pointSize * 1.3)
            .rounded()
        let hasImage = configuration.image.map { !$0.isEmpty } ?? false
        let textX = hasImage ? leadingEdge + imageSide + Self.imageToTextPadding : leadingEdge
        let textWidth = max(0, trailingEdge - textX)
        textLeadingInset = textX

        let primary = Self.layout(
            configuration.text, font: textFont, width: textWidth, lineLimit: textProperties.lineLimit)
        var secondary = Self.layout(
            configuration.secondaryText, font: secondaryFont, width: textWidth,
            lineLimit: secondaryProperties.lineLimit)
        var beside = false
        if style.secondaryTextPlacement == .trailing, let primaryText = configuration.text,
            let secondaryText = configuration.secondaryText, !secondaryText.isEmpty,
            primary?.isPastCharacterLimit != true, secondary?.isPastCharacterLimit != true
        {
            // Texts within the limit: a longer one does not fit beside another.
            let natural =
                SystemFontMetrics.width(of: primaryText, in: textFont)
                + SystemFontMetrics.width(of: secondaryText, in: secondaryFont)
            beside = natural + Self.textToSecondaryTextHorizontalPadding <= textWidth
            if beside {
                secondary = Self.layout(
                    secondaryText, font: secondaryFont, width: .infinity, lineLimit: secondaryProperties.lineLimit)
            }
        }

        // The height: the text block or the image, whichever is taller, within the margins.
        let primaryHeight = primary?.height ?? 0
        let secondaryHeight = secondary?.height ?? 0
        let blockHeight: CGFloat
        if beside {
            blockHeight = max(primaryHeight, secondaryHeight)
        } else {
            let padding = primary != nil && secondary != nil ? Self.textToSecondaryTextVerticalPadding : 0
            blockHeight = primaryHeight + padding + secondaryHeight
        }
        let contentHeight = max(blockHeight, hasImage ? imageSide : 0)
        var height = max(style.minimumHeight, margins.top + contentHeight + margins.bottom)
        if displayScale > 0 { height = (height * displayScale - 0.0001).rounded(.up) / displayScale }
        size = CGSize(width: width, height: height)
        if let cellHeight, cellHeight.isFinite, cellHeight >= 0 { height = cellHeight }

        // Centred vertically in the cell, as UIKit does when the cell is taller than its content.
        let blockY = margins.top + (height - margins.vertical - blockHeight) / 2
        imageName = hasImage ? configuration.image : nil
        imageFrame =
            hasImage
            ? CGRect(x: leadingEdge, y: (height - imageSide) / 2, width: imageSide, height: imageSide) : nil
        // A text centred in its column: its block is centred there, and each line in the block.
        func x(of layout: TextLayout, alignment: ListContentConfiguration.TextProperties.TextAlignment) -> CGFloat {
            alignment == .center ? textX + max(0, (textWidth - layout.width) / 2) : textX
        }
        text = primary.map {
            TextBlock(
                layout: $0,
                frame: CGRect(
                    x: x(of: $0, alignment: textProperties.alignment), y: blockY, width: $0.width, height: $0.height),
                color: textProperties.color ?? style.textColor, style: textStyle, alignment: textProperties.alignment)
        }
        secondaryText = secondary.map {
            let frame =
                beside
                ? CGRect(
                    x: trailingEdge - $0.width, y: blockY + (blockHeight - $0.height) / 2, width: $0.width,
                    height: $0.height)
                : CGRect(
                    x: x(of: $0, alignment: secondaryProperties.alignment), y: blockY + blockHeight - $0.height,
                    width: $0.width, height: $0.height)
            return TextBlock(
                layout: $0, frame: frame, color: secondaryProperties.color ?? style.secondaryTextColor,
                style: secondaryStyle, alignment: beside ? .natural : secondaryProperties.alignment)
        }
        self.accessories = placed.map { accessory, x, size in
            PlacedAccessory(
                accessory: accessory,
                frame: CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height))
        }
    }

    /// The layout of a text on at most `lineLimit` lines (0 or less: no limit), or `nil` for no
    /// or empty text.
    private static func layout(_ text: String?, font: SystemFont, width: CGFloat, lineLimit: Int) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        // The width is finite and not negative, or infinite, and the limit not negative: the
        // layout cannot fail.
        return try? TextLayout(text, font: font, width: width, lineLimit: max(0, lineLimit))
    }
}

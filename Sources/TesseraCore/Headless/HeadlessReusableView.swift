import Foundation

/// A reusable view of ``HeadlessCollectionView``: what a supplementary view (and, through
/// ``HeadlessCell``, a cell) is when there is no UIKit. Subclass it as you would subclass
/// `UICollectionReusableView`.
@MainActor
open class HeadlessReusableView {
    // The stored properties marked `@exclusivity(unchecked)` here and in ``HeadlessCell`` are
    // plain values, or values only ever read or assigned whole — never passed `inout`, never
    // changed through a mutating method (the app cannot set them) —, so that no two accesses to
    // one of them can overlap and the run-time exclusivity check each access made (about 80
    // instructions, several times a cell an update) could never fail. The properties an app
    // changes in place (a cell's content configuration, its accessories) keep theirs.

    /// The identifier it was dequeued with. Mirrors `reuseIdentifier`.
    @exclusivity(unchecked) public internal(set) var reuseIdentifier: String?
    /// The attributes last applied by the collection view.
    public internal(set) var layoutAttributes: LayoutAttributes? {
        get { hasAppliedAttributes ? appliedAttributes : nil }
        set {
            if let newValue {
                appliedAttributes = newValue
                hasAppliedAttributes = true
            } else {
                hasAppliedAttributes = false
                appliedAttributes = Self.noAttributes
            }
        }
    }
    /// ``layoutAttributes`` when ``hasAppliedAttributes``, ``noAttributes`` otherwise: kept whole
    /// and not optional, so that applying attributes assigns them in place (an optional stored
    /// property made each apply copy them into an optional and the old ones out, about 250
    /// instructions).
    @exclusivity(unchecked) private var appliedAttributes = HeadlessReusableView.noAttributes
    /// Whether attributes were applied to the view.
    @exclusivity(unchecked) private var hasAppliedAttributes = false
    /// What ``appliedAttributes`` holds before any attributes are applied.
    nonisolated private static let noAttributes = LayoutAttributes(
        category: .cell, indexPath: IndexPath(), frame: .zero)
    /// How many times the view was prepared for reuse.
    @exclusivity(unchecked) package internal(set) var prepareForReuseCount = 0
    /// A size the view prefers, returned by the default ``preferredLayoutAttributesFitting(_:)``
    /// (self-sizing in tests without measuring text).
    @exclusivity(unchecked) package var preferredSize: CGSize?
    /// The text size of the collection view that last measured the view. Mirrors
    /// `traitCollection.preferredContentSizeCategory`.
    @exclusivity(unchecked) public internal(set) var preferredContentSizeCategory: ContentSizeCategory = .large
    /// Pixels per point of the collection view that last measured the view. Mirrors
    /// `traitCollection.displayScale`.
    @exclusivity(unchecked) public internal(set) var displayScale: CGFloat = 3

    /// Creates a view; the collection view calls this when its reuse queue is empty.
    public required init() {}

    /// The view's frame in content coordinates.
    public var frame: CGRect { hasAppliedAttributes ? appliedAttributes.frame : .zero }

    /// The list appearance of the attributes last applied (``layoutAttributes``), read without
    /// copying them.
    final var appliedListAppearance: ListConfiguration.Appearance? {
        hasAppliedAttributes ? appliedAttributes.listAppearance : nil
    }

    /// Resets the view before it is reused. Mirrors `prepareForReuse()`; call `super`.
    open func prepareForReuse() {}

    /// Applies attributes. Mirrors `apply(_:)`; call `super`. As UIKit does since iOS 7, the
    /// collection view applies a visible cell's attributes again only when they differ from the
    /// ones it applied last.
    open func apply(_ layoutAttributes: LayoutAttributes) {
        // Property by property, in place: assigning them whole copies the old attributes out and
        // the new ones in through the value witnesses (about 240 instructions, at every apply).
        // Every stored property of `LayoutAttributes` is assigned (`AppliedAttributesTests`
        // checks that none is left out).
        appliedAttributes.category = layoutAttributes.category
        // A cell has no kind: `nil` over `nil` is left as it is (an optional string is copied
        // through its type's value witnesses).
        if layoutAttributes.elementKind != nil || appliedAttributes.elementKind != nil {
            appliedAttributes.elementKind = layoutAttributes.elementKind
        }
        appliedAttributes.indexPath = layoutAttributes.indexPath
        appliedAttributes.frame = layoutAttributes.frame
        appliedAttributes.zIndex = layoutAttributes.zIndex
        appliedAttributes.alpha = layoutAttributes.alpha
        appliedAttributes.transform = layoutAttributes.transform
        appliedAttributes.isHidden = layoutAttributes.isHidden
        appliedAttributes.selfSizingAxes = layoutAttributes.selfSizingAxes
        appliedAttributes.cornerRadius = layoutAttributes.cornerRadius
        appliedAttributes.maskedCorners = layoutAttributes.maskedCorners
        appliedAttributes.listAppearance = layoutAttributes.listAppearance
        hasAppliedAttributes = true
    }

    /// The attributes the view prefers (self-sizing). Mirrors
    /// `preferredLayoutAttributesFitting(_:)`: the default returns them with the size Tessera's host
    /// gave a static view, if any; a ``HeadlessCell`` showing a
    /// ``HeadlessCell/contentConfiguration`` at an estimated height returns the height its content
    /// needs at the width it is given; otherwise the attributes as they are.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        fittingAttributes(layoutAttributes)
    }

    /// The attributes the view prefers before a subclass of the app's own has its say: what
    /// ``preferredLayoutAttributesFitting(_:)`` returns unless overridden.
    func fittingAttributes(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let preferredSize else { return layoutAttributes }
        var preferred = layoutAttributes
        preferred.frame.size = preferredSize
        return preferred
    }

    /// What the view shows, for ``HeadlessCollectionView/dump(includingDecorations:)``.
    open var contentDescription: String { shownContent }

    /// What the view shows before a subclass of the app's own has its say: what
    /// ``contentDescription`` returns unless overridden.
    var shownContent: String { "" }

    /// Resets what Tessera's own views keep for one item, before ``prepareForReuse()``.
    func resetForReuse() {}

    /// Prepares for reuse and counts it.
    final func recycle() {
        prepareForReuseCount += 1
        resetForReuse()
        prepareForReuse()
    }
}

/// A cell of ``HeadlessCollectionView``. Subclass it as you would subclass `UICollectionViewCell`;
/// set ``contentConfiguration`` to show list content.
@MainActor
open class HeadlessCell: HeadlessReusableView {
    /// Mirrors `isSelected`.
    @exclusivity(unchecked) public internal(set) var isSelected = false
    /// Mirrors `isHighlighted`.
    @exclusivity(unchecked) public internal(set) var isHighlighted = false
    /// The content shown, as a platform-independent list content configuration.
    public var contentConfiguration: ListContentConfiguration?
    /// Accessories shown at the trailing edge (list cells).
    public var accessories: [ListCellAccessory] = []
    /// The background drawn behind the content; `nil` for none. Mirrors `backgroundConfiguration`:
    /// until it is set (and again after each reuse), a cell of a list section shows its section's
    /// default, ``defaultBackgroundConfiguration()``, as a `UICollectionViewListCell` does; setting
    /// `nil` removes it.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get {
            if isBackgroundConfigurationSet { return chosenBackgroundConfiguration }
            return appliedListAppearance == nil ? nil : defaultBackgroundConfiguration()
        }
        set {
            chosenBackgroundConfiguration = newValue
            isBackgroundConfigurationSet = true
        }
    }
    /// The background the cell was given, when ``isBackgroundConfigurationSet``.
    private var chosenBackgroundConfiguration: BackgroundConfiguration?
    /// Whether ``backgroundConfiguration`` was set since the cell was made or last reused.
    private var isBackgroundConfigurationSet = false
    /// How many times the cell was configured (dequeued or reconfigured).
    @exclusivity(unchecked) package internal(set) var configurationCount = 0

    /// A content configuration of the default style for a list row (``ListContentConfiguration/cell()``),
    /// to fill and set as ``contentConfiguration``. Mirrors
    /// `UICollectionViewListCell.defaultContentConfiguration()`.
    ///
    /// ```swift
    /// var content = cell.defaultContentConfiguration()
    /// content.text = product.name
    /// cell.contentConfiguration = content
    /// ```
    public func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    /// The background of a list row in the cell's section: the grouped-row background
    /// (``BackgroundConfiguration/listGroupedCell()``) in grouped and inset-grouped lists, none
    /// (``BackgroundConfiguration/clear()``) in sidebars, the plain-row background
    /// (``BackgroundConfiguration/listPlainCell()``) in plain lists and outside lists. Mirrors
    /// `UICollectionViewListCell.defaultBackgroundConfiguration()`, which follows the section's
    /// appearance (`LayoutAttributes.listAppearance`).
    ///
    /// ```swift
    /// var background = cell.defaultBackgroundConfiguration()
    /// background.backgroundColor = .systemFill
    /// cell.backgroundConfiguration = background
    /// ```
    ///
    /// - Complexity: O(1).
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        switch appliedListAppearance {
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar: return .clear()
        case .plain, .sidebarPlain, nil: return .listPlainCell()
        }
    }

    override func resetForReuse() {
        super.resetForReuse()
        contentConfiguration = nil
        accessories = []
        chosenBackgroundConfiguration = nil
        isBackgroundConfigurationSet = false
    }

    /// The attributes the cell prefers: the size Tessera's host gave a static view, if any; otherwise,
    /// when the cell shows a ``HeadlessCell/contentConfiguration`` and its height is estimated
    /// (`layoutAttributes.selfSizingAxes` contains `.vertical`), the height its content needs at the
    /// width it is given (``ListContentLayout``: the text and secondary text wrapped with the system
    /// font's approximate metrics, the style's margins, the image and the accessories), so that rows
    /// of estimated height take realistic heights and long titles wrap; otherwise the attributes as
    /// they are (an estimated width stays as estimated).
    ///
    /// - Complexity: O(*n*) for *n* characters of content, at most 100,000 a text.
    override func fittingAttributes(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard preferredSize == nil, layoutAttributes.selfSizingAxes.contains(.vertical),
            let contentLayout = contentLayout(width: layoutAttributes.frame.width)
        else {
            return super.fittingAttributes(layoutAttributes)
        }
        if contentLayout.isPastTextLimit { measuredTextPastLimit = true }
        var preferred = layoutAttributes
        preferred.frame.size.height = contentLayout.size.height
        return preferred
    }

    /// Whether the cell's last measurement laid out only the first characters of a text longer
    /// than `TextLayout`'s limit; the host reports it and clears it.
    @exclusivity(unchecked) var measuredTextPastLimit = false

    /// Where the cell's list content goes at a width, or `nil` when it has no content configuration;
    /// with a `height`, the content is centred in it (a cell of fixed height).
    ///
    /// - Complexity: O(*n*) for *n* characters of content, at most 100,000 a text.
    public func contentLayout(width: CGFloat, height: CGFloat? = nil) -> ListContentLayout? {
        contentConfiguration.map {
            ListContentLayout(
                configuration: $0, accessories: accessories, width: width,
                contentSizeCategory: preferredContentSizeCategory, displayScale: displayScale, cellHeight: height)
        }
    }

    override var shownContent: String {
        var parts: [String] = []
        if let contentConfiguration { parts.append(contentConfiguration.summary) }
        if !accessories.isEmpty { parts.append(accessories.map(\.name).joined(separator: " ")) }
        return parts.joined(separator: " ")
    }
}

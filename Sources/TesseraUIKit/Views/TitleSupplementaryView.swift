#if canImport(UIKit)
    import UIKit

    /// A header or footer with one line of text: bold for headers, light and secondary for footers.
    @MainActor
    open class TitleSupplementaryView: UICollectionReusableView {
        /// How the title looks.
        public enum Style: Sendable {
            /// A bold title on the system background (pinned headers stay readable).
            case header
            /// A light, secondary note.
            case footer
        }

        /// The label, pinned to the layout margins.
        public let label = UILabel()

        /// How the title looks; headers by default.
        public var style: Style = .header {
            didSet { applyStyle() }
        }

        public override init(frame: CGRect) {
            super.init(frame: frame)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                label.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            ])
            applyStyle()
        }

        public required init?(coder: NSCoder) {
            nil
        }

        /// The title shown.
        public var text: String? {
            get { label.text }
            set { label.text = newValue }
        }

        private func applyStyle() {
            switch style {
            case .header:
                label.font = .preferredFont(forTextStyle: .headline)
                label.textColor = .label
                backgroundColor = .systemBackground
            case .footer:
                label.font = .preferredFont(forTextStyle: .footnote)
                label.textColor = .secondaryLabel
                backgroundColor = .clear
            }
        }

        open override func prepareForReuse() {
            super.prepareForReuse()
            label.text = nil
        }

        open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            fittingAttributes(layoutAttributes, content: self) {
                super.preferredLayoutAttributesFitting(layoutAttributes)
            }
        }
    }
#endif

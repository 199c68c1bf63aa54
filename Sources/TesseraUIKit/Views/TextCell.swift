#if canImport(UIKit)
    import UIKit

    /// A cell that shows wrapping text and sizes itself to it (the text list of the typed-sections example).
    @MainActor
    open class TextCell: UICollectionViewCell {
        /// The label, pinned to the content view's layout margins.
        public let label = UILabel()

        public override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        public required init?(coder: NSCoder) {
            nil
        }

        /// The text shown.
        public var text: String? {
            get { label.text }
            set { label.text = newValue }
        }

        open override func prepareForReuse() {
            super.prepareForReuse()
            label.text = nil
        }

        open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            fittingAttributes(layoutAttributes, content: contentView) {
                super.preferredLayoutAttributesFitting(layoutAttributes)
            }
        }
    }
#endif

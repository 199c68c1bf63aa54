#if canImport(UIKit)
    import UIKit

    /// The content view of a `ListContentConfiguration`: UIKit's list content view, given the
    /// `UIListContentConfiguration` of the same style each time the configuration is set.
    @MainActor
    final class ListContentHostView: UIView, UIContentView {
        private let listView: UIListContentView
        private var content: ListContentConfiguration

        init(configuration: ListContentConfiguration) {
            content = configuration
            listView = UIListContentView(configuration: UIListContentConfiguration(configuration))
            super.init(frame: .zero)
            listView.translatesAutoresizingMaskIntoConstraints = false
            addSubview(listView)
            NSLayoutConstraint.activate([
                listView.leadingAnchor.constraint(equalTo: leadingAnchor),
                listView.trailingAnchor.constraint(equalTo: trailingAnchor),
                listView.topAnchor.constraint(equalTo: topAnchor),
                listView.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ListContentHostView is made by ListContentConfiguration.makeContentView(), not from a coder")
        }

        /// The configuration shown; a configuration of another type is ignored (UIKit makes a new
        /// content view for it, as ``supports(_:)`` says).
        var configuration: any UIContentConfiguration {
            get { content }
            set {
                guard let newContent = newValue as? ListContentConfiguration, newContent != content else { return }
                content = newContent
                listView.configuration = UIListContentConfiguration(newContent)
            }
        }

        /// Whether the view shows a configuration: only a `ListContentConfiguration`.
        func supports(_ configuration: any UIContentConfiguration) -> Bool {
            configuration is ListContentConfiguration
        }
    }
#endif

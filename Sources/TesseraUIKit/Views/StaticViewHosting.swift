#if canImport(UIKit)
    import UIKit

    /// A cell or supplementary view that shows an arbitrary view (`AnyListAdapter`'s `.static`
    /// rows and list adapter headers).
    @MainActor
    protocol StaticViewHosting: AnyObject {
        /// Shows `view`, taking it out of wherever it was.
        func host(_ view: UIView)
    }

    extension StaticViewHosting {
        /// Pins `view` to the edges of `container`, after taking it out of its previous container.
        func embed(_ view: UIView, in container: UIView) {
            view.removeFromSuperview()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ])
        }
    }
#endif

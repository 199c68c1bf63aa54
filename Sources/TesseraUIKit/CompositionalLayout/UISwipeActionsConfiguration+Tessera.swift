#if canImport(UIKit)
    import UIKit

    extension UISwipeActionsConfiguration {
        /// UIKit's configuration of a Tessera one: each action becomes a `UIContextualAction`. List
        /// sections on Apple's engine make it from the data source's providers; use it where you
        /// build a `UICollectionLayoutListConfiguration` yourself.
        @MainActor
        public convenience init(_ configuration: SwipeActionsConfiguration) {
            self.init(actions: configuration.actions.map(UIContextualAction.init))
            performsFirstActionWithFullSwipe = configuration.performsFirstActionWithFullSwipe
        }
    }

    extension UIContextualAction {
        /// UIKit's action of a Tessera one: its style, title, SF Symbol and handler.
        @MainActor
        public convenience init(_ action: SwipeAction) {
            let handler = action.handler
            self.init(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
                _, _, completion in
                MainActor.assumeIsolated { handler { completion($0) } }
            }
            image = action.systemImageName.flatMap { UIImage(systemName: $0) }
        }
    }
#endif

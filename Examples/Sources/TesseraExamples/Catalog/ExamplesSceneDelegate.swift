#if canImport(UIKit)
import UIKit

/// A scene delegate that shows the example list in a navigation controller. Name it as the
/// `UISceneDelegateClassName` of the app's scene configuration.
@MainActor
open class ExamplesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    open func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: ExamplesListViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif

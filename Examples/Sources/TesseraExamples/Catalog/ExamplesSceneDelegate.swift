#if canImport(UIKit)
    import UIKit

    /// A scene delegate that shows the examples catalog in a navigation controller. Name it as the
    /// `UISceneDelegateClassName` of the app's scene configuration (a UIKit app), or use
    /// ``TesseraExamplesApp`` instead (a SwiftUI app).
    @MainActor
    open class ExamplesSceneDelegate: UIResponder, UIWindowSceneDelegate {
        public var window: UIWindow?

        open func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = ExamplesRoot.makeViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
    }
#endif

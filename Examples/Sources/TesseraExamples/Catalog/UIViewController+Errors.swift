#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// Shows an error the way the examples report bad input: an alert naming what was wrong.
    func showError(_ error: any Error) {
        let alert = UIAlertController(title: "Something went wrong", message: String(describing: error), preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
#endif

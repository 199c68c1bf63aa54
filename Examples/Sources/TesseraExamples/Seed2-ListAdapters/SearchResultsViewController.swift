#if canImport(UIKit)
import Tessera
import ExampleScreens
import TesseraUIKit
import UIKit

/// Seed 2: search results on an ``AnyListAdapter`` — static title views and a placeholder mixed
/// with dynamic tag and operation cells; every keystroke reloads the items, and the adapter
/// turns the difference into one batch update.
final class SearchResultsViewController: ExampleCollectionViewController, UISearchResultsUpdating {
    /// Rows size themselves: the cells to their list content, the labels to their text.
    private let adapter = AnyListAdapter(dynamicCellTypes: [TagCell.self, OperationCell.self], sizeMode: .automatic(estimated: 44))
    private var titleViews: [String: StaticLabel] = [:]
    private let placeholder = StaticLabel(text: "", style: .body, color: .secondaryLabel)

    override func viewDidLoad() {
        super.viewDidLoad()
        adapter.setup(collectionView: collectionView)
        collectionView.failureHandler = { [weak self] error in self?.showError(error) }

        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        show(query: "")
    }

    func updateSearchResults(for searchController: UISearchController) {
        show(query: searchController.searchBar.text ?? "")
    }

    private func show(query: String) {
        adapter.reload(items: SearchResultsScreen.rows(for: query).map { row in
            switch row {
            case .sectionTitle(let text): return .static(titleView(text))
            case .tag(let tag): return .dynamic(tag, cell: TagCell.self)
            case .operation(let operation): return .dynamic(operation, cell: OperationCell.self)
            case .noResults(let text):
                placeholder.text = text
                return .static(placeholder)
            }
        })
    }

    /// Static views are views, not models: the same title view is reused across reloads, so
    /// the adapter sees the same item.
    private func titleView(_ text: String) -> StaticLabel {
        if let view = titleViews[text] { return view }
        let view = StaticLabel(text: text, style: .headline)
        titleViews[text] = view
        return view
    }
}
#endif

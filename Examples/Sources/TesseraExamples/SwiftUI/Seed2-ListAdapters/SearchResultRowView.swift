#if canImport(UIKit)
    import ExampleScreens
    import SwiftUI

    /// The SwiftUI view of a search result, at least as tall as the UIKit screen's row
    /// (``SearchResultsScreen/height(of:)``): a bold title, a tag with its count, or an operation
    /// with its amount.
    @available(iOS 16, *)
    struct SearchResultRowView: View {
        var row: SearchResultsScreen.Row

        var body: some View {
            content.frame(maxWidth: .infinity, minHeight: SearchResultsScreen.height(of: row), alignment: .leading)
        }

        // MARK: Content

        @ViewBuilder private var content: some View {
            switch row {
            case .sectionTitle(let text):
                Text(text).font(.headline)
            case .tag(let tag):
                HStack {
                    Text("#\(tag.name)")
                    Spacer()
                    Text("\(tag.count)").foregroundStyle(.secondary)
                }
            case .operation(let operation):
                VStack(alignment: .leading, spacing: 2) {
                    Text(operation.title)
                    Text(operation.amount).font(.subheadline).foregroundStyle(.secondary)
                }
            case .noResults(let text):
                Text(text).foregroundStyle(.secondary).frame(maxWidth: .infinity)
            }
        }
    }
#endif

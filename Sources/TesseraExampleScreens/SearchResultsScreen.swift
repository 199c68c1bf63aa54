import Foundation
import Tessera

/// List style 2 — search results in one `AnyListAdapter`: section titles as static views, tags
/// and operations as dynamic cells, and a "no results" placeholder view.
public enum SearchResultsScreen {
    /// A tag result.
    public struct Tag: Hashable, Identifiable, Sendable {
        public var id: String { name }
        public var name: String
        public var count: Int

        public init(name: String, count: Int) {
            self.name = name
            self.count = count
        }
    }

    /// An operation result (a payment, a transfer…).
    public struct Operation: Hashable, Identifiable, Sendable {
        public var id: Int
        public var title: String
        public var amount: String

        public init(id: Int, title: String, amount: String) {
            self.id = id
            self.title = title
            self.amount = amount
        }
    }

    /// A row of the results.
    public enum Row: Hashable, Sendable {
        case sectionTitle(String)
        case tag(Tag)
        case operation(Operation)
        case noResults(String)
    }

    public static let tags: [Tag] = [
        Tag(name: "coffee", count: 12), Tag(name: "groceries", count: 40), Tag(name: "travel", count: 7),
        Tag(name: "transport", count: 23), Tag(name: "restaurants", count: 18),
    ]

    public static let operations: [Operation] = [
        Operation(id: 1, title: "Coffee House", amount: "−4.50"),
        Operation(id: 2, title: "City Transport", amount: "−2.90"),
        Operation(id: 3, title: "Salary", amount: "+3,200.00"),
        Operation(id: 4, title: "Travel Agency", amount: "−640.00"),
        Operation(id: 5, title: "Corner Grocery", amount: "−23.10"),
        Operation(id: 6, title: "Coffee Roasters", amount: "−12.00"),
    ]

    /// The height of a row's view at the default text size, in points: titles 30, tags 44,
    /// operations 56, the placeholder 120. Rows start there and grow with their text: the least
    /// height of the static rows, the estimate of the cells, the wireframe gallery's row heights.
    public static func height(of row: Row) -> CGFloat {
        switch row {
        case .sectionTitle: return 30
        case .tag: return 44
        case .operation: return 56
        case .noResults: return 120
        }
    }

    /// What a tag's cell shows: "#name" and its count at the trailing edge.
    ///
    /// - Complexity: O(1).
    public static func content(for tag: Tag) -> ListContentConfiguration {
        ListContentConfiguration(style: .valueCell, text: "#\(tag.name)", secondaryText: "\(tag.count)")
    }

    /// What an operation's cell shows: its title and, below, its amount.
    ///
    /// - Complexity: O(1).
    public static func content(for operation: Operation) -> ListContentConfiguration {
        ListContentConfiguration(style: .subtitleCell, text: operation.title, secondaryText: operation.amount)
    }

    /// The separator line under a result row: from the row's text (`textLeadingInset`) to its
    /// trailing edge, one pixel high at its bottom (mirror it in right to left).
    ///
    /// - Complexity: O(1).
    public static func separatorFrame(in bounds: CGRect, textLeadingInset: CGFloat, displayScale: CGFloat) -> CGRect {
        let thickness = displayScale > 0 ? 1 / displayScale : 1
        return CGRect(
            x: textLeadingInset, y: bounds.height - thickness, width: max(0, bounds.width - textLeadingInset),
            height: thickness)
    }

    /// The rows for a query: matching tags and operations under their titles, or the placeholder.
    public static func rows(for query: String) -> [Row] {
        let needle = query.lowercased()
        let matchingTags = tags.filter { needle.isEmpty || $0.name.contains(needle) }
        let matchingOperations = operations.filter { needle.isEmpty || $0.title.lowercased().contains(needle) }
        var rows: [Row] = []
        if !matchingTags.isEmpty {
            rows.append(.sectionTitle("Tags"))
            rows += matchingTags.map(Row.tag)
        }
        if !matchingOperations.isEmpty {
            rows.append(.sectionTitle("Operations"))
            rows += matchingOperations.map(Row.operation)
        }
        if rows.isEmpty { rows = [.noResults("Nothing found for “\(query)”")] }
        return rows
    }
}

/// List style 2 — one list split into four slices, each owned by its own controller.
public enum FourSliceScreen {
    /// The slices, in order.
    public static let sliceTitles = ["Profile", "Accounts", "Offers", "Help"]

    /// The initial rows of each slice.
    public static let initialRows: [[String]] = [
        ["Avatar", "Name"],
        ["Checking", "Savings", "Credit card"],
        ["Cashback 5%"],
        ["Chat with us", "FAQ"],
    ]
}

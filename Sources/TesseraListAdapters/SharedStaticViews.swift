import Foundation

/// Finds the static views an ``AnyListAdapter`` shows in two rows: a view has one superview, so
/// one of the rows shows nothing. Each such view is described once, until it is no longer shared.
@MainActor
final class SharedStaticViews {
    /// Static views already reported as shown by two rows.
    private var reported = Set<ObjectIdentifier>()

    /// A sentence per static view newly found in two rows of `items`, naming the rows.
    ///
    /// - Complexity: O(*n*) for *n* items, plus O(*k* log *k*) to order *k* shared views.
    func problems(in items: [ListCellModel]) -> [String] {
        var rows: [ObjectIdentifier: (view: AnyObject, rows: [Int])] = [:]
        for (index, item) in items.enumerated() {
            guard case .view(let view) = item.content else { continue }
            rows[ObjectIdentifier(view), default: (view, [])].rows.append(index)
        }
        let shared = rows.filter { $0.value.rows.count > 1 }
        reported.formIntersection(shared.keys)
        return shared.sorted { $0.value.rows[0] < $1.value.rows[0] }.compactMap { key, value in
            guard reported.insert(key).inserted else { return nil }
            let list = value.rows.map(String.init)
            let rowsText = list.dropLast().joined(separator: ", ") + " and " + (list.last ?? "")
            return
                "the same view (\(type(of: value.view))) is the static row at \(rowsText) of the list: a view can be shown in one place only, so one of the rows shows nothing; give each row its own view"
        }
    }
}

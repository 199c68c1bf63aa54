import Foundation

/// Finds the static views an ``AnyListAdapter`` shows in two rows: a view has one superview, so
/// one of the rows shows nothing. Each such view is described once, until it is no longer shared.
@MainActor
final class SharedStaticViews {
    /// Static views already reported as shown by two rows.
    private var reported = Set<ObjectIdentifier>()

    /// The rows of the list last checked that show a static view, in row order: a check keeps
    /// those of the untouched first rows and looks at the others only.
    private var staticRows: [(row: Int, view: AnyObject)] = []

    /// A sentence per static view newly found in two rows of `items`, naming the rows; the first
    /// `untouchedPrefix` items are those of the list checked last.
    ///
    /// - Complexity: O(*c* + *v*) for the *c* items from `untouchedPrefix` on and *v* rows showing
    ///   a static view, plus O(*k* log *k*) to order *k* shared views.
    func problems(in items: [ListCellModel], untouchedPrefix: Int) -> [String] {
        while let last = staticRows.last, last.row >= untouchedPrefix { staticRows.removeLast() }
        for index in untouchedPrefix..<items.count {
            guard case .view(let view) = items[index].content else { continue }
            staticRows.append((index, view))
        }
        var rows: [ObjectIdentifier: (view: AnyObject, rows: [Int])] = [:]
        for (index, view) in staticRows {
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

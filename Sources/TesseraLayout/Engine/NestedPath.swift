/// How messages name an element nested in groups: `section 0.group.subitems[1].subitems[0]`.
enum NestedPath {
    /// The name of the element reached from `root` by taking, at each level, the subitem at each
    /// of `steps`. A path more than twelve levels long keeps its first and last four levels and
    /// says how many it leaves out, so that a name stays short however deep the element is.
    ///
    /// - Complexity: O(1) beyond the twelve levels it may name.
    static func name(_ root: String, _ steps: some RandomAccessCollection<Int32>) -> String {
        func component(_ step: Int32) -> String { ".subitems[\(step)]" }
        guard steps.count > 12 else { return root + steps.map(component).joined() }
        return root + steps.prefix(4).map(component).joined() + "…(\(steps.count - 8) levels)…"
            + steps.suffix(4).map(component).joined()
    }
}

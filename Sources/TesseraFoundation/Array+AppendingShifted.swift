// MARK: - Copying runs of integers

extension Array where Element == Int {
    /// Appends `values`, each plus `shift`: a copy of the block, then one pass that adds the shift,
    /// which the compiler vectorizes (a lazy map appended element by element is several times
    /// slower).
    ///
    /// - Complexity: O(`values.count`).
    @inlinable
    package mutating func append(_ values: ArraySlice<Int>, shiftedBy shift: Int) {
        let start = count
        append(contentsOf: values)
        guard shift != 0 else { return }
        withUnsafeMutableBufferPointer { elements in
            for position in start..<elements.count { elements[position] &+= shift }
        }
    }
}

// MARK: - Searching a sorted collection

extension RandomAccessCollection where Element: Comparable, Index == Int {
    /// The position of the first element that is not less than `value`, in a collection sorted in
    /// increasing order: how many elements are less than `value`.
    ///
    /// - Complexity: O(log *n*).
    @inlinable
    package func lowerBound(of value: Element) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = (low + high) >> 1
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Marks the elements of one longest strictly increasing subsequence of `values`.
///
/// The diff keeps these items in place and reports the others as moved, which makes the number of
/// moves minimal: `moves = kept items − LIS`.
///
/// Patience sorting with binary search over the pile tops, with a fast path for elements larger
/// than every pile top (the common case when most items keep their order), and for values in
/// increasing or in decreasing order (a reversal), which give the same result in one pass.
///
/// - Returns: `result[i] == true` when `values[i]` belongs to the subsequence.
/// - Complexity: O(*n* log *n*) in the worst case, O(*n*) when `values` is already increasing.
@usableFromInline
func longestIncreasingSubsequenceMembership(_ values: [Int32]) -> [Bool] {
    let count = values.count
    guard count > 0 else { return [] }
    if isStrictlyIncreasing(values) {
        return [Bool](filling: true, count: count)
    }
    if isStrictlyDecreasing(values) {
        // Each value replaces the only pile's top: the last one is the subsequence.
        var membership = [Bool](filling: false, count: count)
        membership[count - 1] = true
        return membership
    }
    // For each k below `length`: tails[k] is the index in `values` of the smallest last element of
    // an increasing subsequence of length k + 1, and tailValues[k] that element.
    var tails = [Int32](filling: 0, count: count)
    var tailValues = [Int32](filling: 0, count: count)
    var predecessors = [Int32](filling: -1, count: count)
    var length = 0
    values.withUnsafeBufferPointer { values in
        tails.withUnsafeMutableBufferPointer { tails in
            tailValues.withUnsafeMutableBufferPointer { tailValues in
                predecessors.withUnsafeMutableBufferPointer { predecessors in
                    for index in 0..<count {
                        let value = values[index]
                        // The first tail >= value, or `length` when the value extends the longest.
                        var low = length
                        if length > 0 && tailValues[length - 1] >= value {
                            low = 0
                            var high = length - 1
                            while low < high {
                                let middle = (low + high) >> 1
                                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                            }
                        }
                        predecessors[index] = low > 0 ? tails[low - 1] : -1
                        tails[low] = Int32(truncatingIfNeeded: index)
                        tailValues[low] = value
                        if low == length { length += 1 }
                    }
                }
            }
        }
    }
    var membership = [Bool](filling: false, count: count)
    var cursor = tails[length - 1]
    while cursor >= 0 {
        membership[Int(cursor)] = true
        cursor = predecessors[Int(cursor)]
    }
    return membership
}

@usableFromInline
func isStrictlyIncreasing(_ values: [Int32]) -> Bool {
    values.withUnsafeBufferPointer { values in
        var index = 1
        while index < values.count {
            if values[index - 1] >= values[index] { return false }
            index += 1
        }
        return true
    }
}

@usableFromInline
func isStrictlyDecreasing(_ values: [Int32]) -> Bool {
    values.withUnsafeBufferPointer { values in
        var index = 1
        while index < values.count {
            if values[index - 1] <= values[index] { return false }
            index += 1
        }
        return true
    }
}

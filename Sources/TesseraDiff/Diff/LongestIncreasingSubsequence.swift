/// Marks the elements of one longest strictly increasing subsequence of `values`.
///
/// The diff keeps these items in place and reports the others as moved, which makes the number of
/// moves minimal: `moves = kept items − LIS`.
///
/// Patience sorting with binary search over the pile tops, with a fast path for elements larger
/// than every pile top (the common case when most items keep their order).
///
/// - Returns: `result[i] == true` when `values[i]` belongs to the subsequence.
/// - Complexity: O(*n* log *n*) in the worst case, O(*n*) when `values` is already increasing.
@usableFromInline
func longestIncreasingSubsequenceMembership(_ values: [Int32]) -> [Bool] {
    let count = values.count
    guard count > 0 else { return [] }
    if isStrictlyIncreasing(values) {
        return [Bool](repeating: true, count: count)
    }
    // tails[k] = index in `values` of the smallest tail of an increasing subsequence of length k + 1.
    var tails: [Int32] = []
    tails.reserveCapacity(min(count, 1024))
    var predecessors = [Int32](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        for index in 0..<count {
            let value = values[index]
            if let last = tails.last, values[Int(last)] >= value {
                // Binary search for the first tail >= value.
                var low = 0, high = tails.count - 1
                while low < high {
                    let middle = (low + high) >> 1
                    if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                }
                predecessors[index] = low > 0 ? tails[low - 1] : -1
                tails[low] = Int32(index)
            } else {
                predecessors[index] = tails.last ?? -1
                tails.append(Int32(index))
            }
        }
    }
    var membership = [Bool](repeating: false, count: count)
    var cursor = tails.last ?? -1
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

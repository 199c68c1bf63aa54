import Foundation

extension Array {
    /// Removes elements at sorted, distinct positions.
    mutating func removeSorted(_ positions: [Int]) {
        var write = 0, next = 0
        for read in indices {
            if next < positions.count && positions[next] == read {
                next += 1
            } else {
                if write != read { swapAt(write, read) }
                write += 1
            }
        }
        removeLast(count - write)
    }
}

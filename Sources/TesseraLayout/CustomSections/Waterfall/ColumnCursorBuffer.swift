import Foundation

/// The cursors of a waterfall of any number of columns, in memory, with the columns kept in a
/// binary heap ordered by where their next item starts (ties to the leading column): the shortest
/// column is read in O(1) and put back in order in O(log *c*) once its cursor moved, so that
/// placing *n* items in *c* columns costs O(*n* log *c*), not O(*n* × *c*).
struct ColumnCursorBuffer {
    let cursors: UnsafeMutableBufferPointer<WaterfallPlacement.Cursor>
    /// The columns, a binary heap: a column comes before its two children (``comesBefore(_:_:)``).
    private var heap: [Int32]

    /// Orders the columns by their cursors as they are.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    init(cursors: UnsafeMutableBufferPointer<WaterfallPlacement.Cursor>) {
        self.cursors = cursors
        heap = (0..<Int32(truncatingIfNeeded: cursors.count)).map { $0 }
        var parent = heap.count / 2 - 1
        while parent >= 0 {
            siftDown(from: parent)
            parent -= 1
        }
    }

    /// The column whose next item starts highest, ties to the leading one: the column a scan from
    /// the leading column to the trailing one, keeping the first of equal tops, would choose.
    ///
    /// - Complexity: O(1).
    func shortest() -> Int { Int(heap[0]) }

    /// Puts the shortest column back in order after its cursor moved down (an item was placed in it).
    ///
    /// - Complexity: O(log *c*) for *c* columns.
    mutating func shortestMoved() {
        siftDown(from: 0)
    }

    /// A column's cursor.
    subscript(column: Int) -> WaterfallPlacement.Cursor {
        get { cursors[column] }
        nonmutating set { cursors[column] = newValue }
    }

    /// Whether column `a` comes before column `b`: its next item starts higher, or as high and it
    /// is the leading one of the two.
    @inline(__always)
    private func comesBefore(_ a: Int32, _ b: Int32) -> Bool {
        let first = cursors[Int(a)].next, second = cursors[Int(b)].next
        return first < second || (!(second < first) && a < b)
    }

    /// Moves the column at `start` down the heap until it comes before its children.
    private mutating func siftDown(from start: Int) {
        var parent = start
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            var first = left
            if left + 1 < count, comesBefore(heap[left + 1], heap[left]) { first = left + 1 }
            guard comesBefore(heap[first], heap[parent]) else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}

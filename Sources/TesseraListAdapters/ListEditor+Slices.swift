import Foundation

// MARK: - Slices

extension ListEditor {
    /// Adds a slice over `range`; its markers go after the markers already in its gaps, or, for a
    /// slice cut from a parent, just inside the parent's.
    func register(_ slice: ListSliceAdapter<Model>, range: Range<Int>, parent: ListSliceAdapter<Model>?) {
        markers.removeAll { $0.slice == nil }
        let id = ObjectIdentifier(slice)
        let start = Marker(slice: slice, id: id, isStart: true, position: range.lowerBound)
        let end = Marker(slice: slice, id: id, isStart: false, position: range.upperBound)
        var startIndex = markers.firstIndex { $0.position > range.lowerBound } ?? markers.count
        if let parent, let parentStart = markers.firstIndex(where: { $0.id == ObjectIdentifier(parent) && $0.isStart }),
            markers[parentStart].position == range.lowerBound
        {
            startIndex = parentStart + 1
        }
        markers.insert(start, at: startIndex)
        var endIndex = markers.firstIndex { $0.position > range.upperBound } ?? markers.count
        if let parent, let parentEnd = markers.firstIndex(where: { $0.id == ObjectIdentifier(parent) && !$0.isStart }),
            markers[parentEnd].position == range.upperBound
        {
            endIndex = parentEnd
        }
        markers.insert(end, at: max(endIndex, startIndex + 1))
    }

    /// A slice's current range.
    func range(of slice: ListSliceAdapter<Model>) -> Range<Int> {
        let id = ObjectIdentifier(slice)
        var lower = 0, upper = 0
        for marker in markers where marker.id == id {
            if marker.isStart { lower = marker.position } else { upper = marker.position }
        }
        return lower..<max(lower, upper)
    }

    func markerIndex(of slice: ListSliceAdapter<Model>, start: Bool) -> Int? {
        let id = ObjectIdentifier(slice)
        return markers.firstIndex { $0.id == id && $0.isStart == start }
    }

    /// Where, among the markers, an insertion at gap `position` goes: markers before the cut stay
    /// before the new items; the others (and every marker further on) move after them.
    ///
    /// Through a slice, the items go inside it: just after its start marker when inserted at its
    /// start, just before its end marker when inserted at its end. Otherwise they go after the
    /// slices that end in the gap and before those that start there (or are empty there).
    func cut(at position: Int, origin: ListSliceAdapter<Model>?) -> Int {
        let gapStart = markers.firstIndex { $0.position >= position } ?? markers.count
        let gapEnd = markers.firstIndex { $0.position > position } ?? markers.count
        if let origin, !origin.isWholeList, let start = markerIndex(of: origin, start: true),
            let end = markerIndex(of: origin, start: false)
        {
            if markers[end].position == position { return end }
            if markers[start].position == position { return start + 1 }
        }
        // After the last end marker of a non-empty slice in the gap.
        var cut = gapStart
        for index in gapStart..<gapEnd where !markers[index].isStart {
            let range = self.range(ofMarker: markers[index])
            if !range.isEmpty { cut = index + 1 }
        }
        return cut
    }

    func range(ofMarker marker: Marker) -> Range<Int> {
        guard let slice = marker.slice else { return 0..<0 }
        return range(of: slice)
    }

    /// Moves markers after an insertion of `count` items at a cut.
    func shiftMarkers(from cut: Int, by count: Int, after position: Int) {
        for index in markers.indices where index >= cut || markers[index].position > position {
            markers[index].position += count
        }
    }

    /// Moves markers after the removal of item `index`.
    func closeGap(at index: Int) {
        for marker in markers.indices where markers[marker].position > index {
            markers[marker].position -= 1
        }
    }
}

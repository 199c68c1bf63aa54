import Foundation

/// The sizes self-sizing cells and supplementary views had measured themselves at when a recorded
/// state of the list was reached (the layout's measured sizes then, ``MeasuredLayoutSizes``: only
/// sizes the layout took, which differed from what it had laid out), written with the state so that
/// a recording starting there lays those views out as the recorded host did, not at their
/// estimated sizes.
package struct RecordedSizes: Hashable, Sendable, Codable {
    /// The cells' sizes, by index path, each written `[section, item, width, height]`.
    package var items: [RecordedMeasurements.Item]
    /// The supplementary views' sizes; absent when there are none.
    package var supplementaries: [RecordedMeasurements.Supplementary]?

    /// The sizes of a layout, cells in index path order and supplementary views by kind, then
    /// index path; decoration views measure nothing.
    ///
    /// - Complexity: O(*m* + *k* log *k*) for *m* measured cells and *k* supplementary views.
    package init(_ sizes: MeasuredLayoutSizes) {
        items = []
        for (section, measured) in sizes.items.sorted(by: { $0.key < $1.key }) {
            for (item, size) in zip(measured.items, measured.sizes) {
                items.append(RecordedMeasurements.Item(at: IndexPath(indexes: [section, item]), size: size))
            }
        }
        let supplementaries = sizes.supplementaries.compactMap { key, size in
            key.elementKind.map { RecordedMeasurements.Supplementary(kind: $0, at: key.indexPath, size: size) }
        }
        self.supplementaries =
            supplementaries.isEmpty
            ? nil
            : supplementaries.sorted { $0.kind != $1.kind ? $0.kind < $1.kind : $0.at.lexicographicallyPrecedes($1.at) }
    }

    /// What a layout takes from them.
    ///
    /// - Complexity: O(*m* + *k*).
    var measuredLayoutSizes: MeasuredLayoutSizes {
        var sizes = MeasuredLayoutSizes()
        var bySection: [Int: [Int: CGSize]] = [:]
        for item in items {
            let indexPath = item.at.indexPath
            bySection[indexPath[0], default: [:]][indexPath[1]] = CGSize(width: item.width, height: item.height)
        }
        sizes.items = bySection.mapValues { MeasuredSizes($0) }
        for supplementary in supplementaries ?? [] {
            let key = LayoutElementKey.supplementary(
                supplementary.kind, IndexPath(indexes: supplementary.at.map { Int($0) }))
            sizes.supplementaries[key] = CGSize(width: supplementary.size[0], height: supplementary.size[1])
        }
        return sizes
    }

    /// Checks the sizes as a measurement event's are checked, against the state's `counts`, and
    /// that there are no more of them than a state holds items.
    func validate(_ path: String, counts: [Int]) throws(FlightRecordingError) {
        let most = FlightRecording.maximumItemCount
        guard items.count <= most, (supplementaries?.count ?? 0) <= most else {
            throw FlightRecordingError("\(path): at most \(most) items and \(most) supplementary views")
        }
        try RecordedMeasurements.validate(items: items, supplementaries: supplementaries, path, counts: counts)
    }
}

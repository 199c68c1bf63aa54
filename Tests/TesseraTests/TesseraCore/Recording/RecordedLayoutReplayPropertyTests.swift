import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraCore

/// A layout the app sets on the collection view itself — at its creation or later, outside any
/// data owner, as an app using a diffable data source does — is recorded, once, when it changes,
/// before the events that met it: a random session of a diffable data source on such a view,
/// replayed from its recording, shows the same cells with the same frames after every operation.
@MainActor
@Suite("Recording the layouts set on the collection view")
struct RecordedLayoutReplayPropertyTests {
    /// Layouts the replay lays out exactly, none of them the replay's own plain list.
    static let layouts: [any CollectionLayout] = {
        var grouped = ListConfiguration(appearance: .grouped)
        grouped.showsSeparators = false
        var tall = ListConfiguration(appearance: .plain)
        tall.rowHeight = 70
        var estimated = ListConfiguration(appearance: .insetGrouped)
        estimated.estimatedRowHeight = 30
        return [grouped, tall, estimated, ListConfiguration(appearance: .sidebar)].map {
            CompositionalLayout.list(using: $0)
        }
    }()

    /// Compositional layouts of one section description each, written to the recording as JSON:
    /// fixed and self-sizing groups, nested and repeated groups, headers (one pinned), badges,
    /// backgrounds, orthogonal scrolling, a waterfall, a layout-wide header and spacing.
    static let compositionalLayouts: [any CollectionLayout] = {
        var random = SeededRandomNumberGenerator(seed: 44)
        var layouts: [any CollectionLayout] = (0..<4).map { _ in
            CompositionalLayout(section: RandomLayoutRecipe.random(using: &random).section(transposed: false))
        }
        let tile = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        var rows = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
                repeatingSubitem: tile, count: 2))
        rows.interGroupSpacing = 6
        rows.contentInsets = DirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        rows.boundarySupplementaryItems = [header]
        rows.decorationItems = [.background(elementKind: "background")]
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 14
        layouts.append(CompositionalLayout(section: rows, configuration: configuration))
        var carousel = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
                subitems: [tile]))
        carousel.orthogonalScrollingBehavior = .groupPaging
        layouts.append(CompositionalLayout(section: carousel))
        layouts.append(
            CompositionalLayout(
                section: LayoutSection(
                    customLayout: WaterfallSectionLayout(columnCount: .fixed(3), itemHeight: .uniform(.estimated(90))))
            ))
        return layouts
    }()

    @Test(arguments: [false, true], [false, true])
    func aReplayShowsTheLayoutSetOnTheCollectionView(selfSizing: Bool, compositional: Bool) async throws {
        let layouts = compositional ? Self.compositionalLayouts : Self.layouts
        for seed in 0..<UInt64(PropertyRuns.count(8)) {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let first = try #require(layouts.randomElement(using: &generator))
            let list = try RecordedList(width: 320, height: 480, selfSizing: selfSizing, layout: first)
            var sections = [("S0", (0..<25).map { "i\($0)" }), ("S1", (25..<30).map { "i\($0)" })]
            var next = 30
            try list.apply(sections)
            var observed: [RecordingReplayPropertyTests.Observation] = []
            for _ in 0..<10 where list.recorder.eventCount < FlightRecorder.capacity - 16 {
                let before = list.recorder.eventCount
                switch Int.random(in: 0..<8, using: &generator) {
                case 0..<3:
                    sections = RecordingReplayPropertyTests.edited(sections, next: &next, using: &generator)
                    try list.apply(sections, animated: Bool.random(using: &generator))
                case 3..<5:
                    // The app sets another layout on the view, outside the data source.
                    let layout = try #require(layouts.randomElement(using: &generator))
                    if Bool.random(using: &generator) {
                        list.host.collectionViewLayout = layout
                    } else {
                        list.host.setLayout(layout, animated: true)
                    }
                    list.host.layoutIfNeeded()
                case 5:
                    // Then an update before any layout pass.
                    list.host.setLayout(try #require(layouts.randomElement(using: &generator)), animated: false)
                    sections = RecordingReplayPropertyTests.edited(sections, next: &next, using: &generator)
                    try list.apply(sections, animated: Bool.random(using: &generator))
                default:
                    list.host.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...600, using: &generator)))
                    list.host.layoutIfNeeded()
                    try list.apply(sections, animated: false)
                }
                observed.append(
                    .init(
                        first: before, last: list.recorder.eventCount, shown: list.shown, failures: [],
                        selected: [], contentSize: list.host.contentSize, contentOffset: list.host.contentOffset))
            }
            let recording = try FlightRecording(jsonData: list.recorder.capture().jsonData())
            #expect(
                recording.events.count == list.recorder.eventCount + 1, "seed \(seed): the recorder kept every event")
            let replay = try RecordingReplay(recording)
            for observation in observed {
                let step = replay.steps[observation.last]
                let shown = step.visibleItems.enumerated().map { "\($1[0])-\($1[1]) \(step.frames[$0])" }
                let context =
                    "seed \(seed), event \(observation.last), self-sizing: \(selfSizing), compositional: \(compositional)"
                #expect(shown == observation.shown, "\(context)")
                #expect(step.contentSize == observation.contentSize, "\(context)")
                #expect(step.contentOffset == observation.contentOffset, "\(context)")
            }
            #expect(replay.steps.allSatisfy { $0.failures.isEmpty }, "seed \(seed)")
            #expect(replay.unreproducedLayouts.isEmpty, "seed \(seed)")
            await Task.yield()
        }
    }

    /// A layout is recorded once, when it changes: setting the same one again, or reading the
    /// view's layout before each update, adds no event.
    @Test func theSameLayoutSetAgainIsNotRecordedAgain() throws {
        let layout = Self.layouts[0]
        let list = try RecordedList(layout: layout)
        try list.apply([("S0", ["a", "b"])])
        list.host.collectionViewLayout = layout
        try list.apply([("S0", ["a", "b", "c"])])
        list.host.setLayout(Self.layouts[1], animated: false)
        try list.apply([("S0", ["c", "a", "b"])])
        let layouts = list.recorder.capture().events.compactMap(\.layout)
        #expect(layouts.map(\.list?.value.appearance) == [.grouped, .plain])
    }

    /// A layout whose description is app code — a section provider, a custom group — is recorded
    /// by its digest with the reason, and the replay says it cannot reproduce it.
    @Test func aLayoutOfAppCodeIsRecordedByItsDigestAndTheReplaySaysSo() throws {
        let list = try RecordedList(layout: Self.compositionalLayouts[4])
        try list.apply([("S0", ["a", "b"])])
        let custom = LayoutGroup.custom(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        ) { _ in [LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50))] }
        list.host.setLayout(CompositionalLayout(section: LayoutSection(group: custom)), animated: false)
        try list.apply([("S0", ["a", "b", "c"])])
        list.host.setLayout(CompositionalLayout { _, _ in LayoutSection(group: custom) }, animated: false)
        try list.apply([("S0", ["c", "a", "b"])])
        let recording = try FlightRecording(jsonData: list.recorder.capture().jsonData())
        let layouts = recording.events.compactMap(\.layout)
        #expect(layouts.map { $0.section != nil } == [true, false, false])
        #expect(
            layouts.map(\.digestOnly) == [
                nil, "a custom group, whose item provider is app code", "a section provider, which is app code",
            ])
        let replay = try RecordingReplay(recording)
        #expect(
            replay.unreproducedLayouts.map(\.reason) == [
                "a custom group, whose item provider is app code", "a section provider, which is app code",
            ])
        let events = recording.events.indices.filter { recording.events[$0].layout?.digestOnly != nil }
        #expect(replay.unreproducedLayouts.map(\.event) == events)
        #expect(replay.steps[events[0]].summary.contains("which the replay cannot reproduce"))
    }
}

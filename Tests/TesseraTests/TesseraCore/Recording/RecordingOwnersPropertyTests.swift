import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraCore

/// Every data owner records on the one update path: random sessions of a list adapter, slices of
/// one, typed sections, the screen builder and the identified sections a `CollectionList` drives,
/// replayed from their recordings, show the same sections and item counts and report the same
/// failures after every operation — and, for the owners laid out as the replay lays out (a plain
/// list, or a list layout the update path installed), the same cells with the same frames.
@MainActor
@Suite("Recording replay properties of every data owner")
struct RecordingOwnersPropertyTests {
    /// A data owner on a recorded host, and its random edit.
    struct Session {
        var host: HeadlessCollectionView
        /// Whether the owner lays its items out as the replay does (a plain list).
        var laidOutAsTheReplay: Bool
        /// Keeps the owner alive.
        var owner: AnyObject
        var edit: (inout SeededRandomNumberGenerator) throws -> Void
    }

    enum Owner: String, CaseIterable {
        case listAdapter, listSlices, typedSections, screenBuilder, identifiedSections
    }

    static let plainList = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
    /// A list the identified sections install with their updates: the recording holds it.
    static let insetGroupedList: CompositionalLayout = {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.estimatedRowHeight = 52
        return .list(using: configuration)
    }()

    /// After every operation, the recording taken then replays to what the host shows: its last
    /// step has the host's item counts (and its cells and frames, when laid out alike), and it
    /// reports each failure the operation met. (A reload starts a new segment of the recorder and
    /// drops the oldest, so a recording taken at the end does not reach back to every operation.)
    @Test(arguments: Owner.allCases)
    func aReplayShowsWhatTheOwnerShowed(_ kind: Owner) throws {
        for seed in 0..<UInt64(PropertyRuns.count(4)) {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let session = try Self.session(kind)
            let host = session.host
            let recorder = try #require(host.flightRecorder, "recording is on in debug builds")
            for operation in 0..<10 {
                let reported = host.failures.count
                if Int.random(in: 0..<5, using: &generator) == 0 {
                    host.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...400, using: &generator)))
                }
                try session.edit(&generator)
                host.layoutIfNeeded()
                let failures = host.failures[reported...].map(\.message)
                let replay = try RecordingReplay(try FlightRecording(jsonData: recorder.capture().jsonData()))
                let last = try #require(replay.steps.last)
                let context = "\(kind), seed \(seed), operation \(operation)"
                #expect(last.itemCounts == host.itemCounts, "\(context)")
                if session.laidOutAsTheReplay {
                    let shown = last.visibleItems.enumerated().map { "\($1[0])-\($1[1]) \(last.frames[$0])" }
                    #expect(shown == Self.shown(host), "\(context)")
                }
                let replayed = Set(replay.steps.flatMap(\.failures).map(\.message))
                #expect(failures.allSatisfy(replayed.contains), "\(context): \(failures)")
            }
        }
    }

    static func shown(_ host: HeadlessCollectionView) -> [String] {
        host.indexPathsForVisibleItems.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }.map {
            "\($0[0])-\($0[1]) \(host.itemFrame(at: $0) ?? .null)"
        }
    }

    // MARK: Owners

    static func session(_ kind: Owner) throws -> Session {
        let host = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: plainList)
        var model: [[Int]] = [Array(0..<20), Array(20..<26)]
        var next = 100
        func messages(_ ids: [Int]) -> [Message] { ids.map { Message(id: $0, text: "m\($0)") } }
        switch kind {
        case .listAdapter:
            let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
            adapter.setup(collectionView: host)
            adapter.reload(sections: model.map(messages))
            return Session(host: host, laidOutAsTheReplay: false, owner: adapter) { generator in
                model = edited(model, next: &next, using: &generator)
                adapter.reload(sections: model.map(messages))
            }
        case .listSlices:
            let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
            adapter.setup(collectionView: host)
            adapter.reload(sections: model.map(messages))
            return Session(host: host, laidOutAsTheReplay: false, owner: adapter) { generator in
                let section = Int.random(in: 0..<2, using: &generator)
                let slice = try adapter[section: section]
                let count = slice.items.count
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    try slice.insertItem(
                        Message(id: next, text: "new"), at: Int.random(in: 0...count, using: &generator))
                    next += 1
                case 1 where count > 0:
                    try slice.deleteItem(at: Int.random(in: 0..<count, using: &generator))
                case 2 where count > 1:
                    try slice.moveItem(
                        at: Int.random(in: 0..<count, using: &generator),
                        to: Int.random(in: 0..<count, using: &generator))
                default:
                    slice.appendItem(Message(id: next, text: "appended"))
                    next += 1
                }
            }
        case .typedSections:
            let controller = SectionController(collectionView: host)
            func sections() -> [any BaseSection] {
                model.map { ids in
                    SectionWithoutHeaderFooter<TextRowCell>(items: ids.map { TextRowCell.Data(text: "r\($0)") })
                }
            }
            controller.set(sections: sections())
            return Session(host: host, laidOutAsTheReplay: false, owner: controller) { generator in
                model = edited(model, next: &next, using: &generator)
                controller.set(sections: sections())
            }
        case .screenBuilder:
            let controller = ScreenController(collectionView: host, cells: .headless)
            func screen() -> ScreenDescription {
                ScreenDescription {
                    for (index, ids) in model.enumerated() {
                        ScreenSection("S\(index)") {
                            for id in ids { ScreenRow(TitleCellModel("row \(id)"), id: "\(id)") }
                        }
                    }
                }
            }
            try controller.apply(screen())
            return Session(host: host, laidOutAsTheReplay: false, owner: controller) { generator in
                model = edited(model, next: &next, using: &generator)
                try controller.apply(screen())
            }
        case .identifiedSections:
            let registration = CellRegistration<MessageCell, Message> { _, _, _ in }
            let controller = IdentifiedSectionsController<String, Message>(collectionView: host) {
                collectionView, indexPath, message in
                try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
            }
            func sections() -> IdentifiedSections<String, Message> {
                IdentifiedSections(model.enumerated().map { ("S\($0)", messages($1)) })
            }
            try controller.update(sections(), layout: insetGroupedList, selection: nil, animated: false)
            return Session(host: host, laidOutAsTheReplay: true, owner: controller) { generator in
                model = edited(model, next: &next, using: &generator)
                try controller.update(
                    sections(), layout: insetGroupedList, selection: nil, animated: Bool.random(using: &generator))
            }
        }
    }

    /// Random inserts, deletes and moves of items in each section.
    static func edited(_ model: [[Int]], next: inout Int, using generator: inout SeededRandomNumberGenerator)
        -> [[Int]]
    {
        model.map { ids in
            var ids = ids
            for _ in 0..<Int.random(in: 0..<4, using: &generator) where !ids.isEmpty {
                ids.remove(at: Int.random(in: 0..<ids.count, using: &generator))
            }
            for _ in 0..<Int.random(in: 0..<4, using: &generator) {
                ids.insert(next, at: Int.random(in: 0...ids.count, using: &generator))
                next += 1
            }
            if ids.count > 1, Bool.random(using: &generator) { ids.swapAt(0, ids.count - 1) }
            return ids
        }
    }
}

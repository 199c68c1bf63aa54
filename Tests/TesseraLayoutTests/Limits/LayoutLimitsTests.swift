import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// The documented limits of the layouts (`LayoutLimits`): past each one a description is
/// refused with a ``LayoutError`` that names the value, quickly, instead of trapping or working for
/// minutes.
@Suite("Layout limits")
struct LayoutLimitsTests {
    /// The processor time a refusal may take, in seconds: a hang guard for the layouts that used to
    /// work for minutes. Processor time, not the wall clock: waiting for a core on a loaded machine
    /// does not count. A refusal takes milliseconds.
    private static let processorSeconds = 60.0

    /// Solves, expecting a refusal whose message contains every one of `words`, within
    /// ``processorSeconds`` of processor time.
    private func expectRefusal(
        _ layout: some CollectionLayout, counts: [Int], in environment: LayoutEnvironment = LayoutChecks.iPhone,
        saying words: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (outcome, seconds) = ThreadCPUTime.measure {
            Result { try layout.solve(in: environment, content: LayoutContent(itemCounts: counts)) }
        }
        #expect(seconds < Self.processorSeconds, "took \(seconds) s of processor time", sourceLocation: sourceLocation)
        switch outcome {
        case .success(let solution):
            Issue.record("solved to \(solution.contentSize) instead of failing", sourceLocation: sourceLocation)
        case .failure(let error):
            for word in words {
                #expect("\(error)".contains(word), "\(error)", sourceLocation: sourceLocation)
            }
        }
    }

    private static let rows = LayoutSection(
        group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)),
            subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))

    // MARK: Columns

    @Test("ten million waterfall columns are refused at once")
    func tenMillionColumnsAreRefused() {
        // Without the check, a container wide enough for them allocated and scanned ten million
        // columns per item: it hung.
        let waterfall = WaterfallSectionLayout(columnCount: .fixed(10_000_000), itemHeight: .uniform(.absolute(100)))
        expectRefusal(
            CompositionalLayout(section: LayoutSection(customLayout: waterfall)), counts: [100],
            in: LayoutEnvironment(width: 1e9, height: 844), saying: ["columnCount", "10000000", "1000"])
    }

    @Test("an adaptive waterfall has at most LayoutLimits.maximumColumnCount columns")
    func adaptiveColumnsStopAtTheLimit() throws {
        let waterfall = WaterfallSectionLayout(
            columnCount: .adaptive(minimum: 1), itemHeight: .uniform(.absolute(100)))
        let solution = try CompositionalLayout(section: LayoutSection(customLayout: waterfall)).solve(
            in: LayoutEnvironment(width: 1e9, height: 844), content: LayoutContent(itemCounts: [3]))
        let frames = LayoutChecks.cellFrames(solution)
        #expect(frames.count == 3)
        #expect(frames.first?.width == 1e9 / CGFloat(LayoutLimits.maximumColumnCount))
    }

    // MARK: zIndex

    @Test(
        "a timeline whose zIndex leaves no room for its nodes is refused",
        arguments: [Int.max, LayoutLimits.zIndexRange.upperBound, Int.min])
    func aTimelineZIndexPastTheRangeIsRefused(zIndex: Int) {
        // Without the check, Int.max trapped: the nodes sit at zIndex + 1.
        var section = StackedLayout.Section()
        section.items = [.init(height: .absolute(44)), .init(height: .absolute(44))]
        section.decorations = [.init(style: .timeline(), items: 0..<2, zIndex: zIndex)]
        expectRefusal(StackedLayout(sections: [section]), counts: [2], saying: ["decorations[0]", "zIndex"])
        #expect(throws: LayoutError.self) { try StackedLayout(sections: [section]).validate() }
    }

    @Test("zIndex values past the range are refused wherever a description holds one")
    func zIndexValuesPastTheRangeAreRefused() {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
        header.zIndex = Int.max
        var withHeader = Self.rows
        withHeader.boundarySupplementaryItems = [header]
        expectRefusal(CompositionalLayout(section: withHeader), counts: [2], saying: ["boundarySupplementaryItems[0]"])

        var background = LayoutDecorationItem.background(elementKind: "background")
        background.zIndex = Int.min
        var withBackground = Self.rows
        withBackground.decorationItems = [background]
        expectRefusal(CompositionalLayout(section: withBackground), counts: [2], saying: ["decorationItems[0]"])

        let custom = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(44))) { _ in
            [LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: Int.max)]
        }
        expectRefusal(CompositionalLayout(section: LayoutSection(group: custom)), counts: [2], saying: ["zIndex"])
    }

    // MARK: Values a custom group's provider hands back

    @Test(
        "a frame a custom group's item provider gives out of bounds is refused",
        arguments: [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: 0, y: 0, width: 10, height: -10), CGRect(x: 0, y: -1e301, width: 10, height: 10),
        ])
    func customGroupFramesAreChecked(frame: CGRect) {
        let custom = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(44))) { _ in
            [
                LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
                LayoutGroupCustomItem(frame: frame),
            ]
        }
        expectRefusal(
            CompositionalLayout(section: LayoutSection(group: custom)), counts: [4],
            saying: ["section 0.group", "item provider", "item 1"])
    }

    // MARK: Repetitions

    @Test("a group repeated more than LayoutLimits.maximumItemsPerGroup times is refused")
    func aHugeRepeatCountIsRefused() {
        let item = LayoutItem(layoutSize: size(.absolute(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: item, count: Int.max)
        expectRefusal(
            CompositionalLayout(section: LayoutSection(group: group)), counts: [4],
            saying: ["section 0.group", "\(Int.max)", "100000"])
    }

    @Test("a waterfall section at the item limit is refused at once")
    func aWaterfallAtTheItemLimitIsRefused() {
        // Without the check, a waterfall of LayoutLimits.maximumItemCount items allocated its tables
        // for every item (about 40 GB) and placed them one by one.
        let waterfall = WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .uniform(.absolute(100)))
        expectRefusal(
            CompositionalLayout(section: LayoutSection(customLayout: waterfall)),
            counts: [LayoutLimits.maximumItemCount],
            saying: ["waterfall", "\(LayoutLimits.maximumItemCount)", "10000000"])
    }

    @Test("a custom group's item provider gives at most LayoutLimits.maximumItemsPerGroup items")
    func aCustomGroupPastTheItemLimitIsRefused() {
        // Without the check, a provider giving a million frames for a section of 4 items was taken
        // whole, every frame checked and kept, on every solve.
        let frames = Array(
            repeating: LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            count: LayoutLimits.maximumItemsPerGroup + 1)
        let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { _ in frames }
        expectRefusal(
            CompositionalLayout(section: LayoutSection(group: group)), counts: [4],
            saying: ["section 0.group", "\(LayoutLimits.maximumItemsPerGroup + 1) items", "100000"])
    }

    // MARK: Stacked layouts

    @Test(
        "a stacked layout's lengths are finite and at most LayoutLimits.maximumLength",
        arguments: [CGFloat.nan, .infinity, -.infinity, 1e7, -1e7])
    func stackedLengthsAreChecked(value: CGFloat) {
        func refused(_ change: (inout StackedLayout) -> Void, _ name: String) {
            var section = StackedLayout.Section()
            section.items = [.init(height: .absolute(44)), .init(height: .absolute(44))]
            var layout = StackedLayout(sections: [section])
            change(&layout)
            #expect(throws: LayoutError.self, "\(name) = \(value)") { try layout.validate() }
            expectRefusal(layout, counts: [2], saying: [name])
        }
        refused({ $0.interSectionSpacing = value }, "interSectionSpacing")
        refused({ $0.sections[0].insets.top = value }, "insets.top")
        refused({ $0.sections[0].items[1].spaceBefore = value }, "spaceBefore")
        refused({ $0.sections[0].items[1].indent = value }, "indent")
        refused({ $0.sections[0].items[1].height = .absolute(value) }, "height")
        refused(
            { $0.sections[0].decorations = [.init(style: .card(padding: value), items: 0..<2)] }, "padding")
    }
}

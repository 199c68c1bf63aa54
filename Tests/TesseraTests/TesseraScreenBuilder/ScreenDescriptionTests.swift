import Foundation
@_spi(Testing) import Tessera
import TesseraExampleScreens
import TesseraPreview
import TesseraTestSupport
import TesseraTesting
import Testing

@Suite("Screen builder")
@MainActor
struct ScreenDescriptionTests {
    /// A screen on a device's screen, or on a 390 × 844 view at 3× without a safe area.
    private func show(_ data: ScreenDescription, on device: TestDevice? = nil) throws -> (
        HeadlessCollectionView, ScreenController
    ) {
        let view = TestDevice.collectionView(on: device, layout: TestLayouts.rows())
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(data, animatingDifferences: false)
        return (view, controller)
    }

    /// The frames at one width, pixel for pixel: a golden dump holds for one screen (390 × 844 at
    /// 3×, no safe area); ``updatesAreDiffedLikeAnySnapshot(_:)`` checks the rows' geometry on
    /// every device.
    @Test func journeySummaryHasExactCellAndDecorationFrames() throws {
        let (view, controller) = try show(JourneyScreen.data())
        defer { withExtendedLifetime(controller) {} }
        #expect(view.failures.isEmpty, "\(view.failures)")
        expectFrames(of: view, includingDecorations: true) {
            """
            HeadlessCollectionView 390×844 offset (0, 0) content 390×818.67, 3 sections, Tessera's engine on iOS
            cell [0, 0] (16, 16, 358, 38.33) "Paris → Lyon"
            cell [0, 1] (16, 54.33, 358, 44) "Saturday 21 November"
            cell [0, 2] (16, 122.33, 358, 44) "Departure — 08:12"
            cell [0, 3] (16, 166.33, 358, 44) "Arrival — 10:08"
            cell [0, 4] (16, 210.33, 358, 44) "Duration — 1 h 56"
            decoration card [0, 0] (16, 114.33, 358, 148)
            cell [1, 0] (16, 286.33, 358, 32.33) "Route"
            cell [1, 1] (60, 334.67, 314, 62.33) "Paris Gare de Lyon — 08:12"
            cell [1, 2] (60, 397, 314, 62.33) "Le Creusot — 09:14"
            cell [1, 3] (60, 459.33, 314, 62.33) "Lyon Part-Dieu — 10:08"
            decoration timeline [1, 0] (35, 366, 2, 124.67)
            decoration timeline-node [1, 1] (30, 360, 12, 12)
            decoration timeline-node [1, 2] (30, 422.33, 12, 12)
            decoration timeline-node [1, 3] (30, 484.67, 12, 12)
            cell [2, 0] (16, 553.67, 358, 32.33) "Passengers"
            cell [2, 1] (16, 594, 358, 62.33) "[person.crop.circle] Ada Lovelace — Seat reserved"
            cell [2, 2] (16, 656.33, 358, 62.33) "[person.crop.circle] Alan Turing — Seat reserved"
            cell [2, 3] (16, 758.67, 358, 44) "Download tickets"
            decoration separators [2, 0] (70, 656, 304, 1)
            """
        }
    }

    @Test func theDeclarativeFormCompilesToTheSameScreen() throws {
        let (builder, first) = try show(JourneyScreen.imperativeData())
        let (declarative, second) = try show(JourneyScreen.data())
        defer { withExtendedLifetime((first, second)) {} }
        #expect(builder.dump(includingDecorations: true) == declarative.dump(includingDecorations: true))
        let built = try JourneyScreen.imperativeData().buildScreen(), declared = try JourneyScreen.data().buildScreen()
        #expect(built.layout.sections == declared.layout.sections)
        #expect(built.snapshot == declared.snapshot)
    }

    /// On every device: an update is one batch; the edited row keeps its cell; the inserted stop
    /// takes the place of the one it went before, which moves down by its height; the stops
    /// stay 60 points from the safe area's leading edge (the timeline's column) and 16 from its
    /// trailing one, mirrored in right to left.
    @Test(arguments: TestDevice.all)
    func updatesAreDiffedLikeAnySnapshot(_ device: TestDevice) throws {
        let (view, controller) = try show(JourneyScreen.data(), on: device)
        defer { withExtendedLifetime(controller) {} }
        // The route's title, then its stops: Le Creusot is the second (measured once shown).
        let top = view.contentOffset
        let stop = IndexPath(item: 2, section: 1), next = IndexPath(item: 3, section: 1)
        view.contentOffset.y =
            try #require(view.layoutAttributesForItem(at: stop)?.frame.minY) - view.adjustedContentInset.top
        view.layoutIfNeeded()
        let creusot = try #require(view.layoutAttributesForItem(at: stop)?.frame)
        view.contentOffset = top
        view.layoutIfNeeded()
        let departure = view.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(departure != nil)
        var journey = JourneyScreen.sample
        journey.departure = "08:20"
        journey.stops.insert(("08:50", "Dijon"), at: 1)
        let before = view.appliedBatchUpdateCount
        try controller.apply(JourneyScreen.data(for: journey))
        view.layoutIfNeeded()
        #expect(view.appliedBatchUpdateCount == before + 1)
        // The departure row kept its cell and shows the new time.
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === departure)
        #expect(departure?.contentDescription == "Departure — 08:20")
        #expect(view.numberOfItems(inSection: 1) == 5)
        // Rows are identified by their place: the rows now at 2 and 3 were Le Creusot's and Lyon's,
        // measured again once shown with their new content.
        view.contentOffset.y =
            try #require(view.layoutAttributesForItem(at: stop)?.frame.minY) - view.adjustedContentInset.top
        view.layoutIfNeeded()
        let dijon = try #require(view.layoutAttributesForItem(at: stop)?.frame)
        let moved = try #require(view.layoutAttributesForItem(at: next)?.frame)
        #expect(
            device.agrees(dijon.minY, creusot.minY) && device.agrees(moved.minY, dijon.maxY)
                && moved.size == creusot.size,
            "Dijon \(dijon), Le Creusot \(creusot) then \(moved)")
        #expect(device.agrees(device.safeLeadingOffset(of: moved), 60), "\(moved)")
        #expect(device.agrees(moved.width, device.safeWidth - 76), "\(moved)")
        #expect(view.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func anAsyncApplyDiffsOffTheMainActorAndShowsTheNewScreenWhenItReturns(_ device: TestDevice) async throws {
        let (view, controller) = try show(JourneyScreen.data(), on: device)
        let departure = view.cellForItem(at: IndexPath(item: 2, section: 0))
        var journey = JourneyScreen.sample
        journey.departure = "08:20"
        journey.stops.insert(("08:50", "Dijon"), at: 1)
        try await controller.apply(JourneyScreen.data(for: journey))
        #expect(controller.dataSource.updater.backgroundDiffCount == 1)
        #expect(controller.dataSource.updater.lastPlan?.strategy == .animatedBatchUpdates)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === departure)
        #expect(departure?.contentDescription == "Departure — 08:20")
        #expect(view.numberOfItems(inSection: 1) == 5)
        #expect(view.failures.isEmpty)
    }

    @Test func spacesAreConfigurableAndNeverCells() throws {
        var data = ScreenDescription(
            spaces: VerticalSpaceScale(small: 1, medium: 2, large: 3, huge: 100),
            sections: [
                SectionDescriptor(id: "s", insets: .zero) { builder in
                    builder.add(cell: KeyValueCellModel("a", "1"))
                    builder.add(verticalSpace: .huge)
                    builder.add(verticalSpace: .points(5))
                    builder.add(cell: KeyValueCellModel("b", "2"))
                }
            ])
        let (view, controller) = try show(data)
        defer { withExtendedLifetime(controller) {} }
        #expect(view.numberOfItems(inSection: 0) == 2)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 149)
        data.spaces.huge = 10
        #expect(try data.buildScreen().layout.sections[0].items[1].spaceBefore == 15)
    }

    @Test func invalidDescriptionsAreTypedErrors() {
        let unbalanced = ScreenDescription(sections: [
            SectionDescriptor(id: "x") { builder in
                builder.startDecorationBlock(.card)
                builder.add(cell: TextCellModel("open"))
            }
        ])
        #expect(
            throws: ScreenBuilderError.unbalancedDecorationBlocks(
                section: "x", problems: ["startDecorationBlock(.card) without endDecorationBlock()"])
        ) {
            try unbalanced.build()
        }
        let stray = ScreenDescription(sections: [SectionDescriptor(id: "y") { $0.endDecorationBlock() }])
        #expect(
            throws: ScreenBuilderError.unbalancedDecorationBlocks(
                section: "y", problems: ["endDecorationBlock() without a matching startDecorationBlock(_:)"])
        ) {
            try stray.build()
        }
        let twice = ScreenDescription(sections: [
            SectionDescriptor(id: "z") { _ in }, SectionDescriptor(id: "z") { _ in },
        ])
        #expect(throws: ScreenBuilderError.duplicateSection("z")) { try twice.build() }
        let sameID = ScreenDescription(sections: [
            SectionDescriptor(id: "w") { builder in
                builder.add(cell: TextCellModel("a"), id: "same")
                builder.add(cell: TextCellModel("b"), id: "same")
            }
        ])
        #expect(throws: ScreenBuilderError.duplicateItem("w/same")) { try sameID.build() }
    }

    @Test func selectingACellRunsItsOnSelect() throws {
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: .headless)
        var selected: [String] = []
        let screen = ScreenDescription {
            ScreenSection("trip") {
                ScreenRow(TitleCellModel("Paris → Lyon"))
                ScreenRow(KeyValueCellModel("Seat", "42"), id: "seat") { selected.append("seat") }
                TimelineBlock {
                    ScreenRow(StopCellModel(time: "08:12", place: "Paris")) { selected.append("Paris") }
                }
            }
        }
        try controller.apply(screen, animatingDifferences: false)
        view.layoutIfNeeded()
        view.tapItem(at: IndexPath(item: 0, section: 0))
        view.tapItem(at: IndexPath(item: 1, section: 0))
        view.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(selected == ["seat", "Paris"])
        // The builder form, after an update: the handlers are the new screen's.
        try controller.apply(
            ScreenDescription(sections: [
                SectionDescriptor(id: "trip") { builder in
                    builder.add(cell: TitleCellModel("Paris → Lyon")) { selected.append("title") }
                }
            ]), animatingDifferences: false)
        view.layoutIfNeeded()
        view.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(selected == ["seat", "Paris", "title"])
    }

    @Test func aDecorationOfTheAppsKindSpansItsRows() throws {
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: .headless)
        let screen = ScreenDescription {
            ScreenSection("offers") {
                ScreenRow(TitleCellModel("Offers"))
                Decorated(.styled(.card(padding: 4, inset: 0), elementKind: "promo")) {
                    ScreenRow(KeyValueCellModel("Lyon", "€19"))
                    ScreenRow(KeyValueCellModel("Nice", "€29"))
                }
            }
        }
        try controller.apply(screen, animatingDifferences: false)
        view.layoutIfNeeded()
        let solution = try #require(view.layoutSolution)
        let promos = solution.allElements().filter { $0.elementKind == "promo" }
        #expect(promos.count == 1)
        let first = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame)
        let last = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame)
        #expect(promos.first?.frame.minY == first.minY - 4)
        #expect(abs((promos.first?.frame.maxY ?? 0) - (last.maxY + 4)) < 0.001)
        #expect(DecorationBlock.styled(.card(), elementKind: "promo").elementKind == "promo")
    }
}

// MARK: - Spaces and rows without an identifier

extension ScreenDescriptionTests {
    @Test(arguments: TestDevice.all)
    func aVerticalSpaceAfterTheLastCellOfASectionIsKept(_ device: TestDevice) throws {
        let data = ScreenDescription(
            spaces: .standard,
            sections: [
                SectionDescriptor(id: "first", insets: .zero) { builder in
                    builder.add(cell: TextCellModel("a"))
                    builder.add(verticalSpace: .huge)
                },
                SectionDescriptor(id: "second", insets: .zero) { builder in
                    builder.add(cell: TextCellModel("b"))
                },
            ])
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(data, animatingDifferences: false)
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        // The 40-pt space after "a" stays between the sections.
        #expect(second.minY - first.maxY == 40)
        withExtendedLifetime(controller) {}
    }

    @Test(arguments: TestDevice.all)
    func anEditedRowWithoutAnIDIsReconfiguredNotReplaced(_ device: TestDevice) throws {
        func screen(departure: String) -> ScreenDescription {
            ScreenDescription(sections: [
                SectionDescriptor(id: "trip") { builder in
                    builder.add(cell: TitleCellModel("Paris → Lyon"))
                    builder.add(cell: KeyValueCellModel("Departure", departure))
                    builder.add(cell: KeyValueCellModel("Arrival", "10:08"))
                }
            ])
        }
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(screen(departure: "08:12"), animatingDifferences: false)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        try controller.apply(screen(departure: "08:20"), animatingDifferences: false)
        // The row keeps its identity (its place among the section's key-value rows): its cell is
        // configured again with the new time.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.contentDescription == "Departure — 08:20")
        #expect(cell?.prepareForReuseCount == 0)
        withExtendedLifetime(controller) {}
    }
}

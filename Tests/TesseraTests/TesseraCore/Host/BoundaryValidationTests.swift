import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Numbers nobody validated: each value an app hands Tessera — a screen's metrics, a
/// load-more threshold, the frames its custom layout or visible-items handler gives back — is
/// checked where it comes in; a bad one is refused with a typed error or a reported failure that
/// names it, and what the screen shows stays as it was.
@Suite("Numbers checked at the boundary")
@MainActor
struct BoundaryValidationTests {
    // MARK: Screen builder

    /// A catalog row whose height the test chooses.
    private struct SizedRow: CatalogCellModel {
        static let reuseIdentifier = "sized-row"
        var height: LayoutDimension
        var content: ListContentConfiguration { ListContentConfiguration(style: .cell, text: "row") }
    }

    private static func screen(
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        interSectionSpacing: CGFloat = 0, rowHeight: LayoutDimension = .absolute(44)
    ) -> ScreenDescription {
        ScreenDescription(
            interSectionSpacing: interSectionSpacing,
            sections: [
                SectionDescriptor(id: "first", insets: insets) { builder in
                    builder.add(cell: SizedRow(height: rowHeight), id: "a")
                    builder.add(cell: TextCellModel("b"), id: "b")
                },
                SectionDescriptor(id: "second") { builder in builder.add(cell: TextCellModel("c"), id: "c") },
            ])
    }

    /// Screens with one number that cannot be laid out, by name.
    private static func invalidScreen(_ name: String) -> ScreenDescription {
        switch name {
        case "NaN insets":
            return screen(insets: DirectionalEdgeInsets(top: .nan, leading: 16, bottom: 16, trailing: 16))
        case "infinite insets":
            return screen(insets: DirectionalEdgeInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0))
        case "huge insets":
            return screen(insets: DirectionalEdgeInsets(top: 1e300, leading: 0, bottom: 1e300, trailing: 0))
        case "negative insets":
            // Rows 1,000 points before the content's start, where no scrolling reaches them.
            return screen(insets: DirectionalEdgeInsets(top: -1000, leading: -1000, bottom: 16, trailing: 16))
        case "NaN spacing": return screen(interSectionSpacing: .nan)
        case "negative infinite spacing": return screen(interSectionSpacing: -.infinity)
        case "NaN row height": return screen(rowHeight: .absolute(.nan))
        case "zero row height": return screen(rowHeight: .estimated(0))
        default: return screen(rowHeight: .absolute(1e30))
        }
    }

    @Test(
        "a screen whose insets, spacing or row height cannot be laid out is refused and the shown one stays",
        arguments: [
            "NaN insets", "infinite insets", "huge insets", "negative insets", "NaN spacing",
            "negative infinite spacing",
            "NaN row height", "zero row height", "huge row height",
        ])
    func aScreenWithNumbersThatCannotBeLaidOutIsRefused(_ name: String) throws {
        let data = Self.invalidScreen(name)
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(Self.screen(), animatingDifferences: false)
        view.layoutIfNeeded()
        let shown = view.dump()
        #expect(view.visibleCells.count == 3)
        // Without the check, the screen was accepted, its layout failed to solve, and the screen went
        // blank.
        #expect(throws: ScreenBuilderError.self, "\(name)") {
            try controller.apply(data, animatingDifferences: false)
        }
        view.layoutIfNeeded()
        #expect(view.dump() == shown, "\(name)")
        #expect(view.failures.isEmpty, "\(name): \(view.failures)")
    }

    @Test func theRefusalNamesTheSectionAndTheValue() {
        let data = Self.invalidScreen("NaN insets")
        do {
            _ = try data.build()
            Issue.record("the screen was built")
        } catch {
            #expect(error.description.contains("\"first\""), "\(error)")
            #expect(error.description.contains("insets.top is nan"), "\(error)")
        }
    }

    // MARK: Load more

    @Test(
        "a load-more threshold that cannot be used is refused, reported, and the trigger keeps firing",
        arguments: [LoadMoreThreshold.points(.nan), .points(-.infinity), .points(-10), .items(0), .items(Int.min)])
    func aThresholdThatCannotBeUsedIsRefused(_ threshold: LoadMoreThreshold) {
        let view = TestViews.headless(height: 300, layout: TestLayouts.rows(height: 50))
        let dataSource = ArrayDataSource(sections: [(0..<20).map { "row \($0)" }])
        view.registerCell(TextCell.self, reuseIdentifier: "text")
        view.dataSource = dataSource
        defer { withExtendedLifetime(dataSource) {} }
        view.layoutIfNeeded()
        var fired = 0
        let trigger = LoadMoreTrigger(threshold: threshold) { fired += 1 }
        // Without the check, a NaN threshold was kept and never fired, without a word.
        #expect(trigger.threshold == .items(5))
        view.contentOffset.y = 700
        withKnownIssue {
            trigger.check(view)
        }
        #expect(fired == 1)
        #expect(view.failures.map(\.kind) == [.invalidCall])
        #expect(view.failures.first?.message.contains("\(threshold)") == true, "\(view.failures)")
        // Set later, it is refused the same way and the trigger keeps the threshold it had.
        trigger.threshold = .points(200)
        trigger.threshold = threshold
        #expect(trigger.threshold == .points(200))
    }

    // MARK: Values an app's layout code hands back

    /// A view showing three rows with `layout`, laid out (the problem it reports is expected).
    private static func showThreeRows(with layout: some CollectionLayout) -> (HeadlessCollectionView, ArrayDataSource) {
        let view = TestViews.headless(height: 844, layout: layout)
        view.registerCell(TextCell.self, reuseIdentifier: "text")
        let dataSource = ArrayDataSource(sections: [["a", "b", "c"]])
        view.dataSource = dataSource
        withKnownIssue {
            view.layoutIfNeeded()
        }
        return (view, dataSource)
    }

    @Test(
        "a frame or zIndex a custom section layout gives out of bounds never reaches a cell",
        arguments: [
            (CGRect(x: CGFloat.nan, y: 44, width: 390, height: 44), 0),
            (CGRect(x: 0, y: 44, width: CGFloat.infinity, height: 44), 0),
            (CGRect(x: 0, y: 44, width: 390, height: -44), 0),
            (CGRect(x: 0, y: 1e301, width: 390, height: 44), 0),
            (CGRect(x: 0, y: 44, width: 390, height: 44), Int.max),
        ])
    func customSectionFramesAreChecked(_ frame: CGRect, _ zIndex: Int) {
        let layout = CompositionalLayout { _, _ in
            LayoutSection(customLayout: RowsWithOneFrame(item: 1, frame: frame, zIndex: zIndex))
        }
        let (view, dataSource) = Self.showThreeRows(with: layout)
        defer { withExtendedLifetime(dataSource) {} }
        // Without the check, the broken item's cell took the frame.
        #expect(
            view.indexPathsForVisibleItems.sorted() == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        for cell in view.visibleCells {
            let frame = cell.frame
            let isFinite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
            #expect(isFinite, "\(frame)")
        }
        #expect(view.failures.count == 1, "\(view.failures)")
        #expect(view.failures.first?.kind == .layout)
        #expect(view.failures.first?.message.contains("item 1") == true, "\(view.failures)")
        // Reported once, although every layout pass meets it again.
        view.contentOffset.y = 1
        view.contentOffset.y = 0
        #expect(view.failures.count == 1)
    }

    @Test(
        "a change a visible-items handler makes that is not finite is not applied",
        arguments: [
            { (item: LayoutVisibleItem) in item.center = CGPoint(x: CGFloat.nan, y: 10) },
            { (item: LayoutVisibleItem) in item.center.y = -.infinity },
            { (item: LayoutVisibleItem) in item.alpha = .nan },
            { (item: LayoutVisibleItem) in item.transform = LayoutTransform(scaleX: .infinity, y: 1) },
            { (item: LayoutVisibleItem) in item.zIndex = Int.min },
        ] as [@Sendable (LayoutVisibleItem) -> Void])
    func visibleItemsHandlerChangesAreChecked(_ change: @escaping @Sendable (LayoutVisibleItem) -> Void) {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var section = LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items where item.indexPath.item == 1 { change(item) }
        }
        let (view, dataSource) = Self.showThreeRows(with: CompositionalLayout(section: section))
        defer { withExtendedLifetime(dataSource) {} }
        // Without the check, the NaN reached the cell.
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(cell?.layoutAttributes?.alpha == 1)
        #expect(cell?.layoutAttributes?.transform == .identity)
        #expect(view.failures.count == 1, "\(view.failures)")
        #expect(view.failures.first?.message.contains("visible-items handler") == true)
    }
}

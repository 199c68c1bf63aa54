import Foundation
import Tessera

/// The screen builder: random screens of sections, rows, vertical spaces, cards, separators and
/// timelines applied through ``ScreenController``; invalid screens (duplicate ids,
/// unbalanced blocks, spaces of NaN, infinite or negative height) must be rejected and leave the
/// shown screen as it was.
@MainActor
final class ScreenBuilderFuzzer: Fuzzer {
    let name = "screen builder"
    private let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 700), collectionViewLayout: TestLayouts.rows())
    private let controller: ScreenController
    private var version = 0

    init() {
        controller = ScreenController(collectionView: view, cells: .headless)
    }

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<6:
            do {
                try controller.apply(screen(&random, valid: true), animatingDifferences: Bool.random(using: &random))
            } catch {
                throw FuzzInvariantFailure(message: "a valid screen was rejected: \(error)")
            }
        case 6..<8:
            let before = controller.dataSource.snapshot()
            do {
                try controller.apply(screen(&random, valid: false))
            } catch {
                guard controller.dataSource.snapshot() == before else {
                    throw FuzzInvariantFailure(message: "a rejected screen (\(error)) changed what is shown")
                }
                return String(describing: error)
            }
            throw FuzzInvariantFailure(message: "an invalid screen was accepted")
        default:
            view.contentOffset = CGPoint(
                x: 0, y: CGFloat(Int.random(in: 0...Int(max(1, view.contentSize.height)), using: &random)))
        }
        return nil
    }

    func invariantFailures() -> [String] {
        let snapshot = controller.dataSource.snapshot()
        return FuzzChecks.host(view, counts: snapshot.itemCounts, cellsMayOverlap: false) { indexPath in
            guard let item = snapshot.itemIdentifier(for: indexPath) else { return nil }
            let expected = HeadlessCell()
            expected.contentConfiguration = item.model.content
            return expected.contentDescription
        }
    }

    /// A random screen; an invalid one repeats an id or leaves a block open.
    private func screen(_ random: inout SeededRandomNumberGenerator, valid: Bool) -> ScreenDescription {
        version += 1
        let version = self.version
        let sectionCount = Int.random(in: 0...3, using: &random)
        var plans: [(id: String, rows: [Int])] = (0..<sectionCount).map { section in
            (
                id: "s\(Int.random(in: 0...4, using: &random))-\(section)",
                rows: (0..<Int.random(in: 0...8, using: &random)).map { _ in Int.random(in: 0...30, using: &random) }
            )
        }
        let breaks = valid ? -1 : Int.random(in: 0...3, using: &random)
        let badSpaces: [CGFloat] = [.nan, .infinity, -8, -1e30]
        let badSpace = badSpaces[Int.random(in: 0..<badSpaces.count, using: &random)]
        if breaks == 0 || breaks == 2 || (!valid && plans.isEmpty) {
            // Two cells with one id.
            plans.append((id: "dup", rows: [3, 3]))
        }
        let unbalanced = breaks == 1
        let sections = plans.enumerated().map { index, plan in
            SectionDescriptor(id: plan.id) { builder in
                var open = false
                var cellsInBlock = 0
                for (position, row) in plan.rows.enumerated() {
                    let id = plan.id == "dup" ? "same" : "\(plan.id)-\(row)-\(position)"
                    switch row % 6 {
                    case 0:
                        builder.add(verticalSpace: [.small, .medium, .large, .huge][row % 4])
                    case 1 where !open:
                        builder.startDecorationBlock(row % 2 == 0 ? .card : .separators)
                        open = true
                        cellsInBlock = 0
                    case 2 where open && cellsInBlock > 0:
                        builder.endDecorationBlock()
                        open = false
                    case 3:
                        builder.add(
                            cell: TextCellModel(
                                "row \(row) v\(version % 3) " + String(repeating: "text ", count: row % 11)), id: id)
                        cellsInBlock += 1
                    case 4:
                        builder.add(cell: KeyValueCellModel("key \(row)", "v\(version % 5)"), id: id)
                        cellsInBlock += 1
                    default:
                        builder.add(cell: TitleCellModel("title \(row)", isLarge: row % 2 == 0), id: id)
                        cellsInBlock += 1
                    }
                }
                if open && cellsInBlock == 0 {
                    builder.add(cell: TextCellModel("closing"), id: "\(plan.id)-closing")
                }
                // An invalid screen has a space of no possible height in its first section.
                if breaks == 3 && index == 0 { builder.add(verticalSpace: .points(badSpace)) }
                // An invalid screen leaves its first section's block open, or ends one never started.
                if open && !(unbalanced && index == 0) { builder.endDecorationBlock() }
                if !open && unbalanced && index == 0 { builder.endDecorationBlock() }
            }
        }
        return ScreenDescription(sections: sections)
    }
}

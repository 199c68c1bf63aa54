import Foundation
import Tessera

// MARK: - Slices, the screen builder and typed sections

extension OperationInterpreter {
    /// Cuts a slice (of the adapter, of a section, or of a slice held) or edits through one held,
    /// with any index, in or out of the slice.
    func editSlice(_ input: inout FuzzInput) {
        guard let adapter else { return makeAdapter(&input) }
        var parent: any ListEditing<HostileCell.Model> = adapter
        if !input.bool(), let slice = slices.randomElement(using: &input) { parent = slice }
        switch input.byte() % 12 {
        case 0:
            let lower = input.int(in: -2...parent.count + 2), upper = input.int(in: -2...parent.count + 2)
            if lower <= upper, let slice = try? parent[lower..<upper] { slices.append(slice) }
            trace?("  slice \(lower)..<\(upper) of \(parent.range)")
        case 1:
            let section = input.int(in: -1...3)
            if let slice = try? adapter[section: section] {
                let reentry = self.reentry
                slice.onReady = { reentry.fire(from: "a slice's onReady") }
                slices.append(slice)
            }
            trace?("  slice of section \(section)")
        case 2: try? parent.insertItems(models(&input), at: input.index(near: parent.count))
        case 3: parent.appendItems(models(&input), allowDynamicModification: input.bool())
        case 4: try? parent.deleteItems(at: (0..<input.int(in: 0...4)).map { _ in input.index(near: parent.count) })
        case 5: parent.deleteItemsIfNeeded(at: input.index(near: parent.count)...)
        case 6: try? parent.moveItem(at: input.index(near: parent.count), to: input.index(near: parent.count))
        case 7:
            if let model = models(&input).first { try? parent.updateItem(model, at: input.index(near: parent.count)) }
        case 8:
            let lower = input.index(near: parent.count), upper = input.index(near: parent.count)
            if lower <= upper { try? parent.reloadItems(in: lower..<upper) }
        case 9: parent.reload(items: models(&input))
        case 10:
            let sections = (0..<input.int(in: 0...4)).map { _ in models(&input) }
            adapter.reload(sections: sections)
        default:
            let indexes = (0..<input.int(in: 0...3)).map { _ in input.index(near: parent.count) }
            let inserted = models(&input)
            try? parent.performBatchUpdates(
                updates: { (slice: any ListEditing<HostileCell.Model>) throws(ListAdapterError) in
                    try slice.deleteItems(at: indexes)
                    try slice.insertItems(inserted, at: 0)
                }, completion: { [completion = completion()] _ in completion() })
        }
    }

    /// Applies a screen of the screen builder: sections with any id and insets, rows, spaces,
    /// decoration blocks, balanced or not.
    func applyScreen(_ input: inout FuzzInput) {
        let screen: ScreenController
        if let current = self.screen {
            screen = current
        } else {
            let view = makeView(reusing: &input)
            screen = ScreenController(collectionView: view, cells: .headless)
            self.screen = screen
        }
        let reentry = self.reentry
        let sections = (0..<input.int(in: 0...5)).map { _ in
            let id = "s\(input.int(in: 0...6))"
            let insets =
                input.byte() < 200
                ? DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                : DirectionalEdgeInsets(
                    top: input.pick(FuzzInput.hostileNumbers), leading: input.length(ordinary: 0...50),
                    bottom: input.pick(FuzzInput.hostileNumbers), trailing: input.length(ordinary: 0...50))
            let rows = (0..<input.int(in: 0...12)).map { _ in (input.int(in: 0...40), input.byte()) }
            return SectionDescriptor(id: id, insets: insets) { builder in
                reentry.fire(from: "a section builder")
                for (row, kind) in rows {
                    switch kind % 6 {
                    case 0: builder.add(verticalSpace: [.small, .medium, .large, .huge][Int(kind / 6) % 4])
                    case 1: builder.startDecorationBlock(.card)
                    case 2: builder.endDecorationBlock()
                    default:
                        builder.add(cell: TextCellModel(String(repeating: "word ", count: row)), id: "\(id).\(row)")
                    }
                }
            }
        }
        let data = ScreenDescription(
            interSectionSpacing: input.byte() < 220 ? 8 : input.pick(FuzzInput.hostileNumbers), sections: sections)
        trace?("  screen of \(sections.count) sections")
        let before = screen.dataSource.snapshot()
        do {
            try screen.apply(data, animatingDifferences: input.bool())
        } catch {
            if screen.dataSource.snapshot() != before {
                recordFailure("after \(lastOperation): a refused screen (\(error)) changed the snapshot")
            }
        }
    }

    /// Shows typed sections, some of them with counts no section can have.
    func setTypedSections(_ input: inout FuzzInput) {
        let controller: SectionController
        if let current = sections {
            controller = current
        } else {
            let view = makeView(reusing: &input)
            controller = SectionController(collectionView: view)
            sections = controller
            expectedSectionCounts = []
        }
        let reentry = self.reentry
        let counts = (0..<input.int(in: 0...4)).map { _ in
            input.byte() < 230
                ? input.int(in: 0...30)
                : input.pick([
                    -1, Int.min, Int.max, LayoutLimits.maximumItemCount, SectionController.maximumElementCount + 1,
                ])
        }
        let append = input.bool() && !expectedSectionCounts.isEmpty
        let new = counts.enumerated().map { index, count in
            HostileSection(count: count, name: "t\(index)") { reentry.fire(from: $0) }
        }
        trace?("  typed sections \(counts), append: \(append)")
        controller.set(sections: new, append: append)
        // A count below 0 or past the item limit shows no items (docs/Reliability.md).
        var total = append ? expectedSectionCounts.reduce(0, +) : 0
        let shown = counts.map { count in
            guard count >= 0, count <= SectionController.maximumElementCount - total else { return 0 }
            total += count
            return count
        }
        expectedSectionCounts = (append ? expectedSectionCounts : []) + shown
    }
}

import Foundation

// MARK: - Cells of custom sections

extension LayoutSolution {
    /// The cells of a custom section whose frames overlap `rect`, in item order, each once. A cell
    /// whose frame or zIndex the custom solution gives out of bounds is left out, and said in
    /// `problems`.
    ///
    /// - Complexity: the custom solution's range query (O(log *n* + *k*) for a conforming one),
    ///   plus O(*k* log *k*) to order the *k* cells.
    func appendCustomCells(
        ofSection section: Int, in rect: CGRect, to result: inout [LayoutAttributes], problems: inout [String]
    ) {
        guard let solution = sections[section].customSolution else { return }
        let origin = customContentOrigin(ofSection: section)
        // Widened by the rounding slack: a frame moved to content coordinates may end a few units
        // in the last place from where the local query saw it; every frame found is tested.
        let slack = Self.roundingSlack(rect, axis: scrollDirection, base: origin[scrollDirection])
        let local = rect.offsetBy(dx: -origin.x, dy: -origin.y).insetBy(dx: -slack, dy: -slack)
        // The app's query may list an index twice (or one it does not have): each is taken once.
        var previous: Int?
        for index in solution.indexesOfItems(in: local).sorted()
        where index != previous && (0..<solution.itemCount).contains(index) {
            previous = index
            guard let cell = customCell(index, of: solution, section: section, origin: origin, problems: &problems)
            else { continue }
            if cell.frame.overlaps(rect) { result.append(cell) }
        }
    }

    /// The attributes of one cell of a custom section, or `nil` when there is no such item (or
    /// its frame or zIndex is out of bounds: then said in `problems`).
    ///
    /// - Complexity: the custom solution's `item(at:)`.
    func customCell(at index: Int, inSection section: Int, problems: inout [String]) -> LayoutAttributes? {
        guard let solution = sections[section].customSolution, (0..<solution.itemCount).contains(index) else {
            return nil
        }
        return customCell(
            index, of: solution, section: section, origin: customContentOrigin(ofSection: section), problems: &problems)
    }

    /// Where a custom section's content starts, in content coordinates.
    private func customContentOrigin(ofSection section: Int) -> CGPoint {
        let sectionOrigin = origin(ofSection: section)
        let contentOrigin = sections[section].sequenceOrigin
        return CGPoint(x: sectionOrigin.x + contentOrigin.x, y: sectionOrigin.y + contentOrigin.y)
    }

    /// A custom section's cell, checked: the custom solution is the app's code, and a NaN or
    /// infinite frame, or a zIndex outside ``LayoutLimits/zIndexRange``, must not reach a host.
    private func customCell(
        _ index: Int, of solution: any CustomSectionSolution, section: Int, origin: CGPoint, problems: inout [String]
    ) -> LayoutAttributes? {
        let item = solution.item(at: index)
        if let problem = LayoutLimits.problem(withFrame: item.frame) ?? LayoutLimits.problem(withZIndex: item.zIndex) {
            problems.append(
                "section \(section): the custom layout gave item \(index) \(problem); the cell is not shown")
            return nil
        }
        var cell = LayoutAttributes(
            category: .cell, indexPath: IndexPath(section: section, item: index),
            frame: item.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: item.zIndex)
        cell.selfSizingAxes = solution.selfSizingAxes(ofItem: index)
        return cell
    }
}

// MARK: - Measured sizes

extension LayoutSolution {
    /// Hands a measured size to a custom section's solution, which updates itself in place, then
    /// places the section's chrome and the sections after it again. When placing them throws (the
    /// new frames overflow), the section is solved again from its layout with the sizes measured
    /// before, so that the solution is as it was.
    ///
    /// - Complexity: the custom solution's update, plus O(1 + *s*) for the *s* sections after it;
    ///   on failure, a solve of the section.
    mutating func updateCustomItemSize(_ size: CGSize, at item: Int, inSection section: Int) throws(LayoutError) {
        // Move the section out of the array and its solution out of the section, so that the
        // solution's storage is uniquely owned and updated in place.
        let old = assembled(section)
        var solved = SolvedSection.placeholder(crossExtent: 0, environment: environment)
        swap(&solved, &sections[section])
        guard case .custom(var source) = solved.source, let layout = source.section.customLayout,
            var solution = solved.customSolution.take()
        else {
            sections[section] = solved
            throw .invalidInput("item [\(section), \(item)]: this section has no custom layout")
        }
        do {
            try solution.updateItemSize(size, at: item)
        } catch {
            // The custom solution is unchanged when it throws (CustomSectionSolution's contract).
            solved.customSolution = solution
            sections[section] = solved
            throw error
        }
        let measuredBefore = source.measuredItems
        source.measuredItems[item] = size
        do {
            sections[section] = try CustomSectionSolver.finish(
                source, index: section, solution: solution, sectionEnvironment: solved.environment)
            try assemble(replacing: section, was: old)
        } catch {
            // The solution took the size: solve the section again without it.
            source.measuredItems = measuredBefore
            if let restored = try? CustomSectionSolver.solve(
                source, index: section, layout: layout, itemCount: solution.itemCount,
                sectionEnvironment: solved.environment)
            {
                sections[section] = restored
            } else {
                solved.customSolution = solution
                sections[section] = solved
            }
            // Stacked again as it is now; the assembly throws only where it threw for the
            // section as it was, which the solution held.
            try? assemble(replacing: section, was: old)
            throw error
        }
    }
}

import Foundation

// MARK: - Feeding measured sizes back

extension LayoutSolution {
    /// Records the size a cell measured itself at and updates the layout in place: the cell's
    /// group and the one before it (which tries the cell when it fills) are solved again, later
    /// groups and sections move; nothing else is recomputed. The outcome is the solve from scratch
    /// with every size recorded so far.
    ///
    /// The size replaces the estimate only along estimated axes (UIKit's
    /// `preferredLayoutAttributesFitting(_:)` contract).
    ///
    /// - Throws: ``LayoutError/invalidInput(_:)`` for an index path out of range, a size that is
    ///   not finite and within ``LayoutLimits/maximumLength``, or one whose frames would overflow
    ///   to infinity; the solution is unchanged, whatever the kind of section.
    /// - Complexity: O(log *n*) plus two group solves in sections with measured sizes, plus
    ///   O(1 + *s*) to move the *s* sections after it; when the change alters how many items a group holds, a solve for
    ///   each group laid out again (up to the first that starts where one did before) plus
    ///   O(*n* / *k*) array work for *k* items a group.
    public mutating func updateItemSize(_ size: CGSize, at indexPath: IndexPath) throws(LayoutError) {
        try validate(size, "item", indexPath)
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            (0..<sections[indexPath[0]].itemCount).contains(indexPath[1])
        else {
            throw .invalidInput("item \(Self.describe(indexPath)): no such item in the layout")
        }
        let section = indexPath[0], item = indexPath[1]
        if case .flow(var flow) = sections[section].source, flow.layout.estimatedItemSize != .zero {
            guard flow.measured[item] != size else { return }
            flow.measured[item] = size
            try replaceSection(
                section,
                with: try FlowSectionSolver.solve(
                    flow.layout, section: section, itemCount: flow.itemCount, environment: flow.environment,
                    measured: flow.measured))
            return
        }
        if case .stacked(var stacked) = sections[section].source {
            guard stacked.measured[item] != size else { return }
            stacked.measured[item] = size
            try replaceSection(
                section,
                with: try StackedSectionSolver.solve(
                    stacked.section, index: section, environment: stacked.environment, measured: stacked.measured))
            return
        }
        if case .custom = sections[section].source {
            try updateCustomItemSize(size, at: item, inSection: section)
            return
        }
        guard case .compositional = sections[section].source else {
            throw .invalidInput("item \(Self.describe(indexPath)): this section's items do not size themselves")
        }
        guard sections[section].measuredItemSize(at: item) != size else { return }

        // Move the section out of the array and its tables out of the section, so that they are
        // uniquely owned and updated in place (copying a large section's tables would cost O(n)).
        let old = assembled(section)
        var solved = SolvedSection.placeholder(crossExtent: 0, environment: environment)
        swap(&solved, &sections[section])
        var taken = SectionSource.placeholder
        swap(&taken, &solved.source)
        guard case .compositional(var source) = consume taken, var sequence = solved.sequence.take() else {
            preconditionFailure(
                "LayoutSolution: section \(section) stopped being compositional while its size was updated")
        }
        let previousMeasurement = source.measuredItems[item]
        source.measuredItems[item] = size
        do {
            let changedGroups = try sequence.update(
                item: item, recipe: source.recipe, measured: source.measuredItems)
            let previousOverhang = solved.overhang
            var updated = try CompositionalSectionSolver.finish(
                source, sequence: sequence, sectionEnvironment: solved.environment, computesOverhang: false)
            updated.overhang = changedGroups.reduce(previousOverhang) { max($0, updated.reach(ofGroup: $1)) }
            sections[section] = updated
            try assemble(replacing: section, was: old)
        } catch {
            // Put the section back as it was (also when the new frames overflow).
            source.measuredItems[item] = previousMeasurement
            solved.source = .compositional(source)
            solved.sequence = try? GroupSequence.build(
                source.recipe, itemCount: source.itemCount, measured: source.measuredItems)
            sections[section] = solved
            // The assembly changed nothing when it threw: the section put back is as it was.
            throw error
        }
    }

    /// Records the size a supplementary view measured itself at (a header or footer of a section or
    /// of the layout, or one anchored to an item) and updates the layout in place.
    ///
    /// - Throws: ``LayoutError/invalidInput(_:)`` for an unknown element, a size that is not
    ///   finite and within ``LayoutLimits/maximumLength``, or one whose frames would overflow to
    ///   infinity; the solution is unchanged.
    /// - Complexity: O(1 + *s*) for the *s* sections after the section's (O(number of sections)
    ///   for the layout's own), plus the section's supplementaries.
    package mutating func updateSupplementarySize(_ size: CGSize, ofKind elementKind: String, at indexPath: IndexPath)
        throws(LayoutError)
    {
        try validate(size, "supplementary \(elementKind)", indexPath)
        let key = LayoutElementKey.supplementary(elementKind, indexPath)
        if indexPath.count == 1 {
            guard globalBoundaries.contains(where: { $0.elementKind == elementKind && $0.index == indexPath[0] }) else {
                throw .invalidInput(
                    "supplementary \(elementKind) \(Self.describe(indexPath)): no such supplementary view in the layout"
                )
            }
            let previous = measuredBoundaryItems.updateValue(size, forKey: key)
            do {
                try assemble()
            } catch {
                measuredBoundaryItems[key] = previous
                throw error
            }
            return
        }
        if indexPath.count == 2, sections.indices.contains(indexPath[0]),
            case .custom(var source) = sections[indexPath[0]].source, element(key) != nil
        {
            guard source.measuredSupplementaries[key] != size, let solution = sections[indexPath[0]].customSolution
            else { return }
            source.measuredSupplementaries[key] = size
            try replaceSection(
                indexPath[0],
                with: try CustomSectionSolver.finish(
                    source, index: indexPath[0], solution: solution,
                    sectionEnvironment: sections[indexPath[0]].environment))
            return
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            case .compositional(var source) = sections[indexPath[0]].source, element(key) != nil
        else {
            throw .invalidInput(
                "supplementary \(elementKind) \(Self.describe(indexPath)): no such supplementary view in the layout")
        }
        let section = indexPath[0]
        guard source.measuredSupplementaries[key] != size, let sequence = sections[section].sequence else { return }
        source.measuredSupplementaries[key] = size
        try replaceSection(
            section,
            with: try CompositionalSectionSolver.finish(
                source, sequence: sequence, sectionEnvironment: sections[section].environment))
    }

    /// The sizes the items of a compositional section were measured at, as the solution holds
    /// them; `nil` for a section out of range or of another kind.
    ///
    /// - Complexity: O(1).
    package func measuredItems(ofSection section: Int) -> MeasuredSizes? {
        sections.indices.contains(section) ? sections[section].measuredItems : nil
    }

    private func validate(_ size: CGSize, _ what: String, _ indexPath: IndexPath) throws(LayoutError) {
        if let problem = LayoutLimits.problem(withMeasuredSize: size) {
            throw .invalidInput("\(what) \(Self.describe(indexPath)): \(problem)")
        }
    }

    static func describe(_ indexPath: IndexPath) -> String {
        "[\(indexPath.map(String.init).joined(separator: ", "))]"
    }
}

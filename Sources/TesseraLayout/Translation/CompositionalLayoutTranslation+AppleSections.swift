import Foundation

// MARK: - One validation, then the translation

extension CompositionalLayoutTranslation {
    /// What Apple's compositional layout is given for section `index` of `layout`, asked in the
    /// collection view's `environment` (the one Tessera's engine uses, so that the provider sees
    /// the same values — safe area, margins, readable insets — on both engines).
    ///
    /// The section is checked by the validation Tessera's engine runs (``validate(_:index:)``)
    /// before it is translated, and with `trialSolve` it is also solved by Tessera's engine in the
    /// environment, which refuses what cannot be laid out there (no room, say); what fails is
    /// never handed to Apple (``AppleSection/refused(index:itemCount:scale:because:)``).
    ///
    /// - Parameters:
    ///   - sectionCount: the number of sections (a grouped list's last section has its own padding).
    ///   - itemCount: the section's item count (a custom section is placed for it).
    ///   - trialSolve: whether to solve the section with Tessera's engine too; the headless host,
    ///     which solves every model anyway, refuses there instead.
    /// - Complexity: O(*n*) in the size of the section's description, plus the provider, a custom
    ///   layout's solve and, with `trialSolve`, the section's solve.
    package static func appleSection(
        of layout: CompositionalLayout, at index: Int, sectionCount: Int, itemCount: Int,
        environment: LayoutEnvironment, features: CompositionalLayoutFeatures, trialSolve: Bool
    ) -> AppleSection {
        let scale = environment.traitCollection.displayScale
        let sectionEnvironment = layout.sectionEnvironment(for: environment)
        guard let provided = layout.section(at: index, sectionEnvironment: sectionEnvironment) else {
            guard itemCount == 0 else {
                return .refused(
                    index: index, itemCount: itemCount, scale: scale,
                    because:
                        "the section provider returned no section for a section of \(itemCount) items (Apple: \"Invalid section definition. Please specify a valid section definition when content is to be rendered for a section.\")"
                )
            }
            return AppleSection(content: .empty, model: nil)
        }
        do {
            try validate(provided, index: index)
        } catch {
            return .refused(index: index, itemCount: itemCount, scale: scale, because: error.description)
        }
        let translation = translate(
            provided, features: features, environment: sectionEnvironment, itemCount: itemCount)
        if let refusal = translation.refusal {
            return .refused(index: index, itemCount: itemCount, scale: scale, because: refusal.description)
        }
        let model = translation.model(in: sectionEnvironment)
        if trialSolve, environment.container.contentSize[layout.scrollDirection.orthogonal] > 0 {
            do {
                let configuration = translate(layout.configuration, features: features).configuration
                _ = try CompositionalSectionSolver.solve(
                    model.addingListPaddings(index: index, sectionCount: sectionCount, scale: scale), index: index,
                    itemCount: itemCount, configuration: configuration, rootEnvironment: environment,
                    sectionEnvironment: sectionEnvironment, measuredItems: MeasuredSizes(),
                    measuredSupplementaries: [:])
            } catch {
                return .refused(index: index, itemCount: itemCount, scale: scale, because: error.description)
            }
        }
        var section = AppleSection(content: .translation(translation), model: model, itemCount: itemCount, scale: scale)
        for note in translation.notes {
            if note.isApproximatedByDesign {
                section.failures.append(
                    "section \(index) is approximated on Apple's compositional layout, by design: \(note)")
            } else {
                section.inexactness.append("section \(index): \(note)")
            }
        }
        section.dependsOnItemCount = provided.customLayout != nil
        return section
    }

    /// Checks a section as Tessera's engine does before it solves it: the section's own values,
    /// and its group tree (empty groups, repeat counts, dimensions, nesting depth) or, for a custom
    /// section, that it does not scroll orthogonally.
    ///
    /// - Throws: the ``LayoutError`` Tessera's engine throws for the section.
    /// - Complexity: O(*n*) for *n* groups, items and supplementaries.
    package static func validate(_ section: LayoutSection, index: Int) throws(LayoutError) {
        let path = "section \(index)"
        if section.customLayout != nil {
            try CustomSectionSolver.validate(section, path: path)
        } else {
            try CompositionalSectionSolver.validate(section, path: path)
            _ = try SectionPlan(group: section.group, path: "\(path).group")
        }
    }
}

import Foundation

// MARK: - Finite geometry

extension SolvedSection {
    /// Whether every number that places the section's elements is finite. Finite input can still
    /// sum or multiply past the largest `CGFloat` (a 10³⁰⁰-point inset, a million groups of 10³⁰⁰
    /// points); such a section cannot be shown and its layout is refused.
    ///
    /// - Complexity: O(*e*) for the *e* elements of the template, boundary items and decorations
    ///   (measured groups are counted as they are solved).
    var isFinite: Bool {
        let numbers =
            [extent, crossExtent, overhang, sequenceOrigin.x, sequenceOrigin.y]
            + [orthogonal?.contentExtent, orthogonal?.visibleExtent, orthogonal?.leadingInset].compactMap { $0 }
        guard numbers.allSatisfy(\.isFinite) else { return false }
        guard boundaries.allSatisfy({ $0.frame.isFiniteFrame }), decorations.allSatisfy({ $0.frame.isFiniteFrame })
        else { return false }
        guard let sequence else { return true }
        return sequence.totalExtent.isFinite && sequence.template.isFinite
            && sequence.nonFiniteInstanceCount == 0
    }
}

extension GroupSolution {
    /// Whether the group's size and every frame in it are finite.
    var isFinite: Bool {
        size.width.isFinite && size.height.isFinite
            && leaves.allSatisfy { $0.frame.isFiniteFrame && $0.slot.isFiniteFrame }
            && supplementaries.allSatisfy { $0.frame.isFiniteFrame }
    }
}

extension CGRect {
    /// Whether the origin and size are finite numbers.
    var isFiniteFrame: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

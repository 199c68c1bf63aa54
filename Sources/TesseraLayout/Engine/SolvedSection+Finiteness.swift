import Foundation

// MARK: - Finite geometry

extension SolvedSection {
    /// Whether every number that places `section`'s elements is finite and within
    /// ``LayoutLimits/maximumCoordinate``. Finite input can still sum or multiply past that (a
    /// 10³⁰⁰-point inset, a million groups of 10³⁰⁰ points, an inset of the largest `CGFloat`);
    /// such a section cannot be shown (rounded to pixels, queried, drawn) and its layout is refused.
    ///
    /// - Complexity: O(*e*) for the *e* elements of the template, boundary items and decorations
    ///   (measured groups are counted as they are solved).
    /// The section is borrowed where it is stored (an element of the solution's sections), so
    /// that the check does not copy it.
    static func isFinite(_ section: borrowing SolvedSection) -> Bool {
        // Number by number: arrays of them would be allocated at every solve.
        guard section.extent.isRepresentableCoordinate, section.crossExtent.isRepresentableCoordinate,
            section.overhang.isRepresentableCoordinate, section.sequenceOrigin.x.isRepresentableCoordinate,
            section.sequenceOrigin.y.isRepresentableCoordinate
        else { return false }
        if let orthogonal = section.orthogonal,
            !(orthogonal.contentExtent.isRepresentableCoordinate && orthogonal.visibleExtent.isRepresentableCoordinate
                && orthogonal.leadingInset.isRepresentableCoordinate)
        {
            return false
        }
        guard section.boundaries.allSatisfy({ $0.frame.isFiniteFrame }),
            section.decorations.allSatisfy({ $0.frame.isFiniteFrame })
        else { return false }
        // Read through the optional in place: a copy of the sequence would retain every table it holds.
        guard let totalExtent = section.sequence?.totalExtent, let template = section.sequence?.template,
            let nonFiniteInstances = section.sequence?.nonFiniteInstanceCount
        else { return true }
        return totalExtent.isFinite && template.isFinite && nonFiniteInstances == 0
    }

    /// ``isFinite(_:)`` of this section, read where it is stored: `sections[index].isFinite`
    /// borrows the array's element, which passing it as an argument copies.
    var isFinite: Bool { Self.isFinite(self) }
}

extension GroupSolution {
    /// Whether the group's size and every frame in it are finite and within
    /// ``LayoutLimits/maximumCoordinate``.
    var isFinite: Bool {
        size.width.isRepresentableCoordinate && size.height.isRepresentableCoordinate
            && leaves.allSatisfy { $0.frame.isFiniteFrame && $0.slot.isFiniteFrame }
            && supplementaries.allSatisfy { $0.frame.isFiniteFrame }
    }
}

extension CGRect {
    /// Whether the rectangle lies within ``LayoutLimits/maximumCoordinate`` of the origin (so its
    /// numbers are finite, and stay finite when rounded to pixels or moved by another such frame).
    var isFiniteFrame: Bool {
        // Without an array of the six numbers: this runs for every frame of every solve.
        minX.isRepresentableCoordinate && maxX.isRepresentableCoordinate && minY.isRepresentableCoordinate
            && maxY.isRepresentableCoordinate && size.width.isRepresentableCoordinate
            && size.height.isRepresentableCoordinate
    }
}

extension CGFloat {
    /// Whether the value is finite and within ``LayoutLimits/maximumCoordinate`` of zero.
    var isRepresentableCoordinate: Bool { magnitude <= LayoutLimits.maximumCoordinate }
}

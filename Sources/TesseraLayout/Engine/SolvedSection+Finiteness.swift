import Foundation

// MARK: - Finite geometry

extension SolvedSection {
    /// Whether every number that places the elements of section `index` of `sections` is finite
    /// and within ``LayoutLimits/maximumCoordinate``. Finite input can still sum or multiply past
    /// that (a 10³⁰⁰-point inset, a million groups of 10³⁰⁰ points, an inset of the largest
    /// `CGFloat`); such a section cannot be shown (rounded to pixels, queried, drawn) and its
    /// layout is refused.
    ///
    /// The section is read field by field where the array stores it, through a pointer: handed
    /// over as a value (an argument, even a borrowed one, of a function that is not inlined), or
    /// read through the array's subscript, it was copied, every table it holds retained. The
    /// pointer is a mutable one (the caller's solution is being assembled), so that the sequence
    /// is checked in place through its optional (``GroupSequence/checkNumbersFinite()``).
    ///
    /// - Complexity: O(*e*) for the *e* elements of the template, boundary items and decorations
    ///   (measured groups are counted as they are solved).
    static func isFinite(_ sections: inout [SolvedSection], at index: Int) -> Bool {
        sections.withUnsafeMutableBufferPointer { sections in
            guard let base = sections.baseAddress else { return true }
            return isFinite(base + index)
        }
    }

    private static func isFinite(_ section: UnsafeMutablePointer<SolvedSection>) -> Bool {
        // Number by number: arrays of them would be allocated at every solve.
        guard section.pointee.extent.isRepresentableCoordinate, section.pointee.crossExtent.isRepresentableCoordinate,
            section.pointee.overhang.isRepresentableCoordinate,
            section.pointee.sequenceOrigin.x.isRepresentableCoordinate,
            section.pointee.sequenceOrigin.y.isRepresentableCoordinate
        else { return false }
        if let orthogonal = section.pointee.orthogonal,
            !(orthogonal.contentExtent.isRepresentableCoordinate && orthogonal.visibleExtent.isRepresentableCoordinate
                && orthogonal.leadingInset.isRepresentableCoordinate)
        {
            return false
        }
        guard section.pointee.boundaries.allSatisfy({ $0.frame.isFiniteFrame }),
            section.pointee.decorations.allSatisfy({ $0.frame.isFiniteFrame })
        else { return false }
        return section.pointee.sequence?.checkNumbersFinite() ?? true
    }
}

extension GroupSequence {
    /// Whether the total extent, the template and every instance are finite and within
    /// ``LayoutLimits/maximumCoordinate`` (the instances as counted while they are solved).
    /// Changes nothing: `mutating` so that a section checks its sequence in place through the
    /// optional it stores it in (a call that is not mutating copies the sequence there, every
    /// table it holds retained).
    mutating func checkNumbersFinite() -> Bool {
        totalExtent.isFinite && template.isFinite && nonFiniteInstanceCount == 0
    }
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

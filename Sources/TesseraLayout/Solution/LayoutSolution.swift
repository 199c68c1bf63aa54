import Foundation

/// Every frame of a solved layout — cells, supplementary and decoration views — with the scroll
/// state that moves some of them (pinned headers, orthogonal sections, visible-items handlers).
///
/// A solution does no per-item work for sections whose groups are all alike: the frame of item *i*
/// is computed from its group's slot when asked. ``elements(in:)`` costs O(log n + k) for *k*
/// results. Measured sizes update it in place (``updateItemSize(_:at:)``), touching only what moved.
public struct LayoutSolution: Sendable {
    var sections: [SolvedSection]
    /// Where each section starts along the scrolling axis.
    var sectionOffsets: [CGFloat] = []
    /// Layout-level boundary items, in content coordinates.
    var globalBoundaries: [SolvedBoundary] = []
    let environment: LayoutEnvironment
    /// The axis the content scrolls along.
    public let scrollDirection: LayoutAxis
    let interSectionSpacing: CGFloat
    let boundaryItems: [LayoutBoundarySupplementaryItem]
    var measuredBoundaryItems: [LayoutElementKey: CGSize]
    let roundsFramesToPixels: Bool
    let resolver: DimensionResolver

    /// The size of the whole content.
    public private(set) var contentSize: CGSize = .zero

    /// Whether elements depend on the content offset (see ``dependsOnContentOffset``).
    private(set) var hasScrollDependentElements = false

    /// The scroll position, for pinned supplementaries and visible-items handlers.
    public var contentOffset: CGPoint = .zero

    /// Insets of the visible area (navigation bars, home indicator) that pinned headers stay clear
    /// of; UIKit's `adjustedContentInset`.
    package var adjustedContentInset: DirectionalEdgeInsets = .zero

    /// What the host reports about what Apple's compositional layout is given for this layout:
    /// sections refused and shown empty, approximations made by design (``AppleEngineModel``).
    package var appleEngineReports: [String] = []

    /// Orthogonal scroll offsets by section.
    var orthogonalOffsets: [Int: CGFloat] = [:]

    /// How far any section's cells may overflow its frame (items larger than their groups), so that
    /// range queries still find them.
    var sectionSearchMargin: CGFloat = 0

    /// What the assembly keeps of the sections, so that a section replaced is stacked again with
    /// the sections after it only (``assemble(replacing:was:)``): the largest extent of a section
    /// across the scrolling axis, the first section that is not a placeholder (the number of
    /// sections when none), how many sections depend on the content offset, and how far the
    /// layout's boundary items shift the sections.
    private var sectionsCrossExtent: CGFloat = 0
    private var firstContentSection = 0
    private var scrollDependentSectionCount = 0
    private var boundaryShift: CGFloat = 0

    /// The work of the last assembly: the sections whose frames it checked, and the sections it
    /// stacked. A measurement checks the section it changed and stacks it with the ones after it.
    package private(set) var assemblyWork = (checkedSections: 0, stackedSections: 0)

    /// Takes `sections` owned: assembling checks each where the array stores it, with mutable
    /// access, which a shared array would have to be copied for. The sections are assembled
    /// (``assemble()``) before the solution is made, which is then stored once: a solution made,
    /// then assembled and handed back, was copied into the caller's.
    ///
    /// `spareOffsets`: an empty array whose storage the section offsets are written into
    /// (``LayoutSolutionStorage``).
    init(
        sections: __owned [SolvedSection],
        environment: LayoutEnvironment,
        scrollDirection: LayoutAxis,
        interSectionSpacing: CGFloat,
        boundaryItems: [LayoutBoundarySupplementaryItem],
        measuredBoundaryItems: [LayoutElementKey: CGSize],
        roundsFramesToPixels: Bool,
        appleEngineReports: [String] = [],
        spareOffsets: __owned [CGFloat] = []
    ) throws(LayoutError) {
        var sections = consume sections
        let resolver = DimensionResolver(scale: environment.traitCollection.displayScale)
        let assembly = try Self.assembly(
            of: &sections, environment: environment, scrollDirection: scrollDirection,
            interSectionSpacing: interSectionSpacing, boundaryItems: boundaryItems,
            measuredBoundaryItems: measuredBoundaryItems, roundsFramesToPixels: roundsFramesToPixels,
            resolver: resolver, offsets: consume spareOffsets)
        self.sections = consume sections
        self.appleEngineReports = appleEngineReports
        self.environment = environment
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundaryItems = boundaryItems
        self.measuredBoundaryItems = measuredBoundaryItems
        self.roundsFramesToPixels = roundsFramesToPixels
        self.resolver = resolver
        store(assembly)
    }

    // MARK: Assembly

    /// What an assembly of the sections stores in the solution.
    private struct Assembly {
        var sectionOffsets: [CGFloat]
        var searchMargin: CGFloat
        var boundaries: [SolvedBoundary]
        var contentSize: CGSize
        var sectionsCrossExtent: CGFloat
        var firstContentSection: Int
        var scrollDependentSectionCount: Int
        var boundaryShift: CGFloat
    }

    /// Stacks the sections, places layout-level boundary items and computes the content size.
    /// Nothing is changed when it throws: every value is computed first, then stored.
    ///
    /// - Throws: ``LayoutError/invalidInput(_:)`` when a section's frames or the content size
    ///   reach past ``LayoutLimits/maximumCoordinate`` (or overflow to infinity).
    /// - Complexity: O(number of sections), plus each section's check of its frames.
    mutating func assemble() throws(LayoutError) {
        let assembly = try Self.assembly(
            of: &sections, environment: environment, scrollDirection: scrollDirection,
            interSectionSpacing: interSectionSpacing, boundaryItems: boundaryItems,
            measuredBoundaryItems: measuredBoundaryItems, roundsFramesToPixels: roundsFramesToPixels,
            resolver: resolver, offsets: [])
        store(assembly)
    }

    /// ``assemble()``'s values for `sections`, computed without a solution, so that one can be
    /// made assembled. The section offsets are appended to `offsets`, an empty array (its storage
    /// is reused when it has room).
    private static func assembly(
        of sections: inout [SolvedSection], environment: LayoutEnvironment, scrollDirection: LayoutAxis,
        interSectionSpacing: CGFloat, boundaryItems: [LayoutBoundarySupplementaryItem],
        measuredBoundaryItems: [LayoutElementKey: CGSize], roundsFramesToPixels: Bool, resolver: DimensionResolver,
        offsets spare: __owned [CGFloat]
    ) throws(LayoutError) -> Assembly {
        let cross = scrollDirection.orthogonal
        var offsets = consume spare
        offsets.reserveCapacity(sections.count)
        var offset: CGFloat = 0
        var sectionsCrossExtent: CGFloat = 0, margin: CGFloat = 0
        var firstContentSection = sections.count, scrollDependent = 0
        // By index, field by field: a copy of a section would retain every table it holds.
        for index in sections.indices {
            let isPlaceholder = sections[index].isPlaceholder
            if interSectionSpacing != 0 && firstContentSection < index && !isPlaceholder {
                offset += interSectionSpacing
            }
            offsets.append(offset)
            offset += sections[index].extent
            sectionsCrossExtent = max(sectionsCrossExtent, sections[index].crossExtent)
            margin = index == 0 ? sections[index].overhang : max(margin, sections[index].overhang)
            if !isPlaceholder && firstContentSection == sections.count { firstContentSection = index }
            if dependsOnContentOffset(section: index, of: sections) { scrollDependent += 1 }
        }
        let (boundaries, shift, size) = try placeBoundaries(
            end: offset, crossExtent: max(environment.container.contentSize[cross], sectionsCrossExtent),
            environment: environment, scrollDirection: scrollDirection, boundaryItems: boundaryItems,
            measuredBoundaryItems: measuredBoundaryItems, roundsFramesToPixels: roundsFramesToPixels,
            resolver: resolver)
        // Finite input can overflow: sums and products past the largest CGFloat are infinite.
        // Each section checked where it is stored: a copy of it would retain every table it holds.
        for index in sections.indices where !SolvedSection.isFinite(&sections, at: index) {
            throw Self.tooLarge(section: index)
        }
        try Self.check(size, boundaries)
        return Assembly(
            sectionOffsets: shift == 0 ? offsets : offsets.map { $0 + shift }, searchMargin: margin,
            boundaries: boundaries, contentSize: size, sectionsCrossExtent: sectionsCrossExtent,
            firstContentSection: firstContentSection, scrollDependentSectionCount: scrollDependent,
            boundaryShift: shift)
    }

    /// Stores what an assembly of all the sections computed.
    private mutating func store(_ assembly: __owned Assembly) {
        sectionOffsets = assembly.sectionOffsets
        sectionSearchMargin = assembly.searchMargin
        globalBoundaries = assembly.boundaries
        contentSize = assembly.contentSize
        sectionsCrossExtent = assembly.sectionsCrossExtent
        firstContentSection = assembly.firstContentSection
        scrollDependentSectionCount = assembly.scrollDependentSectionCount
        boundaryShift = assembly.boundaryShift
        hasScrollDependentElements =
            assembly.scrollDependentSectionCount > 0 || assembly.boundaries.contains { $0.pinsToVisibleBounds }
        assemblyWork = (sections.count, sections.count)
    }

    /// Stacks the sections again after one was replaced, when it was `old` (``assembled(_:)``):
    /// checks that section's frames, and moves the sections after it; the others are as they were
    /// (checked when they were assembled). The outcome, to the bit, is ``assemble()``'s. Nothing is
    /// changed when it throws.
    ///
    /// - Complexity: O(1 + *s*) for the *s* sections after it, plus the section's check of its
    ///   frames; O(number of sections) when the section was the widest or reached furthest and
    ///   no longer is, or when it became or stopped being a placeholder.
    mutating func assemble(replacing section: Int, was old: AssembledSection) throws(LayoutError) {
        let new = assembled(section)
        guard boundaryShift == 0, new.isPlaceholder == old.isPlaceholder else { return try assemble() }
        var sectionsCrossExtent = self.sectionsCrossExtent, margin = sectionSearchMargin
        if new.crossExtent >= sectionsCrossExtent {
            sectionsCrossExtent = new.crossExtent
        } else if old.crossExtent >= sectionsCrossExtent {
            sectionsCrossExtent = sections.indices.reduce(0) { max($0, sections[$1].crossExtent) }
        }
        if new.overhang >= margin {
            margin = new.overhang
        } else if old.overhang >= margin {
            margin = sections.indices.dropFirst().reduce(sections[0].overhang) { max($0, sections[$1].overhang) }
        }
        // The sections after it, with the sums `assemble()` makes (the offsets are not shifted).
        let end = stackedEnd(after: section, writing: false)
        let cross = scrollDirection.orthogonal
        let (boundaries, shift, size) = try placeBoundaries(
            end: end, crossExtent: max(environment.container.contentSize[cross], sectionsCrossExtent))
        guard shift == 0 else { return try assemble() }
        guard SolvedSection.isFinite(&sections, at: section) else { throw Self.tooLarge(section: section) }
        try Self.check(size, boundaries)
        _ = stackedEnd(after: section, writing: true)
        sectionSearchMargin = margin
        globalBoundaries = boundaries
        contentSize = size
        self.sectionsCrossExtent = sectionsCrossExtent
        scrollDependentSectionCount += (new.dependsOnContentOffset ? 1 : 0) - (old.dependsOnContentOffset ? 1 : 0)
        hasScrollDependentElements =
            scrollDependentSectionCount > 0 || boundaries.contains { $0.pinsToVisibleBounds }
        assemblyWork = (1, sections.count - section)
    }

    /// What the assembly reads of a section besides its extent.
    struct AssembledSection {
        var isPlaceholder: Bool
        var crossExtent: CGFloat
        var overhang: CGFloat
        var dependsOnContentOffset: Bool
    }

    /// What the assembly reads of a section, to pass to ``assemble(replacing:was:)`` once it is
    /// replaced.
    ///
    /// - Complexity: O(*b*) for the section's *b* boundary items.
    func assembled(_ section: Int) -> AssembledSection {
        AssembledSection(
            isPlaceholder: sections[section].isPlaceholder, crossExtent: sections[section].crossExtent,
            overhang: sections[section].overhang, dependsOnContentOffset: dependsOnContentOffset(section: section))
    }

    /// Where the sections end, stacking those after `section` from its offset (which does not
    /// change), and with `writing`, their offsets.
    private mutating func stackedEnd(after section: Int, writing: Bool) -> CGFloat {
        var offset = sectionOffsets[section] + sections[section].extent
        for index in sections.indices.dropFirst(section + 1) {
            if interSectionSpacing != 0 && firstContentSection < index && !sections[index].isPlaceholder {
                offset += interSectionSpacing
            }
            if writing { sectionOffsets[index] = offset }
            offset += sections[index].extent
        }
        return offset
    }

    /// Places the layout's boundary items around sections ending at `end`, and the content size.
    private func placeBoundaries(end offset: CGFloat, crossExtent: CGFloat) throws(LayoutError) -> (
        boundaries: [SolvedBoundary], shift: CGFloat, size: CGSize
    ) {
        try Self.placeBoundaries(
            end: offset, crossExtent: crossExtent, environment: environment, scrollDirection: scrollDirection,
            boundaryItems: boundaryItems, measuredBoundaryItems: measuredBoundaryItems,
            roundsFramesToPixels: roundsFramesToPixels, resolver: resolver)
    }

    /// ``placeBoundaries(end:crossExtent:)`` for a solution's values, without the solution.
    private static func placeBoundaries(
        end offset: CGFloat, crossExtent: CGFloat, environment: LayoutEnvironment, scrollDirection: LayoutAxis,
        boundaryItems: [LayoutBoundarySupplementaryItem], measuredBoundaryItems: [LayoutElementKey: CGSize],
        roundsFramesToPixels: Bool, resolver: DimensionResolver
    ) throws(LayoutError) -> (boundaries: [SolvedBoundary], shift: CGFloat, size: CGSize) {
        let scroll = scrollDirection, cross = scroll.orthogonal
        var host = CGRect.zero
        host.size[cross] = environment.container.contentSize[cross]
        host.size[scroll] = offset
        // Without boundary items, the placement of none, made without the placing's tables.
        let placement =
            boundaryItems.isEmpty
            ? BoundaryItemSolver.Placement(
                extendingMinimum: host.minimum(scroll), extendingMaximum: host.maximum(scroll))
            : BoundaryItemSolver.place(
                boundaryItems, in: host, scrollAxis: scroll, resolver: resolver,
                measured: { [measuredBoundaryItems] kind, index in
                    measuredBoundaryItems[.supplementary(kind, IndexPath(index: index))]
                }
            )
        let shift = -min(0, placement.extendingMinimum)
        let boundaries: [SolvedBoundary] =
            placement.items.isEmpty
            ? []
            : placement.items.map { boundary in
                var moved = boundary
                moved.frame = boundary.frame.offset(by: shift, along: scroll)
                return moved
            }
        var size = CGSize.zero
        size[scroll] = max(offset, placement.extendingMaximum) + shift
        size[cross] = crossExtent
        if roundsFramesToPixels {
            size = CGSize(width: resolver.roundToPixels(size.width), height: resolver.roundToPixels(size.height))
        }
        return (boundaries, shift, size)
    }

    /// Checks that the content size and the layout's boundary items can be represented.
    private static func check(_ size: CGSize, _ boundaries: [SolvedBoundary]) throws(LayoutError) {
        guard size.width.isRepresentableCoordinate, size.height.isRepresentableCoordinate,
            boundaries.allSatisfy({ $0.frame.isFiniteFrame })
        else {
            throw .invalidInput(
                "content: the content size is too large to represent (\(size)); reduce the sections' dimensions, insets, spacing or item counts"
            )
        }
    }

    private static func tooLarge(section: Int) -> LayoutError {
        .invalidInput(
            "section \(section): its frames are too large to represent (past \(LayoutLimits.maximumCoordinate) points, or infinite); reduce its dimensions, insets, spacing or item count"
        )
    }

    /// Puts a section solved again in its place and stacks it again with the sections after it;
    /// when that throws, the section it replaced is put back, so that the solution is as it was.
    ///
    /// - Complexity: ``assemble(replacing:was:)``'s.
    mutating func replaceSection(_ section: Int, with solved: SolvedSection) throws(LayoutError) {
        let old = assembled(section)
        let replaced = sections[section]
        sections[section] = solved
        do {
            try assemble(replacing: section, was: old)
        } catch {
            sections[section] = replaced
            throw error
        }
    }

    // MARK: Sections

    /// The number of sections.
    package var numberOfSections: Int { sections.count }

    /// The number of items in a section (0 for an index out of range).
    ///
    /// - Complexity: O(1).
    package func numberOfItems(inSection section: Int) -> Int {
        guard sections.indices.contains(section) else { return 0 }
        return sections[section].itemCount
    }

    /// A section's frame in content coordinates (from the top of an extending header to the bottom
    /// of an extending footer, across the whole width), or `nil` for an index out of range.
    ///
    /// - Complexity: O(1).
    package func frame(ofSection section: Int) -> CGRect? {
        guard sections.indices.contains(section) else { return nil }
        return mirrored(sectionFrame(section))
    }

    func sectionFrame(_ section: Int) -> CGRect {
        var frame = CGRect.zero
        frame.origin[scrollDirection] = sectionOffsets[section]
        frame.size[scrollDirection] = sections[section].extent
        frame.size[scrollDirection.orthogonal] = sections[section].crossExtent
        return frame
    }

    /// The environment a section was solved in (the one its provider received).
    ///
    /// - Complexity: O(1).
    package func environment(ofSection section: Int) -> LayoutEnvironment? {
        sections.indices.contains(section) ? sections[section].environment : nil
    }

    /// The collection view's environment the layout was solved in.
    package var rootEnvironment: LayoutEnvironment { environment }
}

// MARK: - Reusing a solution's storage

/// The tables of a solution no longer needed, emptied with their storage kept, for the next
/// solve to write into (``LayoutSolution/takeStorage()``): a solve of a list after each change
/// then allocates neither its array of sections nor that of their offsets.
package struct LayoutSolutionStorage {
    /// Empty; its storage holds the solved sections of the next solve.
    var sections: [SolvedSection] = []
    /// Empty; its storage holds the section offsets of the next solve.
    var sectionOffsets: [CGFloat] = []

    package init() {}
}

extension LayoutSolution {
    /// Takes the solution's tables of sections and section offsets out, emptied (each section
    /// ends its life here), their storage kept: the solution is left without sections, to be
    /// discarded. An array shared with another owner is emptied without its storage.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    package mutating func takeStorage() -> LayoutSolutionStorage {
        var storage = LayoutSolutionStorage()
        swap(&storage.sections, &sections)
        swap(&storage.sectionOffsets, &sectionOffsets)
        // Emptied from the end: `removeAll(keepingCapacity:)` replaces the whole range, a generic
        // walk that costs more than a few sections' removal.
        while !storage.sections.isEmpty { storage.sections.removeLast() }
        while !storage.sectionOffsets.isEmpty { storage.sectionOffsets.removeLast() }
        return storage
    }
}

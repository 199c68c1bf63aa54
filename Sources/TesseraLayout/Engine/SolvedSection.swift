import Foundation

/// A boundary supplementary view of a solved section (or of the whole layout).
struct SolvedBoundary: Sendable {
    var elementKind: String
    /// Its index among the section's boundary items of the same kind.
    var index: Int
    /// The frame relative to the section's origin.
    var frame: CGRect
    var zIndex: Int
    var pinsToVisibleBounds: Bool
    /// The alignment's edges, which say which way a pinned item sticks.
    var edges: DirectionalRectEdge
    /// The axes it sizes itself along.
    var selfSizingAxes: SelfSizingAxes = []
}

/// A decoration view of a solved section, relative to the section's origin.
struct SolvedDecoration: Sendable {
    var elementKind: String
    var index: Int
    var frame: CGRect
    var zIndex: Int
}

/// How an orthogonally scrolling section scrolls.
struct OrthogonalGeometry: Sendable {
    var behavior: OrthogonalScrollingBehavior
    /// The scrolling content's extent along the orthogonal axis (insets included).
    var contentExtent: CGFloat
    /// The visible extent (the collection view's).
    var visibleExtent: CGFloat
    /// Where the first group starts (section leading inset, plus centring insets).
    var leadingInset: CGFloat
}

/// A solved section: its extent, its groups, its supplementaries and decorations, all relative to
/// the section's origin, plus what is needed to solve it again after a measurement changes.
struct SolvedSection: Sendable {
    /// The section's extent along the layout's scrolling axis.
    var extent: CGFloat
    /// The section's extent across it (at least the collection view's).
    var crossExtent: CGFloat
    /// A placeholder for a section without items that has no description: it takes no room and
    /// gets no inter-section spacing.
    var isPlaceholder = false
    /// The items, if any.
    var sequence: GroupSequence?
    /// The items of a section a ``CustomSectionLayout`` placed (then ``sequence`` is `nil` and
    /// ``sequenceOrigin`` is where the custom layout's content starts).
    var customSolution: (any CustomSectionSolution)?
    /// Where group 0's origin is, relative to the section (orthogonal offset not applied).
    var sequenceOrigin: CGPoint = .zero
    var orthogonal: OrthogonalGeometry?
    var boundaries: [SolvedBoundary] = []
    var decorations: [SolvedDecoration] = []
    /// The item descriptions leaves refer to (for anchored supplementaries and decorations).
    var items: [LayoutItem] = []
    var visibleItemsInvalidationHandler: LayoutSection.VisibleItemsInvalidationHandler?
    /// The corner radius the section's first and last rows round (an inset-grouped list's), or 0.
    var rowCornerRadius: CGFloat = 0
    /// The appearance of a list section's rows, `nil` for other sections.
    var listAppearance: ListConfiguration.Appearance?
    /// The environment handed to the section provider (and to the visible-items handler).
    var environment: LayoutEnvironment
    /// What the section was solved from.
    var source: SectionSource

    /// The number of items.
    var itemCount: Int { sequence?.itemCount ?? customSolution?.itemCount ?? 0 }

    /// The size measured for an item of a compositional section, if any.
    func measuredItemSize(at item: Int) -> CGSize? {
        guard case .compositional(let source) = source else { return nil }
        return source.measuredItems[item]
    }

    /// The sizes a compositional section's items were measured at; `nil` for other sections.
    var measuredItems: MeasuredSizes? {
        guard case .compositional(let source) = source else { return nil }
        return source.measuredItems
    }

    /// A placeholder section.
    static func placeholder(crossExtent: CGFloat, environment: LayoutEnvironment) -> SolvedSection {
        SolvedSection(
            extent: 0, crossExtent: crossExtent, isPlaceholder: true, environment: environment, source: .placeholder)
    }

    /// How far leaves and their supplementaries reach beyond their group's bounds, for range
    /// queries. Set by ``computeOverhang()``.
    var overhang: CGFloat = 0

    /// How far a group solution's leaves and anchored supplementaries reach beyond its bounds.
    func reach(of solution: GroupSolution) -> CGFloat {
        var bounds = solution.overhangBounds
        let resolver = DimensionResolver(scale: environment.traitCollection.displayScale)
        for leaf in solution.leaves where leaf.itemID >= 0 {
            for supplementary in items[Int(leaf.itemID)].supplementaryItems {
                bounds = bounds.union(
                    AnchorMath.frame(
                        of: supplementary, in: leaf.frame, container: LayoutContainer(contentSize: leaf.frame.size),
                        resolver: resolver, measured: nil))
            }
        }
        return max(-bounds.minX, -bounds.minY, bounds.maxX - solution.size.width, bounds.maxY - solution.size.height, 0)
    }

    /// The reach of one group of the sequence.
    func reach(ofGroup group: Int) -> CGFloat {
        guard let sequence, group < sequence.groupCount else { return 0 }
        return reach(of: sequence.instance(group)) + selfSizingSupplementaryAllowance
    }

    /// Room left for anchored supplementaries that measure larger than their estimates.
    private var selfSizingSupplementaryAllowance: CGFloat {
        guard let template = sequence?.template else { return 0 }
        let hasSelfSizingSupplementaries = items.contains { item in
            item.supplementaryItems.contains {
                $0.layoutSize.widthDimension.isSelfSizing || $0.layoutSize.heightDimension.isSelfSizing
            }
        }
        return hasSelfSizingSupplementaries ? max(template.size.width, template.size.height) : 0
    }

    /// Computes ``overhang`` from the template and every solved instance.
    mutating func computeOverhang() {
        // Read through the optional in place: a copy of the sequence would retain every table it holds.
        guard let template = sequence?.template else {
            overhang = 0
            return
        }
        var result = reach(of: template)
        if let instances = sequence?.instances {
            for instance in instances.solutionsInUse { result = max(result, reach(of: instance)) }
        }
        overhang = result + selfSizingSupplementaryAllowance
    }
}

/// What a solved section came from, to solve it again. Each case holds its tables in one
/// object: a section is copied by every query that reads it, and a source holds many tables.
enum SectionSource: Sendable {
    case placeholder
    /// Held in one object of its own (not boxed again).
    case compositional(CompositionalSectionSource)
    indirect case flow(FlowSectionSource)
    indirect case stacked(StackedSectionSource)
    indirect case custom(CustomSectionSource)
    case precomputed
}

#if canImport(UIKit)
    import UIKit

    // Apple's layout objects built from Tessera's descriptions, one to one. The descriptions have
    // been through `CompositionalLayoutTranslation` first, so every value has an Apple counterpart on
    // the running iOS version; the `#available` checks only satisfy the compiler.

    // MARK: - Dimensions and sizes

    extension NSCollectionLayoutDimension {
        @MainActor
        static func make(_ dimension: LayoutDimension) -> NSCollectionLayoutDimension {
            switch dimension.kind {
            case .fractionalWidth: return .fractionalWidth(dimension.dimension)
            case .fractionalHeight: return .fractionalHeight(dimension.dimension)
            case .absolute: return .absolute(dimension.dimension)
            case .estimated: return .estimated(dimension.dimension)
            case .uniformAcrossSiblings:
                if #available(iOS 17, tvOS 17, *) { return .uniformAcrossSiblings(estimate: dimension.dimension) }
                return .estimated(dimension.dimension)
            }
        }
    }

    extension NSCollectionLayoutSize {
        @MainActor
        convenience init(_ size: LayoutSize) {
            self.init(widthDimension: .make(size.widthDimension), heightDimension: .make(size.heightDimension))
        }
    }

    extension NSCollectionLayoutSpacing {
        @MainActor
        static func make(_ spacing: LayoutSpacing?) -> NSCollectionLayoutSpacing? {
            guard let spacing else { return nil }
            return spacing.isFlexibleSpacing ? .flexible(spacing.spacing) : .fixed(spacing.spacing)
        }
    }

    extension NSCollectionLayoutEdgeSpacing {
        @MainActor
        static func make(_ spacing: LayoutEdgeSpacing?) -> NSCollectionLayoutEdgeSpacing? {
            guard let spacing else { return nil }
            return NSCollectionLayoutEdgeSpacing(
                leading: .make(spacing.leading), top: .make(spacing.top),
                trailing: .make(spacing.trailing), bottom: .make(spacing.bottom)
            )
        }
    }

    // MARK: - Supplementaries and decorations

    extension NSCollectionLayoutAnchor {
        @MainActor
        convenience init(_ anchor: LayoutAnchor) {
            let edges = NSDirectionalRectEdge(rawValue: UInt(anchor.edges.rawValue))
            if anchor.isFractionalOffset {
                self.init(edges: edges, fractionalOffset: anchor.offset)
            } else {
                self.init(edges: edges, absoluteOffset: anchor.offset)
            }
        }
    }

    extension NSCollectionLayoutSupplementaryItem {
        @MainActor
        static func make(_ item: LayoutSupplementaryItem) -> NSCollectionLayoutSupplementaryItem {
            let supplementary: NSCollectionLayoutSupplementaryItem
            if let itemAnchor = item.itemAnchor {
                supplementary = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(item.layoutSize), elementKind: item.elementKind,
                    containerAnchor: NSCollectionLayoutAnchor(item.containerAnchor),
                    itemAnchor: NSCollectionLayoutAnchor(itemAnchor))
            } else {
                supplementary = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(item.layoutSize), elementKind: item.elementKind,
                    containerAnchor: NSCollectionLayoutAnchor(item.containerAnchor))
            }
            supplementary.zIndex = item.zIndex
            supplementary.contentInsets = NSDirectionalEdgeInsets(item.contentInsets)
            return supplementary
        }
    }

    extension NSCollectionLayoutBoundarySupplementaryItem {
        @MainActor
        convenience init(_ item: LayoutBoundarySupplementaryItem) {
            self.init(
                layoutSize: NSCollectionLayoutSize(item.layoutSize), elementKind: item.elementKind,
                alignment: NSRectAlignment(rawValue: item.alignment.rawValue) ?? .none, absoluteOffset: item.offset
            )
            extendsBoundary = item.extendsBoundary
            pinToVisibleBounds = item.pinToVisibleBounds
            zIndex = item.zIndex
            contentInsets = NSDirectionalEdgeInsets(item.contentInsets)
        }
    }

    extension NSCollectionLayoutDecorationItem {
        @MainActor
        static func make(_ item: LayoutDecorationItem) -> NSCollectionLayoutDecorationItem {
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: item.elementKind)
            decoration.contentInsets = NSDirectionalEdgeInsets(item.contentInsets)
            decoration.zIndex = item.zIndex
            return decoration
        }
    }

    // MARK: - Items and groups

    extension NSCollectionLayoutItem {
        @MainActor
        static func make(_ item: LayoutItem) -> NSCollectionLayoutItem {
            let made = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(item.layoutSize),
                supplementaryItems: item.supplementaryItems.map(NSCollectionLayoutSupplementaryItem.make))
            made.contentInsets = NSDirectionalEdgeInsets(item.contentInsets)
            made.edgeSpacing = .make(item.edgeSpacing)
            return made
        }
    }

    extension NSCollectionLayoutGroup {
        /// Apple's group for a group and everything nested in it, built innermost first with a
        /// stack of the groups under way rather than recursion (groups may nest thousands of levels
        /// deep).
        ///
        /// - Complexity: O(*n*) for *n* groups, items and supplementaries.
        @MainActor
        static func make(_ root: LayoutGroup) -> NSCollectionLayoutGroup {
            var stack: [(group: LayoutGroup, subitems: [NSCollectionLayoutItem])] = [(root, [])]
            while let top = stack.indices.last {
                let group = stack[top].group
                let built = stack[top].subitems.count
                guard group.layoutDirection != .custom, built < group.subitems.count else {
                    let made = make(group, subitems: stack.removeLast().subitems)
                    guard let parent = stack.indices.last else { return made }
                    stack[parent].subitems.append(made)
                    continue
                }
                switch group.subitems[built] {
                case .group(let nested): stack.append((nested, []))
                case .item(let item): stack[top].subitems.append(NSCollectionLayoutItem.make(item))
                }
            }
            return make(root, subitems: [])
        }

        /// Apple's group for a group whose subitems are built.
        @MainActor
        private static func make(_ group: LayoutGroup, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
            let size = NSCollectionLayoutSize(group.layoutSize)
            let made: NSCollectionLayoutGroup
            switch group.layoutDirection {
            case .custom:
                let provider = group.itemProvider
                made = .custom(layoutSize: size) { environment in
                    (provider?(LayoutEnvironment(environment)) ?? []).map {
                        NSCollectionLayoutGroupCustomItem(frame: $0.frame, zIndex: $0.zIndex)
                    }
                }
            case .horizontal, .vertical:
                let isHorizontal = group.layoutDirection == .horizontal
                switch group.repetition {
                case .whileTheyFit:
                    made =
                        isHorizontal
                        ? .horizontal(layoutSize: size, subitems: subitems)
                        : .vertical(layoutSize: size, subitems: subitems)
                case .count(let count):
                    if #available(iOS 16, tvOS 16, *), let subitem = subitems.first {
                        made =
                            isHorizontal
                            ? .horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
                            : .vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
                    } else {
                        made = equallySharedGroup(
                            isHorizontal: isHorizontal, size: size, subitem: subitems.first, count: count)
                    }
                case .countForcingFraction(let count):
                    made = equallySharedGroup(
                        isHorizontal: isHorizontal, size: size, subitem: subitems.first, count: count)
                case .adaptive:
                    // Translations count adaptive groups for their environment
                    // (CompositionalLayoutTranslation); a group built without one holds one item.
                    made = equallySharedGroup(
                        isHorizontal: isHorizontal, size: size, subitem: subitems.first, count: 1)
                }
            }
            made.contentInsets = NSDirectionalEdgeInsets(group.contentInsets)
            made.edgeSpacing = .make(group.edgeSpacing)
            made.supplementaryItems = group.supplementaryItems.map(NSCollectionLayoutSupplementaryItem.make)
            made.interItemSpacing = .make(group.interItemSpacing)
            return made
        }

        /// `subitem:count:`: `count` items sharing the group equally. Apple deprecated it in iOS 16
        /// for `repeatingSubitem:count:`, where items keep their own size; a description that asks
        /// for the old behaviour still gets it, through ``EqualSharingGroupMaking``.
        @MainActor
        private static func equallySharedGroup(
            isHorizontal: Bool, size: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem?, count: Int
        ) -> NSCollectionLayoutGroup {
            guard let subitem else {
                return isHorizontal
                    ? .horizontal(layoutSize: size, subitems: []) : .vertical(layoutSize: size, subitems: [])
            }
            let maker: any EqualSharingGroupMaking.Type = NSCollectionLayoutGroup.self
            return isHorizontal
                ? maker.horizontal(layoutSize: size, subitem: subitem, count: count)
                : maker.vertical(layoutSize: size, subitem: subitem, count: count)
        }
    }

    /// The equal-sharing group constructors, reached through a protocol so that the deprecation of
    /// the UIKit spelling does not warn in code that must keep its behaviour.
    @MainActor
    private protocol EqualSharingGroupMaking {
        static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
            -> NSCollectionLayoutGroup
        static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
            -> NSCollectionLayoutGroup
    }

    extension NSCollectionLayoutGroup: EqualSharingGroupMaking {}

    // MARK: - Sections

    extension NSCollectionLayoutSection {
        /// A section built one to one from a translated description.
        @MainActor
        convenience init(_ section: LayoutSection) {
            self.init(group: NSCollectionLayoutGroup.make(section.group))
            contentInsets = NSDirectionalEdgeInsets(section.contentInsets)
            interGroupSpacing = section.interGroupSpacing
            contentInsetsReference = UIContentInsetsReference(section.contentInsetsReference)
            if #available(iOS 16, tvOS 16, *) {
                supplementaryContentInsetsReference = UIContentInsetsReference(
                    section.supplementaryContentInsetsReference)
            }
            // Deprecated in iOS 16 and still honoured: it is not the same as the reference above
            // (the translation keeps the two apart, as Tessera's engine does).
            let legacy: any SupplementaryInsetsFollowing = self
            legacy.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
            orthogonalScrollingBehavior =
                UICollectionLayoutSectionOrthogonalScrollingBehavior(
                    rawValue: section.orthogonalScrollingBehavior.rawValue) ?? .none
            if #available(iOS 17, tvOS 17, *) {
                switch section.orthogonalScrollingProperties.decelerationRate {
                case .automatic: orthogonalScrollingProperties.decelerationRate = .automatic
                case .normal: orthogonalScrollingProperties.decelerationRate = .normal
                case .fast: orthogonalScrollingProperties.decelerationRate = .fast
                }
                switch section.orthogonalScrollingProperties.bounce {
                case .automatic: orthogonalScrollingProperties.bounce = .automatic
                case .always: orthogonalScrollingProperties.bounce = .always
                case .never: orthogonalScrollingProperties.bounce = .never
                }
            }
            boundarySupplementaryItems = section.boundarySupplementaryItems.map(
                NSCollectionLayoutBoundarySupplementaryItem.init)
            setVisibleItemsInvalidationHandler(section.visibleItemsInvalidationHandler)
        }

        /// Sets what the app changed on a list section, as the translation found it, on Apple's
        /// list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
        @MainActor
        func apply(_ changes: ListSectionChanges) {
            contentInsets.top += changes.contentInsets.top
            contentInsets.leading += changes.contentInsets.leading
            contentInsets.bottom += changes.contentInsets.bottom
            contentInsets.trailing += changes.contentInsets.trailing
            interGroupSpacing += changes.interGroupSpacing
            if let reference = changes.contentInsetsReference {
                contentInsetsReference = UIContentInsetsReference(reference)
            }
            if #available(iOS 16, tvOS 16, *), let reference = changes.supplementaryContentInsetsReference {
                supplementaryContentInsetsReference = UIContentInsetsReference(reference)
            }
            if let follows = changes.supplementariesFollowContentInsets {
                let legacy: any SupplementaryInsetsFollowing = self
                legacy.supplementariesFollowContentInsets = follows
            }
            boundarySupplementaryItems += changes.addedBoundarySupplementaryItems.map(
                NSCollectionLayoutBoundarySupplementaryItem.init)
            setVisibleItemsInvalidationHandler(changes.visibleItemsInvalidationHandler)
        }

        /// Calls a Tessera visible-items handler with Apple's visible items, and copies back what
        /// it changed.
        @MainActor
        private func setVisibleItemsInvalidationHandler(_ handler: LayoutSection.VisibleItemsInvalidationHandler?) {
            guard let handler else { return }
            visibleItemsInvalidationHandler = { items, offset, environment in
                let visible = items.map(LayoutVisibleItem.init)
                handler(visible, offset, LayoutEnvironment(environment))
                for (item, changed) in zip(items, visible) {
                    item.center = changed.center
                    item.alpha = changed.alpha
                    item.zIndex = changed.zIndex
                    item.isHidden = changed.isHidden
                    item.transform = CGAffineTransform(changed.transform)
                }
            }
        }
    }

    /// `supplementariesFollowContentInsets`, deprecated in iOS 16 and still honoured, reached
    /// through a protocol so that its deprecation does not warn.
    @MainActor
    private protocol SupplementaryInsetsFollowing: AnyObject {
        var supplementariesFollowContentInsets: Bool { get set }
    }

    extension NSCollectionLayoutSection: SupplementaryInsetsFollowing {}

    // MARK: - Visible items

    extension LayoutVisibleItem {
        /// Tessera's visible item with the values of Apple's, for a section's handler.
        @MainActor
        convenience init(_ item: any NSCollectionLayoutVisibleItem) {
            let category: ElementCategory
            switch item.representedElementCategory {
            case .supplementaryView: category = .supplementaryView
            case .decorationView: category = .decorationView
            default: category = .cell
            }
            var attributes = LayoutAttributes(
                category: category, elementKind: item.representedElementKind, indexPath: item.indexPath,
                frame: item.frame, zIndex: item.zIndex)
            attributes.alpha = item.alpha
            attributes.isHidden = item.isHidden
            attributes.transform = LayoutTransform(item.transform)
            self.init(attributes: attributes)
        }
    }
#endif

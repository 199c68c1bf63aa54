#if canImport(UIKit)
    import UIKit

    extension BatchUpdate {
        /// The batch update UIKit describes with update items (in
        /// `prepare(forCollectionViewUpdates:)`): section changes have an index path whose item is
        /// `NSNotFound`.
        @MainActor
        package init(_ updateItems: [UICollectionViewUpdateItem]) {
            self.init()
            for item in updateItems {
                let before = item.indexPathBeforeUpdate
                let after = item.indexPathAfterUpdate
                switch item.updateAction {
                case .insert:
                    guard let after else { continue }
                    if after.item == NSNotFound {
                        insertedSections.append(after.section)
                    } else {
                        insertedItems.append(after)
                    }
                case .delete:
                    guard let before else { continue }
                    if before.item == NSNotFound {
                        deletedSections.append(before.section)
                    } else {
                        deletedItems.append(before)
                    }
                case .reload:
                    guard let before else { continue }
                    if before.item == NSNotFound {
                        reloadedSections.append(before.section)
                    } else {
                        reloadedItems.append(before)
                    }
                case .move:
                    guard let before, let after else { continue }
                    if before.item == NSNotFound {
                        movedSections.append(SectionMove(from: before.section, to: after.section))
                    } else {
                        movedItems.append(ItemMove(from: before, to: after))
                    }
                default:
                    continue
                }
            }
        }
    }
#endif

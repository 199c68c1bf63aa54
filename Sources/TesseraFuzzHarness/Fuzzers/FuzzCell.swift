import Foundation
import Tessera

/// A headless cell that shows a versioned item, for the fuzzers' content checks.
final class FuzzCell: HeadlessCell {
    var item: VersionedItem?
    required init() {}
    override var contentDescription: String { item?.description ?? "" }
}

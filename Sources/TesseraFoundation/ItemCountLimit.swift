import Foundation

/// The most items and sections Tessera's engines take in one collection view, and the check of
/// per-section item counts against them. Snapshots, batch-update mappings and layouts index items
/// with 32-bit integers, so a count past this limit (or a negative one) is refused with a message
/// instead of trapping in an allocation or a conversion.
package enum ItemCountLimit {
    /// 2,147,483,646 items (`Int32.max - 1`) in all sections together.
    package static let maximum = Int(Int32.max) - 1

    /// 2,147,483,646 sections.
    package static let maximumSectionCount = Int(Int32.max) - 1

    /// What is wrong with per-section item counts, or `nil` when there are at most
    /// ``maximumSectionCount`` sections and every count is 0 or more and they total at most
    /// ``maximum``.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    package static func problem(with counts: [Int]) -> String? {
        guard counts.count <= maximumSectionCount else {
            return "there are \(counts.count) sections, more than \(maximumSectionCount), the most Tessera takes"
        }
        var total = 0
        for (section, count) in counts.enumerated() {
            guard count >= 0 else { return "section \(section) has \(count) items; a count is 0 or more" }
            guard count <= maximum - total else {
                return
                    "the sections hold more than \(maximum) items, the most Tessera takes (section \(section) has \(count))"
            }
            total += count
        }
        return nil
    }
}

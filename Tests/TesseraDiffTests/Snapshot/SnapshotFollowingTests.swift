import PropertyBased
import TesseraDiff
import TesseraTestSupport
import Testing

/// A snapshot that follows an edited copy of its named state (`Snapshot.follow(_:)`, what the
/// update path does with each state it shows) becomes that copy, without its marks: in place when
/// the edits left the sections where they were, by taking the copy's storage otherwise.
@Suite("Snapshot following")
struct SnapshotFollowingTests {
    /// Random states, named, then rounds of random edits of every kind: after each round the
    /// follower is the edited copy without its marks, its storage is sound, and the next round's
    /// diff from it (through its name) is the full diff.
    @Test func aFollowerBecomesTheEditedCopy() async {
        let input = zip(SnapshotEdit.generator.array(of: 0...40), SnapshotEdit.generator.array(of: 1...45))
        await propertyCheck(count: PropertyRuns.count(400), input: input) { baseEdits, edits in
            var edited = Snapshot<Int, Int>()
            for edit in baseEdits { _ = edit.apply(to: &edited) }
            edited.nameState()
            var follower = edited
            for start in stride(from: 0, to: edits.count, by: 15) {
                for edit in edits[start..<min(start + 15, edits.count)] { _ = edit.apply(to: &edited) }
                edited.nameState()
                let update = BatchUpdate(from: follower, to: edited)
                #expect(update == BatchUpdate(from: follower, to: edited.forgettingHistory()))
                _ = follower.follow(edited)
                #expect(follower == edited.removingMarks(), "follower \(follower)\nedited \(edited)")
                #expect(follower.invariantViolations() == [])
            }
        }
    }

    /// Items appended, inserted, deleted and moved between sections, and sections appended, are
    /// followed in place; sections moved or deleted, or a copy edited from another state, replace
    /// the follower.
    @Test func editsThatKeepTheSectionsAreFollowedInPlace() throws {
        var edited = try Snapshot([(0, Array(0..<100)), (1, Array(100..<200))])
        edited.nameState()
        var follower = edited
        try edited.appendItems([1_000])
        edited.deleteItems([5, 150])
        try edited.insertItems([1_001], beforeItem: 50)
        try edited.moveItem(60, afterItem: 120)
        try edited.appendSections([2])
        try edited.appendItems([2_000, 2_001], toSection: 2)
        try edited.reconfigureItems([10])
        edited.nameState()
        #expect(follower.follow(edited) == nil)
        #expect(follower == edited.removingMarks())
        #expect(follower.invariantViolations() == [])

        try edited.moveSection(2, beforeSection: 0)
        edited.nameState()
        #expect(follower.follow(edited) != nil)
        #expect(follower == edited.removingMarks())

        var unrelated = try Snapshot([(0, [1, 2])])
        unrelated.nameState()
        #expect(follower.follow(unrelated) != nil)
        #expect(follower == unrelated)
    }
}

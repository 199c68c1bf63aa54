import PropertyBased
import TesseraDiff
import TesseraTestSupport
import TesseraTesting
import Testing

/// A list diff that must be refused: `duplicate` appears twice in a list, one copy in the changed part.
struct RefusedListChange: Sendable, CustomTestStringConvertible {
    var name: String
    var old: [String]
    var new: [String]
    var duplicate: String

    var testDescription: String { name }

    /// The same change with nine more elements deleted and nine inserted right after the common
    /// prefix: the common ends stay the same, and the changed part is too large to be compared
    /// element by element, so the ends are hashed and looked up.
    var padded: RefusedListChange {
        func pad(_ list: [String], _ mark: String, at prefix: Int) -> [String] {
            var list = list
            list.insert(contentsOf: (1...9).map { "\(mark)\($0)" }, at: prefix)
            return list
        }
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        return RefusedListChange(
            name: "\(name), large changed part", old: pad(old, "old", at: prefix), new: pad(new, "new", at: prefix),
            duplicate: duplicate)
    }

    static let all: [RefusedListChange] = [
        RefusedListChange(
            name: "an insert repeats the prefix", old: ["X", "a"], new: ["X", "X", "a"], duplicate: "X"),
        RefusedListChange(
            name: "an insert repeats the suffix", old: ["a", "X"], new: ["b", "X", "X"], duplicate: "X"),
        RefusedListChange(name: "a delete repeats the prefix", old: ["X", "X", "a"], new: ["X", "a"], duplicate: "X"),
        RefusedListChange(name: "a delete repeats the suffix", old: ["X", "b", "X"], new: ["c", "X"], duplicate: "X"),
        RefusedListChange(
            name: "a moved element repeats the prefix in both lists", old: ["X", "a", "X", "c"],
            new: ["X", "X", "a", "d"], duplicate: "X"),
        RefusedListChange(
            name: "a moved element repeats the suffix in both lists", old: ["c", "X", "a", "X"],
            new: ["d", "a", "X", "X"], duplicate: "X"),
        RefusedListChange(name: "two inserts", old: ["a"], new: ["X", "b", "X", "a"], duplicate: "X"),
        RefusedListChange(name: "two deletes", old: ["X", "b", "X", "a"], new: ["a"], duplicate: "X"),
        RefusedListChange(
            name: "one old element matched twice", old: ["X", "b"], new: ["b", "X", "X"], duplicate: "X"),
    ]
}

@Suite("Duplicates in list diffs")
struct ListDuplicateTests {
    @Test(arguments: RefusedListChange.all + RefusedListChange.all.map(\.padded))
    func aRepeatedIdentityWithACopyInTheChangedPartIsRefused(_ change: RefusedListChange) {
        let error = SnapshotError.duplicateItemIdentifiers(["\"\(change.duplicate)\""])
        #expect(throws: error) { try BatchUpdate(from: change.old, to: change.new) }
        #expect(throws: error) {
            try BatchUpdate(from: change.old, to: change.new, identifiedBy: { $0 }, isContentEqual: ==)
        }
    }

    @Test func repeatsWhollyInsideTheCommonEndsAreAccepted() throws {
        let update = try BatchUpdate(from: ["X", "a", "X"], to: ["X", "b", "X"])
        #expect(update.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(update.insertedItems == [IndexPath(item: 1, section: 0)])
        let padded = try BatchUpdate(
            from: ["X"] + (1...9).map { "old\($0)" } + ["X"], to: ["X"] + (1...9).map { "new\($0)" } + ["X"])
        #expect(padded.deletedItems.count == 9)
        #expect(padded.insertedItems.count == 9)
    }

    /// Lists made of a shared prefix, a middle of each and a shared suffix, over an alphabet
    /// small enough that identities repeat often; middles up to 14 long, so both ways of checking
    /// the ends (comparison, hashing) run.
    @Test func aDiffIsRefusedExactlyWhenAListRepeatsAnIdentityOfItsChangedPart() async {
        let part = Gen.int(in: 0...40).array(of: 0...7)
        let middle = Gen.int(in: 0...40).array(of: 0...14)
        let input = zip(part, middle, middle, part).map { prefix, oldMiddle, newMiddle, suffix in
            (old: prefix + oldMiddle + suffix, new: prefix + newMiddle + suffix)
        }
        await propertyCheck(count: PropertyRuns.count(3_000), input: input) { lists in
            let refused: Bool
            do {
                let update = try BatchUpdate(from: lists.old, to: lists.new)
                refused = false
                if Set(lists.old).count == lists.old.count, Set(lists.new).count == lists.new.count {
                    do { try BatchUpdateReplay.check(update, from: lists.old, to: lists.new) } catch {
                        Issue.record("\(error)\nold \(lists.old)\nnew \(lists.new)")
                    }
                }
            } catch {
                refused = true
            }
            #expect(
                refused == Self.repeatsAnIdentityOfItsChangedPart(lists.old, lists.new),
                "old \(lists.old)\nnew \(lists.new)")
        }
    }

    /// The rule, written without the library: the common prefix and suffix are the longest runs of
    /// equal elements at both ends (the suffix not overlapping the prefix); a list is refused when
    /// an identity appears in it twice and one of its copies lies between them.
    static func repeatsAnIdentityOfItsChangedPart(_ old: [Int], _ new: [Int]) -> Bool {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return [old, new].contains { list in
            let counts = Dictionary(list.map { ($0, 1) }, uniquingKeysWith: +)
            return list[prefix..<list.count - suffix].contains { counts[$0, default: 0] > 1 }
        }
    }
}

import Foundation
import PropertyBased
import TesseraTestSupport
import Testing

@testable import TesseraLayout

/// Arrays whose copies share the elements they have in common hold, whatever is done to them and
/// to their copies, what `Array`s doing the same hold, and appending to a copy that ends where the
/// storage does, or appending what the storage holds next, moves nothing.
@Suite("Prefix-sharing arrays")
struct PrefixSharingArrayTests {
    /// Random operations on a few values that copy one another: each equals the array it models.
    @Test func everyValueHoldsWhatAnArrayWould() async {
        let operations = Gen.int(in: 0...(9 * 4 * 50 - 1)).array(of: 1...60)
        await propertyCheck(count: PropertyRuns.count(300), input: operations) { operations in
            var values = [PrefixSharingArray<Int>](repeating: [], count: 4)
            var models = [[Int]](repeating: [], count: 4)
            for code in operations {
                let slot = code % 4, other = (code / 4) % 4, value = (code / 16) % 50
                let position = models[slot].isEmpty ? 0 : value % models[slot].count
                switch code / (4 * 50) {
                case 0, 1:
                    values[slot].append(value % 3)
                    models[slot].append(value % 3)
                case 2:
                    values[slot] = values[other]
                    models[slot] = models[other]
                case 3:
                    values[slot].removeAll(from: position)
                    models[slot].removeSubrange(position...)
                case 4 where !models[slot].isEmpty:
                    values[slot][position] = value
                    models[slot][position] = value
                case 5:
                    values[slot].insert(value, at: position)
                    models[slot].insert(value, at: position)
                case 6 where !models[slot].isEmpty:
                    values[slot].remove(at: position)
                    models[slot].remove(at: position)
                case 7:
                    let range = 0..<models[other].count / 2
                    values[slot].append(contentsOf: values[other], range: range)
                    models[slot].append(contentsOf: models[other][range])
                default:
                    values[slot].replaceSubrange(0..<position, with: [value, value])
                    models[slot].replaceSubrange(0..<position, with: [value, value])
                }
                for (value, model) in zip(values, models) {
                    #expect(value.array == model, "after \(operations)")
                    #expect(value == PrefixSharingArray(model))
                }
            }
        }
    }

    /// Appending to a copy that ends where the storage does writes in place although the first
    /// value still holds the storage; so does appending the elements a longer copy holds next.
    @Test func appendingAfterTheSharedElementsMovesNone() {
        var first = PrefixSharingArray<Int>()
        first.reserveCapacity(100)
        for value in 0..<50 { first.append(value) }
        var second = first
        second.append(50)
        var third = first
        third.append(contentsOf: second, range: 50..<51)
        third.append(51)
        func address(_ array: PrefixSharingArray<Int>) -> UnsafePointer<Int>? {
            array.withUnsafeBufferPointer { $0.baseAddress }
        }
        #expect(address(second) == address(first))
        #expect(address(third) == address(first))
        #expect(first.count == 50 && second.count == 51 && third.count == 52)
        // The second holds 50 where the storage holds 51 next: its append moves its elements.
        second.append(7)
        #expect(address(second) != address(first))
        #expect(second.array == Array(0...50) + [7])
        #expect(third.array == Array(0...51))
    }
}

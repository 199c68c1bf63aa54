import Foundation
import Tessera
import TesseraTestSupport
import Testing

@Suite("List adapter fuzzing")
@MainActor
struct ListAdapterFuzzTests {
    /// 5,000 random adapter and slice operations by default, sampled to keep the suite fast
    /// (`TESSERA_PROPERTY_SCALE` multiplies them: 4 runs the 20,000 of before), valid and invalid (out-of-range indexes,
    /// all-or-nothing batches), through the whole list and four slices owned by separate
    /// controllers; after each, every slice sees exactly its items, the list and the host agree
    /// and visible cells show their current items (``SliceReferenceModel`` is the reference).
    @Test func randomOperationsKeepSlicesAndHostCorrect() async {
        let operations = PropertyRuns.count(5_000)
        let report = await FuzzHarness(seed: 2026, systems: [.listAdapters])
            .run(operations: operations, yieldingEvery: 500)
        #expect(report.invariantFailures == 0, "\(report)")
        #expect(report.errorsReported > operations / 20, "the fuzzer should also try invalid operations: \(report)")
    }
}

@Suite("Section slice fuzzing")
@MainActor
struct SectionSliceFuzzTests {
    /// 5,000 random operations (`TESSERA_PROPERTY_SCALE` multiplies them: 4 runs the 20,000 of
    /// before) on a sectioned list
    /// whose section slices are held across parent reloads of every shape, with out-of-range indexes and nested batches whose inner batch
    /// throws; after each, every slice holds its section's items (or nothing, once its section is
    /// gone), the list and the host agree, and visible cells show their current items.
    @Test func sectionSlicesFollowTheirSectionsThroughRandomReloads() async {
        let operations = PropertyRuns.count(5_000)
        let report = await FuzzHarness(seed: 2611, systems: [.sectionSlices])
            .run(operations: operations, yieldingEvery: 500)
        #expect(report.invariantFailures == 0, "\(report)")
        #expect(report.errorsReported > operations / 10, "the fuzzer should also try invalid operations: \(report)")
    }
}

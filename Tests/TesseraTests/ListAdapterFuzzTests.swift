import Foundation
import Tessera
import TesseraTestSupport
import Testing

@Suite("List adapter fuzzing")
@MainActor
struct ListAdapterFuzzTests {
    /// 20,000 random adapter and slice operations by default (`TESSERA_PROPERTY_SCALE` multiplies
    /// them; the test ran 100,000 before), valid and invalid (out-of-range indexes,
    /// all-or-nothing batches), through the whole list and four slices owned by separate
    /// controllers; after each, every slice sees exactly its items, the list and the host agree
    /// and visible cells show their current items (``SliceReferenceModel`` is the reference).
    @Test func randomOperationsKeepSlicesAndHostCorrect() async {
        let report = await FuzzHarness(seed: 2026, systems: [.listAdapters])
            .run(operations: PropertyRuns.count(20_000), yieldingEvery: 500)
        #expect(report.invariantFailures == 0, "\(report)")
        #expect(report.errorsReported > 1_000, "the fuzzer should also try invalid operations: \(report)")
    }
}

@Suite("Section slice fuzzing")
@MainActor
struct SectionSliceFuzzTests {
    /// 20,000 random operations (`TESSERA_PROPERTY_SCALE` multiplies them) on a sectioned list
    /// whose section slices are held across parent reloads of every shape, with out-of-range indexes and nested batches whose inner batch
    /// throws; after each, every slice holds its section's items (or nothing, once its section is
    /// gone), the list and the host agree, and visible cells show their current items.
    @Test func sectionSlicesFollowTheirSectionsThroughRandomReloads() async {
        let report = await FuzzHarness(seed: 2611, systems: [.sectionSlices])
            .run(operations: PropertyRuns.count(20_000), yieldingEvery: 500)
        #expect(report.invariantFailures == 0, "\(report)")
        #expect(report.errorsReported > 2_000, "the fuzzer should also try invalid operations: \(report)")
    }
}

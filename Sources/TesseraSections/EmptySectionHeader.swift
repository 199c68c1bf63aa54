import Foundation

/// The header of a section without header: none is ever created.
@MainActor
public final class EmptySectionHeader: SectionHeader {
    @_spi(ProtocolWitness) public func setup(with data: Never) -> Self {}
    @_spi(ProtocolWitness) public static func headerItem() -> LayoutBoundarySupplementaryItem? { nil }
}

import Foundation

/// The footer of a section without footer: none is ever created.
@MainActor
public final class EmptySectionFooter: SectionFooter {
    @_spi(ProtocolWitness) public func setup(with data: Never) -> Self {}
    @_spi(ProtocolWitness) public static func footerItem() -> LayoutBoundarySupplementaryItem? { nil }
}

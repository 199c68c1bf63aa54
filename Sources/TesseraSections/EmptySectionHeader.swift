import Foundation

/// The header of a section without header: none is ever created.
@MainActor
public final class EmptySectionHeader: SectionHeader {
    public func setup(with data: Never) -> Self {}
    public static func headerItem() -> LayoutBoundarySupplementaryItem? { nil }
}

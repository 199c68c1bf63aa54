import Foundation

/// The footer of a section without footer: none is ever created.
@MainActor
public final class EmptySectionFooter: SectionFooter {
    public func setup(with data: Never) -> Self {}
    public static func footerItem() -> LayoutBoundarySupplementaryItem? { nil }
}

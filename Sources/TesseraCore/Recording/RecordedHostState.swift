import Foundation

/// The container a recording's updates met: the collection view's size, scroll position, safe
/// area and traits. Recorded when it differs from the one recorded before.
package struct RecordedHostState: Hashable, Sendable, Codable {
    /// Width and height of the collection view.
    package var size: [Double]
    /// The scroll position, x and y.
    package var contentOffset: [Double]
    /// Top, leading, bottom, trailing.
    package var safeArea: [Double]
    /// `"leftToRight"` or `"rightToLeft"` (``directions``).
    package var layoutDirection: String
    /// The preferred content size category's raw value (UIKit's, `UICTContentSizeCategoryL`).
    package var contentSizeCategory: String
    package var displayScale: Double

    /// The names of the layout directions, the one place they are spelled.
    private static let directions: [(name: String, direction: TraitEnvironmentLayoutDirection)] = [
        ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
    ]

    /// The recorded layout direction; `nil` for a name that is not one (``validate(_:)`` refuses it).
    package var direction: TraitEnvironmentLayoutDirection? {
        Self.directions.first { $0.name == layoutDirection }?.direction
    }

    /// What a host shows now, in the layout environment it gives its layout. Reads nothing that
    /// lays the host out.
    @MainActor
    package init(_ host: any CollectionViewHosting, environment: LayoutEnvironment) {
        size = [Double(host.bounds.width), Double(host.bounds.height)]
        contentOffset = [Double(host.contentOffset.x), Double(host.contentOffset.y)]
        let safeArea = environment.safeAreaInsets
        self.safeArea = [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing].map { Double($0) }
        let traits = environment.traitCollection
        layoutDirection =
            Self.directions.first { $0.direction == traits.layoutDirection }?.name ?? Self.directions[0].name
        contentSizeCategory = traits.preferredContentSizeCategory.rawValue
        displayScale = Double(traits.displayScale)
    }

    /// Checks what the replay sets on its collection view.
    func validate(_ path: String) throws(FlightRecordingError) {
        guard size.count == 2, contentOffset.count == 2, safeArea.count == 4 else {
            throw FlightRecordingError(
                "\(path): \"size\" and \"contentOffset\" are two numbers, \"safeArea\" four (top, leading, bottom, trailing)"
            )
        }
        // What a host takes (any finite geometry), so that every recording a host made reads
        // back; the replay's work is bounded by its items, not by these numbers.
        guard (size + contentOffset + safeArea + [displayScale]).allSatisfy(\.isFinite),
            size.allSatisfy({ $0 >= 0 }), displayScale >= 0
        else {
            throw FlightRecordingError(
                "\(path): sizes, offsets, insets and the display scale are finite numbers (sizes and the scale not negative)"
            )
        }
        guard direction != nil else {
            throw FlightRecordingError(
                "\(path): \"layoutDirection\" is \(Self.directions.map { "\"\($0.name)\"" }.joined(separator: " or "))")
        }
        guard ContentSizeCategory(rawValue: contentSizeCategory) != nil else {
            throw FlightRecordingError(
                "\(path): \"contentSizeCategory\" is not one of UIKit's (\"UICTContentSizeCategoryL\", say)")
        }
    }
}

import Foundation

/// A layout description a recording's events met, recorded when the collection view was given a
/// different one, whatever gave it (``FlightRecorder/recordLayout(of:installedWithUpdate:)``): a
/// salted digest that names it (the same digest, the same layout), and, when it is
/// a list (`CompositionalLayout.list(using:)`), the list's configuration in the `LIST` form of
/// docs/LayoutJSON.md, which `tessera layout` reads. Other layouts hold section providers — app
/// code — and are recorded by their digest only.
package struct RecordedLayout: Hashable, Sendable, Codable {
    package var digest: RecordedIdentifier
    package var list: List?

    /// `LIST` of docs/LayoutJSON.md.
    package struct List: Hashable, Sendable, Codable {
        package var appearance: String
        package var headerMode: String?
        package var footerMode: String?
        package var showsSeparators: Bool?
        package var headerTopPadding: Double?
        package var rowHeight: Double?
        package var estimatedRowHeight: Double?
    }

    /// The names of docs/LayoutJSON.md (`tessera layout` reads them; a test checks both agree).
    private static let appearances: [(String, ListConfiguration.Appearance)] = [
        ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped), ("sidebar", .sidebar),
        ("sidebarPlain", .sidebarPlain),
    ]
    private static let headerModes: [(String, ListConfiguration.HeaderMode)] = [
        ("none", .none), ("supplementary", .supplementary), ("firstItemInSection", .firstItemInSection),
    ]
    private static let footerModes: [(String, ListConfiguration.FooterMode)] = [
        ("none", .none), ("supplementary", .supplementary),
    ]

    /// The recorded form of a layout, with its digest salted.
    ///
    /// - Complexity: O(1).
    package init(_ layout: any CollectionLayout, salt: UInt64) {
        var hasher = Hasher()
        hasher.combine(salt)
        hasher.combine(String(reflecting: type(of: layout)))
        guard let compositional = layout as? CompositionalLayout else {
            digest = RecordedIdentifier(UInt64(bitPattern: Int64(hasher.finalize())))
            return
        }
        hasher.combine(compositional.configuration)
        switch compositional.identity {
        case .list(let configuration):
            hasher.combine(configuration)
            // The LIST form holds no layout-wide configuration: a list with another is a digest.
            // The LIST form holds neither the layout-wide configuration nor adjusted metrics.
            if compositional.configuration == LayoutConfiguration(),
                configuration.metrics == ListConfiguration(appearance: configuration.appearance).metrics
            {
                list = List(configuration)
            }
        case .provider(let provider):
            hasher.combine(ObjectIdentifier(provider))
        }
        digest = RecordedIdentifier(UInt64(bitPattern: Int64(hasher.finalize())))
    }

    /// The layout the replay installs: the recorded list, or `nil` for a layout known by its
    /// digest only.
    package var layout: CompositionalLayout? {
        guard let list, let appearance = Self.appearances.first(where: { $0.0 == list.appearance })?.1 else {
            return nil
        }
        var configuration = ListConfiguration(appearance: appearance)
        if let name = list.headerMode, let mode = Self.headerModes.first(where: { $0.0 == name })?.1 {
            configuration.headerMode = mode
        }
        if let name = list.footerMode, let mode = Self.footerModes.first(where: { $0.0 == name })?.1 {
            configuration.footerMode = mode
        }
        list.showsSeparators.map { configuration.showsSeparators = $0 }
        configuration.headerTopPadding = list.headerTopPadding.map { CGFloat($0) }
        configuration.rowHeight = list.rowHeight.map { CGFloat($0) }
        list.estimatedRowHeight.map { configuration.estimatedRowHeight = CGFloat($0) }
        return .list(using: configuration)
    }

    /// What the layout is, in a few words, for the replay's report.
    package var summary: String {
        list.map { "a \($0.appearance) list layout" }
            ?? "a layout recorded by its digest \(digest) only (the replay keeps the one before)"
    }

    /// Checks the names and numbers the replay reads.
    func validate(_ path: String) throws(FlightRecordingError) {
        guard let list else { return }
        guard Self.appearances.contains(where: { $0.0 == list.appearance }) else {
            throw FlightRecordingError(
                "\(path).list: \"appearance\" is one of \(Self.appearances.map(\.0).joined(separator: ", "))")
        }
        if let name = list.headerMode, !Self.headerModes.contains(where: { $0.0 == name }) {
            throw FlightRecordingError(
                "\(path).list: \"headerMode\" is one of \(Self.headerModes.map(\.0).joined(separator: ", "))")
        }
        if let name = list.footerMode, !Self.footerModes.contains(where: { $0.0 == name }) {
            throw FlightRecordingError(
                "\(path).list: \"footerMode\" is one of \(Self.footerModes.map(\.0).joined(separator: ", "))")
        }
        // What a list configuration takes (any finite number), so that every recording a host
        // made reads back.
        let numbers = [list.headerTopPadding, list.rowHeight, list.estimatedRowHeight].compactMap { $0 }
        guard numbers.allSatisfy(\.isFinite) else {
            throw FlightRecordingError("\(path).list: paddings and heights are finite numbers")
        }
    }
}

extension RecordedLayout.List {
    package init(_ configuration: ListConfiguration) {
        appearance = RecordedLayout.name(configuration.appearance)
        headerMode = configuration.headerMode == .none ? nil : RecordedLayout.name(configuration.headerMode)
        footerMode = configuration.footerMode == .none ? nil : RecordedLayout.name(configuration.footerMode)
        showsSeparators = configuration.showsSeparators ? nil : false
        headerTopPadding = configuration.headerTopPadding.map { Double($0) }
        rowHeight = configuration.rowHeight.map { Double($0) }
        estimatedRowHeight = configuration.estimatedRowHeight == 44 ? nil : Double(configuration.estimatedRowHeight)
    }
}

extension RecordedLayout {
    fileprivate static func name(_ appearance: ListConfiguration.Appearance) -> String {
        appearances.first { $0.1 == appearance }?.0 ?? "plain"
    }

    fileprivate static func name(_ mode: ListConfiguration.HeaderMode) -> String {
        headerModes.first { $0.1 == mode }?.0 ?? "none"
    }

    fileprivate static func name(_ mode: ListConfiguration.FooterMode) -> String {
        footerModes.first { $0.1 == mode }?.0 ?? "none"
    }
}

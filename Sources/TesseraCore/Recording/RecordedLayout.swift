import Foundation

/// A layout description a recording's events met, recorded when the collection view was given a
/// different one, whatever gave it (``FlightRecorder/recordLayout(of:installedWithUpdate:)``): a
/// salted digest that names it (the same digest, the same layout), and, wherever the description
/// can be written, the description in the JSON of docs/LayoutJSON.md, which `tessera layout` reads
/// with the same description types: a list (`CompositionalLayout.list(using:)`) as its `LIST`, a
/// layout of one section description (`CompositionalLayout(section:configuration:)`) as its
/// `SECTION_DESCRIPTION`, each with its `CONFIGURATION` when it is not the default one.
///
/// What cannot be written — a section provider, a custom group or custom section layout, a
/// closure: app code — is recorded by its digest only, with ``digestOnly`` saying why; a replay
/// says it cannot reproduce that layout.
package struct RecordedLayout: Hashable, Sendable, Codable {
    package var digest: RecordedIdentifier
    /// `LIST`: the layout is a list of this configuration.
    package var list: RecordedDescription<ListDescription>?
    /// `SECTION_DESCRIPTION`: every section of the layout is this section (version 4).
    package var section: RecordedDescription<SectionDescription>?
    /// `CONFIGURATION`: the layout-wide configuration of a list or a section, when it is not the
    /// default one (version 4).
    package var configuration: RecordedDescription<ConfigurationDescription>?
    /// Why the layout is recorded by its digest only (version 4; a recording of an earlier version
    /// wrote only lists).
    package var digestOnly: String?

    /// The recorded form of a layout, with its digest salted.
    ///
    /// - Complexity: O(1) for a layout recorded by its digest; O(*d*) for a description of *d*
    ///   items, groups and supplementaries written as JSON.
    package init(_ layout: any CollectionLayout, salt: UInt64) {
        var hasher = Hasher()
        hasher.combine(salt)
        hasher.combine(String(reflecting: type(of: layout)))
        let compositional = layout as? CompositionalLayout
        if let compositional {
            hasher.combine(compositional.configuration)
            switch compositional.identity {
            case .list(let configuration): hasher.combine(configuration)
            case .provider(let provider): hasher.combine(ObjectIdentifier(provider))
            }
        }
        digest = RecordedIdentifier(UInt64(bitPattern: Int64(hasher.finalize())))
        do throws(UnwritableLayout) {
            guard let compositional else {
                throw UnwritableLayout("a \(type(of: layout)), which is not a compositional layout")
            }
            switch compositional.identity {
            case .list(let configuration):
                list = try RecordedDescription(configuration)
            case .provider:
                guard let section = compositional.staticSection else {
                    throw UnwritableLayout("a section provider, which is app code")
                }
                self.section = try RecordedDescription(section)
            }
            if compositional.configuration != LayoutConfiguration() {
                configuration = try RecordedDescription(compositional.configuration)
            }
        } catch {
            list = nil
            section = nil
            configuration = nil
            digestOnly = error.reason
        }
    }

    /// The layout the replay installs: the recorded list or section with its configuration, or
    /// `nil` for a layout recorded by its digest only.
    package var layout: CompositionalLayout? {
        let configuration = configuration?.value ?? LayoutConfiguration()
        if let list {
            var layout = CompositionalLayout.list(using: list.value)
            layout.configuration = configuration
            return layout
        }
        return section.map { CompositionalLayout(section: $0.value, configuration: configuration) }
    }

    /// What the layout is, in a few words, for the replay's report.
    package var summary: String {
        if let list { return "a list layout (\(list.value.appearance))" }
        if section != nil { return "a layout of one section description" }
        return "a layout recorded by its digest \(digest) only, which the replay cannot reproduce: \(reason)"
    }

    /// Why the replay cannot reproduce the layout, `nil` when it can.
    package var unreproducible: String? { list == nil && section == nil ? reason : nil }

    /// Checks that the fields go together.
    func validate(_ path: String) throws(FlightRecordingError) {
        if list != nil, section != nil {
            throw FlightRecordingError("\(path): give either \"list\" or \"section\", not both")
        }
        if configuration != nil, list == nil, section == nil {
            throw FlightRecordingError("\(path): a \"configuration\" goes with a \"list\" or a \"section\"")
        }
    }

    private var reason: String {
        digestOnly ?? "a recording of version 3 or earlier wrote only lists"
    }
}

import TesseraLayout

/// What a section of a compositional layout document is described as.
enum SectionSpecification: Sendable {
    case section(LayoutSection)
    case list(ListConfiguration)
    /// Neither: the section provider returns `nil` (allowed only for a section without items).
    case none
}

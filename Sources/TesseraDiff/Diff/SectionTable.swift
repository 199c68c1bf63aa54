/// One value for each section of a list, the first section's kept inline and the others' in an
/// array: a list of one section — most lists — makes no array for it.
@usableFromInline
struct SectionTable<Element> {
    @usableFromInline var first: Element
    @usableFromInline var later: [Element]

    /// A table of `count` sections, each holding `value`.
    ///
    /// - Complexity: O(`count`).
    @inlinable
    init(repeating value: Element, count: Int) {
        first = value
        later = count > 1 ? [Element](filling: value, count: count - 1) : []
    }

    /// The value of `section`.
    ///
    /// - Precondition: `section` is one of the table's sections.
    /// - Complexity: O(1).
    @inlinable
    subscript(section: Int) -> Element {
        get { section == 0 ? first : later[section - 1] }
        set {
            if section == 0 { first = newValue } else { later[section - 1] = newValue }
        }
    }
}

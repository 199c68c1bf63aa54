/// One value for each section of a list, the first section's kept inline and the others' in an
/// array: a list of one section — most lists — makes no array for it.
@usableFromInline
package struct SectionTable<Element> {
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
    package subscript(section: Int) -> Element {
        get { section == 0 ? first : later[section - 1] }
        // Changed in place: a value changed through a copy of it (an array appended to, say)
        // would be copied first.
        _modify {
            if section == 0 {
                yield &first
            } else {
                yield &later[section - 1]
            }
        }
    }
}

extension SectionTable: Sendable where Element: Sendable {}

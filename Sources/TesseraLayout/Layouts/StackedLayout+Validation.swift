import Foundation

// MARK: - Checking a description

extension StackedLayout {
    /// Checks every number of the description: lengths finite and at most
    /// ``LayoutLimits/maximumLength`` from
    /// zero (section insets, spaces after sections, decoration thicknesses and sizes not negative), item heights
    /// valid dimensions, zIndex values in ``LayoutLimits/zIndexRange``, decoration runs inside
    /// their sections. ``solve(in:content:)`` runs the same checks; the screen builder runs them
    /// when it builds a screen, so that a screen it accepts can be laid out.
    ///
    /// - Throws: ``LayoutError`` naming the section, item or decoration and the value.
    /// - Complexity: O(*n* + *d*) for *n* items and *d* decorations.
    package func validate() throws(LayoutError) {
        try Self.validate(interSectionSpacing: interSectionSpacing)
        for (index, section) in sections.enumerated() { try Self.validate(section, index: index) }
    }

    /// Checks the space between sections.
    package static func validate(interSectionSpacing: CGFloat) throws(LayoutError) {
        try check(interSectionSpacing, "interSectionSpacing", at: "stacked layout")
    }

    /// Checks one section.
    ///
    /// - Complexity: O(*n* + *d*) for *n* items and *d* decorations.
    package static func validate(_ section: Section, index: Int) throws(LayoutError) {
        let path = "stacked section \(index)"
        for (edge, value) in [
            ("top", section.insets.top), ("leading", section.insets.leading), ("bottom", section.insets.bottom),
            ("trailing", section.insets.trailing),
        ] {
            // A negative inset places rows before the content's start or past the container's
            // sides, where no scrolling reaches them.
            try check(value, "insets.\(edge)", at: path, allowsNegative: false)
        }
        try check(section.spaceAfter, "spaceAfter", at: path, allowsNegative: false)
        for (item, description) in section.items.enumerated() {
            let itemPath = "\(path).items[\(item)]"
            try DimensionResolver.validate(description.height, axis: "height", at: itemPath)
            try check(description.height.dimension, "height", at: itemPath)
            try check(description.spaceBefore, "spaceBefore", at: itemPath)
            try check(description.indent, "indent", at: itemPath)
            try LayoutLimits.validate(zIndex: description.zIndex, at: itemPath)
        }
        for (decorationIndex, decoration) in section.decorations.enumerated() {
            let decorationPath = "\(path).decorations[\(decorationIndex)]"
            guard decoration.items.lowerBound >= 0, decoration.items.upperBound <= section.items.count,
                !decoration.items.isEmpty
            else {
                throw .invalidInput(
                    "\(decorationPath): items \(decoration.items) are outside the section's \(section.items.count) items"
                )
            }
            try LayoutLimits.validate(zIndex: decoration.zIndex, at: decorationPath)
            switch decoration.style {
            case .card(let padding, let inset):
                try check(padding, "padding", at: decorationPath)
                try check(inset, "inset", at: decorationPath)
            case .separators(let thickness, let leadingInset):
                try check(thickness, "thickness", at: decorationPath, allowsNegative: false)
                try check(leadingInset, "leadingInset", at: decorationPath)
            case .timeline(let x, let lineWidth, let nodeSize):
                try check(x, "x", at: decorationPath)
                try check(lineWidth, "lineWidth", at: decorationPath, allowsNegative: false)
                try check(nodeSize, "nodeSize", at: decorationPath, allowsNegative: false)
                // The nodes sit one above the line.
                try LayoutLimits.validate(zIndex: decoration.zIndex + 1, at: "\(decorationPath) (its nodes)")
            }
        }
    }

    /// Checks a length: finite, at most ``LayoutLimits/maximumLength`` from zero and, unless
    /// `allowsNegative`, not negative.
    private static func check(_ value: CGFloat, _ name: String, at path: String, allowsNegative: Bool = true)
        throws(LayoutError)
    {
        let maximumLength = LayoutLimits.maximumLength
        guard value.isFinite, abs(value) <= maximumLength, allowsNegative || value >= 0 else {
            throw .invalidDimension(
                "\(path): \(name) is \(value); it must be finite, \(allowsNegative ? "" : "not negative, ")and at most \(Int(maximumLength)) points from zero"
            )
        }
    }
}

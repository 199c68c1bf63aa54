import ArgumentParser
import TesseraLayout

/// `--direction ltr|rtl`: the layout direction a command lays out in.
enum LayoutDirectionOption: String, ExpressibleByArgument, CaseIterable {
    case ltr
    case rtl

    /// The layout direction.
    var direction: TraitEnvironmentLayoutDirection { self == .rtl ? .rightToLeft : .leftToRight }
}

extension LayoutDocument {
    /// The document laid out in a direction (when one is given).
    func laidOut(in direction: LayoutDirectionOption?) -> LayoutDocument {
        guard let direction else { return self }
        var copy = self
        copy.environment.traitCollection.layoutDirection = direction.direction
        return copy
    }
}

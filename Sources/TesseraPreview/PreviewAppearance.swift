import Foundation
import Tessera

/// Light or dark: how a rendered preview resolves UIKit's semantic colours
/// (`ConfigurationColor`), with iOS's values.
public enum PreviewAppearance: String, Sendable, Hashable, CaseIterable {
    /// Mirrors `UIUserInterfaceStyle.light`.
    case light
    /// Mirrors `UIUserInterfaceStyle.dark`.
    case dark

    /// A colour as SVG paint: a `#rrggbb` value and an opacity; `nil` for clear.
    ///
    /// - Complexity: O(1).
    package func paint(_ color: ConfigurationColor) -> (hex: String, opacity: CGFloat)? {
        let dark = self == .dark
        switch color {
        case .label: return (dark ? "#ffffff" : "#000000", 1)
        case .secondaryLabel: return (dark ? "#ebebf5" : "#3c3c43", 0.6)
        case .tertiaryLabel: return (dark ? "#ebebf5" : "#3c3c43", 0.3)
        case .tint: return (dark ? "#0a84ff" : "#007aff", 1)
        case .systemBackground: return (dark ? "#000000" : "#ffffff", 1)
        case .secondarySystemBackground: return (dark ? "#1c1c1e" : "#f2f2f7", 1)
        case .systemGroupedBackground: return (dark ? "#000000" : "#f2f2f7", 1)
        case .secondarySystemGroupedBackground: return (dark ? "#1c1c1e" : "#ffffff", 1)
        case .systemFill: return ("#787880", dark ? 0.36 : 0.2)
        case .separator: return dark ? ("#545458", 0.6) : ("#3c3c43", 0.29)
        case .clear: return nil
        case .rgb(let red, let green, let blue):
            return ("#" + [red, green, blue].map { byte in String(format: "%02x", byte) }.joined(), 1)
        }
    }

    /// `fill="…"` (and `fill-opacity` when not opaque), or `fill="none"` for clear.
    func fill(_ color: ConfigurationColor) -> String {
        attribute("fill", color)
    }

    /// `stroke="…"` (and `stroke-opacity` when not opaque), or `stroke="none"` for clear.
    func stroke(_ color: ConfigurationColor) -> String {
        attribute("stroke", color)
    }

    private func attribute(_ name: String, _ color: ConfigurationColor) -> String {
        guard let paint = paint(color) else { return #"\#(name)="none""# }
        let opacity = paint.opacity < 1 ? #" \#(name)-opacity="\#(PreviewText.number(paint.opacity))""# : ""
        return #"\#(name)="\#(paint.hex)"\#(opacity)"#
    }
}

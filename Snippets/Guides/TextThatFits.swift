import TesseraLayout

// An approximation of the system font's metrics, so that text wraps on Linux as it would on iOS.
let font = SystemFont(.body, contentSizeCategory: .large)
print("body:", font.pointSize, "pt, line height", (font.lineHeight * 100).rounded() / 100)
print("Espresso:", (SystemFontMetrics.width(of: "Espresso", in: font) * 100).rounded() / 100, "pt wide")

// Wrapped as UILabel wraps with .byTruncatingTail.
let layout = try TextLayout("Free delivery on every order this week", font: font, width: 120)
print(layout.lines.map(\.text))
let title = try TextLayout("Free delivery on every order this week", font: font, width: 120, lineLimit: 2)
print(title.lines.map(\.text), "truncated:", title.isTruncated)

// At an accessibility text size, the same text takes more lines.
let large = SystemFont(.body, contentSizeCategory: .accessibilityExtraLarge)
print(try TextLayout("Free delivery on every order this week", font: large, width: 120).lines.count, "lines")

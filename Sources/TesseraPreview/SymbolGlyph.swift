import Foundation

/// Simple vector drawings of the SF Symbols the example screens use, so that a rendered picture
/// shows a cup, a leaf or a person where the app shows the symbol, rather than a letter. Each is
/// drawn in a 24 × 24 box with round strokes about as heavy as a symbol's regular weight; a
/// `.fill` name fills the outline of its base symbol. Any other name is a neutral dashed rounded
/// square, as no glyph can stand for a symbol it does not know.
///
/// These are sketches for previews, not Apple's artwork: Linux has no SF Symbols.
struct SymbolGlyph: Sendable, Hashable {
    /// How a part of a glyph is painted.
    enum Paint: Sendable, Hashable {
        /// The glyph's outline: stroked, or filled in the `.fill` variant (its lines then drawn in
        /// the background colour, as the filled symbols cut them out).
        case body
        /// A line, stroked.
        case line
        /// A small solid shape, filled.
        case dot
    }

    /// A part of a glyph: SVG path data in the 24 × 24 box, and how it is painted.
    struct Part: Sendable, Hashable {
        var path: String
        var paint: Paint
    }

    /// The parts, back to front.
    let parts: [Part]
    /// Whether the symbol is a `.fill` variant.
    let isFilled: Bool
    /// Whether no drawing is known for the symbol (the neutral shape).
    let isPlaceholder: Bool

    /// The side of the box the parts are drawn in.
    static let boxSide: CGFloat = 24
    /// The stroke width in the box.
    static let strokeWidth: CGFloat = 1.8

    /// The drawing of a symbol: its own, its base symbol's filled for a `.fill` name
    /// (`mug.fill`), or the neutral shape.
    ///
    /// - Complexity: O(*n*) for a name of *n* characters.
    init(named name: String) {
        let isFilled = name.hasSuffix(".fill")
        let base = isFilled ? String(name.dropLast(".fill".count)) : name
        if let parts = Self.drawings[base] {
            self.parts = parts
            self.isFilled = isFilled
            isPlaceholder = false
        } else {
            parts = Self.placeholder
            self.isFilled = false
            isPlaceholder = true
        }
    }

    // MARK: Drawings

    /// A dashed rounded square: a symbol without a drawing.
    private static let placeholder = [
        Part(path: "M7 3 H17 A4 4 0 0 1 21 7 V17 A4 4 0 0 1 17 21 H7 A4 4 0 0 1 3 17 V7 A4 4 0 0 1 7 3 Z", paint: .line)
    ]

    private static func body(_ path: String) -> Part { Part(path: path, paint: .body) }
    private static func line(_ path: String) -> Part { Part(path: path, paint: .line) }
    private static func dot(_ path: String) -> Part { Part(path: path, paint: .dot) }
    /// A circle as path data.
    private static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> String {
        let n = PreviewText.number
        return
            "M\(n(x - r)) \(n(y)) A\(n(r)) \(n(r)) 0 1 0 \(n(x + r)) \(n(y)) A\(n(r)) \(n(r)) 0 1 0 \(n(x - r)) \(n(y)) Z"
    }

    /// The drawings by base symbol name.
    private static let drawings: [String: [Part]] = [
        "circle": [body(circle(12, 12, 9.5))],
        "circle.circle": [body(circle(12, 12, 9.5)), line(circle(12, 12, 4.5))],
        "square": [
            body(
                "M6.5 3 H17.5 A3.5 3.5 0 0 1 21 6.5 V17.5 A3.5 3.5 0 0 1 17.5 21 H6.5 A3.5 3.5 0 0 1 3 17.5 V6.5 A3.5 3.5 0 0 1 6.5 3 Z"
            )
        ],
        "triangle": [body("M12 3.5 L21.5 20 H2.5 Z")],
        "drop": [body("M12 2.5 C9 7 5.5 11 5.5 15 A6.5 6.5 0 0 0 18.5 15 C18.5 11 15 7 12 2.5 Z")],
        "leaf": [body("M4.5 19.5 C4.5 10 10 4.5 20 4.5 C20 14 14.5 19.5 4.5 19.5 Z"), line("M4.5 19.5 L14 10")],
        "flame": [
            body(
                "M12 2.5 C14.5 6.5 18.5 9 18.5 14.5 A6.5 6.5 0 0 1 5.5 14.5 C5.5 11.5 7.5 9.5 8.5 7 C9.5 9 10.5 10 11.5 10.5 C12.5 8 12.8 5.5 12 2.5 Z"
            )
        ],
        "fish": [
            body("M2.5 12 C5.5 7 11.5 6 16 9.5 L21.5 6.5 L20 12 L21.5 17.5 L16 14.5 C11.5 18 5.5 17 2.5 12 Z"),
            dot(circle(7.5, 11, 1.2)),
        ],
        "mug": [
            body("M3.5 6.5 H15.5 V16.5 A3.5 3.5 0 0 1 12 20 H7 A3.5 3.5 0 0 1 3.5 16.5 Z"),
            line("M15.5 9 H17.5 A2.5 2.5 0 0 1 17.5 14 H15.5"),
        ],
        "cup.and.saucer": [
            body("M5 5.5 H16.5 V10.5 A5.75 5.75 0 0 1 5 10.5 Z"), line("M16.5 7 H18 A2.25 2.25 0 0 1 18 11.5 H16"),
            line("M3 19.5 H19"),
        ],
        "birthday.cake": [
            body("M4 12 H20 V20.5 H4 Z"),
            line("M4 15.5 C6 17.5 8 13.5 10 15.5 C12 17.5 14 13.5 16 15.5 C18 17.5 20 15.5 20 15.5"),
            line("M12 8 V12"), dot("M12 3 C13.2 4.6 13.2 5.8 12 6.6 C10.8 5.8 10.8 4.6 12 3 Z"),
        ],
        "takeoutbag.and.cup.and.straw": [
            body("M2.5 9.5 H12.5 L11.5 20.5 H3.5 Z"), line("M5 9.5 V7.5 A2.5 2.5 0 0 1 10 7.5 V9.5"),
            body("M14 11.5 H21 L20 20.5 H15 Z"), line("M18 11.5 L19.5 4.5 H21.5"),
        ],
        "fork.knife": [
            line("M6 3 V9 A2.5 2.5 0 0 0 11 9 V3"), line("M8.5 3 V21"),
            body("M16.5 21 V3 C19 4.5 19.5 8.5 19.5 12.5 H16.5"),
        ],
        "person": [body(circle(12, 7.5, 4)), body("M4.5 21 C4.5 16.5 8 14 12 14 C16 14 19.5 16.5 19.5 21 Z")],
        "person.crop.circle": [
            body(circle(12, 12, 9.5)), line(circle(12, 9.5, 3.3)),
            line("M5.8 18.6 C7.3 16 9.5 14.8 12 14.8 C14.5 14.8 16.7 16 18.2 18.6"),
        ],
        "photo": [
            body(
                "M5 4.5 H19 A2.5 2.5 0 0 1 21.5 7 V17 A2.5 2.5 0 0 1 19 19.5 H5 A2.5 2.5 0 0 1 2.5 17 V7 A2.5 2.5 0 0 1 5 4.5 Z"
            ),
            line("M2.5 16.5 L8.5 11 L12.5 15 L15.5 12.5 L21.5 17.5"), dot(circle(16, 8.8, 1.6)),
        ],
    ]
}

import Foundation

/// A size in the `tessera layout` output: `{"height": 500, "width": 390}`.
struct LayoutSizeOutput: Encodable {
    var height: OutputNumber
    var width: OutputNumber

    init(_ size: CGSize) {
        height = OutputNumber(Double(size.height))
        width = OutputNumber(Double(size.width))
    }
}

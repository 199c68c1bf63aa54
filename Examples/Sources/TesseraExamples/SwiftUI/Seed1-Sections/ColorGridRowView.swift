#if canImport(UIKit)
    import ExampleScreens
    import SwiftUI
    import TesseraUIKit

    /// The SwiftUI view of a colour-grid row: a rounded swatch with its name and hex code, a bold
    /// title, a light footnote or a wrapping line of text.
    @available(iOS 16, *)
    struct ColorGridRowView: View {
        var row: ColorGridRow

        var body: some View {
            switch row {
            case .title(let text):
                Text(text).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
            case .swatch(let swatch):
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color(red: swatch.red, green: swatch.green, blue: swatch.blue))
                    .overlay(alignment: .bottomLeading) {
                        Text("\(swatch.name) \(swatch.hex)").font(.headline)
                            .foregroundStyle(Color(uiColor: swatch.labelColor.uiColor)).padding(12)
                    }
            case .footnote(let text):
                Text(text).font(.footnote).foregroundStyle(.secondary).frame(maxWidth: .infinity, alignment: .leading)
            case .text(let text, _):
                Text(text).frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
#endif

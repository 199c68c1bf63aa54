#if canImport(UIKit)
import Tessera
import ExampleScreens
import TesseraUIKit
import UIKit

/// The seed article's name for typed sections. Tessera calls the class `TypedSection` so that files
/// importing SwiftUI, which has a `Section` of its own, stay unambiguous; this file opts into the
/// article's name.
private typealias Section = TypedSection

/// Seed 1: typed sections on a ``SectionView`` — a colour grid with a pinned header and a footer,
/// then self-sizing text rows; the "Add" button appends a section without touching the others.
final class ColorGridViewController: UIViewController {
    private let sectionView = SectionView()

    override func viewDidLoad() {
        super.viewDidLoad()
        sectionView.frame = view.bounds
        sectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(sectionView)
        sectionView.set(contentInset: NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16))
        sectionView.set(sections: [colorSection(), textSection()])
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.sectionView.set(sections: [self.textSection()], append: true)
        })
    }

    private func colorSection() -> Section<ColorCell, BoldHeader, LightFooter> {
        Section(
            items: ColorGridScreen.swatches.map { swatch in
                ColorCell.Data(swatch: swatch) { [weak self] in self?.title = swatch.name }
            },
            header: "Colors",
            footer: "\(ColorGridScreen.swatches.count) colors"
        )
    }

    private func textSection() -> SectionWithoutHeaderFooter<TextRowCell> {
        SectionWithoutHeaderFooter(items: ColorGridScreen.texts.map { TextRowCell.Data(text: $0) })
    }
}
#endif

import Benchmark
import Foundation
import Tessera
import TesseraPreview

// A rendered screen draws what the screen shows, not the list: the time to render a list of
// 1,000, 100,000 and 1,000,000 products scrolled to the middle, and the size of the picture,
// should not grow with the number of products.

struct Product: Hashable, Sendable {
    var id: Int
}

@MainActor
final class ProductScreen {
    let view: HeadlessCollectionView
    private let dataSource: CollectionViewDiffableDataSource<Int, Product>

    init(count: Int) throws {
        let configuration = ListConfiguration(appearance: .insetGrouped)
        view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852),
            collectionViewLayout: CompositionalLayout { _, environment in
                .list(using: configuration, layoutEnvironment: environment)
            })
        let registration = CellRegistration<HeadlessCell, Product> { cell, _, product in
            cell.contentConfiguration = ListContentConfiguration(
                style: .valueCell, text: "Product \(product.id)", secondaryText: "$\(product.id % 50).99",
                image: "shippingbox")
            cell.accessories = [.disclosureIndicator]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: view) { host, indexPath, product in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: product)
        }
        var snapshot = Snapshot<Int, Product>()
        try snapshot.appendSections([0])
        try snapshot.appendItems((0..<count).map(Product.init), toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        view.layoutIfNeeded()
        view.contentOffset.y = (view.contentSize.height - view.bounds.height) / 2
        view.layoutIfNeeded()
    }
}

let benchmarks: @Sendable () -> Void = {
    let pictureBytes = BenchmarkMetric.custom("picture size (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, pictureBytes], timeUnits: .microseconds, maxDuration: .seconds(5),
        maxIterations: 1_000)

    for count in [1_000, 100_000, 1_000_000] {
        Benchmark("Render a \(count)-product list scrolled to its middle (RenderedSVG, light)") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            try await MainActor.run {
                let screen = try ProductScreen(count: count)
                var bytes = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    bytes = RenderedSVG.render(screen.view).utf8.count
                }
                benchmark.stopMeasurement()
                benchmark.measurement(pictureBytes, bytes)
                precondition(screen.view.failures.isEmpty, "the host rejected an update: \(screen.view.failures)")
            }
        }
    }
}

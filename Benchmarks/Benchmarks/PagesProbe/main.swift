import Foundation
import Tessera
import ThreadClock

// Issue 41's one-row pages, in a plain executable, so that a single-threaded run can be counted
// in instructions (valgrind --tool=callgrind) as well as timed in thread CPU:
//
//     PagesProbe fixed 20000       a list adapter of 44-point rows loads 20,000 one-row pages
//     PagesProbe automatic 20000   the same with self-sizing rows (estimated 44 points)
//
// The app's `onLoadMore` handler appends one row, synchronously, and every page shown asks for
// the next (the threshold is farther than the pages reach), all from one scroll. The probe
// prints the thread CPU time of the whole load, and of the 100 pages up to page 1,000 and up to
// the last page, and the ratio of the two: a page costs the same at any length when it is about 1.

/// A message row, 20 points per started 20 characters of its text.
final class PageCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    private(set) var text = ""

    required init() {}

    func configure(model: String, animated: Bool, completion: (() -> Void)?) {
        text = model
        completion?()
    }

    static func calculateHeight(model: String, width: CGFloat) -> CGFloat {
        CGFloat(max(1, (model.count + 19) / 20) * 20)
    }
}

@MainActor
func run(mode: String, pages: Int) {
    let sizeMode: ListItemSizeMode = mode == "fixed" ? .fixed(height: 44) : .automatic(estimated: 44)
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
    let adapter = ListAdapter<PageCell>(heightMode: sizeMode)
    adapter.setup(collectionView: view)
    adapter.reload(items: ["first row"])
    view.layoutIfNeeded()
    var loaded = 0
    var pageTimes: [Int] = []
    pageTimes.reserveCapacity(pages)
    var last = 0
    adapter.onLoadMore = { [weak adapter] in
        guard loaded < pages, let adapter else { return }
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        let stamp = now.tv_sec * 1_000_000_000 + now.tv_nsec
        if loaded > 0 { pageTimes.append(stamp - last) }
        last = stamp
        loaded += 1
        adapter.appendItem("page \(loaded)")
    }
    adapter.loadMoreThreshold = .points(1e9)
    let total = threadCPUNanoseconds {
        view.contentOffset.y = 1
        view.layoutIfNeeded()
    }
    precondition(loaded == pages, "loaded \(loaded) pages of \(pages)")
    func window(endingAt end: Int) -> Double {
        let slice = pageTimes[max(0, end - 101)..<min(pageTimes.count, end - 1)]
        return Double(slice.reduce(0, +)) / Double(slice.count) / 1_000
    }
    let early = window(endingAt: min(1_000, pages)), late = window(endingAt: pages)
    print(
        String(
            format: "%@ %d pages: %.3f s thread CPU; a page at 1,000: %.1f µs, at %d: %.1f µs, ratio %.2f",
            mode, pages, Double(total) / 1e9, early, pages, late, late / early))
}

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "fixed"
let pages = arguments.count > 2 ? Int(arguments[2]) ?? 20_000 : 20_000
guard mode == "fixed" || mode == "automatic" else {
    print("usage: PagesProbe fixed|automatic [pages]")
    exit(2)
}
MainActor.assumeIsolated { run(mode: mode, pages: pages) }

#if canImport(UIKit)
    import Testing
    import Tessera
    import TesseraUIKit
    import UIKit

    /// The UIKit bridge and layout: what they transcribe from the core, checked on a real
    /// `UICollectionView`.
    @Suite("TesseraUIKit bridge and layout")
    @MainActor
    struct CollectionViewBridgeTests {
        private func makeCollectionView(height: CGFloat = 600) -> (UIWindow, UICollectionView) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: max(height, 1)))
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let layout = CompositionalLayout(
                section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: height),
                collectionViewLayout: TesseraCollectionViewLayout(layout: layout))
            collectionView.contentInsetAdjustmentBehavior = .never
            window.addSubview(collectionView)
            window.isHidden = false
            return (window, collectionView)
        }

        @Test func aProviderThatThrowsBeforeDequeuingGetsOneFallbackCell() {
            let (window, collectionView) = makeCollectionView()
            struct Failure: Error {}
            let registration = CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                host, indexPath, item in
                if item == 1 { throw Failure() }
                return try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var failures: [CollectionViewError] = []
            collectionView.failureHandler = { failures.append($0) }
            withKnownIssue {
                dataSource.apply(try! Snapshot([(0, [0, 1, 2])]), animatingDifferences: false)
                collectionView.layoutIfNeeded()
            }
            #expect(failures.count == 1)
            #expect(
                collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.reuseIdentifier == "Tessera.Fallback")
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
            withExtendedLifetime(window) {}
        }

        @Test func insetsNarrowTheTesseraLayout() {
            let (window, collectionView) = makeCollectionView()
            collectionView.contentInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 8)
            let registration = CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(
                collectionView: collectionView, cellRegistration: registration)
            dataSource.apply(try! Snapshot([(0, [0, 1, 2])]), animatingDifferences: false)
            collectionView.layoutIfNeeded()
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 370)
            withExtendedLifetime(window) {}
        }

        @Test func aLayoutErrorReachesTheFailureHandler() {
            let (window, collectionView) = makeCollectionView()
            var failures: [CollectionViewError] = []
            collectionView.failureHandler = { failures.append($0) }
            let bad = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(.nan))
            withKnownIssue {
                collectionView.setLayout(
                    CompositionalLayout(
                        section: LayoutSection(
                            group: .vertical(layoutSize: bad, subitems: [LayoutItem(layoutSize: bad)]))),
                    animated: false)
                collectionView.layoutIfNeeded()
            }
            #expect(failures.map(\.kind) == [.layout])
            withExtendedLifetime(window) {}
        }

        @Test("an app delegate deallocated first leaves UIKit no call the bridge cannot hand over")
        func aForwardingDelegateThatGoesFirstSetsTheDelegateAgain() throws {
            let (window, collectionView) = makeCollectionView()
            defer { window.isHidden = true }
            final class InsetListener: NSObject, UICollectionViewDelegate {
                func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
            }
            let insetChange = #selector(UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:))
            // The app's delegate alone: the bridge is UIKit's delegate while it lives, and none after.
            var listener: InsetListener? = InsetListener()
            autoreleasepool { collectionView.forwardingDelegate = listener }
            #expect(collectionView.delegate?.responds(to: insetChange) == true)
            autoreleasepool { listener = nil }
            #expect(collectionView.delegate == nil)
            // Beside Tessera's delegate: the bridge stays, set again, and no longer claims the call.
            @MainActor final class TesseraSide: CollectionViewDelegate {}
            let tessera = TesseraSide()
            collectionView.setDelegate(tessera)
            listener = InsetListener()
            autoreleasepool { collectionView.forwardingDelegate = listener }
            let bridge = try #require(collectionView.delegate)
            #expect(bridge.responds(to: insetChange))
            autoreleasepool { listener = nil }
            #expect(collectionView.delegate === bridge)
            #expect(!bridge.responds(to: insetChange))
            // A delegate replaced by another is no longer watched: its end changes nothing.
            var replaced: InsetListener? = InsetListener()
            autoreleasepool { collectionView.forwardingDelegate = replaced }
            let kept = InsetListener()
            collectionView.forwardingDelegate = kept
            autoreleasepool { replaced = nil }
            #expect(collectionView.delegate?.responds(to: insetChange) == true)
            withExtendedLifetime((tessera, kept)) {}
        }

        @Test func theAppsDelegateGetsWhatTesseraDoesNotAnswerAndHearsWhatItShares() throws {
            let (window, collectionView) = makeCollectionView()
            defer { window.isHidden = true }
            @MainActor final class AppDelegate: NSObject, UICollectionViewDelegate {
                var selected: [IndexPath] = []
                var allowsSelection = true
                func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
                {
                    allowsSelection
                }
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    selected.append(indexPath)
                }
                func collectionView(
                    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                    point: CGPoint
                ) -> UIContextMenuConfiguration? {
                    nil
                }
            }
            @MainActor final class TesseraSide: CollectionViewDelegate {
                var selected: [IndexPath] = []
                func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
                    selected.append(indexPath)
                }
            }
            let tessera = TesseraSide()
            collectionView.setDelegate(tessera)
            let app = AppDelegate()
            collectionView.forwardingDelegate = app
            let bridge = try #require(collectionView.delegate)
            // A call Tessera does not take part in reaches the app's delegate.
            let contextMenu = #selector(
                UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemAt:point:))
            #expect(bridge.responds(to: contextMenu))
            #expect(bridge !== app)
            // One it shares reaches both, Tessera's first.
            bridge.collectionView?(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
            #expect(tessera.selected == [IndexPath(item: 1, section: 0)])
            #expect(app.selected == [IndexPath(item: 1, section: 0)])
            // The app may veto a selection.
            app.allowsSelection = false
            #expect(bridge.collectionView?(collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0)) == false)
        }
    }
#endif

import Foundation

/// A cell type and how to configure it for an item, registered on a collection view the first
/// time it is used. Mirrors `UICollectionView.CellRegistration`.
///
/// ```swift
/// let registration = CellRegistration<ListCell, Product> { cell, indexPath, product in
///     var content = ListContentConfiguration.subtitleCell()
///     content.text = product.name
///     cell.contentConfiguration = content
/// }
/// let dataSource = CollectionViewDiffableDataSource<Section, Product>(collectionView: collectionView) {
///     collectionView, indexPath, product in
///     try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: product)
/// }
/// ```
///
/// Create registrations once (not inside a cell provider): each has its own reuse identifier.
@MainActor
public struct CellRegistration<Cell: AnyObject, Item> {
    /// Configures a dequeued cell for an item.
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

    let handler: Handler
    let state: RegistrationState

    /// Creates a registration for `Cell`, configured by `handler`.
    public init(handler: @escaping Handler) {
        self.handler = handler
        self.state = RegistrationState(reuseIdentifier: "\(Cell.self)-\(UUID().uuidString)")
    }

    /// The reuse identifier the registration registers its cells under.
    package var reuseIdentifier: String { state.reuseIdentifier }
}

/// A supplementary view type and how to configure it, registered on first use. Mirrors
/// `UICollectionView.SupplementaryRegistration`.
@MainActor
public struct SupplementaryRegistration<View: AnyObject> {
    /// Configures a dequeued view.
    public typealias Handler = @MainActor (_ view: View, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The kind of supplementary view this registration provides.
    public let elementKind: String
    let handler: Handler
    let state: RegistrationState

    /// Creates a registration for views of `View` of a kind.
    public init(elementKind: String, handler: @escaping Handler) {
        self.elementKind = elementKind
        self.handler = handler
        self.state = RegistrationState(reuseIdentifier: "\(View.self)-\(elementKind)-\(UUID().uuidString)")
    }

    /// The reuse identifier the registration registers its views under.
    package var reuseIdentifier: String { state.reuseIdentifier }
}

/// Which hosts a registration is registered on (held weakly).
///
/// ``hosts`` and ``lastHost`` are marked `@exclusivity(unchecked)`: they are only ever read or
/// assigned whole (the table is changed in a copy that replaces it), so no two accesses to one of
/// them can overlap, and the run-time check each access made (about 80 instructions at every
/// dequeue) could never fail.
@MainActor
final class RegistrationState {
    let reuseIdentifier: String
    /// The number of the request (``CollectionViewHostContext/currentRequestNumber``) being served
    /// when the registration was created, if one was: UIKit refuses to dequeue with it (it would
    /// never be reused).
    let createdInsideRequest = CollectionViewHostContext.currentRequestNumber
    @exclusivity(unchecked) private var hosts: [WeakHost] = []
    /// The host last found in ``hosts`` or added to it: most registrations serve one host, which
    /// asks at every dequeue. A host in the table stays there while it lives.
    @exclusivity(unchecked) private weak var lastHost: AnyObject?

    private struct WeakHost {
        weak var host: AnyObject?
    }

    init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Throws UIKit's reason when the registration was created inside a request. When it is used
    /// in a later request than the one it was created in, it was kept — most often in a
    /// `static let`, which Swift creates on first use — and the reason says so.
    func checkCreatedOutsideRequests(_ identifier: String) throws(CollectionViewError) {
        guard let request = createdInsideRequest else { return }
        throw CollectionViewError(
            .invalidCall,
            "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(identifier)",
            hint: request == CollectionViewHostContext.currentRequestNumber ? nil : Self.keptRegistrationHint)
    }

    /// Why a registration kept between requests was still created inside one.
    static let keptRegistrationHint =
        "this registration was created while the collection view asked for an earlier view, and kept: a registration kept in a `static let` (or a global, or a `lazy var`) is created on first use, which here was inside the cell provider; create it before the first apply"

    /// Whether the registration still has to be registered on `host` (it will be after this call).
    ///
    /// The host found or added last is answered without a walk of the table; a host found is
    /// answered without changing the table (a weak reference to a host that is gone reads `nil`,
    /// so it never matches); the hosts that are gone are dropped when one is added.
    func needsRegistration(on host: AnyObject) -> Bool {
        if let lastHost, lastHost === host { return false }
        // A loop, not `contains(where:)`: a closure of the main actor's handed to it checks the
        // executor it runs on.
        for entry in hosts where entry.host === host {
            lastHost = host
            return false
        }
        var kept = hosts
        hosts = []
        kept.removeAll { $0.host == nil }
        kept.append(WeakHost(host: host))
        hosts = kept
        lastHost = host
        return true
    }
}

// MARK: - Dequeuing configured views

extension CollectionViewHost {
    /// A cell of the registration's type, configured for `item`. Mirrors
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// - Throws: ``CollectionViewError`` when the host cannot dequeue, or dequeues a cell that is
    ///   not a `Cell`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
    ) throws -> Cell {
        try registration.state.checkCreatedOutsideRequests(registration.reuseIdentifier)
        if registration.state.needsRegistration(on: self) {
            registerCell(Cell.self, reuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = try dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            throw CollectionViewError(
                .invalidView,
                "the cell dequeued for \(registration.reuseIdentifier) is a \(type(of: dequeued)), not a \(Cell.self): register \(Cell.self) with this host"
            )
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's type, configured. Mirrors
    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    ///
    /// - Throws: ``CollectionViewError`` when the host cannot dequeue, or dequeues a view that is
    ///   not a `View`.
    public func dequeueConfiguredReusableSupplementary<View>(
        using registration: SupplementaryRegistration<View>, for indexPath: IndexPath
    ) throws -> View {
        try registration.state.checkCreatedOutsideRequests(registration.reuseIdentifier)
        if registration.state.needsRegistration(on: self) {
            registerSupplementaryView(
                View.self, ofKind: registration.elementKind, reuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = try dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? View else {
            throw CollectionViewError(
                .invalidView,
                "the view dequeued for \(registration.reuseIdentifier) is a \(type(of: dequeued)), not a \(View.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

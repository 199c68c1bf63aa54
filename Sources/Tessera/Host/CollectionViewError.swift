import Foundation

/// A misuse of a collection view that UIKit reports with an exception. Tessera reports it as a
/// value: headless hosts throw it or record it in ``HeadlessCollectionView/failures``, data
/// sources pass it to their error handler. The message is UIKit's.
public struct CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A reuse identifier was dequeued without being registered.
        case unregisteredReuseIdentifier
        /// A data source returned a view that was not dequeued, or of the wrong kind.
        case invalidView
        /// A batch update broke UIKit's consistency rules.
        case invalidUpdate
        /// An index path or section that does not exist.
        case outOfRange
        /// A data source or provider failed.
        case dataSource
        /// A layout could not be solved.
        case layout
        /// A call UIKit forbids where it was made (`reloadData()` inside an updates block, say), or
        /// two view classes registered under one reuse identifier.
        case invalidCall
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// UIKit's wording of the problem.
    public var message: String

    /// A failure of a kind, with a message naming what was wrong.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func unregistered(cell identifier: String) -> CollectionViewError {
        CollectionViewError(
            .unregisteredReuseIdentifier,
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    static func unregistered(supplementary kind: String, identifier: String) -> CollectionViewError {
        CollectionViewError(
            .unregisteredReuseIdentifier,
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    static let cellNotDequeued = CollectionViewError(
        .invalidView,
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    )

    static func viewNotDequeued(kind: String) -> CollectionViewError {
        CollectionViewError(
            .invalidView,
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:"
        )
    }

    static func conflictingRegistration(kind: String, identifier: String, previous: String, new: AnyClass)
        -> CollectionViewError
    {
        CollectionViewError(
            .invalidCall,
            "\(String(reflecting: new)) was registered for views of kind \(kind) with identifier \(identifier), which \(previous) was registered with: the later registration replaces the earlier, so cells of \(previous) can no longer be dequeued; give each type its own identifier"
        )
    }

    static func invalidUpdate(_ error: BatchUpdateError) -> CollectionViewError {
        CollectionViewError(.invalidUpdate, error.reason)
    }
}

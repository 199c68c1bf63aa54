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

    /// What Tessera could tell about the cause besides UIKit's wording, in brackets at the end of
    /// ``message``; `nil` when there is nothing to add.
    package private(set) var hint: String?

    /// A failure of a kind, with a message naming what was wrong.
    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// A failure with a hint about its cause, added to the message in brackets.
    package init(_ kind: Kind, _ message: String, hint: String?) {
        self.init(kind, hint.map { "\(message) (\($0))" } ?? message)
        self.hint = hint
    }

    /// The message.
    public var description: String { message }

    /// The message without the hint.
    package var messageWithoutHint: String {
        guard let hint, message.hasSuffix(" (\(hint))") else { return message }
        return String(message.dropLast(hint.count + 3))
    }

    /// What a repeat of the same mistake has in common with it: the kind and the message without
    /// its hint, with every index path (`[0, 3]`) and generated identifier (a UUID) left out. One
    /// wrong line of a cell provider fails the same way for every cell it is asked for, naming each
    /// cell's index path.
    package var repeatKey: String {
        "\(kind): \(Self.withoutIndexPathsAndIdentifiers(messageWithoutHint))"
    }

    /// `text` with each index path written as `[0, 3]` replaced by `[…]`, and each UUID by `…`.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    static func withoutIndexPathsAndIdentifiers(_ text: String) -> String {
        let characters = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(characters.count)
        var index = 0
        while index < characters.count {
            if let end = indexPathEnd(in: characters, from: index) {
                result += Array("[…]".utf8)
                index = end
            } else if let end = uuidEnd(in: characters, from: index) {
                result += Array("…".utf8)
                index = end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The end of an index path written as `[` digits separated by `, ` `]` starting at `start`.
    private static func indexPathEnd(in characters: [UInt8], from start: Int) -> Int? {
        guard characters[start] == UInt8(ascii: "[") else { return nil }
        var index = start + 1
        var sawDigit = false
        while index < characters.count {
            let character = characters[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) {
                sawDigit = true
            } else if character == UInt8(ascii: ",") || character == UInt8(ascii: " ") {
                guard sawDigit else { return nil }
            } else if character == UInt8(ascii: "]") {
                return sawDigit ? index + 1 : nil
            } else {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The end of a UUID (8-4-4-4-12 hexadecimal digits) starting at `start`.
    private static func uuidEnd(in characters: [UInt8], from start: Int) -> Int? {
        let groups = [8, 4, 4, 4, 12]
        var index = start
        for (number, length) in groups.enumerated() {
            if number > 0 {
                guard index < characters.count, characters[index] == UInt8(ascii: "-") else { return nil }
                index += 1
            }
            for _ in 0..<length {
                guard index < characters.count, isHexDigit(characters[index]) else { return nil }
                index += 1
            }
        }
        return index
    }

    private static func isHexDigit(_ character: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(character)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(character)
    }

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

    static func notATesseraHost(_ host: AnyObject, call: String) -> CollectionViewError {
        CollectionViewError(
            .invalidCall,
            "\(call) needs one of Tessera's hosts (UICollectionView, HeadlessCollectionView): \(type(of: host)) conforms only to CollectionViewHost, so nothing is dequeued, updated or shown on it"
        )
    }

    static func notTheHostsKind(_ view: AnyObject, of host: AnyObject) -> CollectionViewError {
        CollectionViewError(.invalidView, "\(type(of: host)) dequeued a \(type(of: view)), not a view of its own kind")
    }
}

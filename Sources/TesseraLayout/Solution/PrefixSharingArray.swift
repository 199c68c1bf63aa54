import Foundation

/// The lock of the appends to storage that several ``PrefixSharingArray`` values hold, which may
/// live on several threads: one for all, since such appends are rare and short.
@usableFromInline
let prefixSharingLock = NSLock()

/// An array whose copies share the elements they have in common: each value reads
/// a prefix of one storage, whose elements are written once each, at its end. Appending to a copy
/// whose elements end where the storage's do writes after them without copying, although other
/// values hold the storage (they do not read that far); so does appending an element bit for bit
/// equal to the one the storage already holds next. Any other change copies the elements when the
/// storage is shared, as `Array` does.
///
/// A value that grows by a few elements at a time while an earlier copy of it is kept (the sizes a
/// list's rows measured, held by the layout shown and the next one) then grows at the cost of what
/// it adds, and comparing it with the earlier copy can skip their common prefix, which is the same
/// memory (``withUnsafeBufferPointer(_:)``).
package struct PrefixSharingArray<Element> {
    @usableFromInline typealias Storage = PrefixSharingStorage<Element>

    /// The elements, `nil` until one is added.
    @usableFromInline var storage: Storage?
    /// How many elements of ``storage`` this value holds.
    @usableFromInline var viewed: Int

    /// No element.
    @inlinable
    package init() {
        storage = nil
        viewed = 0
    }

    /// The elements of an array, copied.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    package init(_ elements: [Element]) {
        self.init()
        elements.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// `count` elements that `initializer` writes in place, as `Array`'s initializer of the same
    /// name does: it sets `initialized` to how many it wrote, at most `capacity`.
    ///
    /// - Complexity: O(`capacity`) plus the initializer's.
    @inlinable
    package init(
        unsafeUninitializedCapacity capacity: Int,
        initializingWith initializer: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
    ) rethrows {
        self.init()
        guard capacity > 0 else { return }
        let storage = Self.makeStorage(capacity: capacity)
        var initialized = 0
        try storage.withUnsafeMutablePointerToElements { elements in
            var buffer = UnsafeMutableBufferPointer(start: elements, count: capacity)
            try initializer(&buffer, &initialized)
        }
        precondition(initialized >= 0 && initialized <= capacity, "PrefixSharingArray: initialized beyond capacity")
        storage.header.written = initialized
        self.storage = storage
        viewed = initialized
    }

    @inlinable
    static func makeStorage(capacity: Int) -> Storage {
        Storage.make(capacity: capacity)
    }

    /// The first `count` elements, sharing this value's storage.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func sharingPrefix(_ count: Int) -> PrefixSharingArray {
        precondition(count >= 0 && count <= viewed, "PrefixSharingArray: a prefix longer than the array")
        var result = self
        result.viewed = count
        return result
    }

    // MARK: Reading

    /// Calls `body` with the elements, in place.
    ///
    /// - Complexity: O(1) plus `body`'s.
    @inlinable
    package func withUnsafeBufferPointer<Result, Failure>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        let elements = storage.withUnsafeMutablePointerToElements { UnsafePointer($0) }
        defer { withExtendedLifetime(storage) {} }
        return try body(UnsafeBufferPointer(start: elements, count: viewed))
    }

    /// Calls `body` with the elements' bytes, in place.
    ///
    /// - Complexity: O(1) plus `body`'s.
    @inlinable
    package func withUnsafeBytes<Result, Failure>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeBufferPointer { (elements) throws(Failure) -> Result in
            try body(UnsafeRawBufferPointer(elements))
        }
    }

    /// How many elements the storage has room for: appending up to there moves none.
    ///
    /// - Complexity: O(1).
    @inlinable
    package var capacity: Int { storage?.header.capacity ?? 0 }

    /// The elements, in an array.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    package var array: [Element] {
        withUnsafeBufferPointer { Array($0) }
    }

    // MARK: Adding at the end

    /// Adds an element after the others.
    ///
    /// - Complexity: amortized O(1), also when the storage is shared with values that end where
    ///   this one does or that hold the same element next.
    @inlinable
    package mutating func append(_ element: Element) {
        if isKnownUniquelyReferenced(&storage), let storage, viewed < storage.header.capacity {
            storage.discardElements(from: viewed)
            storage.withUnsafeMutablePointerToElements { ($0 + viewed).initialize(to: element) }
            storage.header.written = viewed + 1
            viewed += 1
            return
        }
        appendToSharedStorage(element)
    }

    /// ``append(_:)`` when this value is not alone to hold its storage, or the storage is full.
    @usableFromInline
    mutating func appendToSharedStorage(_ element: Element) {
        if let storage {
            let position = viewed
            let appended = prefixSharingLock.withLock {
                guard position < storage.header.capacity else { return false }
                return storage.withUnsafeMutablePointerToElements { elements in
                    if storage.header.written == position {
                        (elements + position).initialize(to: element)
                        storage.header.written = position + 1
                        return true
                    }
                    // Another value wrote after this one's elements: the same element is shared.
                    return Self.bitwiseEqual(elements[position], element)
                }
            }
            if appended {
                viewed += 1
                return
            }
        }
        moveToNewStorage(minimumCapacity: viewed + 1)
        append(element)
    }

    /// Adds elements after the others.
    ///
    /// - Complexity: amortized O(*k*) for *k* elements, as ``append(_:)``.
    @inlinable
    package mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if let storage, !isKnownUniquelyReferenced(&self.storage) {
            let appended = prefixSharingLock.withLock {
                storage.withUnsafeMutablePointerToElements { stored in
                    // The elements another value holds next are shared as long as they are these.
                    var position = viewed
                    let written = storage.header.written
                    while position < written, position - viewed < elements.count,
                        Self.bitwiseEqual(stored[position], elements[position - viewed])
                    {
                        position += 1
                    }
                    let next = position - viewed
                    if next == elements.count { return true }
                    guard position == written, written + elements.count - next <= storage.header.capacity else {
                        return false
                    }
                    (stored + position).initialize(from: source + next, count: elements.count - next)
                    storage.header.written = viewed + elements.count
                    return true
                }
            }
            if appended {
                viewed += elements.count
                return
            }
            moveToNewStorage(minimumCapacity: viewed + elements.count)
        }
        reserveCapacity(viewed + elements.count)
        let start = viewed
        storage.unsafelyUnwrapped.discardElements(from: start)
        storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements {
            ($0 + start).initialize(from: source, count: elements.count)
        }
        storage.unsafelyUnwrapped.header.written = start + elements.count
        viewed += elements.count
    }

    /// Adds the elements of another value (or of this one) after the others.
    ///
    /// - Complexity: amortized O(*k*) for *k* elements.
    @inlinable
    package mutating func append(contentsOf other: PrefixSharingArray, range: Range<Int>) {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= other.viewed, "PrefixSharingArray: a range outside the array")
        other.withUnsafeBufferPointer { elements in
            append(contentsOf: UnsafeBufferPointer(rebasing: elements[range]))
        }
    }

    /// Makes room for `capacity` elements in all, so that appending up to there does not move them.
    ///
    /// - Complexity: O(*n*) when it moves them, O(1) otherwise.
    @inlinable
    package mutating func reserveCapacity(_ capacity: Int) {
        if let storage, capacity <= storage.header.capacity { return }
        guard capacity > viewed else { return }
        moveToNewStorage(minimumCapacity: capacity)
    }

    /// Copies the elements into storage of its own, with room for `minimumCapacity` elements and
    /// at least twice as many as held (amortized appends).
    @usableFromInline
    mutating func moveToNewStorage(minimumCapacity: Int) {
        let capacity = Swift.max(minimumCapacity, 2 * viewed, 16)
        let new = Self.makeStorage(capacity: capacity)
        let count = viewed
        withUnsafeBufferPointer { elements in
            new.withUnsafeMutablePointerToElements { target in
                if let source = elements.baseAddress { target.initialize(from: source, count: count) }
            }
        }
        new.header.written = count
        storage = new
    }

    @inlinable
    static func bitwiseEqual(_ lhs: Element, _ rhs: Element) -> Bool {
        Swift.withUnsafeBytes(of: lhs) { lhs in Swift.withUnsafeBytes(of: rhs) { rhs in lhs.elementsEqual(rhs) } }
    }

    // MARK: Changing

    /// Makes the storage this value's alone, its elements ending where this value's do.
    ///
    /// - Complexity: O(1) when it is, O(*n*) otherwise.
    @inlinable
    mutating func makeUnique() {
        if isKnownUniquelyReferenced(&storage), let storage {
            storage.discardElements(from: viewed)
        } else if storage != nil {
            moveToNewStorage(minimumCapacity: viewed)
        }
    }

    /// Calls `body` with the elements, in place, to change them (not their number).
    ///
    /// - Complexity: O(1) plus `body`'s when the storage is this value's alone, O(*n*) more otherwise.
    @inlinable
    package mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        makeUnique()
        guard let storage else { return try body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
        let count = viewed
        return try storage.withUnsafeMutablePointerToElements {
            try body(UnsafeMutableBufferPointer(start: $0, count: count))
        }
    }

    /// Keeps the first `count` elements.
    ///
    /// - Complexity: O(1).
    @inlinable
    package mutating func removeAll(from count: Int) {
        precondition(count >= 0 && count <= viewed, "PrefixSharingArray: a position outside the array")
        viewed = count
    }

    /// Inserts an element before the one at `position`.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    package mutating func insert(_ element: Element, at position: Int) {
        precondition(position >= 0 && position <= viewed, "PrefixSharingArray: a position outside the array")
        append(element)
        withUnsafeMutableBufferPointer { elements in
            var index = elements.count - 1
            while index > position {
                elements[index] = elements[index - 1]
                index -= 1
            }
            elements[position] = element
        }
    }

    /// Replaces the elements in `range` with `elements`, in new storage.
    ///
    /// - Complexity: O(*n* + *k*) for *k* new elements.
    @inlinable
    package mutating func replaceSubrange(_ range: Range<Int>, with elements: [Element]) {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= viewed, "PrefixSharingArray: a range outside the array")
        var result = PrefixSharingArray()
        result.reserveCapacity(viewed - range.count + elements.count)
        withUnsafeBufferPointer { current in
            result.append(contentsOf: UnsafeBufferPointer(rebasing: current[..<range.lowerBound]))
            elements.withUnsafeBufferPointer { result.append(contentsOf: $0) }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: current[range.upperBound...]))
        }
        self = result
    }

    /// Removes the element at `position`.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    package mutating func remove(at position: Int) {
        precondition(position >= 0 && position < viewed, "PrefixSharingArray: a position outside the array")
        withUnsafeMutableBufferPointer { elements in
            for index in position..<(elements.count - 1) { elements[index] = elements[index + 1] }
        }
        viewed -= 1
    }
}

// MARK: - Collection

extension PrefixSharingArray: RandomAccessCollection, MutableCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { viewed }
    @inlinable package var count: Int { viewed }
    @inlinable package var isEmpty: Bool { viewed == 0 }

    @inlinable
    package subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < viewed, "PrefixSharingArray: index out of range")
            // A value with elements has storage.
            return storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0[position] }
        }
        set {
            precondition(position >= 0 && position < viewed, "PrefixSharingArray: index out of range")
            makeUnique()
            storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0[position] = newValue }
        }
    }
}

extension PrefixSharingArray: ExpressibleByArrayLiteral {
    @inlinable
    package init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension PrefixSharingArray: Equatable where Element: Equatable {
    /// - Complexity: O(1) when one is a prefix of the other's storage, O(*n*) otherwise.
    @inlinable
    package static func == (lhs: PrefixSharingArray, rhs: PrefixSharingArray) -> Bool {
        guard lhs.viewed == rhs.viewed else { return false }
        if lhs.storage === rhs.storage { return true }
        return lhs.withUnsafeBufferPointer { lhs in rhs.withUnsafeBufferPointer { rhs in lhs.elementsEqual(rhs) } }
    }
}

extension PrefixSharingArray: CustomStringConvertible {
    package var description: String { array.description }
}

// Appends to storage that other values hold are made under `prefixSharingLock`; a value alone to
// hold its storage (`isKnownUniquelyReferenced`) is not seen by another thread; elements a value
// reads are never written again while another value holds them.
extension PrefixSharingArray: @unchecked Sendable where Element: Sendable {}

// MARK: - Searching

extension PrefixSharingArray where Element: Comparable {
    /// The position of the first element from `start` on that is not less than `value`, in an
    /// array sorted in increasing order (searched in place, as `Array`'s elements are).
    ///
    /// - Complexity: O(log *n*).
    @inlinable
    package func lowerBound(of value: Element, from start: Int = 0) -> Int {
        precondition(start >= 0 && start <= viewed, "PrefixSharingArray: a position outside the array")
        return withUnsafeBufferPointer { start + UnsafeBufferPointer(rebasing: $0[start...]).lowerBound(of: value) }
    }
}

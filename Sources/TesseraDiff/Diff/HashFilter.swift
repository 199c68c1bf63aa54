/// A compact membership filter over hash values: a bit array in which each inserted hash sets two
/// bits of one 64-bit word (a blocked Bloom filter with one word per hash).
///
/// `mayContain(hash:)` is never wrong about an inserted hash; for other hashes it answers `true`
/// about once in 70 at 16 bits per inserted hash, so an exact lookup is needed only then. The list
/// diff probes it with every element of the lists' common ends before any exact lookup: it takes
/// 2 bytes per element of the changed part, a sixth of the identity table, so probes stay in cache
/// where the table's would miss it.
///
/// It owns its words (a noncopyable type), so that the diff's inner loops reach them without a
/// uniqueness check per access.
@usableFromInline
struct HashFilter: ~Copyable {
    // A `var`, though never reassigned: Swift 6.3.1 miscompiles this noncopyable type's `deinit`
    // under the thread sanitizer when the buffer is a `let` ("Invalid bitcast").
    @usableFromInline var words: UnsafeMutableBufferPointer<UInt64>
    @usableFromInline let mask: Int

    /// Creates an empty filter for up to `count` hashes at about 16 bits per hash.
    ///
    /// - Complexity: O(`count`).
    @inlinable
    init(count: Int) {
        var wordCount = 1
        while wordCount * 4 < count { wordCount <<= 1 }
        words = .allocate(capacity: wordCount)
        words.initialize(repeating: 0)
        mask = wordCount - 1
    }

    @inlinable deinit { words.deallocate() }

    /// The hash's bits spread over 64 bits (a multiplicative mix, so that 32-bit hashes spread
    /// too); the word and the two bits come from separate parts of it.
    @inlinable
    static func mix(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) &* 0x9E37_79B9_7F4A_7C15
    }

    /// The two bits a hash sets in its word.
    @inlinable
    static func bits(_ mixed: UInt64) -> UInt64 {
        (1 as UInt64) << ((mixed >> 20) & 63) | (1 as UInt64) << ((mixed >> 26) & 63)
    }

    /// The word of a hash.
    @inlinable
    func word(_ mixed: UInt64) -> Int {
        Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// Records a hash.
    ///
    /// - Complexity: O(1).
    @inlinable
    mutating func insert(hash: Int) {
        let mixed = Self.mix(hash)
        let word = word(mixed)
        words[word] |= Self.bits(mixed)
    }

    /// Whether a hash may have been inserted: `false` only when it was not.
    ///
    /// - Complexity: O(1).
    @inlinable
    func mayContain(hash: Int) -> Bool {
        let mixed = Self.mix(hash)
        let bits = Self.bits(mixed), word = word(mixed)
        return words[word] & bits == bits
    }
}

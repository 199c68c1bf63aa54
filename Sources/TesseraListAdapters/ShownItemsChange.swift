import Foundation

/// The items of a state a list adapter handed to the update path, as a change of the state handed
/// before it: the shown items take it when the collection view starts showing that state.
struct ShownItemsChange<Model> {
    /// Counts the states handed over: this one's number.
    var state: Int
    /// The items before `prefix` are the state before's; `tail` follows them.
    var prefix: Int
    var tail: [Model]
    /// Where each section starts, in the state's flat list of items.
    var sectionStarts: [Int]
}

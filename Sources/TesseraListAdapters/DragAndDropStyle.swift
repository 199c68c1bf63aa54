/// Whether the user can reorder items by dragging them.
public enum DragAndDropStyle: Sendable, Hashable {
    /// Items cannot be moved.
    case none
    /// A long press picks an item up and drops it elsewhere (interactive movement).
    case reorder
}

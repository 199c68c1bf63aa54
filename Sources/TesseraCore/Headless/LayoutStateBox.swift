/// The layout state of a ``HeadlessCollectionView``, held by reference so that a change with app
/// code inside (``HeadlessCollectionView/changeLayoutState(_:)``) takes the state out of the view
/// and puts it back by swapping two references, and changes it where it is stored.
///
/// ``state`` is changed in place (through ``HeadlessCollectionView/layoutState`` and by the change),
/// so it keeps the run-time check of exclusive access: app code that reaches the view's state
/// while it is being changed in place meets the check, as it did when the view stored the state.
final class LayoutStateBox {
    var state: HostLayoutState
    /// The box the view holds while this one's state is being changed, kept for the next change
    /// when nothing changed its state meanwhile: as new then but for its layout, which the next
    /// change sets (allocated for each change, a box of this size costs about 0.5 k instructions).
    var interim: LayoutStateBox?

    init(_ state: HostLayoutState) {
        self.state = state
    }
}

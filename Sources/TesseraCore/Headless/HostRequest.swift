/// The request the headless host is serving: the element asked for. The views dequeued for it
/// are recorded once, by the host context (``CollectionViewHostContext/request``).
struct HostRequest {
    /// The element asked for.
    let key: LayoutElementKey
}

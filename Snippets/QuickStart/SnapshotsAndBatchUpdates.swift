import TesseraDiff

var old = Snapshot<String, String>()
try old.appendSections(["featured", "all"])
try old.appendItems(["espresso", "latte"], toSection: "featured")
try old.appendItems(["tea", "water"], toSection: "all")

var new = old
try new.moveItem("latte", beforeItem: "espresso")
try new.appendItems(["juice"], toSection: "all")

// One batch update in the index spaces performBatchUpdates expects: deletes and reloads at the old
// index paths, inserts and reconfigures at the new ones, moves from old to new.
let update = BatchUpdate(from: old, to: new)
print("moved", update.movedItems.map { "\($0.from) → \($0.to)" })
print("inserted", update.insertedItems)

// Misuse is a typed error that names what was wrong, and the snapshot stays as it was.
do {
    try old.appendItems(["tea"], toSection: "featured")
} catch {
    print(error)
}
print("items", old.numberOfItems)

// Flat lists diff the same way: by identity, comparing the content of the items that stayed.
struct Row: Sendable {
    var id: Int
    var title: String
}
let rows = [Row(id: 1, title: "Tea"), Row(id: 2, title: "Water")]
let edited = [Row(id: 2, title: "Sparkling water"), Row(id: 1, title: "Tea")]
let listUpdate = try BatchUpdate(from: rows, to: edited, identifiedBy: \.id) { $0.title == $1.title }
print("moved", listUpdate.movedItems.map { "\($0.from) → \($0.to)" }, "reconfigured", listUpdate.reconfiguredItems)

import Tessera

// Collor's CollectionData and section descriptors, with the builder form: cells from a catalog,
// vertical spaces and decoration blocks, laid out by Tessera's stacked layout.
let trip = CollectionData(sections: [
    SectionDescriptor(id: "summary") { builder in
        builder.add(cell: TitleCellModel("Paris → Lyon"))
        builder.add(verticalSpace: .large)
        builder.startDecorationBlock(.card)
        builder.add(cell: KeyValueCellModel("Departure", "08:04"), id: "departure")
        builder.add(cell: KeyValueCellModel("Arrival", "10:00"), id: "arrival")
        builder.endDecorationBlock()
    }
])

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlowLayout())
let controller = CollectionDataController(collectionView: collectionView, cells: .headless)
try controller.apply(trip, animatingDifferences: false)  // every apply is one diff and one batch update
print(collectionView.dump(includingDecorations: true))

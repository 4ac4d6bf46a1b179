import CatalogCore

struct ItemRow {
    let item: Item
}

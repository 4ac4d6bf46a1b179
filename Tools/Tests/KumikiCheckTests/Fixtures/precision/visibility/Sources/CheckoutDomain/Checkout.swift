import CatalogDomain

struct Checkout {
    let product: Product
}

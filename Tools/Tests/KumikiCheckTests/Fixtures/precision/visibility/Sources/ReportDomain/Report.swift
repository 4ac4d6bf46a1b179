import CatalogDomain
import CartFeature // finding

// Both modules declare Product: the compiler would call it ambiguous, and so no finding is made from it.
struct Report {
    let product: Product
}

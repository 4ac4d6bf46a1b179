// `import KumikiStore` brings Kumiki (and the Combine API) with it, and IdentifiedArray, the
// collection `forEach` composes features over.
@_exported import IdentifiedCollections
@_exported import Kumiki

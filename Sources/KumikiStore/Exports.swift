// `import KumikiStore` brings Kumiki (and the Combine API) with it.
@_exported import Kumiki

struct InCatalog {}

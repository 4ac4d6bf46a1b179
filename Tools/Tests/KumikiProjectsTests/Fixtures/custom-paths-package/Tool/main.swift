import CatalogCore

print(Item(name: "tool").name)

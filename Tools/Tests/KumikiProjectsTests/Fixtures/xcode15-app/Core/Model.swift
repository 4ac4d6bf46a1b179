// Placed by SOURCE_ROOT and compiled by both the app and LegacyKit.
struct Model {
    let name: String
}

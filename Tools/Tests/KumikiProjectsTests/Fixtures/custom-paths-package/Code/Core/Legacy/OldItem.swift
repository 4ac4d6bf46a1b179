// Excluded by the manifest.
struct OldItem {}

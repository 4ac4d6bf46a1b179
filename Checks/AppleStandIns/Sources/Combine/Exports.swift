// Apple's Combine, as far as Kumiki uses it: OpenCombine's publishers, subjects,
// `@Published` and `ObservableObject`, `DispatchQueue` as a scheduler, and Foundation's
// publishers, under the module name `Combine`. `@preconcurrency` because OpenCombine
// predates Swift concurrency annotations (Apple's Combine has some of its own, which this
// stand-in cannot reproduce).
@_exported @preconcurrency import OpenCombine
@_exported @preconcurrency import OpenCombineDispatch
@_exported @preconcurrency import OpenCombineFoundation

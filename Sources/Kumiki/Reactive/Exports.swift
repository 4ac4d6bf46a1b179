// `import Kumiki` is the one import a ViewModel, Repository or test needs.
//
// Apple platforms get Apple's Combine; everywhere else OpenCombine's shim
// provides the same API under the same names (including `DispatchQueue` as a
// scheduler and `@Published`/`ObservableObject`), so ViewModel source compiles
// unchanged on both. OpenCombine predates Swift concurrency annotations, hence
// `@preconcurrency`.
#if canImport(Combine)
@_exported import Combine
#else
@_exported @preconcurrency import OpenCombineShim
#endif
@_exported import CombineSchedulers
@_exported import Logging

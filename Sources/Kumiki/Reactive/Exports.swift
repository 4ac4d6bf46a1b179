// `import Kumiki` is the one import a ViewModel, Repository or test needs.
//
// Apple platforms get Apple's Combine; everywhere else OpenCombine's shim
// provides the same API under the same names (including `DispatchQueue` as a
// scheduler and `@Published`/`ObservableObject`), so ViewModel source compiles
// unchanged on both. OpenCombine predates Swift concurrency annotations, hence
// `@preconcurrency`. The operators OpenCombine lacks live in `OpenCombineGaps/`; they
// also compile under `KUMIKI_COMBINE_STAND_IN`, set only by the `Combine` stand-in in
// `Checks/AppleStandIns`, which supplies them to the Apple-branch build on Linux.
#if canImport(Combine)
@_exported import Combine
#else
@_exported @preconcurrency import OpenCombineShim
#endif
@_exported import CombineSchedulers
@_exported import Logging

// What Kumiki's `#if canImport(Darwin)` branches need from Darwin: the C library, which
// Glibc provides here under the same names. Type-checking against it proves the branches
// name things that exist, not that Darwin's C types match Glibc's.
@_exported import Glibc

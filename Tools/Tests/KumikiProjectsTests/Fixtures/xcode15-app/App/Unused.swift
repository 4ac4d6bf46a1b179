// In a group, in no Sources build phase: Xcode compiles it for no target.
struct Unused {}

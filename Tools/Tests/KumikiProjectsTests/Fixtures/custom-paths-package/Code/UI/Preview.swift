// Not among the target's sources.
struct Preview {}

#ifndef KUMIKI_HEAP_STATS_H
#define KUMIKI_HEAP_STATS_H

#include <stddef.h>

/// The bytes the allocator has handed out and not yet had back, for the benchmarks' memory
/// figures; 0 where the platform cannot say.
size_t kumiki_heap_in_use(void);

#endif

#ifndef TESSERA_ALLOCATOR_STATS_H
#define TESSERA_ALLOCATOR_STATS_H

#include <stddef.h>

/// Bytes that the C allocator has handed out and not taken back (glibc: mallinfo2's chunks in use
/// plus mapped chunks, summed over every arena), or 0 where that is not available.
size_t tessera_allocated_bytes(void);

#endif

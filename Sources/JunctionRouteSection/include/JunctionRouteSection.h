#ifndef JUNCTION_ROUTE_SECTION_H
#define JUNCTION_ROUTE_SECTION_H

#include <stddef.h>

/// Calls `visit` once for each loaded image's part of the section `@Route` writes its records
/// to (the executable's, on ELF; every image's, on Mach-O), with its first record and how many
/// records it holds. Each record is a pointer-sized function pointer.
void junction_route_section_visit(void (*visit)(const void *records, size_t count, void *context), void *context);

#endif

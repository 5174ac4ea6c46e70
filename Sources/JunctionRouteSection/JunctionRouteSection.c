#include "JunctionRouteSection.h"

#if defined(__APPLE__) && defined(__MACH__)
#include <mach-o/dyld.h>
#include <mach-o/getsect.h>
#include <stdint.h>

void junction_route_section_visit(void (*visit)(const void *, size_t, void *), void *context) {
    uint32_t images = _dyld_image_count();
    for (uint32_t index = 0; index < images; index++) {
        const struct mach_header *header = _dyld_get_image_header(index);
        if (header == NULL) continue;
        unsigned long size = 0;
#if defined(__LP64__)
        uint8_t *start = getsectiondata((const struct mach_header_64 *)header, "__DATA", "__jn_routes", &size);
#else
        uint8_t *start = getsectiondata(header, "__DATA", "__jn_routes", &size);
#endif
        if (start != NULL && size >= sizeof(void *)) visit(start, size / sizeof(void *), context);
    }
}

#elif defined(__ELF__)

// The linker defines these for a section whose name is a C identifier; weak, so an executable
// with no declared route links and has none.
extern const char __start_junction_routes[] __attribute__((weak, visibility("hidden")));
extern const char __stop_junction_routes[] __attribute__((weak, visibility("hidden")));

void junction_route_section_visit(void (*visit)(const void *, size_t, void *), void *context) {
    if (__start_junction_routes == NULL || __stop_junction_routes <= __start_junction_routes) return;
    size_t count = (size_t)(__stop_junction_routes - __start_junction_routes) / sizeof(void *);
    visit(__start_junction_routes, count, context);
}

#else

// Other object formats (COFF, WebAssembly) have no section Junction reads: no declared routes.
void junction_route_section_visit(void (*visit)(const void *, size_t, void *), void *context) {
    (void)visit;
    (void)context;
}

#endif

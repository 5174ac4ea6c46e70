#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that has its own `main`: SwiftPM names an executable's entry
/// point `<Target>_main` and points `main` at it, so each target's `main` calls this.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

// Only the declaration in include/CFuzzDriver.h is needed; libFuzzer defines the function.
#include "CFuzzDriver.h"

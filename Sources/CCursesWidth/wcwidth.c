#define _GNU_SOURCE
#include "CCursesWidth.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

typedef int (*width_function)(wchar_t);

static _Atomic(zr_ambiguous_check) ambiguous_check = NULL;
static _Atomic(width_function) libc_wcwidth = NULL;

void zr_width_set_ambiguous_wide(int wide, zr_ambiguous_check is_ambiguous) {
    atomic_store(&ambiguous_check, wide ? is_ambiguous : NULL);
}

static int libc_width(wchar_t character) {
    width_function next = atomic_load(&libc_wcwidth);
    if (next == NULL) {
        next = (width_function)dlsym(RTLD_NEXT, "wcwidth");
        if (next == NULL) return -1;
        atomic_store(&libc_wcwidth, next);
    }
    return next(character);
}

int wcwidth(wchar_t character) {
    zr_ambiguous_check check = atomic_load(&ambiguous_check);
    if (check != NULL && character >= 0 && check((uint32_t)character)) return 2;
    return libc_width(character);
}

int zr_width_of(wchar_t character) { return wcwidth(character); }

#ifndef ZREADER_CDEMOEDITION_H
#define ZREADER_CDEMOEDITION_H

#include <stddef.h>

// One file of the demo edition, embedded in the binary's read-only data as its bytes (C23's
// #embed, which compiles megabytes in a moment, where a Swift array literal takes minutes).
typedef struct {
    // 1 for a picture (by file name, `v2-….jpg`), 0 for JSON (by request path, `news/latest`).
    int isPicture;
    const char *name;
    const unsigned char *bytes;
    size_t count;
} ZRDemoFile;

// Every file of the edition, in no particular order; `count` receives how many.
const ZRDemoFile *zr_demo_edition_files(size_t *count);

#endif

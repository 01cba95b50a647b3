#ifndef ZREADER_CZLIB_H
#define ZREADER_CZLIB_H

// zlib's deflate, for the pixels sent to a kitty-protocol terminal (o=z). Imported by
// ZReaderCellArt, and by the tests' decoder to inflate what was sent.
#include <zlib.h>

#endif

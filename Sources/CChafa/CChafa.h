#ifndef ZREADER_CCHAFA_H
#define ZREADER_CCHAFA_H

// chafa.h includes glib.h; pkg-config chafa gives both include paths.
#include <chafa.h>

#endif

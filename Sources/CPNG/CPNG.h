#ifndef ZREADER_CPNG_H
#define ZREADER_CPNG_H

#include <png.h>

// The simplified API's format and size are macros built from other macros, which Swift cannot import.
static inline png_uint_32 zr_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 zr_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline int zr_png_image_failed(png_image image) { return PNG_IMAGE_FAILED(image); }

#endif

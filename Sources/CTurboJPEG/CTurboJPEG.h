#ifndef ZREADER_CTURBOJPEG_H
#define ZREADER_CTURBOJPEG_H

#include <turbojpeg.h>

// TJSCALED is a function-like macro Swift cannot import: a dimension scaled by a factor, rounded up.
static inline int zr_tj_scaled(int dimension, tjscalingfactor factor) { return TJSCALED(dimension, factor); }

#endif

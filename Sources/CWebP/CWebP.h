#ifndef ZREADER_CWEBP_H
#define ZREADER_CWEBP_H

#include <webp/decode.h>

// WebPInitDecoderConfig passes the header's ABI version, a macro; returns 0 on a version mismatch.
static inline int zr_webp_init_decoder_config(WebPDecoderConfig *config) { return WebPInitDecoderConfig(config); }

#endif

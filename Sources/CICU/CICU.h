#ifndef ZREADER_CICU_H
#define ZREADER_CICU_H

// The system's ICU (libicuuc), for its NFKC_Casefold normalizer only. ICU's functions carry the
// library's version in their names (unorm2_normalize_72); these shims give Swift names that do
// not change with it, and U_FAILURE, a macro, as a function.
#include <stdbool.h>
#include <unicode/unorm2.h>

// The shared NFKC_Casefold instance (NFKC, full case folding, default ignorables removed); NULL
// when ICU's data cannot be loaded. Owned by ICU: never closed.
static inline const UNormalizer2 *zr_nfkc_casefold(void) {
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *normalizer = unorm2_getNFKCCasefoldInstance(&error);
    return U_FAILURE(error) ? NULL : normalizer;
}

// How many of `text`'s first UTF-16 units are folded already (all of them: nothing to do);
// -1 on failure.
static inline int32_t zr_folded_span(const UNormalizer2 *normalizer, const UChar *text, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t span = unorm2_spanQuickCheckYes(normalizer, text, length, &error);
    return U_FAILURE(error) ? -1 : span;
}

// Folds `text` into `folded`, which holds `capacity` units; returns the folded length, which may
// exceed `capacity` (then call again with that much room), or -1 on any other failure.
static inline int32_t zr_fold(const UNormalizer2 *normalizer, const UChar *text, int32_t length, UChar *folded,
                              int32_t capacity) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t written = unorm2_normalize(normalizer, text, length, folded, capacity, &error);
    if (error == U_BUFFER_OVERFLOW_ERROR) return written;
    return U_FAILURE(error) ? -1 : written;
}

#endif

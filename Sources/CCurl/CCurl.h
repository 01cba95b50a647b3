#ifndef ZREADER_CCURL_H
#define ZREADER_CCURL_H

#include <curl/curl.h>

// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot call:
// one typed wrapper per kind of argument the options take.

static inline CURLcode zr_curl_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode zr_curl_easy_setopt_offset(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode zr_curl_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode zr_curl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode zr_curl_easy_setopt_list(CURL *easy, CURLoption option, struct curl_slist *list) {
    return curl_easy_setopt(easy, option, list);
}

static inline CURLcode zr_curl_easy_setopt_write_function(CURL *easy, curl_write_callback callback) {
    return curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode zr_curl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return curl_easy_getinfo(easy, info, value);
}

static inline CURLcode zr_curl_easy_getinfo_string(CURL *easy, CURLINFO info, char **value) {
    return curl_easy_getinfo(easy, info, value);
}

static inline CURLMcode zr_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

// CURL_GLOBAL_DEFAULT is a macro of two others; CURLMSG_DONE is imported, but the union's
// result is easier to reach through a function.
static inline long zr_curl_global_default(void) { return CURL_GLOBAL_DEFAULT; }

static inline CURLcode zr_curl_message_result(const CURLMsg *message) { return message->data.result; }

// The value of header `name` in the transfer's last response, or NULL: CURLH_HEADER is a macro,
// and the struct is only needed for its value.
static inline const char *zr_curl_response_header(CURL *easy, const char *name) {
    struct curl_header *header = NULL;
    if (curl_easy_header(easy, name, 0, CURLH_HEADER, -1, &header) != CURLHE_OK || header == NULL) {
        return NULL;
    }
    return header->value;
}

#endif

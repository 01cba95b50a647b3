#ifndef ZREADER_CSQLITE_H
#define ZREADER_CSQLITE_H

#include <sqlite3.h>
#include <stddef.h>

// glibc's memmem, declared here so that no _GNU_SOURCE is needed before its header.
void *memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

// SQLITE_TRANSIENT is a cast macro Swift cannot import: it tells SQLite to copy bound text.
static inline sqlite3_destructor_type zr_sqlite_transient(void) { return SQLITE_TRANSIENT; }

// SQLITE_CORRUPT_VTAB is built with | and <<, which Swift does not import: a virtual table
// (FTS5) found its own data damaged, while the file's b-trees may be whole.
static inline int zr_sqlite_corrupt_vtab(void) { return SQLITE_CORRUPT_VTAB; }

// sqlite3_db_config is variadic, which Swift cannot call: this sets one of its on/off options.
static inline int zr_sqlite_db_config_flag(sqlite3 *db, int option, int enabled) {
    return sqlite3_db_config(db, option, enabled, (int *)0);
}

// zr_contains(text, part): 1 when `part` occurs in `text`, else 0 (NULL text contains nothing).
//
// Searches for one- and two-character queries scan every cached story's text, which a trigram
// index cannot answer. SQLite's instr() compares at every character; memmem is glibc's
// vectorised substring search, and on UTF-8 a byte match is a character match.
static inline void zr_sqlite_contains(sqlite3_context *context, int count, sqlite3_value **values) {
    (void)count;
    const unsigned char *text = sqlite3_value_text(values[0]);
    const unsigned char *part = sqlite3_value_text(values[1]);
    if (text == NULL || part == NULL) {
        sqlite3_result_int(context, 0);
        return;
    }
    int text_length = sqlite3_value_bytes(values[0]);
    int part_length = sqlite3_value_bytes(values[1]);
    int found = part_length == 0 || memmem(text, (size_t)text_length, part, (size_t)part_length) != NULL;
    sqlite3_result_int(context, found);
}

// Makes zr_contains available on `db`.
static inline int zr_sqlite_register_contains(sqlite3 *db) {
    return sqlite3_create_function_v2(
        db, "zr_contains", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL, zr_sqlite_contains, NULL,
        NULL, NULL);
}

#endif

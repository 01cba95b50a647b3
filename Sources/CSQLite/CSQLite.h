#ifndef ZREADER_CSQLITE_H
#define ZREADER_CSQLITE_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: it tells SQLite to copy bound text.
static inline sqlite3_destructor_type zr_sqlite_transient(void) { return SQLITE_TRANSIENT; }

// sqlite3_db_config is variadic, which Swift cannot call: this sets one of its on/off options.
static inline int zr_sqlite_db_config_flag(sqlite3 *db, int option, int enabled) {
    return sqlite3_db_config(db, option, enabled, (int *)0);
}

#endif

#include "CDemoEdition.h"

// Written by DemoEditionEmbedder at build time (the EmbedDemoEdition plugin), from Resources/demo.
extern const ZRDemoFile zr_demo_edition_table[];
extern const size_t zr_demo_edition_table_count;

const ZRDemoFile *zr_demo_edition_files(size_t *count) {
    *count = zr_demo_edition_table_count;
    return zr_demo_edition_table;
}

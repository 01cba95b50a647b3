#ifndef ZREADER_CLIBXML2_H
#define ZREADER_CLIBXML2_H

// libxml2 can be built against the system ICU, whose headers clash with the ICU copy inside
// Foundation; zreader never uses libxml2's ICU encoders, so keep their declarations out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

// xmlFree is a global function pointer, which Swift 6 will not read; call it through here.
static inline void zr_xml_free(void *pointer) { xmlFree(pointer); }

// Parses an HTML fragment as UTF-8, recovering from errors, silently, never touching the network.
static inline htmlDocPtr zr_html_parse(const char *bytes, int length) {
    return htmlReadMemory(bytes, length, "about:blank", "UTF-8",
                          HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                          HTML_PARSE_NONET | HTML_PARSE_COMPACT);
}

#endif

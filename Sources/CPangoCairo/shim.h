#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

// The part of Pango, cairo and fontconfig the link previews use, declared here rather than through their headers.
// Pango lays out text (shaping through HarfBuzz, bidi through FriBidi, font fallback through fontconfig), cairo
// rasterises it, and a fontconfig configuration of our own gives the font map its fonts.
//
// Why not the headers: they need GLib's include folders, which only pkg-config knows, and Pango's pkg-config
// flags carry -pthread, which SwiftPM refuses (with a warning) in any package that depends on this one, even an
// app that only builds the DateOrder library. Declared by hand, the module needs no flags at all. Each
// declaration below is the C signature of the library's stable API (Pango 1.44+, cairo 1.10+, fontconfig 2.x);
// pointers to library types are opaque, enums keep the libraries' values, and
// Tests/AtlasTests/PreviewTextTests.swift checks the whole against the real libraries by drawing with them.

// GLib / GObject
typedef int gboolean;
void g_object_unref(void *object);

// cairo
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo_font_options cairo_font_options_t;
typedef enum { CAIRO_FORMAT_A8 = 2 } cairo_format_t;
typedef enum { CAIRO_ANTIALIAS_GRAY = 2 } cairo_antialias_t;
typedef enum { CAIRO_HINT_STYLE_NONE = 1 } cairo_hint_style_t;
typedef enum { CAIRO_HINT_METRICS_OFF = 1 } cairo_hint_metrics_t;
typedef enum { CAIRO_SUBPIXEL_ORDER_DEFAULT = 0 } cairo_subpixel_order_t;
typedef enum { CAIRO_FONT_TYPE_FT = 1 } cairo_font_type_t;

cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height);
unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface);
int cairo_image_surface_get_stride(cairo_surface_t *surface);
void cairo_surface_flush(cairo_surface_t *surface);
void cairo_surface_destroy(cairo_surface_t *surface);
cairo_t *cairo_create(cairo_surface_t *target);
void cairo_translate(cairo_t *cr, double tx, double ty);
void cairo_set_source_rgba(cairo_t *cr, double red, double green, double blue, double alpha);
void cairo_destroy(cairo_t *cr);
cairo_font_options_t *cairo_font_options_create(void);
void cairo_font_options_set_antialias(cairo_font_options_t *options, cairo_antialias_t antialias);
void cairo_font_options_set_hint_style(cairo_font_options_t *options, cairo_hint_style_t hint_style);
void cairo_font_options_set_hint_metrics(cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics);
void cairo_font_options_set_subpixel_order(cairo_font_options_t *options, cairo_subpixel_order_t subpixel_order);
void cairo_font_options_destroy(cairo_font_options_t *options);

// fontconfig
typedef struct _FcConfig FcConfig;
typedef unsigned char FcChar8;
typedef int FcBool;
FcConfig *FcConfigCreate(void);
FcBool FcConfigAppFontAddFile(FcConfig *config, const FcChar8 *file);
void FcConfigDestroy(FcConfig *config);

// Pango
#define PANGO_SCALE 1024
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;
typedef enum { PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_BOLD = 700 } PangoWeight;

PangoFontMap *pango_cairo_font_map_new_for_font_type(cairo_font_type_t fonttype);
// Takes a PangoFcFontMap, which every font map of type CAIRO_FONT_TYPE_FT is.
void pango_fc_font_map_set_config(PangoFontMap *fcfontmap, FcConfig *fcconfig);
// pango_fc_font_map_cache_clear is left out on purpose: it races with Pango's own font-matching threads and
// corrupts the heap (TextRasterizer replaces its font map instead).
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_context_set_language(PangoContext *context, PangoLanguage *language);
PangoLanguage *pango_language_from_string(const char *language);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, gboolean setting);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_get_pixel_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);

// Walking a layout's runs, to find the dotted circles HarfBuzz draws for a mark with no letter to sit on. The
// structs are Pango's public ones, field for field, except that PangoGlyphItem leaves out its three later fields
// (1.44+; it is only read through Pango's pointer); PangoGlyph is a guint32, PangoGlyphVisAttr one guint of bit
// fields. brokenClustersAreCounted checks them against the real library.
typedef struct _PangoFont PangoFont;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef unsigned int PangoGlyph;
typedef struct {
    void *shape_engine;
    void *lang_engine;
    PangoFont *font;
    unsigned char level;
    unsigned char gravity;
    unsigned char flags;
    unsigned char script;
    PangoLanguage *language;
    void *extra_attrs;
} PangoAnalysis;
typedef struct {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
} PangoItem;
typedef struct {
    int width;
    int x_offset;
    int y_offset;
} PangoGlyphGeometry;
typedef struct {
    PangoGlyph glyph;
    PangoGlyphGeometry geometry;
    unsigned int attr;
} PangoGlyphInfo;
typedef struct {
    int num_glyphs;
    PangoGlyphInfo *glyphs;
    int *log_clusters;
} PangoGlyphString;
typedef struct {
    PangoItem *item;
    PangoGlyphString *glyphs;
} PangoGlyphItem;

PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
// A PangoLayoutRun is a PangoGlyphItem; NULL between lines.
PangoGlyphItem *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_run(PangoLayoutIter *iter);
void pango_layout_iter_free(PangoLayoutIter *iter);
// Takes a PangoFcFont, which every font of a CAIRO_FONT_TYPE_FT font map is; 0 when the font lacks the character.
PangoGlyph pango_fc_font_get_glyph(PangoFont *font, unsigned int wc);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_free(PangoFontDescription *desc);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *pango_attr_language_new(PangoLanguage *language);

#endif

#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

// Pango lays out text (shaping through HarfBuzz, bidi through FriBidi, font fallback through fontconfig), cairo
// rasterises it; pangofc-fontmap.h gives a font map its own fontconfig configuration.
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#endif

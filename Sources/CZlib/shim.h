#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

#endif

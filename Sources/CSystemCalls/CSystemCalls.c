#define _GNU_SOURCE
#include "CSystemCalls.h"

#include <errno.h>
#include <stdio.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int csystemcalls_rename(const char *source, const char *destination, int exchange) {
    unsigned int flags = exchange ? RENAME_EXCHANGE : RENAME_NOREPLACE;
#if defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, source, AT_FDCWD, destination, flags);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#elif defined(__APPLE__)
int csystemcalls_rename(const char *source, const char *destination, int exchange) {
    return renamex_np(source, destination, exchange ? RENAME_SWAP : RENAME_EXCL);
}
#else
int csystemcalls_rename(const char *source, const char *destination, int exchange) {
    (void)source;
    (void)destination;
    (void)exchange;
    errno = ENOSYS;
    return -1;
}
#endif

#ifndef CSYSTEMCALLS_H
#define CSYSTEMCALLS_H

/// System calls Swift's Glibc and Darwin modules do not expose, wrapped once so no Swift file looks up a C
/// symbol by name.

/// Renames `source` to `destination` in one atomic step. `exchange` swaps two existing entries
/// (Linux `RENAME_EXCHANGE`, Darwin `RENAME_SWAP`); otherwise the rename fails when `destination` exists
/// (`RENAME_NOREPLACE`, `RENAME_EXCL`). Returns 0, or -1 with `errno` set (`ENOSYS`/`EINVAL` where the file
/// system or kernel cannot do it).
int csystemcalls_rename(const char *source, const char *destination, int exchange);

#endif

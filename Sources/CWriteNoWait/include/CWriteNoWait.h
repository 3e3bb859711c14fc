#ifndef GH_USERS_C_WRITE_NO_WAIT_H
#define GH_USERS_C_WRITE_NO_WAIT_H

#include <stddef.h>

/// Writes as much of `bytes` to `fd` as it takes at once, never waiting for a reader: Linux's
/// `pwritev2` with `RWF_NOWAIT`, which a pipe honours. Returns the count written, or -1 with
/// `errno` set: `EAGAIN` when nothing fits now, `EOPNOTSUPP`, `EINVAL` or `ENOSYS` when `fd` or
/// the system cannot write without waiting (a terminal, an older kernel, macOS).
long ghs_write_no_wait(int fd, const void *bytes, size_t count);

#endif

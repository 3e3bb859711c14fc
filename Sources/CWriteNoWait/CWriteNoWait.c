#define _GNU_SOURCE
#include "CWriteNoWait.h"

#include <errno.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/uio.h>
#endif

long ghs_write_no_wait(int fd, const void *bytes, size_t count) {
#if defined(__linux__) && defined(RWF_NOWAIT)
    struct iovec part = {(void *)bytes, count};
    ssize_t written;
    do {
        // Offset -1: at the descriptor's own position, as write(2) writes.
        written = pwritev2(fd, &part, 1, -1, RWF_NOWAIT);
    } while (written < 0 && errno == EINTR);
    return written;
#else
    (void)fd;
    (void)bytes;
    (void)count;
    errno = EOPNOTSUPP;
    return -1;
#endif
}

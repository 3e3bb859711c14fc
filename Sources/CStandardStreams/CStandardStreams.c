#include "CStandardStreams.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

static int reopened = 0;

// Runs before the Swift runtime and Dispatch start. A program started with a standard stream
// closed (`gh-users list >&-`) would otherwise have its next descriptor take that number:
// Dispatch's first eventfd became fd 1, and output meant for stdout went into it. Each closed
// one is opened on /dev/null, which takes the lowest free number, so it lands where it belongs.
__attribute__((constructor)) static void ghs_open_closed_standard_streams(void) {
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        int opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (opened < 0) continue;
        if (opened != fd) {
            dup2(opened, fd);
            close(opened);
        }
        reopened |= 1 << fd;
    }
}

int ghs_reopened_standard_streams(void) { return reopened; }

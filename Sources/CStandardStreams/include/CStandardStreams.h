#ifndef GH_USERS_C_STANDARD_STREAMS_H
#define GH_USERS_C_STANDARD_STREAMS_H

/// Which of descriptors 0, 1 and 2 were closed when the process started and were opened on
/// /dev/null before anything else ran: bit 0 for stdin, bit 1 for stdout, bit 2 for stderr.
int ghs_reopened_standard_streams(void);

#endif

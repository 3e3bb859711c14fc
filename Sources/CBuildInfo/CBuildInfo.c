// See include/CBuildInfo.h.
#include "CBuildInfo.h"

#ifndef GH_USERS_COMMIT
#define GH_USERS_COMMIT "unknown"
#endif

#ifndef GH_USERS_BUILD_DATE
#define GH_USERS_BUILD_DATE "unknown"
#endif

const char *ghb_commit(void) { return GH_USERS_COMMIT; }
const char *ghb_build_date(void) { return GH_USERS_BUILD_DATE; }

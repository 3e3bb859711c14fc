// The commit and time a build was made from, as Scripts/release passes them to the C compiler
// (-Xcc -DGH_USERS_COMMIT="…" -Xcc -DGH_USERS_BUILD_DATE="…"); "unknown" for any other build,
// such as a plain `swift build`, rather than a guess.
#ifndef GH_USERS_CBUILDINFO_H
#define GH_USERS_CBUILDINFO_H

/// The commit the build was made from (`git rev-parse --short=12 HEAD`, with `-dirty` when the
/// work tree had changes), or "unknown".
const char *ghb_commit(void);
/// When the build was made, in UTC (RFC 3339), or "unknown".
const char *ghb_build_date(void);

#endif

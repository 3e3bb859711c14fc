// Nothing to import: this target only defines, for the linker, the libcurl functions that
// FoundationNetworking's static archive calls (see CCurlOnDemand.c).
#ifndef GH_USERS_CCURL_ON_DEMAND_H
#define GH_USERS_CCURL_ON_DEMAND_H
#endif

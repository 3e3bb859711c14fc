// An LD_PRELOAD library that makes this machine's libcurl answer as an older one does, for the
// end-to-end tests of gh-users on old libcurl (LibcurlShimEndToEndTests.swift). gh-users finds
// libcurl's functions with dlsym, so this library replaces dlsym: for curl_easy_setopt it hands
// out a wrapper that refuses CURLOPT_PROTOCOLS_STR with CURLE_UNKNOWN_OPTION, as libcurl before
// 7.85 does; for curl_version_info, when GH_USERS_SHIM_CURL_VERSION is set (such as 7.74.0), a
// wrapper that reports that version, and with GH_USERS_SHIM_CURL_NO_HTTP2 set, no HTTP/2 among its
// features (as a libcurl built without nghttp2). With GH_USERS_SHIM_CURL_HIDE (names separated by
// commas), those functions are missing, as from a libcurl too old to have them; with
// GH_USERS_SHIM_CURL_INIT_FAILS set, curl_global_init fails. Every other lookup goes to the real
// dlsym.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void *(*dlsym_function)(void *, const char *);
typedef int (*setopt_function)(void *, int, ...);

// The start of curl_version_info_data, the same in every libcurl since 7.10.
struct version_info {
    int age;
    const char *version;
    unsigned int version_num;
    const char *host;
    int features;
};
typedef struct version_info *(*version_info_function)(int);

static dlsym_function real_dlsym_function;
static setopt_function real_setopt;
static version_info_function real_version_info;
static char reported_version[32];

static dlsym_function real_dlsym(void) {
    if (real_dlsym_function == NULL) {
        // dlsym is GLIBC_2.34 in libc since glibc 2.34, and older versions elsewhere.
        const char *versions[] = {"GLIBC_2.34", "GLIBC_2.2.5", "GLIBC_2.17", NULL};
        for (int i = 0; versions[i] != NULL && real_dlsym_function == NULL; i++) {
            real_dlsym_function = (dlsym_function)dlvsym(RTLD_NEXT, "dlsym", versions[i]);
        }
        if (real_dlsym_function == NULL) {
            fprintf(stderr, "old-libcurl shim: cannot find the real dlsym\n");
            abort();
        }
    }
    return real_dlsym_function;
}

// CURLOPT_PROTOCOLS_STR, and CURLE_UNKNOWN_OPTION.
enum { PROTOCOLS_STR = 10318, UNKNOWN_OPTION = 48 };

static int shim_setopt(void *easy, int option, ...) {
    if (option == PROTOCOLS_STR) return UNKNOWN_OPTION;
    va_list arguments;
    va_start(arguments, option);
    int result;
    // By curl's numbering: longs below 10000, pointers (data and functions) below 30000, then curl_off_t.
    if (option < 10000) {
        result = real_setopt(easy, option, va_arg(arguments, long));
    } else if (option < 30000) {
        result = real_setopt(easy, option, va_arg(arguments, void *));
    } else {
        result = real_setopt(easy, option, va_arg(arguments, long long));
    }
    va_end(arguments);
    return result;
}

static struct version_info *shim_version_info(int age) {
    struct version_info *info = real_version_info(age);
    unsigned int major = 0, minor = 0, patch = 0;
    const char *wanted = getenv("GH_USERS_SHIM_CURL_VERSION");
    if (info != NULL && wanted != NULL && sscanf(wanted, "%u.%u.%u", &major, &minor, &patch) == 3) {
        snprintf(reported_version, sizeof reported_version, "%s", wanted);
        info->version = reported_version;
        info->version_num = major << 16 | minor << 8 | patch;
    }
    // CURL_VERSION_HTTP2.
    if (info != NULL && getenv("GH_USERS_SHIM_CURL_NO_HTTP2") != NULL) info->features &= ~(1 << 16);
    return info;
}

static int failing_global_init(long flags) {
    (void)flags;
    return 2;  // CURLE_FAILED_INIT
}

// Whether `name` is one of GH_USERS_SHIM_CURL_HIDE's comma-separated names.
static int hidden(const char *name) {
    const char *list = getenv("GH_USERS_SHIM_CURL_HIDE");
    size_t length = strlen(name);
    while (list != NULL && *list != 0) {
        const char *end = strchr(list, ',');
        size_t size = end == NULL ? strlen(list) : (size_t)(end - list);
        if (size == length && strncmp(list, name, length) == 0) return 1;
        list = end == NULL ? NULL : end + 1;
    }
    return 0;
}

void *dlsym(void *handle, const char *name) {
    void *found = real_dlsym()(handle, name);
    if (found == NULL || name == NULL) return found;
    if (hidden(name)) return NULL;
    if (strcmp(name, "curl_global_init") == 0 && getenv("GH_USERS_SHIM_CURL_INIT_FAILS") != NULL) {
        return (void *)failing_global_init;
    }
    if (strcmp(name, "curl_easy_setopt") == 0) {
        real_setopt = (setopt_function)found;
        return (void *)shim_setopt;
    }
    if (strcmp(name, "curl_version_info") == 0) {
        real_version_info = (version_info_function)found;
        return (void *)shim_version_info;
    }
    return found;
}

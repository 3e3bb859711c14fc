// The libcurl functions FoundationNetworking's static archive calls (23 of them, the undefined
// `curl_` symbols of lib_CFURLSessionInterface.a), defined here so that the statically linked
// gh-users does not name libcurl.so.4 as a library the dynamic loader must load before main.
// Loading libcurl with its 32 dependencies (TLS, SSH, LDAP, Kerberos, ...) took about 4 ms of
// every start, also of the runs that send nothing (--help, config, fav, answers from the cache).
// Each function here opens libcurl.so.4 on its first call and passes the call on; CCurl opens
// the same library for gh-users's own transport. On Linux gh-users only reaches these through
// URLSession, which it uses when libcurl is too old for its own transport, and only when CCurl
// found that libcurl initialises and has all 23 (else it chooses no transport at all), so the
// exit below is a last resort. The list of names there and the definitions here must agree.
//
// The definitions are hidden: they satisfy FoundationNetworking's references inside this
// executable only, and never stand in for libcurl's own functions when libcurl calls them.
// Package.swift links this target into the gh-users executable alone, where
// Sources/gh-users/StaticLink/libcurl.so lets the linker drop libcurl once nothing needs it.
#if defined(__linux__)

#include "CCurlOnDemand.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define HIDDEN __attribute__((visibility("hidden")))

static void *library;
static char open_error[256] = "unknown reason";
static pthread_once_t once = PTHREAD_ONCE_INIT;

// dlerror's text is the calling thread's, and read once: it is kept for every later caller.
static void open_library(void) {
    library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    const char *error = library == NULL ? dlerror() : NULL;
    if (error != NULL) snprintf(open_error, sizeof open_error, "%s", error);
}

// libcurl's function `name`, opening libcurl the first time. Without it the process cannot go
// on: FoundationNetworking has no way to hear of a failure here.
static void *resolve(const char *name) {
    pthread_once(&once, open_library);
    void *function = library == NULL ? NULL : dlsym(library, name);
    if (function == NULL) {
        char message[512];
        const char *reason = library == NULL ? open_error : "the function is missing";
        int length = snprintf(message, sizeof message, "Error: libcurl.so.4 cannot be used for %s: %s\n", name, reason);
        if (length > 0) (void)!write(STDERR_FILENO, message, (size_t)length < sizeof message ? (size_t)length : sizeof message - 1);
        _exit(1);
    }
    return function;
}

// The function kept in `kept`, looked up the first time.
static void *look_up(void **kept, const char *name) {
    void *function = __atomic_load_n(kept, __ATOMIC_ACQUIRE);
    if (function == NULL) {
        function = resolve(name);
        __atomic_store_n(kept, function, __ATOMIC_RELEASE);
    }
    return function;
}

// `name_function`: libcurl's `name`, as a pointer of the type that follows.
#define REAL(name, ...)           \
    static void *kept_##name;   \
    __typeof__(__VA_ARGS__) name##_function = (__typeof__(__VA_ARGS__))look_up(&kept_##name, #name)

typedef void CURL;
typedef void CURLM;
typedef void CURLU;

// `name`, taking `parameters` and passing `arguments` on to libcurl's, and returning its `result`.
#define FORWARD(result, name, parameters, arguments) \
    HIDDEN result name parameters {                  \
        REAL(name, result(*) parameters);            \
        return name##_function arguments;            \
    }

// The same for a function that returns nothing.
#define FORWARD_VOID(name, parameters, arguments) \
    HIDDEN void name parameters {                 \
        REAL(name, void(*) parameters);           \
        name##_function arguments;                \
    }

FORWARD(int, curl_global_init, (long flags), (flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(void *, curl_version_info, (int age), (age))
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(CURL *, curl_easy_init, (void), ())
FORWARD_VOID(curl_easy_cleanup, (CURL *easy), (easy))

// The one argument after the option is, by curl's numbering of options: a long below 10000, a
// pointer (data or function) below 30000, a curl_off_t below 40000, and a pointer (a blob) above.
// Easy and multi options are numbered alike.
#define PASS_OPTION_ARGUMENT(function, handle, option, arguments)              \
    ((option) < 10000   ? function(handle, option, va_arg(arguments, long))      \
     : (option) < 30000 ? function(handle, option, va_arg(arguments, void *))    \
     : (option) < 40000 ? function(handle, option, va_arg(arguments, long long)) \
                        : function(handle, option, va_arg(arguments, void *)))

// `name`, which sets an option on a `Handle`: curl_easy_setopt and curl_multi_setopt.
#define FORWARD_OPTION(name, Handle)                                                   \
    HIDDEN int name(Handle *handle, int option, ...) {                                 \
        REAL(name, int (*)(Handle *, int, ...));                                       \
        va_list arguments;                                                             \
        va_start(arguments, option);                                                   \
        int result = PASS_OPTION_ARGUMENT(name##_function, handle, option, arguments); \
        va_end(arguments);                                                             \
        return result;                                                                 \
    }

FORWARD_OPTION(curl_easy_setopt, CURL)

// Every CURLINFO takes a pointer to where the answer goes.
HIDDEN int curl_easy_getinfo(CURL *easy, int info, ...) {
    REAL(curl_easy_getinfo, int (*)(CURL *, int, ...));
    va_list arguments;
    va_start(arguments, info);
    int result = curl_easy_getinfo_function(easy, info, va_arg(arguments, void *));
    va_end(arguments);
    return result;
}

FORWARD(int, curl_easy_pause, (CURL *easy, int mask), (easy, mask))
FORWARD(const char *, curl_easy_strerror, (int code), (code))
FORWARD(void *, curl_slist_append, (void *list, const char *text), (list, text))
FORWARD_VOID(curl_slist_free_all, (void *list), (list))
FORWARD(CURLM *, curl_multi_init, (void), ())
FORWARD(int, curl_multi_cleanup, (CURLM *multi), (multi))

FORWARD_OPTION(curl_multi_setopt, CURLM)

FORWARD(int, curl_multi_add_handle, (CURLM *multi, CURL *easy), (multi, easy))
FORWARD(int, curl_multi_remove_handle, (CURLM *multi, CURL *easy), (multi, easy))
FORWARD(int, curl_multi_assign, (CURLM *multi, int socket, void *data), (multi, socket, data))
FORWARD(int, curl_multi_socket_action, (CURLM *multi, int socket, int events, int *running), (multi, socket, events, running))
FORWARD(void *, curl_multi_info_read, (CURLM *multi, int *queued), (multi, queued))
FORWARD(CURLU *, curl_url, (void), ())
FORWARD(int, curl_url_get, (CURLU *url, int part, char **text, unsigned int flags), (url, part, text, flags))
FORWARD(int, curl_url_set, (CURLU *url, int part, const char *text, unsigned int flags), (url, part, text, flags))

#endif

// See include/CCurl.h. libcurl is looked up at run time with dlopen and dlsym, so gh-users needs
// neither libcurl's headers nor its development package to build, only a libcurl.so.4, which it
// opens on the first request.
#define _GNU_SOURCE
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>

typedef void CURL;
typedef void CURLM;

// The start of curl_version_info_data, which every libcurl since 7.10 begins the same way.
struct ghc_version_info {
    int age;
    const char *version;
    unsigned int version_num;
    const char *host;
    int features;
};

struct ghc_message {
    int msg;
    CURL *easy_handle;
    union {
        void *whatever;
        int result;
    } data;
};

static struct {
    int (*global_init)(long);
    struct ghc_version_info *(*version_info)(int);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_getinfo)(CURL *, int, ...);
    const char *(*easy_strerror)(int);
    void *(*slist_append)(void *, const char *);
    void (*slist_free_all)(void *);
    CURLM *(*multi_init)(void);
    int (*multi_cleanup)(CURLM *);
    int (*multi_setopt)(CURLM *, int, ...);
    int (*multi_add_handle)(CURLM *, CURL *);
    int (*multi_remove_handle)(CURLM *, CURL *);
    int (*multi_perform)(CURLM *, int *);
    int (*multi_poll)(CURLM *, void *, unsigned int, int, int *);
    int (*multi_wakeup)(CURLM *);
    struct ghc_message *(*multi_info_read)(CURLM *, int *);
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = -1;
// Why URLSession cannot use this libcurl either; empty when it can.
static char urlsession_obstacle[256] = "";
static int urlsession_usable = 0;

// The libcurl functions FoundationNetworking's static archive calls (the undefined `curl_`
// symbols of lib_CFURLSessionInterface.a; Sources/CCurlOnDemand defines them for gh-users).
// A libcurl that lacks one cannot stand behind URLSession: FoundationNetworking has no way to
// hear of it, and the process would end at the call.
static const char *const foundation_functions[] = {
    "curl_easy_cleanup", "curl_easy_getinfo", "curl_easy_init", "curl_easy_pause", "curl_easy_setopt",
    "curl_easy_strerror", "curl_free", "curl_global_init", "curl_multi_add_handle", "curl_multi_assign",
    "curl_multi_cleanup", "curl_multi_info_read", "curl_multi_init", "curl_multi_remove_handle",
    "curl_multi_setopt", "curl_multi_socket_action", "curl_slist_append", "curl_slist_free_all", "curl_url",
    "curl_url_get", "curl_url_set", "curl_version", "curl_version_info", NULL,
};
static char load_error[256] = "libcurl was not loaded";
static unsigned int version_number = 0;
static char version_text[64] = "";
static int version_features = 0;

#define LOOK_UP(field, name)                                                              \
    do {                                                                                  \
        *(void **)&api.field = dlsym(library, name);                                      \
        if (api.field == NULL) {                                                          \
            snprintf(load_error, sizeof load_error, "libcurl.so.4 has no %s", name);      \
            return;                                                                       \
        }                                                                                 \
    } while (0)

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_error, sizeof load_error, "cannot load libcurl.so.4: %s", dlerror());
        return;
    }
    LOOK_UP(global_init, "curl_global_init");
    LOOK_UP(version_info, "curl_version_info");
    // CURLVERSION_FIRST (0): the fields read here are in every version of the struct. Read first,
    // so that a libcurl too old to have a function below still says which version it is.
    struct ghc_version_info *info = api.version_info(0);
    if (info == NULL || info->version == NULL) {
        snprintf(load_error, sizeof load_error, "curl_version_info gave no version");
        return;
    }
    version_number = info->version_num;
    version_features = info->features;
    snprintf(version_text, sizeof version_text, "%s", info->version);
    // CURL_GLOBAL_ALL (3), before anything else uses libcurl: URLSession needs it as much as
    // gh-users's own transport does. FoundationNetworking calls it again; it is reference counted.
    if (api.global_init(3) != 0) {
        snprintf(load_error, sizeof load_error, "curl_global_init failed");
        snprintf(urlsession_obstacle, sizeof urlsession_obstacle, "curl_global_init failed");
        return;
    }
    for (int index = 0; foundation_functions[index] != NULL && urlsession_obstacle[0] == 0; index++) {
        if (dlsym(library, foundation_functions[index]) == NULL) {
            snprintf(urlsession_obstacle, sizeof urlsession_obstacle, "libcurl.so.4 has no %s, which URLSession needs",
                     foundation_functions[index]);
        }
    }
    urlsession_usable = urlsession_obstacle[0] == 0;
    LOOK_UP(easy_init, "curl_easy_init");
    LOOK_UP(easy_cleanup, "curl_easy_cleanup");
    LOOK_UP(easy_setopt, "curl_easy_setopt");
    LOOK_UP(easy_getinfo, "curl_easy_getinfo");
    LOOK_UP(easy_strerror, "curl_easy_strerror");
    LOOK_UP(slist_append, "curl_slist_append");
    LOOK_UP(slist_free_all, "curl_slist_free_all");
    LOOK_UP(multi_init, "curl_multi_init");
    LOOK_UP(multi_cleanup, "curl_multi_cleanup");
    LOOK_UP(multi_setopt, "curl_multi_setopt");
    LOOK_UP(multi_add_handle, "curl_multi_add_handle");
    LOOK_UP(multi_remove_handle, "curl_multi_remove_handle");
    LOOK_UP(multi_perform, "curl_multi_perform");
    LOOK_UP(multi_poll, "curl_multi_poll");
    LOOK_UP(multi_wakeup, "curl_multi_wakeup");
    LOOK_UP(multi_info_read, "curl_multi_info_read");
    loaded = 0;
}

int ghc_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *ghc_load_error(void) { return load_error; }
unsigned int ghc_version_number(void) { return version_number; }
const char *ghc_version_text(void) { return version_text; }
int ghc_version_features(void) { return version_features; }
const char *ghc_urlsession_obstacle(void) {
    if (urlsession_usable) return NULL;
    return urlsession_obstacle[0] != 0 ? urlsession_obstacle : load_error;
}

int ghc_probe_option_pointer(int option, const void *value) {
    CURL *easy = api.easy_init();
    // CURLE_OUT_OF_MEMORY (27): no handle to ask.
    if (easy == NULL) return 27;
    int result = api.easy_setopt(easy, option, value);
    api.easy_cleanup(easy);
    return result;
}

void *ghc_easy_init(void) { return api.easy_init(); }
void ghc_easy_cleanup(void *easy) { api.easy_cleanup(easy); }

int ghc_easy_setopt_long(void *easy, int option, long value) { return api.easy_setopt(easy, option, value); }
int ghc_easy_setopt_pointer(void *easy, int option, const void *value) { return api.easy_setopt(easy, option, value); }
int ghc_easy_setopt_off_t(void *easy, int option, long long value) { return api.easy_setopt(easy, option, value); }

int ghc_easy_set_callbacks(void *easy, ghc_data_callback body, ghc_data_callback header, ghc_progress_callback progress,
                           void *context) {
    // CURLOPT_WRITEFUNCTION, WRITEDATA, HEADERFUNCTION, HEADERDATA, XFERINFOFUNCTION, XFERINFODATA.
    int result = api.easy_setopt(easy, 20011, body);
    if (result == 0) result = api.easy_setopt(easy, 10001, context);
    if (result == 0) result = api.easy_setopt(easy, 20079, header);
    if (result == 0) result = api.easy_setopt(easy, 10029, context);
    if (result == 0) result = api.easy_setopt(easy, 20219, progress);
    if (result == 0) result = api.easy_setopt(easy, 10057, context);
    return result;
}

long ghc_easy_response_code(void *easy) {
    long code = 0;
    // CURLINFO_RESPONSE_CODE = CURLINFO_LONG (0x200000) + 2.
    return api.easy_getinfo(easy, 0x200002, &code) == 0 ? code : 0;
}

long ghc_easy_http_version(void *easy) {
    long version = 0;
    // CURLINFO_HTTP_VERSION = CURLINFO_LONG (0x200000) + 46 (7.50).
    return api.easy_getinfo(easy, 0x20002E, &version) == 0 ? version : 0;
}

const char *ghc_easy_effective_url(void *easy) {
    const char *url = NULL;
    // CURLINFO_EFFECTIVE_URL = CURLINFO_STRING (0x100000) + 1.
    return api.easy_getinfo(easy, 0x100001, &url) == 0 ? url : NULL;
}

const char *ghc_strerror(int code) { return api.easy_strerror(code); }

void *ghc_slist_append(void *list, const char *text) { return api.slist_append(list, text); }
void ghc_slist_free_all(void *list) { api.slist_free_all(list); }

void *ghc_multi_init(void) { return api.multi_init(); }
void ghc_multi_cleanup(void *multi) { api.multi_cleanup(multi); }
int ghc_multi_setopt_long(void *multi, int option, long value) { return api.multi_setopt(multi, option, value); }
int ghc_multi_add(void *multi, void *easy) { return api.multi_add_handle(multi, easy); }
int ghc_multi_remove(void *multi, void *easy) { return api.multi_remove_handle(multi, easy); }
int ghc_multi_perform(void *multi, int *running) { return api.multi_perform(multi, running); }
int ghc_multi_poll(void *multi, int timeout_ms) { return api.multi_poll(multi, NULL, 0, timeout_ms, NULL); }
int ghc_multi_wakeup(void *multi) { return api.multi_wakeup(multi); }

void *ghc_multi_next_done(void *multi, int *result) {
    int queued = 0;
    struct ghc_message *message;
    while ((message = api.multi_info_read(multi, &queued)) != NULL) {
        // CURLMSG_DONE = 1.
        if (message->msg == 1) {
            *result = message->data.result;
            return message->easy_handle;
        }
    }
    return NULL;
}

#ifdef __linux__
void ghc_thread_name(unsigned long thread, const char *name) { (void)pthread_setname_np((pthread_t)thread, name); }

int ghc_thread_tryjoin(unsigned long thread) { return pthread_tryjoin_np((pthread_t)thread, NULL); }

int ghc_thread_join_within(unsigned long thread, int seconds) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += seconds;
    return pthread_timedjoin_np((pthread_t)thread, NULL, &deadline);
}
#endif

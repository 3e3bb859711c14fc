// The few libcurl calls gh-users makes, reached without libcurl's headers or a link-time
// dependency: ghc_load() opens the libcurl that FoundationNetworking already loaded
// (libcurl.so.4) and looks the functions up. Each function here is a typed wrapper, so Swift
// never calls curl's variadic functions itself. The option and info numbers are libcurl's
// documented values (include/curl/curl.h and multi.h). gh-users needs libcurl 7.68 or later
// (curl_multi_wakeup is from 7.68); every option used is at least that old except
// CURLOPT_PROTOCOLS_STR (7.85), for which CURLOPT_PROTOCOLS stands in on older ones.
#ifndef GH_USERS_CCURL_H
#define GH_USERS_CCURL_H

#include <stddef.h>

// Options (CURLOPTTYPE_LONG + n, _OBJECTPOINT 10000 + n, _FUNCTIONPOINT 20000 + n, _OFF_T 30000 + n).
enum {
    GHC_OPT_URL = 10002,
    GHC_OPT_HTTPHEADER = 10023,
    GHC_OPT_CUSTOMREQUEST = 10036,
    GHC_OPT_NOPROGRESS = 43,
    GHC_OPT_NOBODY = 44,
    GHC_OPT_FOLLOWLOCATION = 52,
    GHC_OPT_NOSIGNAL = 99,
    GHC_OPT_ACCEPT_ENCODING = 10102,
    GHC_OPT_MAXFILESIZE_LARGE = 30117,
    GHC_OPT_TIMEOUT_MS = 155,
    GHC_OPT_CONNECTTIMEOUT_MS = 156,
    GHC_OPT_TCP_KEEPALIVE = 213,
    GHC_OPT_PROTOCOLS = 181,
    GHC_OPT_PROTOCOLS_STR = 10318,
    // A request body: its size first, then the bytes, which curl copies (both since 7.17.1).
    GHC_OPT_POSTFIELDSIZE_LARGE = 30120,
    GHC_OPT_COPYPOSTFIELDS = 10165,
    // TLS: the certificate authorities to trust, a PEM file and a hashed directory (7.9.8).
    GHC_OPT_CAINFO = 10065,
    GHC_OPT_CAPATH = 10097,
    // HTTP/2: which HTTP version to ask for (7.33), and whether to wait for a connection that
    // may multiplex rather than open another (CURLOPT_PIPEWAIT, 7.43).
    GHC_OPT_HTTP_VERSION = 84,
    GHC_OPT_PIPEWAIT = 237,
};

// CURL_HTTP_VERSION_2TLS: HTTP/2 over https when the server offers it (ALPN), HTTP/1.1 otherwise
// and for http (7.47). As CURLINFO_HTTP_VERSION reports them: 1.1 and 2.
enum {
    GHC_HTTP_VERSION_1_1 = 2,
    GHC_HTTP_VERSION_2 = 3,
    GHC_HTTP_VERSION_2TLS = 4,
};

// Multi options (CURLMOPT_*): how transfers share connections. CURLMOPT_PIPELINING with
// CURLPIPE_MULTIPLEX (7.43), the most connections to one host (7.30), the most streams on one
// HTTP/2 connection (7.67).
enum {
    GHC_MOPT_PIPELINING = 3,
    GHC_MOPT_MAX_HOST_CONNECTIONS = 7,
    GHC_MOPT_MAX_CONCURRENT_STREAMS = 16,
    GHC_PIPE_MULTIPLEX = 2,
};

// curl_version_info's feature bits: CURL_VERSION_HTTP2, libcurl built with HTTP/2 (nghttp2).
enum {
    GHC_FEATURE_HTTP2 = 1 << 16,
};

// CURLPROTO_HTTP and CURLPROTO_HTTPS, for CURLOPT_PROTOCOLS.
enum {
    GHC_PROTO_HTTP = 1,
    GHC_PROTO_HTTPS = 2,
};

// Result codes the transport tells apart (CURLcode).
enum {
    GHC_OK = 0,
    GHC_UNSUPPORTED_PROTOCOL = 1,
    GHC_URL_MALFORMAT = 3,
    GHC_NOT_BUILT_IN = 4,
    GHC_COULDNT_RESOLVE_PROXY = 5,
    GHC_COULDNT_RESOLVE_HOST = 6,
    GHC_COULDNT_CONNECT = 7,
    GHC_WEIRD_SERVER_REPLY = 8,
    GHC_HTTP2 = 16,
    GHC_PARTIAL_FILE = 18,
    GHC_WRITE_ERROR = 23,
    GHC_OUT_OF_MEMORY = 27,
    GHC_OPERATION_TIMEDOUT = 28,
    GHC_SSL_CONNECT_ERROR = 35,
    GHC_ABORTED_BY_CALLBACK = 42,
    GHC_UNKNOWN_OPTION = 48,
    GHC_GOT_NOTHING = 52,
    GHC_SEND_ERROR = 55,
    GHC_RECV_ERROR = 56,
    GHC_PEER_FAILED_VERIFICATION = 60,
    GHC_BAD_CONTENT_ENCODING = 61,
    GHC_FILESIZE_EXCEEDED = 63,
    GHC_SSL_CACERT_BADFILE = 77,
    GHC_HTTP2_STREAM = 92,
    GHC_TOO_LARGE = 100,
};

typedef size_t (*ghc_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*ghc_progress_callback)(void *context, long long download_total, long long download_now,
                                     long long upload_total, long long upload_now);

/// Loads libcurl and initialises it; 0 on success, else -1 (see ghc_load_error). Safe to call
/// more than once, from any thread.
int ghc_load(void);
/// Why ghc_load failed.
const char *ghc_load_error(void);
/// The loaded libcurl's version as curl_version_info reports it: 0xXXYYZZ for XX.YY.ZZ, and
/// its text ("7.88.1"); 0 and "" before a successful ghc_load.
unsigned int ghc_version_number(void);
const char *ghc_version_text(void);
/// The loaded libcurl's feature bits (curl_version_info's `features`); 0 before a successful ghc_load.
int ghc_version_features(void);
/// After ghc_load, NULL when URLSession (FoundationNetworking) can use the libcurl found; else
/// why not: it could not be loaded, curl_global_init failed, or it lacks one of the functions
/// FoundationNetworking calls.
const char *ghc_urlsession_obstacle(void);

#ifdef __linux__
/// glibc's non-portable thread calls the engine's thread needs (CurlEngineThread.swift), which
/// Swift's Glibc module does not show: name a thread; join one that has ended, without waiting
/// (0 when joined); join one within `seconds` (0 when joined).
void ghc_thread_name(unsigned long thread, const char *name);
int ghc_thread_tryjoin(unsigned long thread);
int ghc_thread_join_within(unsigned long thread, int seconds);
#endif
/// Sets `option` to `value` on a fresh easy handle and returns curl's answer, to learn whether
/// this libcurl knows the option (CURLE_UNKNOWN_OPTION, 48, when it does not).
int ghc_probe_option_pointer(int option, const void *value);

void *ghc_easy_init(void);
void ghc_easy_cleanup(void *easy);
int ghc_easy_setopt_long(void *easy, int option, long value);
int ghc_easy_setopt_pointer(void *easy, int option, const void *value);
int ghc_easy_setopt_off_t(void *easy, int option, long long value);
/// Sets the body (CURLOPT_WRITEFUNCTION/WRITEDATA) and header (HEADERFUNCTION/HEADERDATA)
/// callbacks and the progress callback (XFERINFOFUNCTION/XFERINFODATA), all with `context`.
int ghc_easy_set_callbacks(void *easy, ghc_data_callback body, ghc_data_callback header,
                           ghc_progress_callback progress, void *context);
/// The HTTP status of the last response, or 0.
long ghc_easy_response_code(void *easy);
/// The HTTP version the last response came in (GHC_HTTP_VERSION_1_1, GHC_HTTP_VERSION_2), or 0.
long ghc_easy_http_version(void *easy);
/// The URL the transfer ended at, or NULL.
const char *ghc_easy_effective_url(void *easy);
const char *ghc_strerror(int code);

void *ghc_slist_append(void *list, const char *text);
void ghc_slist_free_all(void *list);

void *ghc_multi_init(void);
/// Frees a multi handle that no transfer is part of any more.
void ghc_multi_cleanup(void *multi);
int ghc_multi_setopt_long(void *multi, int option, long value);
int ghc_multi_add(void *multi, void *easy);
int ghc_multi_remove(void *multi, void *easy);
int ghc_multi_perform(void *multi, int *running);
/// Waits for activity on the transfers' sockets, for at most `timeout_ms`, or until
/// ghc_multi_wakeup is called (from any thread).
int ghc_multi_poll(void *multi, int timeout_ms);
int ghc_multi_wakeup(void *multi);
/// The next transfer that has finished, and its result code; NULL when there is none.
void *ghc_multi_next_done(void *multi, int *result);

#endif

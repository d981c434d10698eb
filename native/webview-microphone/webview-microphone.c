// Lets the desktop app's own window (WebKitGTK 4.1, opened by webview-napi on Linux) use the
// microphone for the app's own page and nothing else. WebKitGTK keeps getUserMedia off unless the
// embedder turns on the `enable-media-stream` setting, and refuses every `permission-request` that
// no handler of the embedder claims; webview-napi does neither and offers no way to. This module
// finds the process's own web views through GTK's public API, turns the setting on and answers
// the requests itself:
//   - a microphone request (audio, without camera or screen) is allowed when the view shows the
//     app's own local origin, which the caller passes in: the user's press of Dictate or Voice call
//     in the app is the consent, as a native app's use of the microphone is;
//   - every other request (camera, screen, notifications, location, …, and any request while the
//     view shows another address) is left to WebKit, which refuses it.
// It links to no GTK or WebKit library: it looks their functions up in the copy webview-napi
// already loaded (dlopen with RTLD_NOLOAD), so it needs no development packages to build, never
// loads a second copy, and says so instead of acting when that copy is not there.
// It must be called on the GTK thread: webview-napi runs GTK on Node's main thread.

#define NAPI_VERSION 8
#include <node_api.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

// GLib's and GTK's stable C ABI, declared here instead of included (see above).
typedef unsigned long GType;
typedef int gboolean;
typedef struct GList {
  void *data;
  struct GList *next;
  struct GList *prev;
} GList;
typedef void (*GCallback)(void);
typedef void (*GClosureNotify)(void *data, void *closure);

/** The library webview-napi links for its web view; GTK and GLib are found through it. */
static const char WEBKIT_LIBRARY[] = "libwebkit2gtk-4.1.so.0";
/** Marks a view this module already set up, so a second call connects no second handler. */
static const char MARK[] = "polychat-microphone-origin";

static struct {
  GList *(*gtk_window_list_toplevels)(void);
  GList *(*gtk_container_get_children)(void *container);
  GType (*gtk_container_get_type)(void);
  void (*g_list_free)(GList *list);
  gboolean (*g_type_check_instance_is_a)(void *instance, GType type);
  void *(*g_object_get_data)(void *object, const char *key);
  void (*g_object_set_data)(void *object, const char *key, void *data);
  unsigned long (*g_signal_connect_data)(void *instance, const char *signal, GCallback handler, void *data, GClosureNotify destroy, int flags);
  GType (*webkit_web_view_get_type)(void);
  const char *(*webkit_web_view_get_uri)(void *view);
  void *(*webkit_web_view_get_settings)(void *view);
  void (*webkit_settings_set_enable_media_stream)(void *settings, gboolean enabled);
  GType (*webkit_user_media_permission_request_get_type)(void);
  gboolean (*webkit_user_media_permission_is_for_audio_device)(void *request);
  gboolean (*webkit_user_media_permission_is_for_video_device)(void *request);
  gboolean (*webkit_user_media_permission_is_for_display_device)(void *request);
  void (*webkit_permission_request_allow)(void *request);
} api;

#define SYMBOL(name) {#name, (void **)&api.name}
static const struct {
  const char *name;
  void **slot;
} SYMBOLS[] = {
    SYMBOL(gtk_window_list_toplevels),
    SYMBOL(gtk_container_get_children),
    SYMBOL(gtk_container_get_type),
    SYMBOL(g_list_free),
    SYMBOL(g_type_check_instance_is_a),
    SYMBOL(g_object_get_data),
    SYMBOL(g_object_set_data),
    SYMBOL(g_signal_connect_data),
    SYMBOL(webkit_web_view_get_type),
    SYMBOL(webkit_web_view_get_uri),
    SYMBOL(webkit_web_view_get_settings),
    SYMBOL(webkit_settings_set_enable_media_stream),
    SYMBOL(webkit_user_media_permission_request_get_type),
    SYMBOL(webkit_user_media_permission_is_for_audio_device),
    SYMBOL(webkit_user_media_permission_is_for_video_device),
    SYMBOL(webkit_user_media_permission_is_for_display_device),
    SYMBOL(webkit_permission_request_allow),
};

/** Finds every function in the WebKitGTK webview-napi loaded; NULL when all were found, else what
 * was not. */
static const char *load_api(void) {
  static void *library;
  if (library) return NULL;
  void *handle = dlopen(WEBKIT_LIBRARY, RTLD_NOW | RTLD_NOLOAD);
  if (!handle) return "WebKitGTK 4.1 in this process";
  for (size_t i = 0; i < sizeof SYMBOLS / sizeof SYMBOLS[0]; i++) {
    *SYMBOLS[i].slot = dlsym(handle, SYMBOLS[i].name);
    if (!*SYMBOLS[i].slot) {
      dlclose(handle);
      return SYMBOLS[i].name;
    }
  }
  library = handle;
  return NULL;
}

/** Whether a page at `uri` may have a capture of this kind: the microphone alone (no camera, no
 * screen, whose pictures the app never needs), and only while the view shows `origin` itself (an
 * exact scheme, host and port, so http://127.0.0.1:80801/ or http://127.0.0.1:8080@elsewhere/ is
 * not http://127.0.0.1:8080). */
static int may_use_microphone(int audio, int video, int display, const char *uri, const char *origin) {
  if (!audio || video || display || !uri || !origin || !*origin) return 0;
  size_t length = strlen(origin);
  if (strncmp(uri, origin, length) != 0) return 0;
  return uri[length] == '/' || uri[length] == '\0';
}

static gboolean on_permission_request(void *view, void *request, void *origin) {
  if (!api.g_type_check_instance_is_a(request, api.webkit_user_media_permission_request_get_type())) return 0;
  int allowed = may_use_microphone(api.webkit_user_media_permission_is_for_audio_device(request), api.webkit_user_media_permission_is_for_video_device(request),
                                   api.webkit_user_media_permission_is_for_display_device(request), api.webkit_web_view_get_uri(view), origin);
  if (!allowed) return 0;
  api.webkit_permission_request_allow(request);
  return 1;
}

static void free_origin(void *origin, void *closure) {
  (void)closure;
  free(origin);
}

/** Sets up `widget` if it is a web view not set up yet, else looks inside it; counts the views. */
static int allow_in(void *widget, const char *origin) {
  if (api.g_type_check_instance_is_a(widget, api.webkit_web_view_get_type())) {
    if (!api.g_object_get_data(widget, MARK)) {
      char *kept = strdup(origin);
      if (!kept) return 0;
      api.webkit_settings_set_enable_media_stream(api.webkit_web_view_get_settings(widget), 1);
      api.g_signal_connect_data(widget, "permission-request", (GCallback)on_permission_request, kept, free_origin, 0);
      api.g_object_set_data(widget, MARK, kept);
    }
    return 1;
  }
  if (!api.g_type_check_instance_is_a(widget, api.gtk_container_get_type())) return 0;
  int views = 0;
  GList *children = api.gtk_container_get_children(widget);
  for (GList *child = children; child; child = child->next) views += allow_in(child->data, origin);
  api.g_list_free(children);
  return views;
}

#define CHECK(call)                                   \
  if ((call) != napi_ok) {                            \
    napi_throw_error(env, NULL, "bad arguments"); \
    return NULL;                                      \
  }

/** Reads argument `value` as a string into `buffer`; returns 0 when it is not one or is too long. */
static int read_string(napi_env env, napi_value value, char *buffer, size_t size) {
  size_t length;
  if (napi_get_value_string_utf8(env, value, buffer, size, &length) != napi_ok) return 0;
  return length < size - 1;
}

/** The longest address this module compares: an origin or a page's address up to where it matters. */
#define MAX_ADDRESS 2048

/** allowMicrophone(origin): sets up every web view of the process; returns how many there are. */
static napi_value allow_microphone(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  char origin[MAX_ADDRESS];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  if (argc < 1 || !read_string(env, argv[0], origin, sizeof origin) || !*origin) {
    napi_throw_type_error(env, NULL, "allowMicrophone(origin) takes the app's origin");
    return NULL;
  }
  const char *missing = load_api();
  if (missing) {
    napi_throw_error(env, NULL, missing);
    return NULL;
  }
  int views = 0;
  GList *windows = api.gtk_window_list_toplevels();
  for (GList *window = windows; window; window = window->next) views += allow_in(window->data, origin);
  api.g_list_free(windows);
  napi_value result;
  CHECK(napi_create_int32(env, views, &result));
  return result;
}

static int read_flag(napi_env env, napi_value object, const char *name) {
  napi_value value;
  bool flag = false;
  if (napi_get_named_property(env, object, name, &value) != napi_ok || napi_get_value_bool(env, value, &flag) != napi_ok) return 0;
  return flag;
}

/** mayUseMicrophone({ audio, video, display }, uri, origin): the decision the handler makes. */
static napi_value may_use_microphone_js(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  char uri[MAX_ADDRESS];
  char origin[MAX_ADDRESS];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  if (argc < 3 || !read_string(env, argv[1], uri, sizeof uri) || !read_string(env, argv[2], origin, sizeof origin)) {
    napi_throw_type_error(env, NULL, "mayUseMicrophone(kind, uri, origin) takes two strings");
    return NULL;
  }
  int allowed = may_use_microphone(read_flag(env, argv[0], "audio"), read_flag(env, argv[0], "video"), read_flag(env, argv[0], "display"), uri, origin);
  napi_value result;
  CHECK(napi_get_boolean(env, allowed, &result));
  return result;
}

static napi_value init(napi_env env, napi_value exports) {
  napi_property_descriptor properties[] = {
      {"allowMicrophone", NULL, allow_microphone, NULL, NULL, NULL, napi_enumerable, NULL},
      {"mayUseMicrophone", NULL, may_use_microphone_js, NULL, NULL, NULL, napi_enumerable, NULL},
  };
  if (napi_define_properties(env, exports, sizeof properties / sizeof properties[0], properties) != napi_ok) return NULL;
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)

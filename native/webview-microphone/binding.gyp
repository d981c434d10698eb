{
  "targets": [
    {
      "target_name": "webview_microphone",
      "sources": ["webview-microphone.c"],
      "cflags": ["-Wall", "-Wextra", "-Werror"],
      "libraries": ["-ldl"]
    }
  ]
}

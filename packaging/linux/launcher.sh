#!/bin/sh
# /usr/bin/polychat: runs the desktop app with the Node runtime the package carries
# (Debian 12's own nodejs is older than the app needs).
exec /usr/lib/polychat/node /usr/lib/polychat/desktop/main.js "$@"

#!/bin/bash
# /usr/bin/polychat: runs the desktop app with the Node runtime the package carries (Debian 12's
# own nodejs is older than the app needs). bash for exec -a: the window's WM_CLASS comes from
# argv[0], so named "polychat" it matches StartupWMClass and docks show the app's own icon.
exec -a polychat /usr/lib/polychat/node /usr/lib/polychat/desktop/main.js "$@"

#!/bin/bash
# Runs PolyChat from wherever this folder was unpacked; readlink -f follows a symlink to this
# script (e.g. from ~/.local/bin) back to the folder that holds node and the app. exec -a names
# the process "polychat", which becomes the window's WM_CLASS (see polychat.desktop).
here=$(dirname "$(readlink -f "$0")")
exec -a polychat "$here/node" "$here/desktop/main.js" "$@"

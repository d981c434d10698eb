#!/bin/sh
# Runs PolyChat from wherever this folder was unpacked; readlink -f follows a symlink to this
# script (e.g. from ~/.local/bin) back to the folder that holds node and the app.
here=$(dirname "$(readlink -f "$0")")
exec "$here/node" "$here/desktop/main.js" "$@"

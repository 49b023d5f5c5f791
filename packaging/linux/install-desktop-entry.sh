#!/bin/sh
# Put tabletop in your desktop's application menu (Linux), for your user only: installs
# tabletop.desktop (into ~/.local/share/applications) and the icon (into ~/.local/share/icons),
# pointing at the tabletop program in the folder this script is in.
#
#   ./install-desktop-entry.sh            add tabletop to the menu (again after moving the folder)
#   ./install-desktop-entry.sh --remove   take it out of the menu
#
# Honours XDG_DATA_HOME. Needs nothing but a POSIX shell and sed.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd -P)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor/256x256/apps
entry=$apps/tabletop.desktop
icon=$icons/tabletop.png

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$apps" 2>/dev/null || true
    fi
}

case "${1:-}" in
    --remove)
        rm -f "$entry" "$icon"
        refresh
        echo "tabletop is out of the menu (removed $entry and $icon)"
        exit 0
        ;;
    "") ;;
    *)
        echo "usage: $0 [--remove]" >&2
        exit 2
        ;;
esac

exe=$here/tabletop
if [ ! -x "$exe" ] || [ ! -f "$here/tabletop.desktop" ] || [ ! -f "$here/tabletop.png" ]; then
    echo "install-desktop-entry.sh: run me from the unpacked tabletop folder (it holds tabletop," >&2
    echo "tabletop.desktop and tabletop.png); $here does not" >&2
    exit 1
fi
nl='
'
case $here in
    *"$nl"*)
        echo "install-desktop-entry.sh: the folder's name has a line break; a menu entry cannot point at it" >&2
        exit 1
        ;;
esac

# A desktop entry's values are strings where a backslash is written \\. Exec is, in addition, a
# command line: the path goes in double quotes, with \ " ` $ inside them escaped by a backslash,
# and % doubled (Desktop Entry Specification, "The Exec key").
exec_value=$(printf '%s' "$exe" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
exe_value=$(printf '%s' "$exe" | sed -e 's/\\/\\\\/g')
icon_value=$(printf '%s' "$icon" | sed -e 's/\\/\\\\/g')

mkdir -p "$apps" "$icons"
cp -f "$here/tabletop.png" "$icon"
tmp=$entry.tmp.$$
{
    grep -v -e '^Exec=' -e '^TryExec=' -e '^Icon=' "$here/tabletop.desktop"
    printf 'Exec="%s"\n' "$exec_value"
    printf 'TryExec=%s\n' "$exe_value"
    printf 'Icon=%s\n' "$icon_value"
} >"$tmp"
chmod 644 "$tmp"
mv -f "$tmp" "$entry"
refresh
echo "tabletop is in your application menu: $entry"
echo "(it starts $exe; run this script again if you move the folder, or with --remove to take it out)"

#!/usr/bin/env bash
# Publishes a new build over the folder nginx serves, without harming a visitor's open tab (deploy/README.md,
# "Releases"):
#   1. the new hashed assets (assets/) are added next to the earlier releases' ones, never in place of them: a tab
#      opened on the previous release still loads its own page chunks from here on its next menu tap;
#   2. the other files (public files, the offline worker's workbox-*.js, the manifest, the sitemap) are copied;
#   3. the HTML pages, only once every file they name is there, each copied next to its place and renamed into it
#      (a rename is atomic: a visitor never gets half a page);
#   4. the offline worker (sw.js) last: it precaches index.html and its scripts, which must be the new ones by then;
#   5. hashed assets that no release has used for KEEP_DAYS days are removed. An asset's age counts from the
#      release that last used it going out of service (the next publish), not from when it was published: a release
#      that was live for months keeps its files for KEEP_DAYS after the one that replaces it.
#
# Its records (the live release's asset list) and its scratch files are in the served folder's `.publish/`, which
# the host never serves (deploy/site.nginx.conf).
#
# Usage: deploy/publish.sh <new build folder> <served folder> [--keep-days=N]
#   deploy/publish.sh dist /var/www/school/dist
# KEEP_DAYS is 30 unless given (0: keep only this release's assets, as a plain copy would).
set -euo pipefail

# A tab stays open for weeks (Chrome on Android keeps its tabs, and the app changes pages without loading HTML), and
# the offline worker may show a page saved on an earlier visit, which names that release's assets. 30 days of releases
# cost little room (a release's scripts and styles are about 2 MB); a tab older than that still opens its next page,
# with one full load (src/components/layout/release-reload.ts).
DEFAULT_KEEP_DAYS=30
SECONDS_PER_DAY=86400

fail() {
  echo "publish: $*" >&2
  exit 2
}

[ "$#" -ge 2 ] || fail "usage: deploy/publish.sh <new build folder> <served folder> [--keep-days=N]"
new_build=$1
site=$2
keep_days=$DEFAULT_KEEP_DAYS
case "${3:-}" in
  '') ;;
  --keep-days=*) keep_days=${3#--keep-days=} ;;
  *) fail "unknown option $3" ;;
esac
[[ "$keep_days" =~ ^[0-9]+$ ]] || fail "--keep-days must be a whole number of days, not \"$keep_days\""
keep_days=$((10#$keep_days)) # "08" is eight days, not an invalid octal number
[ -f "$new_build/index.html" ] && [ -d "$new_build/assets" ] || fail "$new_build holds no build (index.html, assets/)"
[ -n "$site" ] || fail "no served folder"
mkdir -p "$site/assets" "$site/.publish"

scratch=$(mktemp -d)
staging="$site/.publish/staging-$$"
trap 'rm -rf "$scratch" "$staging"' EXIT
# The asset list of the release now live, written by the publish that made it live.
live_list="$site/.publish/live-assets"

# 0. The release now live goes out of service now: its assets' keeping period starts today.
if [ -f "$live_list" ]; then
  (cd "$site" && xargs -r -d '\n' touch -c <"$live_list")
fi

# 1. This release's assets, added. A file already there (same hashed name, so same contents) is left as it is, never
#    rewritten in place: a visitor loading it meanwhile would get a short copy, kept for a year (immutable). Each is
#    touched, so its age is the time since a release last used it.
current="$scratch/current-assets"
(cd "$new_build" && find assets -type f) | sort >"$current"
tar -C "$new_build" -cf - assets | tar -C "$site" --skip-old-files -xf -
(cd "$site" && xargs -r -d '\n' touch <"$current")

# 2. Everything else but the pages, the offline worker and the bundler's records (which the host never serves).
tar -C "$new_build" --no-wildcards-match-slash --exclude='./assets' --exclude='./.vite' --exclude='./*.html' \
  --exclude='./sw.js' -cf - . | tar -C "$site" --no-overwrite-dir -xf -

# 3 and 4. The pages, then the offline worker, renamed into place from a folder next to them (the same file system).
mkdir "$staging"
cp "$new_build"/*.html "$staging/"
mv -f "$staging"/*.html "$site/"
if [ -f "$new_build/sw.js" ]; then
  cp "$new_build/sw.js" "$staging/"
  mv -f "$staging/sw.js" "$site/"
fi

# 5. Assets of earlier releases, unused for KEEP_DAYS days.
# The start of the keeping period, taken after step 0 touched the replaced release's assets: with --keep-days=0
# they are older than it (a plain "now", to the nanosecond) and go at once, as a plain copy would have them.
cutoff="$scratch/cutoff"
if [ "$keep_days" -eq 0 ]; then
  touch "$cutoff"
else
  touch -d "@$(($(date +%s) - keep_days * SECONDS_PER_DAY))" "$cutoff"
fi
(cd "$site" && find assets -type f ! -newer "$cutoff") | { grep -vxFf "$current" || true; } >"$scratch/expired"
(cd "$site" && xargs -r -d '\n' rm -f <"$scratch/expired")
cp "$current" "$live_list"

echo "publish: $new_build is live in $site; earlier releases' assets are kept $keep_days days" \
  "($(wc -l <"$scratch/expired") removed now)"

#!/usr/bin/env bash
# The scheduled rebuild on a school's own machine (deploy/site-rebuild.timer runs it every 15 minutes; by hand:
# `sudo systemctl start site-rebuild.service`): takes what the editor published, rebuilds the site with the backend's
# latest lists in its data pages (docs/hosting.md, "Data pages on a static host: the snapshot") and publishes it with
# deploy/publish.sh, which keeps open tabs working.
#
# A rebuild whose only change is the backend's data leaves every file but the data pages' byte-identical, so it is no
# new release: BUILD_ID is the commit, the same from one data rebuild to the next. A backend down at build time never
# fails it: the last good snapshot within VITE_SNAPSHOT_MAX_AGE_HOURS is used (kept in node_modules/.cache/, which
# this script never removes), else the data pages go without data, as before the snapshot existed.
#
# Usage: deploy/rebuild-site.sh <checkout of the site's repository> <served folder>
#   deploy/rebuild-site.sh /srv/school-site /var/www/school/dist
# The build variables (VITE_API_BASE_URL, VITE_SITE_URL …) come from the checkout's .env.local or the environment
# (the service's EnvironmentFile).
set -euo pipefail

fail() {
  echo "rebuild: $*" >&2
  exit 2
}

[ "$#" -eq 2 ] || fail "usage: deploy/rebuild-site.sh <checkout> <served folder>"
checkout=$1
site=$2
cd "$checkout"

# One rebuild at a time: a slow build is not overtaken by the next tick of the timer.
exec 9>"$checkout/.rebuild.lock"
flock --nonblock 9 || {
  echo "rebuild: the previous rebuild is still running; this one is skipped"
  exit 0
}

git fetch --quiet origin
lock_before=$(git rev-parse HEAD:package-lock.json)
git merge --quiet --ff-only '@{upstream}'
# Packages only when they changed: `npm ci` costs a minute and removes node_modules/.cache (the kept snapshots too).
if [ ! -d node_modules ] || [ "$lock_before" != "$(git rev-parse HEAD:package-lock.json)" ]; then
  npm ci --no-audit --no-fund
fi

BUILD_ID=$(git rev-parse HEAD) npm run build
deploy/publish.sh dist "$site"

#!/usr/bin/env bash
# Installs what the browser end-to-end test needs: Debian's Chromium (the
# browser playwright-core drives; `npx playwright install` cannot download
# one here), Korean and Japanese fonts (the page is tested and screenshotted
# in Korean and Japanese too; without them Hangul and kana are drawn as boxes) and the pinned npm packages in
# e2e/ (playwright-core, axe-core). Idempotent: skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 || ! fc-list :lang=ko 2>/dev/null | grep -q . \
    || ! fc-list :lang=ja 2>/dev/null | grep -q .; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        chromium chromium-driver fonts-dejavu-core fonts-nanum fonts-ipafont-gothic
fi
chromium --version

if ! command -v node >/dev/null 2>&1; then
    echo "node (Node.js >= 20) is required for the e2e test" >&2
    exit 1
fi
# `npm ci` installs exactly what e2e/package-lock.json records.
(cd e2e && npm ci --no-audit --no-fund --loglevel=error)

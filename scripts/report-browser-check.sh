#!/usr/bin/env bash
# Checks a report page in headless Chromium (report-browser-check.py): installs Selenium and
# axe-core into a virtualenv under .build/ the first time; nothing is installed in the product.
# Needs chromium, chromium-driver and python3-venv (apt-get install chromium chromium-driver python3-venv).
# Usage: scripts/report-browser-check.sh PAGE.html SCREENSHOT.png
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/.build/report-browser-venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import selenium, axe_selenium_python" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet selenium axe-selenium-python
fi
exec "$venv/bin/python" "$root/scripts/report-browser-check.py" "$@"

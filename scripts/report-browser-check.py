"""Opens a report page in headless Chromium and checks it as a reader would see it.

Usage: report-browser-check.py PAGE.html SCREENSHOT.png

Fails (exit 1) on: a console error, a chart (svg[role=img]) with no rendered size, or an
axe-core violation of serious or critical impact, in the light or the dark scheme. Writes a
screenshot of the whole page in the light scheme. Run through report-browser-check.sh, which
installs Selenium and axe-core into a virtualenv under .build/.
"""
import base64
import pathlib
import sys

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                     "--window-size=900,1200", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = next((p for p in ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver") if pathlib.Path(p).exists()), None)
    service = Service(driver_path) if driver_path else Service()
    return webdriver.Chrome(options=options, service=service)


def check_scheme(driver, scheme):
    problems = []
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    sizes = driver.execute_script(
        "return Array.from(document.querySelectorAll('svg[role=img]')).map(function (svg) {"
        "  var box = svg.getBoundingClientRect(); return [svg.id, box.width, box.height]; });")
    if not sizes:
        problems.append("no chart on the page")
    for chart_id, width, height in sizes:
        if width < 50 or height < 30:
            problems.append(f"{scheme}: chart '{chart_id}' is drawn {width:.0f}x{height:.0f}")
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    for violation in results["violations"]:
        if violation.get("impact") in ("serious", "critical"):
            targets = ", ".join(str(node["target"]) for node in violation["nodes"][:3])
            problems.append(f"{scheme}: axe {violation['impact']} {violation['id']}: {violation['help']} ({targets})")
    return problems, len(sizes)


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    page = pathlib.Path(sys.argv[1]).resolve()
    screenshot = pathlib.Path(sys.argv[2])
    driver = browser()
    try:
        driver.get(page.as_uri())
        problems = []
        for entry in driver.get_log("browser"):
            if entry.get("level") == "SEVERE":
                problems.append("console error: " + entry.get("message", ""))
        charts = 0
        for scheme in ("dark", "light"):
            found, charts = check_scheme(driver, scheme)
            problems += found
        # The whole page, in the light scheme, for people to look at.
        height = driver.execute_script("return document.documentElement.scrollHeight")
        metrics = {"width": 900, "height": height, "deviceScaleFactor": 1, "mobile": False}
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
        screenshot.write_bytes(base64.b64decode(shot["data"]))
        for entry in driver.get_log("browser"):
            if entry.get("level") == "SEVERE":
                problems.append("console error: " + entry.get("message", ""))
    finally:
        driver.quit()
    for problem in problems:
        print(problem)
    print(f"{charts} charts checked; screenshot {screenshot}; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

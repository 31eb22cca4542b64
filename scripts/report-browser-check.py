"""Opens a report page in headless Chromium and checks it as a reader would see it.

Usage: report-browser-check.py PAGE.html SCREENSHOT.png

Fails (exit 1) on: a console error, a chart (svg[role=img]) with no rendered size, or an
axe-core violation of serious or critical impact, in the light or the dark scheme; a page
wider than a phone's 360 pixels (it must wrap, with only the folded data tables scrolling
sideways); or, printed with the system in the dark scheme, a dark page or light text. Writes a
screenshot of the whole page in the light scheme and the printed page as PDF beside it. Run
through report-browser-check.sh, which installs Selenium and axe-core into a virtualenv under
.build/.
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


def check_phone(driver):
    """The page at a phone's width: nothing but the folded tables may be wider than the screen."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})
    wide = driver.execute_script(
        "var width = document.documentElement.clientWidth; var wide = [];"
        "document.querySelectorAll('body *').forEach(function (element) {"
        "  if (element.closest('details, .wide')) return;"
        "  var box = element.getBoundingClientRect();"
        "  if (box.width > 0 && box.right > width + 1) wide.push(element.tagName.toLowerCase() + (element.id ? '#' + element.id : '')"
        "    + ' ' + Math.round(box.right)); });"
        "return [document.documentElement.scrollWidth, width, wide.slice(0, 5)];")
    scroll_width, width, elements = wide
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    if scroll_width > width or elements:
        return [f"phone: the page is {scroll_width} pixels wide on a {width}-pixel screen: {', '.join(elements)}"]
    return []


def check_print(driver, pdf):
    """Printed with the system in the dark scheme: white paper, dark text, the light palette."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "print", "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    colours = driver.execute_script(
        "var root = getComputedStyle(document.documentElement), body = getComputedStyle(document.body);"
        "return [body.backgroundColor, body.color, root.getPropertyValue('--s0').trim(), root.getPropertyValue('--l0').trim(),"
        "  getComputedStyle(document.querySelector('nav') || document.body).display];")
    problems = []
    background, text, series, empty_cell, nav = colours
    if background not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"):
        problems.append(f"print: the page's background is {background}")
    if text != "rgb(0, 0, 0)":
        problems.append(f"print: the text is {text}")
    if series != "#0072b2" or empty_cell != "#e8e8ec":
        problems.append(f"print: the dark scheme's colours are printed ({series}, {empty_cell})")
    if nav != "none":
        problems.append("print: the navigation is printed")
    printed = driver.execute_cdp_cmd("Page.printToPDF", {"printBackground": True, "displayHeaderFooter": False})
    pdf.write_bytes(base64.b64decode(printed["data"]))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [{"name": "prefers-color-scheme", "value": "light"}]})
    return problems


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
        problems += check_phone(driver)
        problems += check_print(driver, screenshot.with_suffix(".pdf"))
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

"""The README's screenshot of the tab (docs/img/tab.png), made with the real
tab: a real TensorBoard on a demo logdir, Debian's chromium through
Playwright, a run selected and its first finding clicked.

    .venv/bin/python demo/train_demo.py --logdir /tmp/demo-logs
    .venv/bin/python scripts/screenshot_tab.py /tmp/demo-logs [--run nan_loss] [--out docs/img/tab.png]
"""

import argparse
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "tests"))

from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tb_server import start_tensorboard  # noqa: E402

PLUGIN_IFRAME = 'iframe[src*="plugin_entry.html?name=trainhealth"]'


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logdir")
    parser.add_argument("--run", default="nan_loss")
    parser.add_argument("--out", default=os.path.join(REPO, "docs", "img", "tab.png"))
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=1000)
    args = parser.parse_args(argv)

    from playwright.sync_api import expect, sync_playwright

    with start_tensorboard(args.logdir, load_fast=False) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": args.width, "height": args.height})
        page.set_default_timeout(60000)
        page.emulate_media(color_scheme="light")
        page.goto(base + "/#trainhealth")
        tab = page.frame_locator(PLUGIN_IFRAME)
        tab.locator("#run-select").select_option(args.run)
        expect(tab.locator("#trainhealth-app")).not_to_have_attribute("data-loading", "true")
        # The node of the first finding (the root cause): its evidence and
        # fix beside the flowchart, the page scrolled back to its top.
        tab.locator(".finding-item").first.click()
        node = tab.locator("#evidence-panel").get_attribute("data-node-id")
        tab.locator(f'#flowchart [data-node-id="{node}"]').first.click()
        expect(tab.locator("#evidence-panel")).to_have_attribute("data-node-id", node)
        expect(tab.locator("#trainhealth-app")).not_to_have_attribute("data-loading", "true")
        tab.locator("body").evaluate("() => window.scrollTo(0, 0)")
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        page.screenshot(path=args.out)
        browser.close()
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()

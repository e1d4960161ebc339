/**
 * Starts the preview for the UI tests, the screenshot script and the benchmark: a Vite server
 * on 127.0.0.1 with a free port (its own dependency cache, so parallel test files never share
 * one) and Debian's chromium driven by playwright-core. Everything started is closed by `stop`.
 * No DOM types here: scripts/ type-checks this file without the DOM library.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { type Browser, type Page, chromium } from "playwright-core";
import { type ViteDevServer, createServer } from "vite";
import { bundledFontConfig } from "./fonts";

const root = join(import.meta.dirname, "../..");

export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** The flags toolchain.md settles on: headless, no sandbox (containers), no network chatter. */
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The UI tests need chromium everywhere (the README says so, .ci/run installs it): without it
 * they fail with this reason rather than pass or skip unseen.
 */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`UI tests need chromium at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`);
}

/** For the benchmark, which reports a missing chromium instead of failing (outside CI). */
export function chromiumMissing(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  if (process.env["CI"] === "true") throw new Error(`UI tests need chromium at ${CHROMIUM_PATH} in CI (.ci/run installs it with apt-get)`);
  return `UI tests skipped: no chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
}

export interface Preview {
  readonly url: string;
  readonly browser: Browser;
  stop(): Promise<void>;
}

/**
 * For still images: one raster thread, no partial raster, sRGB output, no runtime-tuned Skia
 * code paths, so the same page paints the same pixels run after run.
 */
export const STILL_IMAGE_ARGS = ["--num-raster-threads=1", "--disable-partial-raster", "--force-color-profile=srgb", "--disable-skia-runtime-opts", "--disable-lcd-text"];

export interface PreviewOptions {
  /**
   * For the screenshots: Chromium sees only the bundled fonts (fonts.ts), so a glyph the
   * page's own fonts lack and the text in the card SVGs (images cannot use the page's fonts)
   * fall back to the same files on every machine; and it paints with STILL_IMAGE_ARGS.
   */
  readonly stillImages?: boolean;
}

export async function startPreview(options: PreviewOptions = {}): Promise<Preview> {
  const cacheDir = mkdtempSync(join(tmpdir(), "fray-preview-vite-"));
  let server: ViteDevServer | null = null;
  let browser: Browser | null = null;
  const stop = async (): Promise<void> => {
    await browser?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    rmSync(cacheDir, { recursive: true, force: true });
  };
  try {
    server = await createServer({
      configFile: join(root, "vite.preview.config.ts"),
      cacheDir,
      logLevel: "error",
      server: { host: "127.0.0.1", port: 0, strictPort: false, hmr: false, watch: null },
    });
    await server.listen();
    const address = server.httpServer?.address() as AddressInfo | null;
    if (!address) throw new Error("the preview server did not start");
    const still = options.stillImages === true;
    const env = still ? { ...process.env, FONTCONFIG_FILE: bundledFontConfig(root, cacheDir) } : process.env;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: still ? [...CHROMIUM_ARGS, ...STILL_IMAGE_ARGS] : CHROMIUM_ARGS, env, timeout: 20_000 });
    return { url: `http://127.0.0.1:${address.port}/`, browser, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Opens a view and waits until the page says it has rendered. */
export async function openView(page: Page, preview: Preview, params: Readonly<Record<string, string>>): Promise<void> {
  const query = new URLSearchParams(params).toString();
  await page.goto(`${preview.url}?${query}`, { timeout: 15_000 });
  await page.locator("body[data-ready='true']").waitFor({ timeout: 15_000 });
  await imagesLoaded(page);
}

/** Switches an open preview page to another view and theme in place, as a person would. */
export async function showView(page: Page, view: string, theme: "light" | "dark"): Promise<void> {
  await page.locator("select[name='view']").selectOption(view, { timeout: 5_000 });
  await page.locator("input[name='theme']").setChecked(theme === "dark", { timeout: 5_000 });
  await imagesLoaded(page);
}

/** Waits until every image has loaded or failed (a string, so this file needs no DOM types). */
export async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction("[...document.images].every((img) => img.complete)", undefined, { timeout: 10_000 });
}

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

type Puppeteer = {
  connect(options: { browserURL: string }): Promise<{
    createBrowserContext(): Promise<{
      newPage(): Promise<{ goto(url: string, options: { waitUntil: 'networkidle2'; timeout: number }): Promise<unknown> }>;
      close(): Promise<void>;
    }>;
    disconnect(): Promise<void>;
  }>;
};

/**
 * Opens each page once, unmeasured, in a throwaway browser context, so the demo hub has rendered
 * the pictures the page shows (its SVG scenes become WebP on the first request,
 * hub-sim/src/server/picture-raster.ts) before a measured run: a ship's hub serves its pictures
 * as stored files, and the first run must not pay a rendering no guest waits for. The context
 * is closed with everything it stored, so each measured run still starts cold.
 */
export async function warmPictures(port: number, urls: readonly string[]): Promise<void> {
  // puppeteer-core comes with lighthouse, like chrome-launcher in run.ts.
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const { default: puppeteer } = (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)) as { default: Puppeteer };
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    for (const url of urls) {
      const context = await browser.createBrowserContext();
      try {
        // Two connections may stay open: signage and kiosk listen to the hub's event stream.
        await (await context.newPage()).goto(url, { waitUntil: 'networkidle2', timeout: 30_000 });
      } catch (error) {
        // A warm-up that did not settle leaves some pictures cold; the measured runs still count.
        console.warn(`  warm-up of ${url} did not settle: ${(error as Error).message}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.disconnect();
  }
}

/**
 * Debian's Chromium as the browser tests and `bench:ui` start it: headless, and
 * with the background traffic a closed network would refuse turned off.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
}

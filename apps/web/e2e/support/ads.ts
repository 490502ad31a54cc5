// The advertising screens' shared steps: ads.spec.ts (campaigns, banners) and google-ads.spec.ts.
import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A real PNG of the given size, as a file the image field takes. */
export async function pngFile(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#3f8f6b' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const rows = (page: Page) => page.getByTestId('ad-row');
export const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Lets a test hold the writes to a resource until released, so the info message shown while
 * saving can be seen before the reply. `hold()` returns the release.
 */
export async function saveGate(page: Page, pattern: RegExp): Promise<{ hold: () => () => void }> {
  let gate: Promise<void> | null = null;
  await page.route(pattern, async (route) => {
    const waitFor = route.request().method() === 'GET' ? null : gate;
    if (waitFor) await waitFor;
    await route.continue();
  });
  return {
    hold: () => {
      let release: () => void = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
  };
}

export async function chooseOption(
  page: Page,
  scope: ReturnType<typeof dialog>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

import { paths } from '@newsroom/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/session.ts';

// The article body's rich-text editor (ContentEditor) on the new-article screen: formatting,
// pasting from Word and Google Docs, and images that end up as uploads, never as data: URLs.

/** A valid 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const body = (page: Page) => page.getByRole('textbox', { name: 'Tartalom' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Szövegformázás' });

async function openEmptyEditor(page: Page): Promise<Locator> {
  await openSignedIn(page, paths.newPost.href());
  const editable = body(page);
  await expect(editable).toBeVisible();
  await editable.click();
  return editable;
}

/** Pastes as the browser does: a paste event whose clipboard holds HTML (and plain text). */
async function pasteHtml(editable: Locator, html: string): Promise<void> {
  await editable.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData(
      'text/plain',
      el.ownerDocument.createRange().createContextualFragment(pasted).textContent ?? '',
    );
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Attributes a paste may leave behind that are not the editor's own (ProseMirror-*, is-empty…). */
async function foreignAttributes(editable: Locator): Promise<string[]> {
  return editable.evaluate((root) =>
    Array.from(root.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes)
        .filter(
          (a) =>
            a.name === 'style' ||
            a.name === 'id' ||
            (a.name === 'class' && a.value.split(/\s+/).some((c) => c && !/^(ProseMirror|is-)/.test(c))),
        )
        .map((a) => `${el.localName}[${a.name}=${a.value}]`),
    ),
  );
}

const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta charset="utf-8"><meta name=Generator content="Microsoft Word 15">
<style>p.MsoNormal{margin:0cm;font-family:"Calibri",sans-serif}</style></head>
<body lang=HU><!--StartFragment-->
<p class=MsoNormal style='margin:0cm;mso-line-height-rule:exactly'><span style='font-size:12.0pt;mso-bidi-font-weight:bold'>Sima <b>félkövér</b> és <span style='font-weight:700'>stílusos</span> meg <i>dőlt</i><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Első pont<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Második pont<o:p></o:p></p>
<p class=MsoNormal><a href="https://pelda.hu/cikk" class=MsoHyperlink style='color:#0563C1'>hivatkozás</a><o:p>&nbsp;</o:p></p>
<!--EndFragment--></body></html>`;

const GOOGLE_DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-aaaa-bbbb"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal">Docs alcím</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;font-style:normal">Docs vastag</span><span style="font-size:11pt;font-weight:400;font-style:normal"> és </span><span style="font-size:11pt;font-weight:400;font-style:italic">docs dőlt</span></p><br /><ol style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:decimal;font-size:11pt"><p dir="ltr" role="presentation" style="line-height:1.38"><span style="font-size:11pt;font-weight:400">egyes</span></p></li><li dir="ltr" style="list-style-type:decimal"><p dir="ltr" role="presentation"><a href="https://docs.pelda.hu/" style="text-decoration:none"><span style="color:#1155cc;text-decoration:underline;font-weight:400">kettes</span></a></p></li></ol></b><br class="Apple-interchange-newline">`;

test.describe('article body editor', () => {
  test('typing, bold and a heading become the matching HTML', async ({ page }) => {
    const editable = await openEmptyEditor(page);
    await page.keyboard.type('Első bekezdés ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('vastagon');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.press('Enter');
    await toolbar(page).getByRole('button', { name: 'Címsor 2' }).click();
    await page.keyboard.type('Alcím');
    await page.keyboard.press('Enter');
    await toolbar(page).getByRole('button', { name: 'Dőlt' }).click();
    await page.keyboard.type('dőlt szöveg');

    await expect(editable.locator('p').first()).toHaveText('Első bekezdés vastagon');
    await expect(editable.locator('p strong')).toHaveText('vastagon');
    await expect(editable.locator('h2')).toHaveText('Alcím');
    await expect(editable.locator('p em')).toHaveText('dőlt szöveg');
  });

  test('Word HTML keeps bold, italic, the list and the link, without styles or classes', async ({ page }) => {
    const editable = await openEmptyEditor(page);
    await pasteHtml(editable, WORD_HTML);

    await expect(editable.locator('strong')).toHaveText(['félkövér', 'stílusos']);
    await expect(editable.locator('em')).toHaveText('dőlt');
    await expect(editable.locator('ul > li')).toHaveText(['Első pont', 'Második pont']);
    await expect(editable.locator('a')).toHaveAttribute('href', 'https://pelda.hu/cikk');
    await expect(editable.locator('a')).toHaveText('hivatkozás');
    expect(await foreignAttributes(editable)).toEqual([]);
    const html = await editable.innerHTML();
    expect(html).not.toMatch(/mso-|o:p|MsoNormal|·|StartFragment/);
  });

  test('Google Docs HTML keeps the heading, bold, italic, list and link, without its wrapper', async ({
    page,
  }) => {
    const editable = await openEmptyEditor(page);
    await pasteHtml(editable, GOOGLE_DOCS_HTML);

    await expect(editable.locator('h2')).toHaveText('Docs alcím');
    await expect(editable.locator('strong')).toHaveText('Docs vastag');
    await expect(editable.locator('em')).toHaveText('docs dőlt');
    await expect(editable.locator('ol > li')).toHaveText(['egyes', 'kettes']);
    await expect(editable.locator('a')).toHaveAttribute('href', 'https://docs.pelda.hu/');
    expect(await foreignAttributes(editable)).toEqual([]);
    expect(await editable.innerHTML()).not.toContain('docs-internal-guid');
  });

  test('an image chosen with the toolbar button is uploaded and inserted with its URL', async ({ page }) => {
    const editable = await openEmptyEditor(page);
    await expect(toolbar(page).getByRole('button', { name: 'Kép beszúrása' })).toBeEnabled();
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/image-upload/post-content'));
    await toolbar(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'kep.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    expect((await uploaded).status()).toBe(200);

    await expect(editable.locator('img')).toHaveCount(1);
    await expect(editable.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  });

  test('a pasted image file and pasted data: images end as uploads', async ({ page }) => {
    const editable = await openEmptyEditor(page);
    await editable.evaluate((el, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'beillesztett.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, PNG_BASE64);
    await expect(editable.locator('img')).toHaveCount(1);
    await expect(editable.locator('img')).toHaveAttribute('src', /^\/uploads\//);

    await pasteHtml(editable, `<p>Kép a vágólapról:</p><img src="data:image/png;base64,${PNG_BASE64}">`);
    await expect(editable.locator('img')).toHaveCount(2);
    for (const img of await editable.locator('img').all()) {
      await expect(img).toHaveAttribute('src', /^\/uploads\//);
    }
    expect(await editable.innerHTML()).not.toContain('data:');
  });

  test('a file that is not an image is refused with the server message and nothing is inserted', async ({
    page,
  }) => {
    const editable = await openEmptyEditor(page);
    await editable.evaluate((el) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array([1, 2, 3, 4])], 'hamis.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByText('A feltöltött fájl nem kép!')).toBeVisible();
    await expect(editable.locator('img')).toHaveCount(0);
  });
});

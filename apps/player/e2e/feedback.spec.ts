import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@platform/playwright-config/a11y';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A greyscale PNG of `width` x `height` (rows of zeros): a real picture the server decodes. */
function pngOf(width: number, height: number, rows = height): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  const pixels = Buffer.alloc(Math.min(rows, 64) * (width + 1));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngOf(16, 16) });
/** Only the size check of the picker sees this one: it is never sent. */
const oversized = (name: string, size: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([SIGNATURE, Buffer.alloc(size - SIGNATURE.length, 1)]),
});

test('feedback: empty content, a 6 MB image, a fourth image, a GIF and a pixel bomb are refused; a valid one is stored', async ({
  page,
}) => {
  await page.goto('/feedback');
  const form = page.getByTestId('feedback-form');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter content')).toBeVisible();
  await expect(form.getByText('Please choose a question type')).toBeVisible();

  await form.getByLabel('Question type').selectOption({ label: 'Deposit' });
  await form.getByLabel('Content').fill('short');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Content must be between 10 and 500 characters')).toBeVisible();

  const file = page.getByTestId('feedback-file');
  await file.setInputFiles([oversized('huge.png', 6 * 1024 * 1024)]);
  await expect(page.getByTestId('image-errors')).toHaveText(
    'huge.png was not added: images can be at most 5 MB.',
  );
  await file.setInputFiles([
    { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a............') },
  ]);
  await expect(page.getByTestId('image-errors')).toHaveText(
    'anim.gif was not added: only PNG and JPG images are accepted.',
  );
  await file.setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
  await expect(page.getByTestId('image-errors')).toHaveCount(0);
  await file.setInputFiles([png('four.png')]);
  await expect(page.getByTestId('image-errors')).toHaveText(
    'four.png was not added: you can attach at most 3 images.',
  );
  await expect(form.getByRole('img')).toHaveCount(3);

  await form.getByLabel('Content').fill('My deposit of $50 has not arrived after an hour.');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/wps/feedback') && r.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  const response = await sent;
  const body = (await response.json()) as {
    success: boolean;
    value: { id: string; imageCount: number };
  };
  expect(body).toMatchObject({ success: true, value: { imageCount: 3 } });
  await expect(page.getByTestId('feedback-sent')).toHaveText(
    'Thank you. Your feedback has been sent.',
  );
  await expect(form.getByLabel('Content')).toHaveValue('');
  await expect(form.getByRole('img')).toHaveCount(0);

  // A PNG of a few hundred bytes that declares 100,000 x 100,000 pixels: the picker lets it
  // through (it is small), the server refuses it from its header, in words.
  await file.setInputFiles([
    { name: 'bomb.png', mimeType: 'image/png', buffer: pngOf(100_000, 100_000, 1) },
  ]);
  await form.getByLabel('Question type').selectOption({ label: 'Deposit' });
  await form.getByLabel('Content').fill('A screenshot of the problem, attached.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    form.getByText(
      'This image is too large: pictures can be at most 40 megapixels and 20000 pixels on a side.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('feedback-sent')).toHaveCount(0);
});

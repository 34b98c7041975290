import { expect, test } from '@platform/playwright-config/a11y';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string, size = 2048) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 1)]),
});

test('feedback: empty content, a 6 MB image, a fourth image and a GIF are refused; a valid one is stored', async ({
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
  await file.setInputFiles([png('huge.png', 6 * 1024 * 1024)]);
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
});

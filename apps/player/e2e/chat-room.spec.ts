import { expect, test } from '@platform/playwright-config/a11y';
import { apiSignIn, createMember, openSignedIn } from './content-support';

test("two browser contexts see each other's chat messages live; visitors only read", async ({
  browser,
  request,
}) => {
  const other = await createMember(request, 'chat');
  const [alice, bob] = await Promise.all([
    apiSignIn(request),
    apiSignIn(request, other.username, other.password),
  ]);
  const contexts = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ]);
  const [pageA, pageB, visitor] = await Promise.all(contexts.map((c) => c.newPage()));
  if (!pageA || !pageB || !visitor) throw new Error('no pages');
  await openSignedIn(pageA, alice.token, '/?chat=1');
  await openSignedIn(pageB, bob.token, '/?chat=1');
  await visitor.goto('/?chat=1');
  for (const p of [pageA, pageB, visitor])
    await expect(p.getByTestId('chat-live')).toHaveText('Live');

  const fromA = `Hello from A ${Date.now()}`;
  await pageA.getByTestId('chat-input').fill(fromA);
  await pageA.getByRole('button', { name: 'Send' }).click();
  await expect(pageA.getByTestId('chat-input')).toHaveValue('');
  await expect(pageB.getByTestId('chat-messages')).toContainText(fromA);
  await expect(visitor.getByTestId('chat-messages')).toContainText(fromA);

  const fromB = `<b>Hi</b> back from B ${Date.now()}`;
  await pageB.getByTestId('chat-input').fill(fromB);
  await pageB.getByTestId('chat-input').press('Enter');
  await expect(pageA.getByTestId('chat-messages')).toContainText(fromB);
  await expect(pageA.getByTestId('chat-messages').locator('b')).toHaveCount(0);

  await expect(visitor.getByTestId('chat-read-only')).toContainText(
    'Visitors can read the chat room.',
  );
  await expect(visitor.getByTestId('chat-input')).toHaveCount(0);
  await Promise.all(contexts.map((c) => c.close()));
});

test('a message over the length limit is refused with what was typed kept', async ({
  page,
  request,
}) => {
  const { token } = await apiSignIn(request);
  await openSignedIn(page, token, '/?chat=1');
  const input = page.getByTestId('chat-input');
  await input.fill('x'.repeat(201));
  await expect(page.getByText('Messages can be at most 200 characters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(input).toHaveValue('x'.repeat(201));
});

// The support desk across the two apps, with no reload on either side: a member writes to the
// live chat from the player site (English, 1440 px); a support user (Arabic, 375 px, right to
// left) takes the chat in the console and answers; the member sees the answer through their
// event stream, the support user sees the member's reply, and closing the chat ends it on the
// site. The same support user then answers the member's feedback with its image. axe on the
// console's chat and feedback screens, their dialogs and the member's chat.
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import { text, useLanguage } from '@platform/playwright-config/support';
import { PLAYER_PORT } from '../playwright.config';
import {
  createStaff,
  sendFeedback,
  signedInMember,
  signInFirstTime,
  STAFF_PASSWORD,
  t,
} from './console-support';

const PLAYER_URL = `http://127.0.0.1:${PLAYER_PORT}`;
const site = (key: string) => text('EN', 'content', key);
/** What a person waits for: the answer on the member's screen within 2 s. */
const LIVE = { timeout: 2000 };

test('a support user answers a live chat that the member sees at once, then feedback', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const member = await signedInMember(request);

  // The member, signed in on the player site, writes to customer service.
  const member$ = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const site$ = await member$.newPage();
  await useLanguage(site$, 'EN');
  await site$.goto(`${PLAYER_URL}/?service=1&token=${member.token}`);
  await site$.getByTestId('service-LIVECHAT').click();
  const chat = site$.getByTestId('live-chat');
  await chat.getByLabel(site('service.chat.placeholder')).fill('Where is my deposit?');
  await chat.getByRole('button', { name: site('service.chat.send') }).click();
  const siteMessages = chat.getByTestId('live-chat-messages').getByRole('listitem');
  await expect(siteMessages).toHaveCount(2);
  await checkA11y(site$, 'member live chat');

  // Support, in Arabic on a phone, finds the waiting chat and takes it.
  const lang = 'AR';
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 375, height: 800 });
  const support = await createStaff(request, 'support');
  await signInFirstTime(page, lang, support, STAFF_PASSWORD);
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();
  await page.getByRole('link', { name: t(lang, 'live_chat.nav') }).click();
  const open = page.getByRole('button', {
    name: t(lang, 'live_chat.open_for', { name: member.username }),
  });
  await expect(open).toBeVisible();
  await checkA11y(page, 'live chat list');
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('live-chat-messages')).toContainText('Where is my deposit?');
  await dialog.getByRole('button', { name: t(lang, 'live_chat.take') }).click();
  const answer = dialog.getByLabel(t(lang, 'live_chat.answer'));
  await answer.fill('We found it: credited now.');
  await checkA11y(page, 'live chat dialog');
  await dialog.getByRole('button', { name: t(lang, 'live_chat.send') }).click();
  await expect(answer).toHaveValue('');

  // The member's open chat shows the answer (the event stream), no reload.
  await expect(siteMessages.last()).toHaveText('We found it: credited now.', LIVE);
  await chat.getByLabel(site('service.chat.placeholder')).fill('Thank you!');
  await chat.getByRole('button', { name: site('service.chat.send') }).click();
  // ...and support sees the member's reply while the dialog stays open.
  await expect(dialog.getByTestId('live-chat-messages').getByRole('listitem').last()).toContainText(
    'Thank you!',
  );

  await dialog.getByRole('button', { name: t(lang, 'live_chat.close') }).click();
  await expect(dialog.getByTestId('live-chat-state')).toContainText(
    t(lang, 'live_chat.status.closed'),
  );
  await expect(chat.getByTestId('live-chat-ended')).toHaveText(site('service.chat.ended'));
  await member$.close();

  // Feedback with its image, answered from the console (the inbox message: API tests).
  await sendFeedback(request, member.token, 'The deposit page froze after I paid.');
  await dialog.getByRole('button', { name: t(lang, 'actions.cancel') }).click();
  await page.getByRole('link', { name: t(lang, 'feedback.nav') }).click();
  await expect(page.getByTestId('feedback-table')).toContainText(member.username);
  await checkA11y(page, 'feedback list');
  await page
    .getByRole('button', { name: t(lang, 'feedback.view_for', { name: member.username }) })
    .click();
  const feedback = page.getByRole('dialog');
  await expect(feedback.getByTestId('feedback-image')).toBeVisible();
  await feedback.getByLabel(t(lang, 'live_chat.answer')).fill('Fixed: please try again.');
  await checkA11y(page, 'feedback dialog');
  await feedback.getByRole('button', { name: t(lang, 'feedback.send') }).click();
  await expect(feedback.getByTestId('feedback-answer')).toContainText('Fixed: please try again.');
});

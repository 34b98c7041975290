// When the session reminder is due: every `intervalMinutes` after sign-in. The reminders a
// member has answered in this tab are remembered, so a reload does not ask again.

/** The number of the next reminder not yet answered, and when it is due (epoch ms). */
export function nextReminder(
  startedAt: number,
  intervalMinutes: number,
  answered: number,
): { index: number; dueAt: number } {
  const step = intervalMinutes * 60_000;
  const index = Math.max(answered + 1, 1);
  return { index, dueAt: startedAt + index * step };
}

const KEY = 'realityCheckAnswered';

/** The last reminder answered in this session (0 when none). */
export function answeredReminder(startedAt: number): number {
  try {
    const [at, index] = (sessionStorage.getItem(KEY) ?? '').split(':');
    return Number(at) === startedAt ? Number(index) || 0 : 0;
  } catch {
    return 0;
  }
}

export function answerReminder(startedAt: number, index: number): void {
  try {
    sessionStorage.setItem(KEY, `${startedAt}:${index}`);
  } catch {
    // Storage off: the reminder may come again after a reload.
  }
}

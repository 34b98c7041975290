// The inbox's address (/member/messageV2): ?page= (a positive page, 1 left out) and ?open=
// (the message shown). Anything else is dropped, so a bad value opens the first page.

export interface MessagesSearch {
  page?: number;
  open?: number;
}

const positive = (raw: unknown): number | undefined => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= 2 ** 31 - 1 ? n : undefined;
};

/** validateSearch of the inbox. */
export function parseMessagesSearch(raw: Record<string, unknown>): MessagesSearch {
  const out: MessagesSearch = {};
  const page = positive(raw.page);
  if (page && page > 1) out.page = page;
  const open = positive(raw.open);
  if (open) out.open = open;
  return out;
}

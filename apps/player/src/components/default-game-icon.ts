/** Shown when a game's image cannot be loaded (spec: default game icon). Inline, so it never fails. */
export const DEFAULT_GAME_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="#1a2236"/>' +
      '<path d="M120 52c32 38 60 54 60 80 0 22-26 32-48 16 3 16 9 26 19 30H89c10-4 16-14 19-30-22 16-48 6-48-16 0-26 28-42 60-80z" fill="#35415f"/></svg>',
  );

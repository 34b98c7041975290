import { useTranslation } from '@platform/i18n/react';
import { useId, useState } from 'react';
import { CloseIcon, SearchIcon } from '../../components/icons';

export interface LobbySearchBoxProps {
  value: string | undefined;
  /** Receives the trimmed name, or undefined for none. */
  onSearch: (name: string | undefined) => void;
}

/** Search by game name; surrounding spaces are ignored. */
export function LobbySearchBox({ value, onSearch }: LobbySearchBoxProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    // The URL changed (back, forward, a vendor chosen): show what it says.
    setSynced(value);
    setText(value ?? '');
  }
  return (
    <form
      role="search"
      className="relative flex w-full items-center sm:w-72"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('lobby.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={64}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('lobby.search_placeholder')}
        data-testid="lobby-search"
        className="h-10 w-full rounded-full border border-border bg-surface ps-4 pe-20 text-sm text-fg placeholder:text-fg-muted focus:border-accent focus:outline-2 focus:outline-accent [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={t('lobby.clear_search')}
          onClick={() => {
            setText('');
            onSearch(undefined);
          }}
          className="absolute end-10 grid size-8 place-items-center rounded-full text-fg-muted hover:text-fg"
        >
          <CloseIcon width={16} height={16} />
        </button>
      )}
      <button
        type="submit"
        aria-label={t('lobby.search_button')}
        className="absolute end-1 grid size-8 place-items-center rounded-full bg-accent text-accent-contrast"
      >
        <SearchIcon width={16} height={16} />
      </button>
    </form>
  );
}

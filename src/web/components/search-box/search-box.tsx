import { ActionIcon, Box, CloseButton, Kbd, Popover, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { type KeyboardEvent, type Ref, useRef } from 'react';
import { useFirstOpen } from '../../hooks/use-first-open';
import { useKeyboardShortcuts } from '../../hooks/use-keyboard-shortcuts';
import target from '../touch-target.module.css';
import { SearchIcon } from './search-icon';
import { type SearchInput, useSearchInput } from './use-search-input';
import { pressedAbovePage } from '../../lib/shortcut-guard';
import { MAX_SEARCH_LENGTH } from '../../../contracts/news-constants';

const LABEL = 'Search news';

interface FieldProps {
  search: SearchInput;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  onDone?: () => void;
}

function SearchField({ search, inputRef, autoFocus, onDone }: FieldProps) {
  // The "/" hint only while the shortcut works.
  const [shortcuts] = useKeyboardShortcuts();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      search.submit();
      onDone?.();
    }
    if (event.key === 'Escape') event.currentTarget.blur();
  };
  // 24 px, the least a pointer may be given (touch-target.module.css); not more, which would cover the field's text.
  const clearButton = <CloseButton className={target.icon} aria-label="Clear search" onClick={search.clear} />;
  return (
    <TextInput
      ref={inputRef}
      type="search"
      aria-label={LABEL}
      placeholder={LABEL}
      autoFocus={autoFocus}
      value={search.value}
      // The news calls take no longer search: past it, a pasted text could never be searched.
      maxLength={MAX_SEARCH_LENGTH}
      onChange={(event) => search.change(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      leftSection={<SearchIcon />}
      rightSection={search.value !== '' ? clearButton : shortcuts && <Kbd size="xs">/</Kbd>}
      // The browser's own clear cross would double ours.
      styles={{ input: { WebkitAppearance: 'none' } }}
    />
  );
}

interface SearchBoxProps {
  /** From this breakpoint up the field sits in the header; below it (at every width for `never`) a button opens it. */
  inlineFrom?: 'sm' | 'never';
}

/**
 * The header's search: an inline field where the header has room, a button opening the field
 * where it has not (phones; a member's header full of links). "/" focuses it from anywhere but a
 * text field, unless the reader has turned the shortcuts off.
 */
export function SearchBox({ inlineFrom = 'sm' }: SearchBoxProps) {
  const search = useSearchInput();
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popover = useFirstOpen(triggerRef, 'dialog');
  const [shortcuts] = useKeyboardShortcuts();

  const focusSearch = () => {
    const input = inputRef.current;
    if (input && input.offsetParent !== null) input.focus();
    else popover.open();
  };
  useHotkeys(
    shortcuts
      ? [
          [
            '/',
            (event) => {
              if (!pressedAbovePage(event)) focusSearch();
            },
          ],
        ]
      : [],
  );

  const trigger = (
    <ActionIcon
      ref={triggerRef}
      variant="default"
      size="lg"
      aria-label={LABEL}
      hiddenFrom={inlineFrom === 'never' ? undefined : inlineFrom}
      {...popover.triggerProps}
    >
      <SearchIcon />
    </ActionIcon>
  );
  return (
    <>
      {/* The popover itself only once opened (hooks/use-first-open.ts says why). */}
      {popover.mounted ? (
        <Popover opened={popover.opened} onChange={popover.setOpened} position="bottom-end" width="min(calc(100vw - 32px), 360px)" shadow="md" trapFocus>
          <Popover.Target>{trigger}</Popover.Target>
          <Popover.Dropdown>
            <SearchField search={search} autoFocus onDone={() => popover.setOpened(false)} />
          </Popover.Dropdown>
        </Popover>
      ) : (
        trigger
      )}
      {inlineFrom !== 'never' && (
        <Box visibleFrom={inlineFrom} w={{ sm: 200, xl: 260 }}>
          <SearchField search={search} inputRef={inputRef} />
        </Box>
      )}
    </>
  );
}

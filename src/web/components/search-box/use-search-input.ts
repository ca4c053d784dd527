import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM } from './use-search-query';
import { withParam } from '../../lib/search-params';

// Long enough to skip a request per keystroke, short enough to feel like search-as-you-type.
const TYPING_PAUSE_MS = 300;

export interface SearchInput {
  value: string;
  change: (text: string) => void;
  /** Applies the text now (Enter). */
  submit: () => void;
  clear: () => void;
}

/**
 * The search box's text and where it goes: on the home route it filters the feed through ?q= as
 * the reader types; elsewhere Enter takes them to the home feed with that search.
 */
export function useSearchInput(): SearchInput {
  const onHome = useLocation().pathname === '/';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get(SEARCH_PARAM) ?? '';
  const [value, setValue] = useState(urlQuery);
  const [synced, setSynced] = useState(urlQuery);
  // The search this box last put in the address: its arrival is no news to the box.
  const [applied, setApplied] = useState<string | null>(null);

  // The address changed without typing (back button, a link): show its search. Our own search
  // arriving leaves the text alone: on a slow phone the keys typed since (the address is set while
  // the reader types on) had been overwritten. Text that only differs by spaces is left alone too,
  // so typing "bitcoin " does not lose its space.
  if (urlQuery !== synced) {
    setSynced(urlQuery);
    if (urlQuery !== applied && urlQuery !== value.trim()) setValue(urlQuery);
  }

  const apply = (text: string) => {
    const q = text.trim();
    setApplied(q);
    if (!onHome) {
      if (q !== '') void navigate(`/?${new URLSearchParams({ [SEARCH_PARAM]: q }).toString()}`);
      return;
    }
    // Replace, not push: refining a search is not a place to go back to, as with the topic.
    setParams((current) => withParam(current, SEARCH_PARAM, q === '' ? null : q), { replace: true });
  };
  const applyLater = useDebouncedCallback(apply, TYPING_PAUSE_MS);

  return {
    value,
    change: (text) => {
      setValue(text);
      if (onHome) applyLater(text);
    },
    submit: () => {
      applyLater.cancel();
      apply(value);
    },
    clear: () => {
      applyLater.cancel();
      setValue('');
      apply('');
    },
  };
}

import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { cleanKeywords } from '../../../contracts/preferences-constants';
import { MAX_MUTED_KEYWORD_LENGTH, MAX_MUTED_KEYWORDS, MAX_MUTED_TICKERS } from '../../../contracts/mutes-constants';
import type { Mutes } from '../../../contracts/mutes';
import { FILTER_TICKER_SHAPE, filterSymbol } from '../../../contracts/news-constants';
import { readableMessage } from '../../api/api-error';
import { listsOf, useMutes, useSaveMutes } from '../../api/mutes';
import { tickerLabel } from '../../lib/ticker-link';
import { type Chip, RemovableChips } from './removable-chips';

/** One list of mutes: its entries, unmuted by their own buttons, or a line saying it is empty. */
function Entries(props: { name: string; chips: Chip[]; empty: string; onRemove: (key: string) => void; onEmptied: () => void }) {
  return <RemovableChips {...props} color="gray" removeName={(label) => `Unmute ${label}`} />;
}

interface AdderProps {
  label: string;
  placeholder: string;
  /** The new entries of what was typed, or a sentence saying what is wrong with it. */
  parse: (text: string) => string[] | string;
  onAdd: (entries: string[]) => void;
  field: RefObject<HTMLInputElement | null>;
}

/** A comma-separated input with an Add button; Enter adds too. */
function Adder({ label, placeholder, parse, onAdd, field }: AdderProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const parsed = parse(draft);
    if (typeof parsed === 'string') return setProblem(parsed);
    setProblem(null);
    setDraft('');
    if (parsed.length > 0) onAdd(parsed);
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        ref={field}
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        error={problem}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
        style={{ flex: 1 }}
      />
      <Button variant="default" onClick={add}>
        Add
      </Button>
    </Group>
  );
}

function parseKeywords(text: string, kept: string[]): string[] | string {
  const fresh = cleanKeywords(text.split(',')).filter((k) => !kept.some((old) => old.toLowerCase() === k.toLowerCase()));
  if (fresh.some((k) => k.length > MAX_MUTED_KEYWORD_LENGTH)) return `Each keyword at most ${MAX_MUTED_KEYWORD_LENGTH} characters`;
  if (kept.length + fresh.length > MAX_MUTED_KEYWORDS) return `At most ${MAX_MUTED_KEYWORDS} keywords`;
  return fresh;
}

function parseTickers(text: string, kept: string[]): string[] | string {
  const symbols = [...new Set(text.split(',').map(filterSymbol).filter((s) => s !== ''))].filter((s) => !kept.includes(s));
  const bad = symbols.find((s) => !FILTER_TICKER_SHAPE.test(s));
  if (bad !== undefined) return `“${bad}” is not a symbol such as BTC or $ETH`;
  if (kept.length + symbols.length > MAX_MUTED_TICKERS) return `At most ${MAX_MUTED_TICKERS} tickers`;
  return symbols;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Muted (docs/product.md#mutes): the sources, tickers and keywords the member's lists leave out.
 * Every change saves the three lists at once; a refused or failed save keeps what is on screen
 * beside the server's message, and the next change sends it again.
 */
export function MutesPanel() {
  const mutes = useMutes();
  const save = useSaveMutes();
  const [sending, setSending] = useState<Mutes | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const tickersField = useRef<HTMLInputElement>(null);
  const keywordsField = useRef<HTMLInputElement>(null);
  if (mutes.isPending) return <Loader role="status" aria-label="Loading mutes" />;
  if (mutes.isError) {
    return (
      <Alert color="red" title="Your mutes could not be loaded">
        <Text size="sm">{readableMessage(mutes.error, 'Failed to fetch mutes')}</Text>
        <Button variant="light" color="red" size="xs" mt="sm" onClick={() => void mutes.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const shown: Mutes = sending ?? listsOf(mutes.data);
  const names = mutes.data.sourceNames;
  const update = (change: Partial<Mutes>) => {
    const next = { ...shown, ...change };
    setSending(next);
    save.mutate(next, { onSuccess: () => setSending(null) });
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="mutes-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="mutes-title" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            Muted
          </Title>
          {save.isPending && (
            <Text size="sm" c="dimmed" role="status">
              Saving changes...
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Left out of your feed, search, For You, the digest and auto-posting. Mute a source or a ticker from a story’s ⋯ menu.
        </Text>
        {save.isError && <Alert color="red">{readableMessage(save.error, 'Failed to save mutes')}</Alert>}
        <Section title="Sources">
          <Entries
            name="Muted sources"
            chips={shown.sources.map((id) => ({ key: String(id), label: names[String(id)] ?? `Source ${id}` }))}
            empty="No muted sources."
            onRemove={(key) => update({ sources: shown.sources.filter((id) => String(id) !== key) })}
            onEmptied={() => heading.current?.focus()}
          />
        </Section>
        <Section title="Tickers">
          <Entries
            name="Muted tickers"
            chips={shown.tickers.map((t) => ({ key: t, label: tickerLabel(t) }))}
            empty="No muted tickers."
            onRemove={(key) => update({ tickers: shown.tickers.filter((t) => t !== key) })}
            onEmptied={() => tickersField.current?.focus()}
          />
          <Adder field={tickersField} label="Mute tickers" placeholder="Tickers, such as $DOGE, SHIB" parse={(text) => parseTickers(text, shown.tickers)} onAdd={(added) => update({ tickers: [...shown.tickers, ...added] })} />
        </Section>
        <Section title="Keywords">
          <Text size="xs" c="dimmed">
            A story whose title has one of these as a whole word, in any case, is left out.
          </Text>
          <Entries
            name="Muted keywords"
            chips={shown.keywords.map((k) => ({ key: k, label: k }))}
            empty="No muted keywords."
            onRemove={(key) => update({ keywords: shown.keywords.filter((k) => k !== key) })}
            onEmptied={() => keywordsField.current?.focus()}
          />
          <Adder field={keywordsField} label="Mute keywords" placeholder="Words, comma separated" parse={(text) => parseKeywords(text, shown.keywords)} onAdd={(added) => update({ keywords: [...shown.keywords, ...added] })} />
        </Section>
      </Stack>
    </Paper>
  );
}

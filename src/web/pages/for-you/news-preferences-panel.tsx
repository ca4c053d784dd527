import { Alert, Box, Button, Checkbox, Divider, Group, Loader, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  cleanKeywords,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORDS,
  POSTING_FREQUENCY,
  PREFERENCE_CATEGORIES,
  PREFERENCE_CATEGORY_LABELS,
  type PreferenceCategory,
} from '../../../contracts/preferences-constants';
import { MAX_LANGUAGES } from '../../../contracts/languages-constants';
import type { Preferences } from '../../../contracts/preferences';
import { readableMessage } from '../../api/api-error';
import { usePreferences, useSavePreferences } from '../../api/preferences';
import { languageOptions } from '../../lib/languages';
import { RemovableChips } from './removable-chips';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));

function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

function toggled(list: PreferenceCategory[], category: PreferenceCategory, on: boolean): PreferenceCategory[] {
  return on ? [...list, category] : list.filter((c) => c !== category);
}

interface CategoryBoxesProps {
  label: string;
  value: PreferenceCategory[];
  disabled?: boolean;
  onChange: (next: PreferenceCategory[]) => void;
}

function CategoryBoxes({ label, value, disabled = false, onChange }: CategoryBoxesProps) {
  return (
    <Checkbox.Group label={label} value={value}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
        {PREFERENCE_CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            value={category}
            label={PREFERENCE_CATEGORY_LABELS[category]}
            disabled={disabled}
            onChange={(event) => onChange(toggled(value, category, event.currentTarget.checked))}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** A keyword as a message quotes it: a long one cut short, so the message stays readable. */
function quoted(keyword: string): string {
  return `“${keyword.length > 24 ? `${keyword.slice(0, 23)}…` : keyword}”`;
}

/**
 * Why these new keywords cannot be added (the server refuses both: at most MAX_KEYWORDS, each at most
 * MAX_KEYWORD_LENGTH characters), in words the member can act on; null when they fit.
 */
function keywordProblem(kept: number, fresh: string[]): string | null {
  const long = fresh.find((k) => k.length > MAX_KEYWORD_LENGTH);
  if (long !== undefined) return `A keyword can be at most ${MAX_KEYWORD_LENGTH} characters: ${quoted(long)} has ${long.length}.`;
  const room = MAX_KEYWORDS - kept;
  if (fresh.length > room) {
    const left = room === 0 ? 'remove one to add another' : `${room} more ${room === 1 ? 'fits' : 'fit'}`;
    return `You can follow at most ${MAX_KEYWORDS} keywords: you have ${kept}, ${left}.`;
  }
  return null;
}

function KeywordsInput({ keywords, onAdd, onRemove }: { keywords: string[]; onAdd: (next: string[]) => void; onRemove: (keyword: string) => void }) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const add = () => {
    const known = new Set(keywords.map((k) => k.toLowerCase()));
    const fresh = cleanKeywords(draft.split(',')).filter((k) => !known.has(k.toLowerCase()));
    // Refused whole, the typing kept in the box beside the reason, rather than cut or dropped unseen.
    const refused = keywordProblem(keywords.length, fresh);
    setProblem(refused);
    if (refused !== null) return;
    setDraft('');
    // docs/product.md#personalised-feed-page: nothing is sent when none of them is new.
    if (fresh.length > 0) onAdd([...keywords, ...fresh]);
  };
  return (
    <Stack gap="xs">
      <TextInput
        ref={field}
        label="Keywords"
        description={`Comma separated: words, names or tickers such as Uniswap, $BTC, AAPL (up to ${MAX_KEYWORDS}, each at most ${MAX_KEYWORD_LENGTH} characters)`}
        placeholder="Add keywords"
        value={draft}
        error={problem}
        // Said as soon as it shows, also to whoever pressed Add rather than Enter in the box.
        errorProps={{ role: 'alert' }}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        // Add sits beside the box itself, so a message under the box leaves it in line with the box.
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Box flex={1} miw={0}>
              {input}
            </Box>
            <Button variant="default" onClick={add}>
              Add
            </Button>
          </Group>
        )}
      />
      <RemovableChips
        name="Keywords you follow"
        chips={keywords.map((keyword) => ({ key: keyword, label: keyword }))}
        removeName={(keyword) => `Remove ${keyword}`}
        onRemove={onRemove}
        onEmptied={() => field.current?.focus()}
      />
    </Stack>
  );
}

/**
 * News Preferences (docs/product.md#personalised-feed-page): every change saves the whole object at once, with "Saving
 * changes..." while it is on its way; the digest opt-in, its hour and time zone sit at the end.
 */
export function NewsPreferencesPanel() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  // What is on its way shows at once, set in the same event as the click (a controlled switch would
  // otherwise flip back until the mutation's state arrives); the saved answer replaces it. A refused
  // save (docs/product.md#personalised-feed-page) keeps the member's choices on
  // screen beside the server's message, and the next change sends them again.
  const [sending, setSending] = useState<Preferences | null>(null);
  if (preferences.isPending) return <Loader />;
  if (preferences.isError) {
    return <Alert color="red">Error loading preferences. Please sign in to manage your preferences.</Alert>;
  }
  const shown: Preferences = sending ?? preferences.data;
  const update = (change: Partial<Preferences>) => {
    const next = { ...shown, ...change };
    setSending(next);
    save.mutate(next, { onSuccess: () => setSending(null) });
  };
  const autoPosting = shown.automated_posting_enabled;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            News Preferences
          </Title>
          {save.isPending && (
            <Text size="sm" c="dimmed" role="status">
              Saving changes...
            </Text>
          )}
        </Group>
        {save.isError && <Alert color="red">{readableMessage(save.error, 'Failed to update user preferences')}</Alert>}
        <CategoryBoxes label="News categories" value={shown.news_categories} onChange={(next) => update({ news_categories: next })} />
        <KeywordsInput
          keywords={shown.keywords}
          onAdd={(next) => update({ keywords: next })}
          onRemove={(keyword) => update({ keywords: shown.keywords.filter((k) => k !== keyword) })}
        />
        <MultiSelect
          label="Languages I read"
          description="Your feed, recommendations, digest, alerts and auto-posts keep to these. None chosen: all languages. Headlines too short to tell are always shown."
          placeholder={shown.languages.length === 0 ? 'All languages' : undefined}
          data={languageOptions(shown.languages)}
          value={shown.languages}
          searchable
          clearable
          maxValues={MAX_LANGUAGES}
          hidePickedOptions
          onChange={(next) => update({ languages: next })}
        />
        <Divider />
        <Switch
          label="Automated posting to X"
          checked={autoPosting}
          onChange={(event) => update({ automated_posting_enabled: event.currentTarget.checked })}
        />
        <NumberInput
          label="Posting frequency (hours)"
          min={POSTING_FREQUENCY.min}
          max={POSTING_FREQUENCY.max}
          maw={220}
          disabled={!autoPosting}
          value={shown.posting_frequency}
          clampBehavior="strict"
          allowDecimal={false}
          onChange={(value) => {
            if (typeof value === 'number' && value >= POSTING_FREQUENCY.min && value <= POSTING_FREQUENCY.max && value !== shown.posting_frequency) {
              update({ posting_frequency: value });
            }
          }}
        />
        <CategoryBoxes label="Auto-post topics" value={shown.auto_post_topics} disabled={!autoPosting} onChange={(next) => update({ auto_post_topics: next })} />
        <Divider />
        <Switch
          label="Daily digest e-mail"
          description="Your top five recommendations, once a day"
          checked={shown.daily_digest}
          onChange={(event) => update({ daily_digest: event.currentTarget.checked })}
        />
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Send at"
            data={HOURS}
            value={String(shown.digest_hour)}
            allowDeselect={false}
            disabled={!shown.daily_digest}
            onChange={(value) => value !== null && update({ digest_hour: Number(value) })}
            miw={140}
          />
          <Select
            label="Time zone"
            data={timeZones()}
            value={shown.time_zone}
            searchable
            allowDeselect={false}
            disabled={!shown.daily_digest}
            onChange={(value) => value !== null && update({ time_zone: value })}
            miw={200}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

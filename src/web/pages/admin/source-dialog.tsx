import { Alert, Badge, Button, Checkbox, CloseButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { COMMON_SOURCE_CATEGORIES } from '../../../contracts/admin-constants';
import type { NewsSource, SourcePayload } from '../../../contracts/sources';
import { apiErrorOf, readableMessage } from '../../api/api-error';
import { testFetchSource, useSaveSource } from '../../api/admin';
import { PendingButton } from '../../components/pending-button/pending-button';
import target from '../../components/touch-target.module.css';
import { useRemovalFocus } from '../../hooks/use-removal-focus';
import { showToast } from '../../lib/toast';
import { errorToast } from './shared';

interface Form {
  name: string;
  url: string;
  type: 'rss' | 'api';
  categories: string[];
  enabled: boolean;
}

const EMPTY: Form = { name: '', url: '', type: 'rss', categories: [], enabled: true };

function formOf(source: NewsSource | null): Form {
  return source ? { name: source.name, url: source.url, type: source.type, categories: source.categories, enabled: source.enabled } : EMPTY;
}

/**
 * Whether a test fetch failed to fetch (the site down, or not reachable from here yet), which a
 * save may overrule, rather than refused the source itself (a private address, a category too
 * long, an API of no known provider), which saving would only be refused again.
 */
function couldNotFetch(error: unknown): boolean {
  return apiErrorOf(error)?.serverMessage.startsWith('Could not fetch this source:') ?? false;
}

export interface SourceDialogProps {
  /** null: closed; 'new': adding; a source: editing it. */
  editing: NewsSource | 'new' | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}

/**
 * Add/Edit source: Name, URL, Type, categories (chips, free text, common ones), Active; the URL is
 * test-fetched first, and after a test that could not fetch it the admin may save it anyway.
 */
export function SourceDialog({ editing, onClose, onSaved }: SourceDialogProps) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={editing !== null && editing !== 'new' ? 'Edit Source' : 'Add Source'} size="lg" centered>
      {/* Keyed by the source, so each opening starts from its own values. */}
      {editing !== null && <SourceForm key={editing === 'new' ? 'new' : editing.id} source={editing === 'new' ? null : editing} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function SourceForm({ source, onClose, onSaved }: { source: NewsSource | null; onClose: () => void; onSaved: (text: string) => void }) {
  const [form, setForm] = useState<Form>(() => formOf(source));
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  // The URL whose test fetch just failed: a site that is down, or not reachable from here yet,
  // may still be saved on purpose, and is then fetched on schedule until it answers.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const save = useSaveSource();
  const problemRef = useRef<HTMLDivElement>(null);
  // The problem shows at the top of the form, which on a phone is scrolled away from the buttons.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);

  const addCategory = (value: string) => {
    const category = value.trim().toLowerCase();
    if (category && !form.categories.includes(category)) setForm({ ...form, categories: [...form.categories, category] });
  };
  // A chosen category's ×, a common one's "+" and Add go once pressed (Add is disabled with the field
  // empty): the focus goes to the next of its kind, else the one before, else the field, rather than
  // to the dialog's body (WCAG 2.4.3).
  const fieldRef = useRef<HTMLInputElement>(null);
  const toField = () => fieldRef.current?.focus();
  const common = COMMON_SOURCE_CATEGORIES.filter((c) => !form.categories.includes(c));
  const chosenFocus = useRemovalFocus(form.categories, toField);
  const commonFocus = useRemovalFocus(common, toField);
  const removeCategory = (category: string) => {
    chosenFocus.removing(category);
    setForm({ ...form, categories: form.categories.filter((x) => x !== category) });
  };
  const addCommon = (category: string) => {
    commonFocus.removing(category);
    addCategory(category);
  };
  const addCustom = () => {
    addCategory(custom);
    setCustom('');
    toField();
  };

  async function submit(skipTest: boolean): Promise<void> {
    const payload: SourcePayload = { ...form, name: form.name.trim(), url: form.url.trim() };
    const failure = source ? 'Failed to update news source' : 'Failed to add news source';
    setProblem(null);
    setFailedUrl(null);
    try {
      if (!skipTest && (!source || source.url !== payload.url)) {
        setTesting(true);
        await testFetchSource(payload).catch((error: unknown) => {
          if (couldNotFetch(error)) setFailedUrl(payload.url);
          throw error;
        });
      }
      await save.mutateAsync({ id: source?.id ?? null, payload });
      showToast({ title: source ? 'Source updated' : 'Source added' });
      onSaved(`Successfully ${source ? 'updated' : 'added'} news source: ${payload.name}`);
    } catch (error) {
      const text = readableMessage(error, failure);
      setProblem(text);
      errorToast(text);
    } finally {
      setTesting(false);
    }
  }

  const busy = testing || save.isPending;
  const canSaveAnyway = failedUrl !== null && failedUrl === form.url.trim();
  return (
      <Stack gap="sm">
        {problem && (
          <Alert ref={problemRef} color="red" title="Error">
            {problem}
            {canSaveAnyway && (
              <>
                <Text size="sm" mt="xs">
                  You can save it anyway: it is fetched on schedule and shows as not reached yet, with its last error, until a fetch succeeds.
                </Text>
                <PendingButton size="xs" mt="xs" color="orange" onClick={() => void submit(true)} disabled={!form.name.trim()} pending={busy}>Save anyway</PendingButton>
              </>
            )}
          </Alert>
        )}
        <TextInput label="Name" placeholder="Source Name" required value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} />
        <TextInput
          label="URL"
          required
          placeholder="https://example.com/feed.xml"
          description="For RSS feeds, enter the full feed URL"
          value={form.url}
          onChange={(e) => setForm({ ...form, url: e.currentTarget.value })}
        />
        <Select
          label="Type"
          data={[{ value: 'rss', label: 'RSS Feed' }, { value: 'api', label: 'API Source' }]}
          value={form.type}
          allowDeselect={false}
          onChange={(value) => setForm({ ...form, type: value === 'api' ? 'api' : 'rss' })}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>Categories</Text>
          <Group gap={6} mb="xs">
            {form.categories.length === 0 && <Text size="sm" c="dimmed">No categories</Text>}
            {form.categories.map((c) => (
              <Badge key={c} variant="light" size="lg" pr={2} rightSection={<CloseButton ref={chosenFocus.buttonRef(c)} className={target.icon} aria-label={`Remove ${c}`} onClick={() => removeCategory(c)} />}>
                {c}
              </Badge>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              ref={fieldRef}
              placeholder="Add a category"
              aria-label="Add a category"
              value={custom}
              style={{ flex: 1 }}
              onChange={(e) => setCustom(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addCategory(custom);
                  setCustom('');
                }
              }}
            />
            <Button variant="default" disabled={custom.trim() === ''} onClick={addCustom}>Add</Button>
          </Group>
          <Text size="xs" c="dimmed" mt="xs" mb={4}>Common categories</Text>
          <Group gap={4}>
            {common.map((c) => (
              <Badge key={c} ref={commonFocus.buttonRef(c)} variant="outline" color="gray" size="lg" style={{ cursor: 'pointer' }} component="button" type="button" onClick={() => addCommon(c)}>
                + {c}
              </Badge>
            ))}
          </Group>
        </div>
        <Checkbox label="Active (enable fetching from this source)" checked={form.enabled} onChange={(e) => setForm({ ...form, enabled: e.currentTarget.checked })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>Cancel</Button>
          {/* aria-disabled while it tests and saves, so the focus stays on it (PendingButton) and "Processing..." shows. */}
          <PendingButton onClick={() => void submit(false)} disabled={!form.name.trim() || !form.url.trim()} pending={false} aria-disabled={busy} data-disabled={busy || undefined}>
            {busy ? 'Processing...' : source ? 'Update' : 'Add Source'}
          </PendingButton>
        </Group>
      </Stack>
  );
}

import { Alert, Anchor, Badge, Button, FileButton, Group, List, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { OpmlReport } from '../../../contracts/admin-sources';
import type { NewsSource } from '../../../contracts/sources';
import { readableMessage } from '../../api/api-error';
import { useAdminSources, useImportOpml } from '../../api/admin';
import { useFocusAfterRender } from '../../hooks/use-focus-after-render';
import { languageLabel } from '../../lib/languages';
import { showToast } from '../../lib/toast';
import { SourceDialog } from './source-dialog';
import { ActionsTd, ActionsTh, errorToast, formatDateTime } from './shared';
import { PendingButton } from '../../components/pending-button/pending-button';
import { ScrollX } from '../../components/scroll-x/scroll-x';

function ImportReport({ report, onClose }: { report: OpmlReport; onClose: () => void }) {
  return (
    <Alert color="blue" title="OPML import" withCloseButton onClose={onClose} mb="sm">
      <Text size="sm">Added {report.added.length}, skipped {report.duplicates.length} as duplicates, refused {report.refused.length}.</Text>
      {report.refused.length > 0 && (
        <List size="sm" mt={4}>
          {report.refused.map((r) => <List.Item key={r.url}><bdi>{r.name}</bdi>: {r.reason}</List.Item>)}
        </List>
      )}
    </Alert>
  );
}

/** Sources: the list, Add/Edit, and OPML import and export (our addition). */
export function SourcesTab() {
  const { data, error, refetch, isFetching } = useAdminSources();
  const [editing, setEditing] = useState<NewsSource | 'new' | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [report, setReport] = useState<OpmlReport | null>(null);
  const importOpml = useImportOpml();
  // Our own flag rather than the mutation's: it clears in the same render as the report shows, so
  // the button is enabled again when the focus is handed back to it.
  const [importing, setImporting] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  async function importFile(file: File | null): Promise<void> {
    if (!file) return;
    setImporting(true);
    try {
      const result = await importOpml.mutateAsync(await file.text());
      setReport(result);
      showToast({ title: 'OPML imported', message: `${result.added.length} sources added` });
    } catch (failure) {
      errorToast(readableMessage(failure, 'Failed to import OPML'));
    } finally {
      setImporting(false);
      // Loading, the button was disabled, which dropped the focus to the page's body: it gets it
      // back, and the report (an alert, read out as it shows) is the next Tab stop's neighbour.
      focusAfterRender(() => importButton.current);
    }
  }

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Button size="xs" onClick={() => setEditing('new')}>+ Add Source</Button>
          <PendingButton size="xs" variant="default" pending={isFetching} onClick={() => void refetch()}>Refresh</PendingButton>
        </Group>
        <Group gap="xs">
          <FileButton onChange={(file) => void importFile(file)} accept=".opml,.xml,text/xml,text/x-opml">
            {(props) => <Button {...props} ref={importButton} size="xs" variant="default" loading={importing}>Import OPML</Button>}
          </FileButton>
          <Button component="a" href="/api/admin/news-sources/opml" download size="xs" variant="default">Export OPML</Button>
        </Group>
      </Group>
      {banner && <Alert color="teal" mb="sm" withCloseButton onClose={() => setBanner(null)}>{banner}</Alert>}
      {report && <ImportReport report={report} onClose={() => setReport(null)} />}
      {error && <Alert color="red">{readableMessage(error, 'Failed to fetch news sources')}</Alert>}
      <ScrollX label="Sources">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {['ID', 'Name', 'Type', 'Categories', 'URL', 'Language', 'Status', 'Last Fetch'].map((h) => <Table.Th key={h}>{h}</Table.Th>)}
              <ActionsTh />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.id}</Table.Td>
                {/* A name may have no space to wrap at: it breaks anywhere, in a column wide enough to read and narrow enough to leave the others in view. */}
                <Table.Td miw={160} maw={320} style={{ overflowWrap: 'anywhere' }}>{s.name}</Table.Td>
                <Table.Td>{s.type}</Table.Td>
                <Table.Td>
                  {s.categories.length === 0 ? <Text size="sm" c="dimmed">No categories</Text> : (
                    <Group gap={4}>{s.categories.map((c) => <Badge key={c} size="xs" variant="light">{c}</Badge>)}</Group>
                  )}
                </Table.Td>
                <Table.Td maw={260}><Anchor href={s.url} target="_blank" rel="noopener noreferrer" size="sm" lineClamp={1} title={s.url}>{s.url}</Anchor></Table.Td>
                {/* The language of most of its last 30 days of articles (docs/product.md#admin-dashboard). */}
                <Table.Td title={s.main_language ?? 'No articles in a known language in the last 30 days'}>
                  {s.main_language ? languageLabel(s.main_language) : '—'}
                </Table.Td>
                {/* max-content: beside a long name the table squeezed a badge's label to "INACTI…"; the name wraps instead. */}
                <Table.Td>
                  <Badge color={s.enabled ? 'teal' : 'gray'} variant="light" miw="max-content">{s.enabled ? 'Active' : 'Inactive'}</Badge>
                  {s.enabled && s.last_success_at === null && <Badge color="orange" variant="light" ml={4} miw="max-content">Not reached yet</Badge>}
                  {s.last_error && <Text size="xs" c="red" lineClamp={2} title={s.last_error}>{s.last_error}</Text>}
                </Table.Td>
                <Table.Td>{formatDateTime(s.last_fetch_at)}</Table.Td>
                <ActionsTd>
                  <Button size="xs" variant="light" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>Edit</Button>
                </ActionsTd>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollX>
      <SourceDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setBanner(text);
          setEditing(null);
        }}
      />
    </>
  );
}

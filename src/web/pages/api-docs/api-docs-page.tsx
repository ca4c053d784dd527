import { Anchor, Badge, Code, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useOpenApiDocument } from '../../api/openapi';
import { TextPage, TextSection } from '../../components/layout/text-page';
import { ACCESS_LABELS, type Field, fieldsOf, groupOperations, type Operation, type OperationGroup } from './operations';

const DOCUMENT_URL = '/api/openapi.json';
const METHOD_COLORS = { get: 'teal', post: 'blue', put: 'orange', patch: 'orange', delete: 'red' } as const;
// Module names that do not read as titles by themselves.
const TAG_TITLES: Record<string, string> = { oidc: 'Sign-in with an identity provider', x: 'X', 'two-factor': 'Two-factor sign-in', 'provider-admin': 'News provider (admins)' };

function tagTitle(tag: string): string {
  return TAG_TITLES[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1).replaceAll('-', ' ');
}

function Fields({ fields }: { fields: Field[] }) {
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={`${field.where} ${field.name}`}>
              <Table.Td w={150} style={{ verticalAlign: 'top' }}>
                <Code>{field.name}</Code>
                {field.required && (
                  <Text span c="red" size="xs" ml={4} title="required">
                    *
                  </Text>
                )}
              </Table.Td>
              <Table.Td c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {field.where}: {field.takes}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OperationCard({ method, path, operation }: Operation) {
  const fields = fieldsOf(operation);
  const access = ACCESS_LABELS[operation['x-access']];
  const name = `${method.toUpperCase()} ${path}`;
  return (
    <Paper withBorder p="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={METHOD_COLORS[method]} radius="sm">
            {method.toUpperCase()}
          </Badge>
          <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {path}
          </Code>
          {access && (
            <Badge variant="outline" color={operation['x-access'] === 'admin' ? 'red' : 'yellow'} size="sm">
              {access}
            </Badge>
          )}
        </Group>
        {operation.summary && <Text size="sm">{operation.summary}</Text>}
        {fields.length > 0 && <Fields fields={fields} />}
      </Stack>
    </Paper>
  );
}

function TagSection({ group }: { group: OperationGroup }) {
  return (
    <Stack gap="sm" component="section" aria-label={tagTitle(group.tag)}>
      <Title order={3} fz="md">
        {tagTitle(group.tag)}
      </Title>
      {group.operations.map((operation) => (
        <OperationCard key={`${operation.method} ${operation.path}`} {...operation} />
      ))}
    </Stack>
  );
}

function Operations() {
  const { data, isPending, isError } = useOpenApiDocument();
  if (isPending) return <Skeleton h={240} />;
  if (isError) return <Text c="dimmed">The list of calls could not be loaded.</Text>;
  return (
    <Stack gap="xl">
      {groupOperations(data).map((group) => (
        <TagSection key={group.tag} group={group} />
      ))}
    </Stack>
  );
}

/** /api-docs: every call of this instance, drawn from the server's OpenAPI document so it cannot drift. */
export function ApiDocsPage() {
  return (
    <TextPage title="API" lead="The calls behind this site, for scripts and other readers. Every answer is JSON unless said otherwise.">
      <TextSection title="Using it">
        <Text size="sm">
          Send requests to this site&apos;s address. Calls without a badge need no key. Calls marked Members or Admins need a personal
          API token, sent as <Code>Authorization: Bearer &lt;token&gt;</Code> (create one in Settings), or the session cookie of a
          signed-in account, with the <Code>crumb</Code> cookie echoed in an <Code>X-CSRF-Token</Code> header on every POST, PUT and
          DELETE. An error answers with its HTTP status and <Code>{'{ statusCode, error, message }'}</Code>.
        </Text>
        <Text size="sm">
          The same list, with every answer&apos;s fields, as an OpenAPI 3.1 document for code generators and API tools:{' '}
          <Anchor href={DOCUMENT_URL}>
            <Code>{DOCUMENT_URL}</Code>
          </Anchor>
          . Fields marked * are required.
        </Text>
      </TextSection>
      <TextSection title="Endpoints">
        <Operations />
      </TextSection>
    </TextPage>
  );
}

import { Badge, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { TextPage, TextSection } from '../../components/layout/text-page';
import { type Endpoint, ENDPOINTS } from './endpoints';

function Params({ params }: { params: NonNullable<Endpoint['params']> }) {
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Tbody>
          {params.map(([name, takes]) => (
            <Table.Tr key={name}>
              <Table.Td w={120} style={{ verticalAlign: 'top' }}>
                <Code>{name}</Code>
              </Table.Td>
              <Table.Td c="dimmed">{takes}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={`GET ${endpoint.path}`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="teal" radius="sm">
            GET
          </Badge>
          <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.path}
          </Code>
          {endpoint.access === 'members' && (
            <Badge variant="outline" color="yellow" size="sm">
              Members
            </Badge>
          )}
        </Group>
        <Text size="sm">{endpoint.what}</Text>
        {endpoint.params && <Params params={endpoint.params} />}
      </Stack>
    </Paper>
  );
}

/** /api-docs: the public endpoints of this instance, until a fuller API reference exists. */
export function ApiDocsPage() {
  return (
    <TextPage title="API" lead="The public, read-only calls behind this site, for scripts and other readers. Every answer is JSON.">
      <TextSection title="Using it">
        <Text size="sm">
          Send GET requests to this site&apos;s address. Public calls need no key. Calls marked Members need the session cookie of
          a signed-in account. An error answers with its HTTP status and <Code>{'{ statusCode, error, message }'}</Code>.
        </Text>
      </TextSection>
      <TextSection title="Endpoints">
        <Stack gap="sm">
          {ENDPOINTS.map((endpoint) => (
            <EndpointCard key={endpoint.path} endpoint={endpoint} />
          ))}
        </Stack>
      </TextSection>
    </TextPage>
  );
}

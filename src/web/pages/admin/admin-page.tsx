import { Center, Container, Loader, Tabs } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../hooks/use-session';
import { useTabParam } from '../../hooks/use-tab-param';
import { AdminHeader } from './admin-header';
import { AuditTab } from './audit-tab';
import { NewsTab } from './news-tab';
import { ProviderTab } from './provider-tab';
import { SourcesTab } from './sources-tab';
import { StatCards } from './stat-cards';
import { SummariesTab } from './summaries-tab';
import { UsersTab } from './users-tab';
import { ScrollX } from '../../components/scroll-x/scroll-x';

const ADMIN_TABS = ['news', 'summaries', 'users', 'sources', 'marketaux', 'audit'] as const;

/** /admin: admins only; a spinner while the session loads, everyone else is sent to /. */
export function AdminPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useTabParam('tab', ADMIN_TABS, 'news', ['section']);
  const allowed = session.status === 'signed-in' && session.isAdmin;
  useEffect(() => {
    if (session.status !== 'loading' && !allowed) void navigate('/', { replace: true });
  }, [session.status, allowed, navigate]);
  if (!allowed || !session.user) {
    return (
      <Center py={80}>
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  // Fluid with the header's own padding: the dashboard's edges line up with the header's at every width.
  return (
    <Container fluid py="md" px="md">
      <AdminHeader user={session.user} />
      <StatCards />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <ScrollX label="Admin sections" selected={tab}>
          <Tabs.List mb="md" style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="news">News</Tabs.Tab>
          <Tabs.Tab value="summaries">One-Minute Summaries</Tabs.Tab>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          <Tabs.Tab value="sources">Sources</Tabs.Tab>
          <Tabs.Tab value="marketaux">Marketaux</Tabs.Tab>
          <Tabs.Tab value="audit">Audit</Tabs.Tab>
          </Tabs.List>
        </ScrollX>
        <Tabs.Panel value="news"><NewsTab /></Tabs.Panel>
        <Tabs.Panel value="summaries"><SummariesTab /></Tabs.Panel>
        <Tabs.Panel value="users"><UsersTab /></Tabs.Panel>
        <Tabs.Panel value="sources"><SourcesTab /></Tabs.Panel>
        <Tabs.Panel value="marketaux"><ProviderTab /></Tabs.Panel>
        <Tabs.Panel value="audit"><AuditTab /></Tabs.Panel>
      </Tabs>
    </Container>
  );
}

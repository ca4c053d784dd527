import { Anchor, List, Text } from '@mantine/core';
import { useInstance } from '../../api/instance';
import { TextPage, TextSection } from '../../components/layout/text-page';

/** /privacy: what this instance keeps about visitors and members, as the software stores it. */
export function PrivacyPage() {
  const { data } = useInstance();
  return (
    <TextPage title="Privacy" lead="What this site keeps about you, and why. It is the same on every AlphaWire site unless its operator says otherwise.">
      <TextSection title="Cookies">
        <Text>This site sets two cookies of its own, and no others: no analytics, no advertising, no third-party scripts.</Text>
        <List spacing={4}>
          <List.Item>A session cookie, once you sign in: it keeps you signed in until you log out or it expires (30 days by default).</List.Item>
          <List.Item>A security cookie (crumb) that lets the site check that a form was sent from its own pages.</List.Item>
        </List>
      </TextSection>
      <TextSection title="Reading without an account">
        <Text>
          Reading the feed stores nothing about you. The news sources are fetched by the server; your browser contacts a publisher
          only to show a picture in an article you open, or when you follow Read Original.
        </Text>
      </TextSection>
      <TextSection title="Accounts">
        <List spacing={4}>
          <List.Item>Your username and e-mail address, and your password as a one-way hash (never the password itself).</List.Item>
          <List.Item>Your sessions: when each started and was last used, with the network address and browser it came from.</List.Item>
          <List.Item>Your preferences (topics, keywords, automatic posting) and, if you link X, your app credentials, encrypted.</List.Item>
          <List.Item>A log of account events (sign-up, role changes) with the network address they came from.</List.Item>
          <List.Item>A count of recent sign-in and sign-up attempts per address, kept for minutes, to stop password guessing.</List.Item>
        </List>
      </TextSection>
      <TextSection title="Logs">
        <Text>
          The server logs failed and slow requests by method, path, status and duration, and its own errors. Log lines never hold
          passwords, cookies or tokens, nor your network address.
        </Text>
      </TextSection>
      <TextSection title="Your data">
        <Text>
          Everything above stays in this site&apos;s own database; nothing is sold or shared. To have your account removed, ask the
          operator{data?.contactUrl ? ': ' : '.'}
          {data?.contactUrl && <Anchor href={data.contactUrl} underline="always">{data.contactUrl.replace(/^mailto:/, '')}</Anchor>}
        </Text>
      </TextSection>
    </TextPage>
  );
}

import { Badge, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { CHANNEL_PAUSE_AFTER, type CreatedChannel, MAX_CHANNELS } from '../../../../contracts/alerts';
import { readableMessage } from '../../../api/api-error';
import { useChannels } from '../../../api/alerts';
import { SettingsCard } from '../../../components/settings-card';
import { useFocusAfterRender } from '../../../hooks/use-focus-after-render';
import { AddChannelForm } from './add-channel-form';
import { BUILT_IN_NAMES } from './channel-names';
import { ChannelRow } from './channel-row';
import { ChannelSecretNotice } from './channel-secret-notice';

/** A built-in channel: always there, nothing to set up. */
function BuiltInRow({ name, text, disabled = false }: { name: string; text: string; disabled?: boolean }) {
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="built-in-channel">
      <Group gap={6} wrap="wrap">
        {/* Dimmed words, not a faded card: opacity took the note under 4.5:1. */}
        <Text fw={600} c={disabled ? 'dimmed' : undefined}>
          {name}
        </Text>
        <Badge size="sm" variant="light" color="gray" tt="none">
          Built in
        </Badge>
        <Badge size="sm" variant="light" color={disabled ? 'gray' : 'teal'}>
          {disabled ? 'Not available' : 'Active'}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {text}
      </Text>
    </Paper>
  );
}

/** Settings → Alerts → Channels (docs/product.md#alerts): where alerts go. */
export function ChannelsCard() {
  const channels = useChannels();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedChannel | null>(null);
  const list = channels.data?.items ?? [];
  const types = channels.data?.types ?? [];
  const full = list.length >= MAX_CHANNELS;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // The closed form, or the new secret's Done, gives the focus back to New channel (the secret's
  // notice, when there is one, is the next Tab stop), else to the card's heading.
  const focusNewChannel = () => focusAfterRender(() => newButtonRef.current, () => titleRef.current);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  // A deleted channel's row goes with its dialog: the focus goes to the next channel's Delete, else
  // the one before's, else to New channel or the heading.
  const deleted = (index: number) => {
    const neighbour = (at: number) => () => deleteButtons.current.get(list[at]?.id ?? -1);
    focusAfterRender(neighbour(index + 1), neighbour(index - 1), () => newButtonRef.current, () => titleRef.current);
  };
  const deleteRef = (id: number) => (button: HTMLButtonElement | null) => {
    if (button) deleteButtons.current.set(id, button);
    else deleteButtons.current.delete(id);
  };
  const closeForm = () => {
    setAdding(false);
    focusNewChannel();
  };

  return (
    <SettingsCard
      id="channels-title"
      title="Channels"
      titleRef={titleRef}
      action={
        !adding &&
        channels.data &&
        types.length > 0 && (
          <Button size="sm" ref={newButtonRef} onClick={() => setAdding(true)} disabled={full}>
            New channel
          </Button>
        )
      }
      description={`Where your alerts go. In-app and e-mail are always there; add a webhook or another service to send alerts elsewhere. A channel that fails ${CHANNEL_PAUSE_AFTER} times in a row is paused until a test gets through.`}
    >
      {full && (
        <Text size="sm" c="orange">
          You have {MAX_CHANNELS} channels, the most you can keep: delete one to add another.
        </Text>
      )}
      {created?.secret && (
        <ChannelSecretNotice
          name={created.channel.name}
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            focusNewChannel();
          }}
        />
      )}
      {adding && (
        <AddChannelForm
          types={types}
          onCreated={(channel) => {
            setCreated(channel);
            closeForm();
          }}
          onCancel={closeForm}
        />
      )}
      {channels.isPending && <Loader size="sm" role="status" aria-label="Loading channels" />}
      {channels.isError && (
        <Text size="sm" c="red">
          {readableMessage(channels.error, 'Could not load your channels')}
        </Text>
      )}
      {channels.data && (
        <>
          <BuiltInRow name={BUILT_IN_NAMES.inapp} text="Shown under the bell at the top of every page, and as a pop-up while you are here." />
          <BuiltInRow
            name={BUILT_IN_NAMES.email}
            disabled={!channels.data.emailAvailable}
            text={channels.data.emailAvailable ? 'Sent to the address of your account.' : 'This server is not set up to send e-mail, so rules cannot use it.'}
          />
        </>
      )}
      {list.map((channel, index) => (
        <ChannelRow key={channel.id} channel={channel} types={types} onDeleted={() => deleted(index)} deleteRef={deleteRef(channel.id)} />
      ))}
    </SettingsCard>
  );
}

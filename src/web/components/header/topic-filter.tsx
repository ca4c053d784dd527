import { Button, Menu } from '@mantine/core';
import { TOPICS } from '../../../contracts/topics';
import { useFirstOpen } from '../../hooks/use-first-open';
import { useTopic } from '../../hooks/use-topic';
import { parseTopic, topicName } from '../../lib/topics';
import { ChevronDownIcon, FilterIcon } from '../icons';
import { useRef } from 'react';

interface TopicFilterProps {
  fullWidth?: boolean;
  /** Lets the mobile navigation close once a topic is picked. */
  onChosen?: () => void;
}

/** The home route's "Filter by Topic" dropdown; the button names the current topic. */
export function TopicFilter({ fullWidth = false, onChosen }: TopicFilterProps) {
  const [topic, chooseTopic] = useTopic();
  const choose = (value: string) => {
    chooseTopic(parseTopic(value));
    onChosen?.();
  };

  const triggerRef = useRef<HTMLButtonElement>(null);
  const menu = useFirstOpen(triggerRef, 'menu');
  const trigger = (
    <Button
      ref={triggerRef}
      variant="default"
      fullWidth={fullWidth}
      justify={fullWidth ? 'space-between' : 'center'}
      leftSection={<FilterIcon />}
      rightSection={<ChevronDownIcon />}
      title="Filter by Topic"
      {...menu.triggerProps}
    >
      {topicName(topic)}
    </Button>
  );
  // The menu itself only once opened (hooks/use-first-open.ts says why).
  if (!menu.mounted) return trigger;
  return (
    <Menu opened={menu.opened} onChange={menu.setOpened} position="bottom-start" width={220} shadow="md">
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Filter by Topic</Menu.Label>
        <Menu.RadioGroup value={topic} onChange={choose}>
          {TOPICS.map(({ id, name }) => (
            <Menu.RadioItem key={id} value={id} closeMenuOnClick>
              {name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}

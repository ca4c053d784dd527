import { Button, Loader, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ALERTS_PER_RULE_PER_HOUR, MAX_ALERT_RULES } from '../../../../contracts/alerts';
import { readableMessage } from '../../../api/api-error';
import { useAlertRules, useChannels } from '../../../api/alerts';
import { SettingsCard } from '../../../components/settings-card';
import { useFocusAfterRender } from '../../../hooks/use-focus-after-render';
import { RuleForm } from './rule-form';
import { RuleRow } from './rule-row';

/** Which form is open: none, a new rule's, or the form of the rule with this id. */
type Editing = null | 'new' | number;

/** Settings → Alerts → Alert rules (docs/product.md#alerts): what sends an alert, and where. */
export function RulesCard() {
  const rules = useAlertRules();
  const channels = useChannels();
  const [editing, setEditing] = useState<Editing>(null);
  const list = rules.data?.items ?? [];
  const full = list.length >= MAX_ALERT_RULES;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();
  // A closed form gives the focus back to what opened it: New rule (unless the rule just made was
  // the last one allowed) or the rule's Edit; else the card's heading.
  const close = (form: Exclude<Editing, null>) => {
    setEditing(null);
    focusAfterRender(() => (form === 'new' ? newButtonRef.current : editButtons.current.get(form)), () => titleRef.current);
  };
  // A deleted rule's row goes with its dialog: the focus goes to the next rule's Delete, else the
  // one before's, else to New rule or the heading (docs/accessibility.md#keyboard-and-screen-readers).
  const deleted = (index: number) => {
    const neighbour = (at: number) => () => deleteButtons.current.get(list[at]?.id ?? -1);
    focusAfterRender(neighbour(index + 1), neighbour(index - 1), () => newButtonRef.current, () => titleRef.current);
  };
  const formProps = { channels: channels.data?.items ?? [], types: channels.data?.types ?? [], emailAvailable: channels.data?.emailAvailable ?? false };
  const editRef = (id: number) => (button: HTMLButtonElement | null) => {
    if (button) editButtons.current.set(id, button);
    else editButtons.current.delete(id);
  };
  const deleteRef = (id: number) => (button: HTMLButtonElement | null) => {
    if (button) deleteButtons.current.set(id, button);
    else deleteButtons.current.delete(id);
  };

  return (
    <SettingsCard
      id="rules-title"
      title="Alert rules"
      titleRef={titleRef}
      action={
        editing === null &&
        rules.data && (
          <Button size="sm" ref={newButtonRef} onClick={() => setEditing('new')} disabled={full}>
            New rule
          </Button>
        )
      }
      description={`A rule sends an alert when a new article has one of its tickers, keywords or topics and meets its importance and sentiment. Each rule sends at most ${ALERTS_PER_RULE_PER_HOUR} alerts an hour; further matches are held back and you are told.`}
    >
      {full && (
        <Text size="sm" c="orange">
          You have {MAX_ALERT_RULES} rules, the most you can keep: delete one to add another.
        </Text>
      )}
      {editing === 'new' && <RuleForm rule={null} {...formProps} onDone={() => close('new')} />}
      {rules.isPending && <Loader size="sm" role="status" aria-label="Loading alert rules" />}
      {rules.isError && (
        <Text size="sm" c="red">
          {readableMessage(rules.error, 'Could not load your alert rules')}
        </Text>
      )}
      {rules.data && list.length === 0 && editing !== 'new' && (
        <Text size="sm" c="dimmed">
          You have no alert rules yet.
        </Text>
      )}
      {list.map((rule, index) =>
        editing === rule.id ? (
          <RuleForm key={rule.id} rule={rule} {...formProps} onDone={() => close(rule.id)} />
        ) : (
          <RuleRow
            key={rule.id}
            rule={rule}
            channels={formProps.channels}
            types={formProps.types}
            onEdit={() => setEditing(rule.id)}
            onDeleted={() => deleted(index)}
            editRef={editRef(rule.id)}
            deleteRef={deleteRef(rule.id)}
          />
        ),
      )}
    </SettingsCard>
  );
}

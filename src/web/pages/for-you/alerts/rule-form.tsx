import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, MultiSelect, NumberInput, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { type AlertRule, alertRulePayloadSchema, type AlertRulePayload, type Channel, type ChannelRef, type ChannelType, MAX_RULE_KEYWORDS, MAX_RULE_TICKERS } from '../../../../contracts/alerts';
import { TOPICS } from '../../../../contracts/topics';
import { readableMessage } from '../../../api/api-error';
import { useSaveAlertRule } from '../../../api/alerts';
import { PendingButton } from '../../../components/pending-button/pending-button';
import { BUILT_IN_NAMES, channelChoiceLabel } from './channel-names';

const TOPIC_CHOICES = TOPICS.filter((t) => t.id !== 'all').map((t) => ({ value: t.id, label: t.name }));
const SENTIMENTS = [
  { value: 'any', label: 'Any' },
  { value: 'bullish', label: 'Bullish' },
  { value: 'bearish', label: 'Bearish' },
  { value: 'neutral', label: 'Neutral' },
];

const EMPTY: AlertRulePayload = { name: '', tickers: [], keywords: [], topics: [], minImportance: 0, sentiment: null, channels: ['inapp'], enabled: true };

/** What a form starts from: the rule being edited, or a new rule to the inbox. */
function startingValues(rule: AlertRule | null): AlertRulePayload {
  if (!rule) return EMPTY;
  const { name, tickers, keywords, topics, minImportance, sentiment, channels, enabled } = rule;
  return { name, tickers, keywords, topics, minImportance, sentiment, channels, enabled };
}

// The checkboxes hold text; a member's channel is its id as a number in the rule.
const refOf = (value: string): ChannelRef => (value === 'inapp' || value === 'email' ? value : Number(value));

interface Props {
  rule: AlertRule | null;
  channels: Channel[];
  /** The types this server offers, whose names tell apart channels of the same name. */
  types: ChannelType[];
  emailAvailable: boolean;
  onDone(): void;
}

/**
 * A rule's form, checked by the contract's own schema before sending. The "needs a ticker,
 * keyword or topic" check concerns the whole rule, so it shows above the buttons; the server's
 * refusal (a limit reached, a channel deleted meanwhile) shows there too.
 */
export function RuleForm({ rule, channels, types, emailAvailable, onDone }: Props) {
  const save = useSaveAlertRule();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setFocus } = useForm({ resolver: zodResolver(alertRulePayloadSchema), defaultValues: startingValues(rule) });
  const { errors, isSubmitting } = formState;
  // The form takes the place of the button that opened it, and with it the focus.
  useEffect(() => setFocus('name'), [setFocus]);
  // The whole rule's error is checked again at the next submit only: it goes as soon as a ticker,
  // keyword or topic is there, rather than stay beside a rule that has one.
  const [tickers, keywords, topics] = useWatch({ control, name: ['tickers', 'keywords', 'topics'] });
  const somethingToMatch = (tickers?.length ?? 0) + (keywords?.length ?? 0) + (topics?.length ?? 0) > 0;
  const wholeRuleError = somethingToMatch ? undefined : (errors as FieldErrors & Record<string, { message?: string } | undefined>)['']?.message;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: rule?.id ?? null, rule: values });
      onDone();
    } catch (error) {
      setServerError(readableMessage(error, 'Could not save the rule'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={rule ? `Edit rule ${rule.name}` : 'New alert rule'}>
      <Stack gap="sm" maw={620}>
        <TextInput label="Name" description="How the alert introduces itself, e.g. Bitcoin ETF news" maxLength={80} withAsterisk error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="tickers"
          render={({ field }) => (
            <TagsInput
              label="Tickers"
              description={`Symbols such as BTC or $ETH; press Enter after each (up to ${MAX_RULE_TICKERS})`}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              splitChars={[',', ' ']}
              clearable
              error={errors.tickers?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="keywords"
          render={({ field }) => (
            <TagsInput
              label="Keywords"
              description={`Words or phrases in the title; press Enter after each (up to ${MAX_RULE_KEYWORDS})`}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              splitChars={[',']}
              clearable
              error={errors.keywords?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="topics"
          render={({ field }) => (
            <MultiSelect label="Topics" placeholder="Any topic" data={TOPIC_CHOICES} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} clearable error={errors.topics?.message} />
          )}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Controller
            control={control}
            name="minImportance"
            render={({ field }) => (
              <NumberInput
                label="Minimum importance"
                description="0 lets any match through; 60 and up is important"
                min={0}
                max={100}
                step={5}
                // Kept as typed until the field is left, then brought within 0–100 in sight: strict
                // clamping dropped the key that went past 100 (150 read 15).
                clampBehavior="blur"
                allowDecimal={false}
                value={field.value ?? 0}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                onBlur={field.onBlur}
                error={errors.minImportance?.message}
                miw={200}
              />
            )}
          />
          <Controller
            control={control}
            name="sentiment"
            render={({ field }) => (
              <Select
                label="Sentiment"
                description="Only articles read this way"
                data={SENTIMENTS}
                value={field.value ?? 'any'}
                onChange={(value) => field.onChange(value === 'any' || value === null ? null : value)}
                allowDeselect={false}
                error={errors.sentiment?.message}
                miw={200}
              />
            )}
          />
        </Group>
        <Controller
          control={control}
          name="channels"
          render={({ field }) => (
            <Checkbox.Group
              label="Send to"
              withAsterisk
              value={(field.value ?? []).map(String)}
              onChange={(values) => field.onChange(values.map(refOf))}
              error={errors.channels?.message}
            >
              <Stack gap={6} mt={6}>
                <Checkbox value="inapp" label={BUILT_IN_NAMES.inapp} />
                <Checkbox value="email" label={emailAvailable ? BUILT_IN_NAMES.email : `${BUILT_IN_NAMES.email} (this server cannot send e-mail)`} disabled={!emailAvailable} />
                {channels.map((channel) => {
                  const label = channelChoiceLabel(channel, channels, types);
                  return <Checkbox key={channel.id} value={String(channel.id)} label={channel.status === 'paused' ? `${label} (paused)` : label} />;
                })}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => <Switch label="Enabled" checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
        />
        {(wholeRuleError ?? serverError) && (
          <Alert color="red" variant="light" role="alert">
            {wholeRuleError ?? serverError}
          </Alert>
        )}
        <Group>
          {/* Keeps the focus while saving (PendingButton): aria-disabled, drawn disabled, rather than its
              loader, which would hide the word "Saving...". */}
          <PendingButton type="submit" pending={false} aria-disabled={isSubmitting} data-disabled={isSubmitting || undefined}>
            {isSubmitting ? 'Saving...' : rule ? 'Save rule' : 'Create rule'}
          </PendingButton>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

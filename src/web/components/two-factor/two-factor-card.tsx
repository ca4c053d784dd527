import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { TwoFactorEnrolment } from '../../../contracts/two-factor';
import { readableMessage } from '../../api/api-error';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor, useTwoFactorStatus } from '../../api/two-factor';
import { showToast } from '../../lib/toast';
import { PendingButton } from '../pending-button/pending-button';
import { SettingsCard } from '../settings-card';
import { CodeForm } from './code-form';
import { EnrolStep } from './enrol-step';
import { RecoveryCodesStep } from './recovery-codes';

type Step = { kind: 'idle' } | { kind: 'enrolling'; enrolment: TwoFactorEnrolment } | { kind: 'codes'; codes: string[] } | { kind: 'disabling' };

/**
 * Two-factor sign-in under Settings → Security: turn it on with a QR code and a first code, see
 * the recovery codes once, turn it off with a code.
 */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });
  const cardRef = useRef<HTMLDivElement>(null);
  const codesRef = useRef<HTMLDivElement>(null);
  // Each step is drawn in place of the button that led to it, which took the focus with it: the
  // focus goes to the new step's code field, or to the recovery codes (WCAG 2.4.3).
  useEffect(() => {
    if (step.kind === 'codes') codesRef.current?.focus();
    else if (step.kind !== 'idle') cardRef.current?.querySelector('input')?.focus();
  }, [step.kind]);

  const begin = async () => {
    try {
      setStep({ kind: 'enrolling', enrolment: await start.mutateAsync() });
    } catch (error) {
      showToast({ title: 'Could not start two-factor set-up', message: readableMessage(error, ''), variant: 'destructive' });
    }
  };

  const enabled = status.data?.enabled === true && step.kind !== 'codes';

  return (
    <SettingsCard
      id="two-factor-title"
      title="Two-factor sign-in"
      cardRef={cardRef}
      action={
        status.data && (
          <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
            {status.data.enabled ? 'On' : 'Off'}
          </Badge>
        )
      }
      description="After your password, AlphaWire asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account."
    >
      {status.isPending && <Loader size="sm" />}
      {status.isError && (
        <Text size="sm" c="red">
          Could not load your two-factor settings.
        </Text>
      )}
      {status.data && !status.data.enabled && step.kind === 'idle' && (
        <Group>
          <PendingButton onClick={() => void begin()} pending={start.isPending}>
            Turn on two-factor sign-in
          </PendingButton>
        </Group>
      )}
      {step.kind === 'enrolling' && (
        <EnrolStep
          enrolment={step.enrolment}
          onCancel={idle}
          onConfirm={async (code) => {
            const { recoveryCodes } = await confirm.mutateAsync(code);
            setStep({ kind: 'codes', codes: recoveryCodes });
            showToast({ title: 'Two-factor sign-in is on' });
          }}
        />
      )}
      {step.kind === 'codes' && (
        <div ref={codesRef} tabIndex={-1} role="region" aria-label="Recovery codes">
          <RecoveryCodesStep codes={step.codes} onDone={idle} />
        </div>
      )}
      {enabled && step.kind === 'idle' && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">Recovery codes left: {status.data?.recoveryCodesLeft}</Text>
          <Button variant="light" color="red" onClick={() => setStep({ kind: 'disabling' })}>
            Turn off
          </Button>
        </Group>
      )}
      {enabled && step.kind === 'disabling' && (
        <CodeForm
          label="Code from your app, or a recovery code"
          submit="Turn off"
          color="red"
          onCancel={idle}
          onSubmit={async (code) => {
            await disable.mutateAsync(code);
            idle();
            showToast({ title: 'Two-factor sign-in is off' });
          }}
        />
      )}
    </SettingsCard>
  );
}

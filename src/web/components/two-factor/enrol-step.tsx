import { Code, Image, Stack, Text } from '@mantine/core';
import type { TwoFactorEnrolment } from '../../../contracts/two-factor';
import { CodeForm } from './code-form';

interface Props {
  enrolment: TwoFactorEnrolment;
  onConfirm(code: string): Promise<unknown>;
  onCancel(): void;
}

/** Scan the QR code (or type the key), then prove it with the app's first code. */
export function EnrolStep({ enrolment, onConfirm, onCancel }: Props) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).
      </Text>
      <Image src={enrolment.qrCodeDataUrl} alt="QR code for your authenticator app" w={200} h={200} radius="sm" />
      <Text size="sm" c="dimmed">
        Can&apos;t scan it? Enter this key in the app instead:
      </Text>
      <Code block data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
        {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
      </Code>
      <Text size="sm">2. Enter the 6-digit code the app shows to finish.</Text>
      <CodeForm label="6-digit code" submit="Turn on" onSubmit={onConfirm} onCancel={onCancel} />
    </Stack>
  );
}

import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import type { UserProfile, XTestPostAnswer } from '../../../contracts/x';
import { readableMessage } from '../../api/api-error';
import { useProfile, useSaveXCredentials, useTestPost, useTestXConnection, xKeys } from '../../api/x';
import { showToast } from '../../lib/toast';
import { PasswordField } from '../password-field/password-field';
import { CallbackAddress } from './callback-address';
import { PendingButton } from '../pending-button/pending-button';
import { useAutomaticAuthorization, useXAuthCompleted, useXAuthorization } from './use-x-authorization';

type FieldErrors = { x_client_id?: string; x_client_secret?: string };

function validate(id: string, secret: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!id.trim()) errors.x_client_id = 'Client ID is required';
  if (!secret.trim()) errors.x_client_secret = 'Client Secret is required';
  return errors;
}

/** docs/product.md#x-integration: needs_reauthorization, or a client id without tokens, is "Authorization Required". */
function authorizationRequired(profile: UserProfile | undefined): boolean {
  if (!profile?.hasXCredentials) return false;
  return profile.x_oauth_status === 'needs_reauthorization' || !profile.x_oauth_access_token || !profile.x_oauth_refresh_token;
}

function ConnectionBadge({ profile }: { profile: UserProfile | undefined }) {
  if (!profile?.hasXCredentials) return <Badge color="gray" variant="light">Not connected</Badge>;
  if (profile.hasXAuthorizationWithWriteAccess) return <Badge color="teal" variant="light">{profile.x_username ? `Connected as @${profile.x_username}` : 'Connected'}</Badge>;
  return <Badge color="orange" variant="light">Authorization Required</Badge>;
}

/** The X Integration settings (docs/product.md#x-integration): credentials, connection test, test post, authorization. */
export function XIntegrationSettings() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const save = useSaveXCredentials();
  const test = useTestXConnection();
  const testPost = useTestPost();
  const data = profile.data;
  const { authorize } = useXAuthorization(data?.id);
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Whether the fields were checked (by Save or Test): from then on every change checks them again. */
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [postResult, setPostResult] = useState<XTestPostAnswer | null>(null);
  const { startAfterSave } = useAutomaticAuthorization(data);

  useXAuthCompleted(
    useCallback(
      (detail) => {
        void queryClient.invalidateQueries({ queryKey: xKeys.profile });
        if (detail.success) showToast({ title: 'X authorized', message: detail.username ? `Connected to X as @${detail.username}` : 'Connected to X' });
      },
      [queryClient],
    ),
  );

  // Checked again on every change once checked, so a fixed field loses its message at once
  // (and an emptied one gets it back) instead of keeping a stale one until the next Save.
  function revalidate(id: string, secret: string) {
    if (checked) setErrors(validate(id, secret));
  }

  function check(): boolean {
    const found = validate(clientId, clientSecret);
    setErrors(found);
    setChecked(true);
    return !found.x_client_id && !found.x_client_secret;
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    try {
      await save.mutateAsync({ x_client_id: clientId.trim(), x_client_secret: clientSecret.trim() });
      setClientSecret('');
      setChecked(false); // the emptied secret field is not an error: the stored one stays
      showToast({ title: 'Credentials saved', message: 'Your X API credentials are stored encrypted. Authorization starts in a moment.' });
      startAfterSave();
    } catch (error) {
      showToast({ title: 'Update Failed', message: readableMessage(error, 'Failed to update X credentials'), variant: 'destructive' });
    }
  }

  async function onTest() {
    const usingForm = clientId.trim() !== '' || clientSecret.trim() !== '';
    if (usingForm && !check()) {
      showToast({ title: 'Validation Error', message: 'Please fill in all credential fields correctly', variant: 'destructive' });
      return;
    }
    try {
      const answer = await test.mutateAsync(usingForm ? { x_client_id: clientId.trim(), x_client_secret: clientSecret.trim() } : {});
      if (answer.success) showToast({ title: 'Connection Successful', message: answer.message });
      else showToast({ title: 'Connection Failed', message: answer.message, variant: 'destructive' });
    } catch (error) {
      const fallback = usingForm ? 'Connection failed. Please check your OAuth 2.0 credentials.' : 'Your stored credentials may be invalid.';
      showToast({ title: 'Connection Failed', message: readableMessage(error, fallback), variant: 'destructive' });
    }
  }

  async function sendTestPost(confirmed: boolean) {
    setPostResult(null);
    try {
      const answer = await testPost.mutateAsync({ customMessage: message.trim() || undefined, confirmed });
      if (answer.requiresConfirmation && !confirmed) {
        setPreview(answer.postContent ?? '');
        return;
      }
      setPreview(null);
      setPostResult(answer);
    } catch (error) {
      setPreview(null);
      setPostResult({ success: false, message: readableMessage(error, 'Failed to post test message. Please check your credentials.') });
    }
  }

  const required = authorizationRequired(data);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="x-integration-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="x-integration-title">
            X Integration
          </Title>
          <ConnectionBadge profile={data} />
        </Group>
        <CallbackAddress callbackUrl={data?.x_callback_url} />

        {required && (
          <Alert color="orange" title="Authorization Required">
            {data?.x_oauth_status === 'needs_reauthorization'
              ? 'X no longer accepts AlphaWire’s access, or it lacks write permission. Authorize again to keep posting.'
              : 'Your credentials are saved. Authorize AlphaWire on X to post for you.'}
          </Alert>
        )}

        <form onSubmit={(event) => void onSave(event)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Client ID"
              placeholder={data?.masked_x_client_id ?? 'Your X app’s OAuth 2.0 Client ID'}
              value={clientId}
              onChange={(e) => {
                setClientId(e.currentTarget.value);
                revalidate(e.currentTarget.value, clientSecret);
              }}
              error={errors.x_client_id}
              autoComplete="off"
            />
            <PasswordField
              label="Client Secret"
              secretName="secret"
              placeholder={data?.masked_x_client_secret ?? 'Your X app’s OAuth 2.0 Client Secret'}
              value={clientSecret}
              onChange={(e) => {
                setClientSecret(e.currentTarget.value);
                revalidate(clientId, e.currentTarget.value);
              }}
              error={errors.x_client_secret}
              autoComplete="new-password"
            />
            {data?.hasXCredentials && (
              <Text size="xs" c="dimmed">
                Stored: {data.masked_x_client_id} / {data.masked_x_client_secret}. Leave the fields empty to test the stored credentials.
              </Text>
            )}
            <Group gap="sm" wrap="wrap">
              <PendingButton type="submit" pending={save.isPending}>
                Save Credentials
              </PendingButton>
              <PendingButton variant="default" onClick={() => void onTest()} pending={test.isPending}>
                Test Connection
              </PendingButton>
              <Button variant={required ? 'filled' : 'light'} color={required ? 'orange' : undefined} onClick={() => void authorize()} disabled={!data?.hasXCredentials}>
                {data?.hasXAuthorizationWithWriteAccess ? 'Reauthorize' : 'Authorize'}
              </Button>
            </Group>
          </Stack>
        </form>

        <Stack gap="sm">
          <Title order={3} fz="md">
            Send Test Post
          </Title>
          <Textarea label="Message (optional)" placeholder="Leave empty for a short test message" value={message} onChange={(e) => setMessage(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
          <Group>
            <PendingButton variant="light" onClick={() => void sendTestPost(false)} pending={testPost.isPending && preview === null} disabled={!data?.hasXCredentials}>
              Send Test Post
            </PendingButton>
          </Group>
          {postResult?.success && (
            <Alert color="teal" title="Test message posted">
              {postResult.postContent}
            </Alert>
          )}
          {postResult && !postResult.success && (
            <Alert color="red" title="Test post failed">
              <Text size="sm">{postResult.message || 'Failed to post test message. Please check your credentials.'}</Text>
              {postResult.needsReauthorization && <Text size="sm" mt={4}>Enable Read and Write permissions for your X app, then click Authorize again.</Text>}
              {postResult.needsAuthorization && <Text size="sm" mt={4}>Click Authorize to let AlphaWire post on your X account.</Text>}
            </Alert>
          )}
        </Stack>
      </Stack>

      <Modal opened={preview !== null} onClose={() => setPreview(null)} title="Confirm test post" centered>
        <Stack gap="sm">
          <Text size="sm">This will post a public message to your X account.</Text>
          <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {preview}
            </Text>
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPreview(null)}>
              Cancel
            </Button>
            <PendingButton onClick={() => void sendTestPost(true)} pending={testPost.isPending}>
              Post Message
            </PendingButton>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

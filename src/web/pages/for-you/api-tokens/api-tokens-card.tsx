import { Button, Code, Loader, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { CreatedApiToken } from '../../../../contracts/api-tokens';
import { MAX_API_TOKENS } from '../../../../contracts/api-tokens-constants';
import { useApiTokens } from '../../../api/api-tokens';
import { useMe } from '../../../api/auth';
import { SettingsCard } from '../../../components/settings-card';
import { useFocusAfterRender } from '../../../hooks/use-focus-after-render';
import { isAdmin } from '../../../lib/roles';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';
import { TokenRow } from './token-row';

/** Settings → API tokens (docs/product.md#api-tokens): list, create (shown once) and revoke. */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const me = useMe();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const list = tokens.data?.tokens ?? [];
  // The form, and then the new token, take the place of New token and with it the focus: it goes
  // to the form's name field, then to the new token's first button, and back to New token when
  // the form or the notice closes, or a revoked token's row goes (WCAG 2.4.3); to the card's heading
  // while New token is disabled, the last token allowed made.
  const focusAfterRender = useFocusAfterRender();
  const cardRef = useRef<HTMLDivElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const inCard = (selector: string) => () => cardRef.current?.querySelector<HTMLElement>(selector);
  const backToNew = () => focusAfterRender(() => newButton.current, () => titleRef.current);
  const startCreating = () => {
    setCreating(true);
    focusAfterRender(inCard('form input'));
  };

  return (
    <SettingsCard
      id="api-tokens-title"
      title="API tokens"
      titleRef={titleRef}
      cardRef={cardRef}
      action={
        !creating &&
        created === null && (
          <Button ref={newButton} size="sm" onClick={startCreating} disabled={list.length >= MAX_API_TOKENS}>
            New token
          </Button>
        )
      }
      description={
        <>
          Scripts call the AlphaWire API with a token instead of your password: send it as <Code>Authorization: Bearer &lt;token&gt;</Code>.
          You can hold up to {MAX_API_TOKENS}.
        </>
      }
    >
      {created && (
        <NewTokenNotice
          token={created}
          onDone={() => {
            setCreated(null);
            backToNew();
          }}
        />
      )}
      {creating && (
        <CreateTokenForm
          canAdmin={isAdmin(me.data)}
          onCreated={(token) => {
            setCreated(token);
            setCreating(false);
            focusAfterRender(inCard('[data-testid="new-api-token"] button'));
          }}
          onCancel={() => {
            setCreating(false);
            backToNew();
          }}
        />
      )}
      {tokens.isPending && <Loader size="sm" />}
      {tokens.isError && (
        <Text size="sm" c="red">
          Could not load your API tokens.
        </Text>
      )}
      {tokens.data && list.length === 0 && (
        <Text size="sm" c="dimmed">
          You have no API tokens.
        </Text>
      )}
      {list.map((token) => (
        <TokenRow key={token.id} token={token} onRevoked={backToNew} />
      ))}
    </SettingsCard>
  );
}

import { Button, Divider } from '@mantine/core';
import { GoogleIcon } from '../icons';

/** "Continue with Google" plus the divider under it; a full-page navigation, as OAuth needs. */
export function GoogleSignIn() {
  return (
    <>
      <Button component="a" href="/auth/google" variant="default" fullWidth leftSection={<GoogleIcon />}>
        Continue with Google
      </Button>
      <Divider label="or continue with" labelPosition="center" />
    </>
  );
}

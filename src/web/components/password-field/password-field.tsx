import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type Ref, useState } from 'react';

/**
 * A password input whose show/hide button is in the Tab order (Mantine leaves it out) and says
 * what it will do, "Show password" or "Hide password", instead of a pressed state.
 */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password', 'aria-pressed': undefined }}
    />
  );
}

import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type Ref, useState } from 'react';

interface Props extends PasswordInputProps {
  ref?: Ref<HTMLInputElement>;
  /**
   * What the field holds, for its button's name ("Show secret"): a password by default. Not the
   * field's own label, which would make the button a second match for it ("Client Secret"). A
   * form with two (a password and its confirmation) names the second "password again": "confirm
   * password" would again contain the field's label ("Confirm Password").
   */
  secretName?: string;
}

/**
 * A password or secret input whose show/hide button is in the Tab order (Mantine leaves it out)
 * and says what it will do, "Show password" or "Hide password", instead of a pressed state.
 */
export function PasswordField({ secretName = 'password', ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `${visible ? 'Hide' : 'Show'} ${secretName}`, 'aria-pressed': undefined }}
    />
  );
}

import type { ComponentProps } from 'react';
import { InputField } from 'shared-ui/fields';

/**
 * The code an authenticator app shows (six digits, or "123 456" as some apps group them): a numeric keyboard, and the
 * browser's and password managers' one-time-code fill. Signing in and accepting an invitation both ask for it.
 */
export function AuthenticatorCodeField(props: Omit<ComponentProps<typeof InputField>, 'inputMode' | 'maxLength'>) {
  return <InputField inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...props} />;
}

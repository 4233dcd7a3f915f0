import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { emailStatusMessage, type AccountForm, type EmailStatus } from 'shared-contracts/api/signup';
import { signupApi } from '../../signupApi';

export interface CheckedEmail {
  email: string;
  status: EmailStatus;
  token: string;
}

/**
 * Asks the server about the address typed into the account form (abortable: a newer check or leaving the step
 * cancels the one running). The server may correct the address; an address it does not take becomes the e-mail
 * field's error. `checked` is the last answer, with the token the signup call needs.
 */
export function useEmailCheck({ setValue, setError }: Pick<UseFormReturn<AccountForm>, 'setValue' | 'setError'>) {
  const [checked, setChecked] = useState<CheckedEmail | null>(null);
  const checking = useRef<AbortController | null>(null);

  useEffect(() => () => checking.current?.abort(), []);

  const checkEmail = useCallback(
    async (typed: string): Promise<CheckedEmail | null> => {
      checking.current?.abort();
      const controller = new AbortController();
      checking.current = controller;
      try {
        const answer = await signupApi.validateEmail(typed, controller.signal);
        if (answer.email !== typed) setValue('email', answer.email);
        setChecked(answer);
        const problem = emailStatusMessage(answer.status);
        if (problem) setError('email', { type: 'server', message: problem });
        return answer;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return null;
        // docs/product.md §8: a failed check counts as invalid.
        const invalid = { status: 'invalid' as const, token: '', email: typed };
        setChecked(invalid);
        setError('email', { type: 'server', message: 'invalid_email' });
        return invalid;
      }
    },
    [setValue, setError],
  );

  return { checked, checkEmail };
}

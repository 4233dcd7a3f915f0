import { useState } from 'react';
import type { User } from 'shared-contracts/api';
import type { UserUpdate } from 'shared-contracts/api/signup';
import { signupApi } from './signupApi';

/**
 * Saves a step's part of the profile and moves on. A failed save is logged only and the flow continues
 * (docs/product.md §8: location and profile update failures are logged).
 */
export function useStepSave(onUser: (user: User) => void, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const save = async (update: UserUpdate) => {
    setBusy(true);
    try {
      onUser((await signupApi.updateUser(update)).user);
    } catch (error) {
      console.error('Saving the profile failed', error);
    }
    onDone();
  };
  return { busy, save };
}

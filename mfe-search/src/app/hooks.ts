import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { PublicSettings } from 'shared-contracts/api';
import { selectSettings, selectUser, type RootState } from 'shared-contracts/store';

/** The shell puts the settings into the store before any page renders. */
export function useSettings(): PublicSettings {
  const settings = useSelector((state: RootState) => selectSettings(state));
  if (!settings) throw new Error('The site settings are not loaded');
  return settings;
}

export const useUser = () => useSelector((state: RootState) => selectUser(state));

export const useAppDispatch = () => useDispatch<ThunkDispatch<RootState, unknown, UnknownAction>>();

import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { PublicSettings, User } from '../api';
import { selectUser } from './session';
import { selectSettings } from './settings';
import type { RootState } from './index';

/** The store's dispatch: plain actions and thunks that read `RootState`. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** `useSelector` typed with the shared store's state (core slices plus every injected slice, as optional keys). */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useDispatch` typed with the shared store's dispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** The site's public settings. The shell puts them into the store before any page renders. */
export function useSettings(): PublicSettings {
  const settings = useAppSelector(selectSettings);
  if (!settings) throw new Error('The site settings are not loaded');
  return settings;
}

/** The logged-in member, or null for a visitor (and before the first user call answered). */
export function useUser(): User | null {
  return useAppSelector(selectUser);
}

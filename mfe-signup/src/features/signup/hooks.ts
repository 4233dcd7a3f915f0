import { useSelector } from 'react-redux';
import type { PublicSettings, User } from 'shared-contracts/api';
import { selectSettings, selectUser, type RootState } from 'shared-contracts/store';

export const useSettings = () => useSelector((state: RootState) => selectSettings(state)) as PublicSettings;
export const useUser = () => useSelector((state: RootState) => selectUser(state)) as User | null;

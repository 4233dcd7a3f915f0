import { useTranslation } from 'react-i18next';
import { knownGround, moderationGrounds } from 'shared-contracts/api';

/** A ground's message key: the console names each rule in one wording (`moderation.grounds`), as the member reads it. */
export const groundKey = (ground: string) => `moderation.grounds.${knownGround(ground)}`;

/**
 * The grounds as a form's options, after an empty first one: no form preselects a ground, so a moderator who sends
 * none is told to choose (`required`).
 */
export function useGroundOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  return [
    { value: '', label: t('moderation.decision.chooseGround') },
    ...moderationGrounds.map((ground) => ({ value: ground, label: t(groundKey(ground)) })),
  ];
}

/** A report reason's message key; an unknown one shows as it is stored. */
export const reasonKey = (reason: string) => `moderation.reasons.${reason}`;

/** A report reason in words ("fake" → "Fake profile"); one the catalogs do not know as it is stored. */
export function useReasonName(): (reason: string) => string {
  const { t } = useTranslation();
  return (reason) => t(reasonKey(reason), { defaultValue: reason });
}

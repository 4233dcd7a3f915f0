import { moderationGrounds } from 'shared-contracts/api';

/** A ground's message key; one the console does not know (stored before a rename) reads as "other". */
export const groundKey = (ground: string) =>
  `moderation.grounds.${(moderationGrounds as readonly string[]).includes(ground) ? ground : 'other'}`;

/** A report reason's message key; an unknown one shows as it is stored. */
export const reasonKey = (reason: string) => `moderation.reasons.${reason}`;

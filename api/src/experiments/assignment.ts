import { createHash, randomBytes } from 'node:crypto';

/** The first-party cookie that names a visitor for experiments (docs/experiments.md); random, nothing personal. */
export const VISITOR_COOKIE = 'vid';
export const VISITOR_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** 128 random bits, URL-safe. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

export interface WeightedVariant {
  name: string;
  weight: number;
}

/**
 * The variant of an experiment a visitor sees: a hash of the experiment's key and the visitor's id, read as a point
 * in [0, 1) and laid over the weights. The same visitor always gets the same variant of an experiment, and different
 * experiments split visitors independently. Zero-weight variants get nobody.
 */
export function assignVariant(experimentKey: string, visitorId: string, variants: readonly WeightedVariant[]): string {
  const total = variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  const first = variants[0];
  if (!first) throw new Error('An experiment has at least one variant');
  if (total <= 0) return first.name;
  const digest = createHash('sha256').update(`${experimentKey}\0${visitorId}`).digest();
  // 48 bits: exactly representable, and fine enough that rounding never favours a variant measurably.
  const point = (digest.readUIntBE(0, 6) / 2 ** 48) * total;
  let cumulative = 0;
  for (const variant of variants) {
    cumulative += Math.max(0, variant.weight);
    if (point < cumulative) return variant.name;
  }
  return (variants.findLast((variant) => variant.weight > 0) ?? first).name;
}

import { assignVariant, isVisitorId, newVisitorId } from '../src/experiments/assignment';

const simulate = (key: string, variants: { name: string; weight: number }[], visitors = 100_000) => {
  const counts = new Map<string, number>(variants.map((variant) => [variant.name, 0]));
  for (let index = 0; index < visitors; index += 1) {
    const variant = assignVariant(key, newVisitorId(), variants);
    counts.set(variant, (counts.get(variant) ?? 0) + 1);
  }
  return counts;
};

describe('assignVariant', () => {
  it.each([[[50, 50]], [[90, 10]], [[34, 33, 33]], [[70, 20, 10]]])(
    'splits 100,000 random visitors within 1 percentage point of the weights %j',
    (weights) => {
      const variants = weights.map((weight, index) => ({ name: index === 0 ? 'control' : `v${index}`, weight }));
      const counts = simulate('landers-hero', variants);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      for (const variant of variants) {
        const share = ((counts.get(variant.name) ?? 0) / 100_000) * 100;
        expect(Math.abs(share - (variant.weight / total) * 100)).toBeLessThan(1);
      }
    },
  );

  it('gives the same visitor the same variant every time, and splits other experiments independently', () => {
    const variants = [
      { name: 'control', weight: 50 },
      { name: 'b', weight: 50 },
    ];
    const visitors = Array.from({ length: 2000 }, () => newVisitorId());
    const first = visitors.map((visitor) => assignVariant('exp-one', visitor, variants));
    expect(visitors.map((visitor) => assignVariant('exp-one', visitor, variants))).toEqual(first);
    const other = visitors.map((visitor) => assignVariant('exp-two', visitor, variants));
    const agreeing = other.filter((variant, index) => variant === first[index]).length / visitors.length;
    // Independent 50/50 splits agree for about half of the visitors, not for all or none.
    expect(agreeing).toBeGreaterThan(0.45);
    expect(agreeing).toBeLessThan(0.55);
  });

  it('never gives a zero-weight variant to anyone', () => {
    const counts = simulate(
      'paused-b',
      [
        { name: 'control', weight: 100 },
        { name: 'b', weight: 0 },
      ],
      10_000,
    );
    expect(counts.get('b')).toBe(0);
  });

  it('makes visitor ids that it accepts, and refuses anything else', () => {
    expect(isVisitorId(newVisitorId())).toBe(true);
    expect(isVisitorId('short')).toBe(false);
    expect(isVisitorId('x'.repeat(21) + ';')).toBe(false);
    expect(isVisitorId(undefined)).toBe(false);
  });
});

// Reference values were computed independently with SciPy 1.17 (scipy.stats.binomtest(...).proportion_ci(method=
// 'wilson'), scipy.stats.chi2_contingency(correction=False), scipy.stats.chisquare, scipy.stats.contingency.
// relative_risk(...).confidence_interval()) and agree with R's binom.confint(method = "wilson"),
// prop.test(correct = FALSE) and chisq.test(p = ...). Closed forms are given where one exists.
import {
  analyse,
  formatAnalysis,
  pooledZTestPValue,
  sampleRatioCheck,
  upliftInterval,
  wilsonInterval,
  type Analysis,
  type VariantCounts,
} from '../src/experiments/statistics';

const v = (name: string, weight: number, visitors: number, conversions: number): VariantCounts => ({
  name,
  weight,
  visitors,
  conversions,
});

/** The value, failing the test when it is null or undefined. */
function given<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

/** Every number anywhere in the analysis is finite: no NaN or Infinity leaks to a caller. */
function expectAllFinite(value: unknown): void {
  if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  else if (Array.isArray(value)) value.forEach(expectAllFinite);
  else if (value !== null && typeof value === 'object') Object.values(value).forEach(expectAllFinite);
}

describe('Wilson score interval', () => {
  it('matches the published 95% interval for 10/100 ≈ [0.0552, 0.1744]', () => {
    // scipy: (0.05522913706067508, 0.17436566150491345); R binom.confint(10, 100, methods = "wilson").
    const interval = given(wilsonInterval(10, 100));
    expect(interval.low).toBeCloseTo(0.0552291371, 9);
    expect(interval.high).toBeCloseTo(0.1743656615, 9);
  });

  it('narrows at 90% confidence', () => {
    // scipy proportion_ci(0.90, 'wilson') for 10/100: (0.060718667015447224, 0.1603555096110922).
    const interval = given(wilsonInterval(10, 100, 0.9));
    expect(interval.low).toBeCloseTo(0.060718667, 8);
    expect(interval.high).toBeCloseTo(0.1603555096, 8);
  });

  it('stays inside [0, 1] at 0% and 100%', () => {
    // 0/100: upper bound z²/(n + z²) = 3.8415/103.8415 = 0.036993; 100/100 mirrors it.
    expect(wilsonInterval(0, 100)).toEqual({ low: 0, high: expect.closeTo(0.0369934982, 9) });
    expect(wilsonInterval(100, 100)).toEqual({ low: expect.closeTo(0.9630065018, 9), high: 1 });
  });

  it('is undefined without visitors', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('pooled two-proportion z-test', () => {
  it('gives z ≈ 2.68, p ≈ 0.0074 for 200/1000 vs 250/1000', () => {
    // By hand: pooled p = 450/2000 = 0.225; se = √(0.225·0.775·(1/1000 + 1/1000)) = 0.0186748;
    // z = 0.05/0.0186748 = 2.67740; p = 2·Φ(−2.67740) = 0.0074196 (scipy chi2_contingency: 0.007419649261025672).
    expect(pooledZTestPValue(200, 1000, 250, 1000)).toBeCloseTo(0.0074196493, 9);
  });

  it('is two-sided: a drop gives the same kind of p-value as a rise', () => {
    // scipy chi2_contingency([[200, 800], [180, 820]], correction=False).pvalue = 0.25429632221698584.
    expect(pooledZTestPValue(200, 1000, 180, 1000)).toBeCloseTo(0.2542963222, 9);
    expect(pooledZTestPValue(250, 1000, 200, 1000)).toBeCloseTo(given(pooledZTestPValue(200, 1000, 250, 1000)), 12);
  });

  it('is undefined for an empty group or when both groups are all 0% or all 100%', () => {
    expect(pooledZTestPValue(0, 0, 5, 100)).toBeNull();
    expect(pooledZTestPValue(0, 100, 0, 100)).toBeNull();
    expect(pooledZTestPValue(100, 100, 100, 100)).toBeNull();
  });
});

describe('uplift interval (Katz log risk ratio)', () => {
  it('matches the hand computation for 250/1000 against 200/1000', () => {
    // RR = 0.25/0.20 = 1.25, ln RR = 0.2231436; se = √(1/250 − 1/1000 + 1/200 − 1/1000) = √0.007 = 0.0836660;
    // 1.959964·se = 0.1639824 → RR ∈ [e^0.0591612, e^0.3871260] = [1.060946, 1.472742] → uplift [+6.09%, +47.27%].
    // scipy relative_risk(250, 1000, 200, 1000).confidence_interval(0.95): (1.0609462508, 1.4727419026).
    const interval = given(upliftInterval(200, 1000, 250, 1000));
    expect(interval.low).toBeCloseTo(0.0609462508, 8);
    expect(interval.high).toBeCloseTo(0.4727419026, 8);
  });

  it('is asymmetric around a negative uplift and uses the confidence level', () => {
    // scipy relative_risk(180, 1000, 200, 1000): 95% (0.750774584, 1.078885750); 90% (0.772979074, 1.047893827).
    expect(upliftInterval(200, 1000, 180, 1000)).toEqual({
      low: expect.closeTo(-0.2492254161, 8),
      high: expect.closeTo(0.0788857499, 8),
    });
    expect(upliftInterval(200, 1000, 180, 1000, 0.9)).toEqual({
      low: expect.closeTo(-0.2270209258, 8),
      high: expect.closeTo(0.0478938267, 8),
    });
  });

  it('is undefined when a group has no conversions', () => {
    expect(upliftInterval(0, 100, 5, 100)).toBeNull();
    expect(upliftInterval(5, 100, 0, 100)).toBeNull();
  });
});

describe('sample ratio check', () => {
  it('gives χ² = 1.0, p ≈ 0.3173 for 5050/4950 at 50/50 (no mismatch)', () => {
    // χ² = 50²/5000 + 50²/5000 = 1; p = erfc(√0.5) = 0.31731050786 (scipy chisquare([5050, 4950])).
    const check = sampleRatioCheck([v('A', 50, 5050, 0), v('B', 50, 4950, 0)]);
    expect(check.chiSquare).toBeCloseTo(1, 12);
    expect(check.pValue).toBeCloseTo(0.3173105079, 9);
    expect(check.mismatch).toBe(false);
  });

  it('flags 5200/4800 at 50/50: χ² = 16, p ≈ 6.3e-5', () => {
    // χ² = 2·200²/5000 = 16; p = erfc(√8) = 6.334248e-5 (scipy chisquare([5200, 4800])).
    const check = sampleRatioCheck([v('A', 50, 5200, 0), v('B', 50, 4800, 0)]);
    expect(check.chiSquare).toBeCloseTo(16, 12);
    expect(check.pValue).toBeCloseTo(6.334248e-5, 10);
    expect(check.mismatch).toBe(true);
  });

  it('uses df = 2 for three variants, and weights need not sum to 100', () => {
    // 50/25/25 with 5000/2700/2300 of 10000: expected 5000/2500/2500; χ² = 0 + 200²/2500 + 200²/2500 = 32.
    // With df = 2 the survival function is exactly e^(−χ²/2) = e^−16 = 1.1253517e-7 (scipy agrees).
    const percentWeights = sampleRatioCheck([v('A', 50, 5000, 0), v('B', 25, 2700, 0), v('C', 25, 2300, 0)]);
    expect(percentWeights.chiSquare).toBeCloseTo(32, 10);
    expect(percentWeights.pValue).toBeCloseTo(1.1253517e-7, 13);
    expect(percentWeights.mismatch).toBe(true);
    const ratioWeights = sampleRatioCheck([v('A', 2, 5000, 0), v('B', 1, 2700, 0), v('C', 1, 2300, 0)]);
    expect(ratioWeights).toEqual(percentWeights);
    // Equal thirds, 3400/3300/3300: χ² = (66.67² + 2·33.33²)/3333.33 = 2; p = e^−1 = 0.3678794412.
    const thirds = sampleRatioCheck([v('A', 1, 3400, 0), v('B', 1, 3300, 0), v('C', 1, 3300, 0)]);
    expect(thirds.chiSquare).toBeCloseTo(2, 10);
    expect(thirds.pValue).toBeCloseTo(0.3678794412, 9);
    expect(thirds.mismatch).toBe(false);
  });

  it('leaves weight-0 variants out, and calls it a mismatch when one gets visitors', () => {
    const off = sampleRatioCheck([v('A', 50, 5050, 0), v('B', 50, 4950, 0), v('C', 0, 0, 0)]);
    expect(off.chiSquare).toBeCloseTo(1, 12);
    expect(off.pValue).toBeCloseTo(0.3173105079, 9);
    const leaking = sampleRatioCheck([v('A', 50, 5000, 0), v('B', 50, 5000, 0), v('C', 0, 3, 0)]);
    expect(leaking).toEqual({ chiSquare: 0, pValue: 0, mismatch: true });
  });
});

describe('analyse', () => {
  const twoArms = [v('control', 50, 1000, 200), v('new-photo-prompt', 50, 1000, 250)];

  it('reports rates, intervals, uplift and p-value against the control', () => {
    const analysis = analyse(twoArms);
    const [control, variant] = analysis.variants;
    expect(control).toEqual({
      name: 'control',
      visitors: 1000,
      conversions: 200,
      rate: 0.2,
      // scipy wilson 200/1000: (0.1763770904, 0.2259189646).
      rateInterval: { low: expect.closeTo(0.1763770904, 9), high: expect.closeTo(0.2259189646, 9) },
      uplift: null,
      upliftInterval: null,
      pValue: null,
    });
    expect(variant).toEqual({
      name: 'new-photo-prompt',
      visitors: 1000,
      conversions: 250,
      rate: 0.25,
      // scipy wilson 250/1000: (0.2241530990, 0.2777602803).
      rateInterval: { low: expect.closeTo(0.224153099, 9), high: expect.closeTo(0.2777602803, 9) },
      uplift: expect.closeTo(0.25, 12),
      upliftInterval: { low: expect.closeTo(0.0609462508, 8), high: expect.closeTo(0.4727419026, 8) },
      pValue: expect.closeTo(0.0074196493, 9),
    });
    expect(analysis.sampleRatio).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    expect(analysis.tooSmall).toBe(false);
    expect(analysis.notes).toEqual([]);
    expect(analysis.confidence).toBe(0.95);
  });

  it('applies the confidence option to the intervals but not to the p-value', () => {
    const analysis = analyse([v('A', 1, 100, 10), v('B', 1, 100, 12)], { confidence: 0.9 });
    expect(given(analysis.variants[0]?.rateInterval).low).toBeCloseTo(0.060718667, 8);
    expect(given(analysis.variants[0]?.rateInterval).high).toBeCloseTo(0.1603555096, 8);
    expect(analysis.variants[1]?.pValue).toBeCloseTo(given(pooledZTestPValue(10, 100, 12, 100)), 12);
    expect(analysis.confidence).toBe(0.9);
  });

  it('warns that a broken split makes the results untrustworthy', () => {
    const analysis = analyse([v('A', 50, 5200, 520), v('B', 50, 4800, 500)]);
    expect(analysis.sampleRatio.mismatch).toBe(true);
    expect(analysis.notes).toEqual([
      expect.stringMatching(/^Sample ratio mismatch \(χ² = 16\.00, p < 0\.0001\).*do not trust/),
    ]);
  });

  it('calls an experiment too small when a variant has < 100 visitors or < 10 conversions or non-conversions', () => {
    expect(analyse([v('A', 1, 99, 20), v('B', 1, 100, 20)]).tooSmall).toBe(true);
    expect(analyse([v('A', 1, 500, 9), v('B', 1, 500, 20)]).tooSmall).toBe(true);
    expect(analyse([v('A', 1, 500, 491), v('B', 1, 500, 480)]).tooSmall).toBe(true);
    const justEnough = analyse([v('A', 1, 100, 10), v('B', 1, 100, 90)]);
    expect(justEnough.tooSmall).toBe(false);
    const small = analyse([v('A', 5, 50, 5), v('B', 100, 1000, 100)]); // split exactly as weighted: no SRM
    expect(small.notes).toEqual([expect.stringMatching(/^Too little data to conclude: A has fewer than 100 visitors/)]);
  });

  it('notes the missing multiple-comparison correction with several variants', () => {
    const analysis = analyse([v('A', 1, 2000, 100), v('B', 1, 2000, 130), v('C', 1, 2000, 110)]);
    // B vs A: scipy chi2_contingency([[100, 1900], [130, 1870]], correction=False).pvalue = 0.04159102022986792.
    expect(analysis.variants[1]?.pValue).toBeCloseTo(0.0415910202, 9);
    expect(analysis.notes).toEqual([expect.stringContaining('require p < 0.0250 (Bonferroni)')]);
  });

  describe('edge cases', () => {
    it('a variant without visitors has no rate, interval or test', () => {
      const analysis = analyse([v('A', 50, 1000, 100), v('B', 50, 0, 0)]);
      expect(analysis.variants[1]).toEqual({
        name: 'B',
        visitors: 0,
        conversions: 0,
        rate: null,
        rateInterval: null,
        uplift: null,
        upliftInterval: null,
        pValue: null,
      });
      expect(analysis.sampleRatio.mismatch).toBe(true);
      expect(analysis.tooSmall).toBe(true);
      expectAllFinite(analysis);
    });

    it('a control without visitors leaves every comparison undefined, with a note', () => {
      const analysis = analyse([v('A', 50, 0, 0), v('B', 50, 0, 0)]);
      expect(analysis.variants.map((r) => [r.rate, r.uplift, r.pValue])).toEqual([
        [null, null, null],
        [null, null, null],
      ]);
      expect(analysis.sampleRatio).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
      expect(analysis.notes[0]).toMatch(/control \(A\) has no visitors/);
      expectAllFinite(analysis);
    });

    it('zero conversions: uplift −100% with no interval; a control at 0% leaves the uplift undefined', () => {
      const drop = given(analyse([v('A', 1, 1000, 50), v('B', 1, 1000, 0)]).variants[1]);
      expect(drop.uplift).toBe(-1);
      expect(drop.upliftInterval).toBeNull();
      expect(drop.rateInterval).toEqual({ low: 0, high: expect.any(Number) });
      // scipy chi2_contingency([[50, 950], [0, 1000]], correction=False).pvalue = 8.0e-13.
      expect(drop.pValue).toBeGreaterThan(0);
      expect(drop.pValue).toBeLessThan(1e-10);
      const fromZero = given(analyse([v('A', 1, 1000, 0), v('B', 1, 1000, 5)]).variants[1]);
      expect(fromZero.uplift).toBeNull();
      expect(fromZero.upliftInterval).toBeNull();
      const bothZero = analyse([v('A', 1, 1000, 0), v('B', 1, 1000, 0)]);
      expect(bothZero.variants[1]?.pValue).toBeNull();
      expectAllFinite(bothZero);
    });

    it('100% conversion everywhere stays finite', () => {
      const analysis = analyse([v('A', 1, 200, 200), v('B', 1, 200, 200)]);
      const b = given(analysis.variants[1]);
      expect(b.rate).toBe(1);
      expect(b.rateInterval?.high).toBe(1);
      expect(b.uplift).toBe(0);
      expect(b.upliftInterval).toEqual({ low: 0, high: 0 });
      expect(b.pValue).toBeNull();
      expect(analysis.tooSmall).toBe(true); // no non-conversions
      expectAllFinite(analysis);
    });

    it('a single variant is described but not compared', () => {
      const analysis = analyse([v('only', 100, 500, 50)]);
      expect(analysis.variants).toHaveLength(1);
      expect(analysis.variants[0]?.rate).toBe(0.1);
      expect(analysis.sampleRatio).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
      expect(analysis.notes).toEqual(['Only one variant (only): there is nothing to compare it with.']);
      expectAllFinite(analysis);
    });

    it('normalises weights: 1/1, 0.5/0.5 and 50/50 give the same analysis', () => {
      const counts = (w: number) => [v('A', w, 5050, 500), v('B', w, 4950, 520)];
      const reference = analyse(counts(50));
      expect(analyse(counts(1))).toEqual(reference);
      expect(analyse(counts(0.5))).toEqual(reference);
      expect(reference.sampleRatio.chiSquare).toBeCloseTo(1, 12);
    });

    it('ignores a switched-off weight-0 variant, but flags one that received visitors', () => {
      const off = analyse([v('A', 50, 1000, 100), v('B', 50, 1000, 120), v('retired', 0, 0, 0)]);
      expect(off.sampleRatio.mismatch).toBe(false);
      expect(off.tooSmall).toBe(false);
      expect(off.notes).toEqual([]);
      expectAllFinite(off);
      const leaking = analyse([v('A', 50, 1000, 100), v('B', 50, 1000, 120), v('retired', 0, 150, 15)]);
      expect(leaking.sampleRatio.mismatch).toBe(true);
      expect(leaking.notes[0]).toMatch(/^Sample ratio mismatch: retired has weight 0 but received visitors/);
      expectAllFinite(leaking);
    });

    it('rejects impossible input', () => {
      expect(() => analyse([])).toThrow(RangeError);
      expect(() => analyse([v('A', 1, 10, 11)])).toThrow(/conversions/);
      expect(() => analyse([v('A', -1, 10, 1)])).toThrow(/weight/);
      expect(() => analyse([v('A', 1, 10.5, 1)])).toThrow(/visitors/);
      expect(() => analyse([v('A', 1, 10, 1)], { confidence: 95 })).toThrow(/confidence/);
    });
  });
});

describe('formatAnalysis', () => {
  it('renders an aligned table with the figures, the SRM check and the notes', () => {
    const analysis: Analysis = analyse([
      v('control', 50, 1000, 200),
      v('new-photo-prompt', 50, 1000, 250),
      v('tiny', 0, 40, 4),
    ]);
    const text = formatAnalysis('signup completed', analysis);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Goal: signup completed');
    expect(lines[1]).toMatch(/^Variant +Visitors +Conversions +Rate \[95% CI\] +Uplift \[95% CI\] +p-value$/);
    expect(lines[3]).toMatch(/^control +1000 +200 +20\.00% \[17\.64%, 22\.59%\] +- +-$/);
    expect(lines[4]).toMatch(
      /^new-photo-prompt +1000 +250 +25\.00% \[22\.42%, 27\.78%\] +\+25\.00% \[\+6\.09%, \+47\.27%\] +0\.0074$/,
    );
    // tiny (4/40) vs control (200/1000), scipy: Wilson (0.0395795, 0.2305178); relative_risk CI − 1
    // (−0.8042794, +0.2773312); chi2_contingency([[200, 800], [4, 36]], correction=False).pvalue = 0.1183325.
    expect(lines[5]).toMatch(/^tiny +40 +4 +10\.00% \[3\.96%, 23\.05%\] +-50\.00% \[-80\.43%, \+27\.73%\] +0\.1183$/);
    // Columns line up: every figure column ends at the same place on each row of the table.
    const tableRows = lines.slice(1, 6);
    expect(new Set(tableRows.map((row) => row.length)).size).toBe(1);
    expect(text).toContain('Sample ratio: χ² = 0.00, p < 0.0001 (MISMATCH)');
    expect(text).toContain('Note: Sample ratio mismatch: tiny has weight 0 but received visitors.');
    expect(text).toContain('Note: Too little data to conclude: tiny has fewer than 100 visitors');
  });

  it('shows dashes for undefined figures and the chosen confidence level', () => {
    const text = formatAnalysis('first message', analyse([v('A', 1, 0, 0), v('B', 1, 0, 0)], { confidence: 0.9 }));
    expect(text).toMatch(/Rate \[90% CI\] +Uplift \[90% CI\]/);
    expect(text).toMatch(/\nA \(control\) +0 +0 +- +- +-\n/);
    expect(text).not.toMatch(/NaN|Infinity/);
  });
});

export type DatePart = 'day' | 'month' | 'year';

/**
 * The order of day, month and year in the locale's dates; DMY when it cannot be told (docs/product.md §5). The date
 * of birth at signup (step 4) and on /profile both follow it.
 */
export function datePartOrder(locale: string): DatePart[] {
  try {
    const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(
      new Date(2001, 10, 22),
    );
    const order = parts
      .map((part) => part.type)
      .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
    return order.length === 3 ? order : ['day', 'month', 'year'];
  } catch {
    return ['day', 'month', 'year'];
  }
}

import { useMemo, useState } from 'react';
import { readPersisted, writePersisted, type PersistedSchema, useHydrated } from 'shared-contracts';
import { discountSchema, type Discount } from 'shared-contracts/api/payments';

const PAYMENT_COUNTRY = 'payment_country';
const DISCOUNT_CODE = 'discount_code';

const countrySchema: PersistedSchema<string> = {
  safeParse: (value) =>
    typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? { success: true, data: value } : { success: false },
};

/** The payment country the member chose on /credits or /pricing. */
export function readPaymentCountry(): string | undefined {
  return readPersisted(PAYMENT_COUNTRY, countrySchema);
}
export function writePaymentCountry(country: string): void {
  writePersisted(PAYMENT_COUNTRY, country);
}

/** The discount code the member applied; the checkout sends it with the payment. */
export function readDiscount(): Discount | undefined {
  return readPersisted(DISCOUNT_CODE, discountSchema);
}
export function writeDiscount(discount: Discount): void {
  writePersisted(DISCOUNT_CODE, discount);
}
export function clearDiscount(): void {
  writePersisted(DISCOUNT_CODE, null);
}

/**
 * A choice kept in this browser's storage (one of the readers above), and the way to change it on this page. The server
 * and the hydrating render know none and show what they show without it; the kept one counts from the next render.
 */
export function useKeptChoice<T>(read: () => T | undefined): [T | undefined, (value: T | undefined) => void] {
  const hydrated = useHydrated();
  const kept = useMemo(() => (hydrated ? read() : undefined), [hydrated, read]);
  const [changed, setChanged] = useState<{ value: T | undefined }>();
  return [changed ? changed.value : kept, (value) => setChanged({ value })];
}

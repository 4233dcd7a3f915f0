import { useFormat } from './format';

/** An amount in minor units, formatted for the interface language. */
export function Money({ minor, currency }: { minor: number; currency: string }) {
  const { money } = useFormat();
  return <span className="text-nowrap">{money(minor, currency)}</span>;
}

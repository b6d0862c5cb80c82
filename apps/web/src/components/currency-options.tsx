import { useCurrencies } from '../lib/currencies';

/**
 * The active currencies as select options ("USD · US Dollar"), plus `value` itself when it is
 * not among them, so a currency deactivated since stays visible on the records that use it.
 */
export function CurrencyOptions({ value }: { value: string | null | undefined }) {
  const currencies = useCurrencies();
  const listed = (currencies.data ?? []).filter((item) => item.is_active || item.code === value);
  return (
    <>
      {value && !listed.some((item) => item.code === value) ? <option value={value}>{value}</option> : null}
      {listed.map((item) => (
        <option key={item.code} value={item.code}>
          {item.code} · {item.name}
        </option>
      ))}
    </>
  );
}

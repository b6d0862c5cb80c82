import { useSearchParams } from 'react-router';

/** `?supplier=4` as an id, or undefined when it is not one. */
export const idParam = (value: string | null) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;

/**
 * A supplier-side tab's state in the URL (filters, page), so a filtered list is a link to share:
 * `update` sets values (an empty one is removed), `set` changes one filter and starts the list
 * from its first page, `clear` removes them all.
 */
export function useTabParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return {
    params,
    update,
    set: (name: string, value: string) => update({ [name]: value, page: '' }),
    clear: () => setParams({}, { replace: true }),
  };
}

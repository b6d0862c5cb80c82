/** Reference data seeded by the app, by key: shown in the interface language unless renamed. */
import { SEEDED_REFERENCE_NAMES } from '@aurora/contracts/reference-names';

export const reference = {
  reference: SEEDED_REFERENCE_NAMES,
};

import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { FormAlert } from './form-layout';

afterEach(() => i18n.changeLanguage('en'));

describe('FormAlert', () => {
  it("says each of the server's sentences in the interface language, and any other as it came", async () => {
    await i18n.changeLanguage('es');
    render(
      <I18nextProvider i18n={i18n}>
        <FormAlert message="The opening time must be before the closing time. At most 5 travellers. The line is busy." />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La hora de apertura debe ser anterior a la de cierre. Como máximo 5 viajeros. The line is busy.',
    );
  });
});

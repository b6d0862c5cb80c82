import { REQUEST_ID_HEADER } from '@aurora/contracts/constants';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { useServerSubmit } from '../../lib/use-server-submit';
import { mockFetch } from '../../testing/fetch-mock';
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

/** A form saving to the API as the screens do (useServerSubmit), with its form-level alert. */
function SaveForm() {
  const form = useForm<{ name: string }>({ defaultValues: { name: 'Ada' } });
  const { submit } = useServerSubmit(form, ['name'], async (values) => {
    await apiClient.post('/leads', values);
  });
  const root = form.formState.errors.root;
  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={root?.message} reference={root?.reference?.message} />
      <button type="submit">Create lead</button>
    </form>
  );
}

describe('FormAlert of a failed save', () => {
  const renderForm = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <SaveForm />
      </I18nextProvider>,
    );

  it('a server error (500): the message and the reference of the request sent', async () => {
    const fetchSpy = mockFetch(() => ({ status: 500, body: { message: 'Internal server error' } }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create lead' }));
    const alert = await screen.findByRole('alert');
    const headers = (fetchSpy.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    const sent = headers[REQUEST_ID_HEADER] ?? '';
    expect(sent).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(alert).toHaveTextContent('Internal server error');
    expect(within(alert).getByText(`Reference: ${sent.slice(0, 8)}`)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Copy the reference' })).toBeInTheDocument();
  });

  it('a refusal the person can act on (409): the message alone', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'The lead was changed by someone else.' } }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create lead' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lead was changed by someone else.');
    expect(within(alert).queryByText(/Reference:/)).not.toBeInTheDocument();
  });
});

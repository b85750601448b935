import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { dayjs } from '../../lib/dates';
import { PersonalStepForm, type EmailChangeContext } from './PersonalStepForm';
import type { PersonalValues } from './wizardValues';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify([
          { genderId: 'FEMALE', gender: 'Femenino' },
          { genderId: 'MALE', gender: 'Masculino' },
        ]),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const filled: PersonalValues = {
  name: 'Fernanda',
  lastName: 'Araya',
  email: 'fernanda@example.com',
  dateOfBirth: dayjs('1993-04-12'),
  gender: 'FEMALE',
  cellphone: '+56 912341234',
  country: 'Chile',
  region: 'Región de Ñuble',
  biography: '',
};

function renderStep(initialValues: PersonalValues = filled, askPassword = false, emailChange?: EmailChangeContext) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <PersonalStepForm
      initialValues={initialValues}
      askPassword={askPassword}
      emailChange={emailChange}
      avatarField={null}
      saving={false}
      errorAlert={null}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, next: screen.getByRole('button', { name: 'Siguiente' }) };
}

// antd's forms are slow to drive in jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe('PersonalStepForm', () => {
  it('refuses a phone without the plus sign and country code, with the spec message', async () => {
    const { onSubmit, next } = renderStep();
    const phone = screen.getByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '912341234');
    await userEvent.click(next);

    expect(await screen.findByText('Ingrese un teléfono válido (+56 912341234)')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(phone);
    await userEvent.type(phone, '+56 9 1234 1234');
    await userEvent.click(next);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ cellphone: '+56 9 1234 1234', region: 'Región de Ñuble' });
  });

  it('marks the required fields from the start, before anything is submitted', () => {
    renderStep({ ...filled, cellphone: '', region: undefined });
    // antd draws the asterisk for a label with the required class, unless the form hides the marks.
    const label = (text: string) => screen.getByText(text, { selector: 'label' });
    for (const required of [
      'Nombre',
      'Apellido',
      'Fecha de nacimiento',
      'Género',
      'Email',
      'Teléfono',
      'País',
      'Región',
    ]) {
      expect(label(required), required).toHaveClass('ant-form-item-required');
      expect(label(required), required).not.toHaveClass('ant-form-item-required-mark-hidden');
    }
    expect(label('Sobre mí')).not.toHaveClass('ant-form-item-required');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the phone when it is empty', async () => {
    const { next } = renderStep({ ...filled, cellphone: '' });
    await userEvent.click(next);
    expect(await screen.findByText('Ingrese teléfono de contacto')).toBeInTheDocument();
  });

  it('clears the region when another country is chosen, and then asks for one', async () => {
    const { onSubmit, next } = renderStep();
    expect(screen.getByTitle('Región de Ñuble')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'País' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await userEvent.click(within(document.body).getByTitle('Perú'));

    await waitFor(() => expect(screen.queryByTitle('Región de Ñuble')).not.toBeInTheDocument());
    await userEvent.click(next);
    expect(await screen.findByText('Seleccione una región')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lowercases the email as typed and gives the step 0 messages for empty fields', async () => {
    const { next } = renderStep({ ...filled, name: '', lastName: '', email: '', dateOfBirth: null, gender: undefined });
    await userEvent.type(screen.getByLabelText('Email'), 'Fer@Example.COM');
    expect(screen.getByLabelText('Email')).toHaveValue('fer@example.com');
    await userEvent.click(next);
    for (const message of [
      'Ingrese su nombre',
      'Ingrese su apellido',
      'Ingrese su fecha de nacimiento',
      'Seleccione género',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('shows the password fields only when asked to, and checks the confirmation', async () => {
    const { onSubmit, next } = renderStep(filled, true);
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Segura2026');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Otra2026');
    await userEvent.click(next);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the current password only when the email changes on an account with a password', async () => {
    const { onSubmit, next } = renderStep(filled, false, { currentEmail: filled.email, hasPassword: true });
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();

    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'fernanda.araya@example.com');
    const current = await screen.findByLabelText('Contraseña actual');
    await userEvent.click(next);
    expect(
      await screen.findByText('Ingresa tu contraseña actual para cambiar tu email o tu contraseña'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(current, 'MiClave2026');
    await userEvent.click(next);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      email: 'fernanda.araya@example.com',
      currentPassword: 'MiClave2026',
    });
  });

  it('tells an account without a password that the old address will confirm a new email', async () => {
    renderStep(filled, false, { currentEmail: filled.email, hasPassword: false });
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'fernanda.araya@example.com');
    expect(
      await screen.findByText(
        'Al guardar te enviaremos un correo a fernanda@example.com para confirmar el cambio de email.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
  });
});

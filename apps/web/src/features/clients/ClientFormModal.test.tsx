import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ClientFormModal } from './ClientFormModal';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const savedClient = {
  clientId: 'c1',
  name: 'Minera Andes',
  rut: '97004000-5',
  businessName: null,
  address: null,
  city: null,
  websiteUrl: null,
  linkedinUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  contact: {
    name: 'Paula',
    email: 'paula@andes.cl',
    phone: '+56 912341234',
    businessPosition: null,
    businessArea: null,
  },
};

function renderForm() {
  const onClose = vi.fn();
  renderWithProviders(<ClientFormModal open onClose={onClose} />);
  return { onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('ClientFormModal', () => {
  it("shows the spec's messages for the required fields and sends nothing", async () => {
    renderForm();
    expect(screen.getByText('Nuevo cliente')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Ingrese nombre de empresa')).toBeInTheDocument();
    expect(screen.getByText('Ingrese nombre de contacto')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un mail de contacto')).toBeInTheDocument();
    expect(screen.getByText('Ingrese telefono de contacto')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('formats the RUT as typed and refuses a wrong check digit', async () => {
    renderForm();
    const rut = screen.getByLabelText('RUT');
    await userEvent.type(rut, '970040004');
    expect(rut).toHaveValue('97.004.000-4');
    await save();
    expect(await screen.findByText('Ingrese un rut valido')).toBeInTheDocument();
  });

  it('accepts the RUT of its own example', async () => {
    renderForm();
    const example = /^Ej: (.+)$/.exec(screen.getByText(/^Ej: /).textContent ?? '')![1]!;
    await userEvent.type(screen.getByLabelText('RUT'), example);
    await save();
    expect(await screen.findByText('Ingrese nombre de empresa')).toBeInTheDocument();
    expect(screen.queryByText('Ingrese un rut valido')).not.toBeInTheDocument();
  });

  it('refuses a phone without the plus sign', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Teléfono de contacto'), '912341234');
    await save();
    expect(await screen.findByText('Ingrese un telefono valido (+56 912341234)')).toBeInTheDocument();
  });

  it('creates the client with the RUT without dots and no empty values, then says so', async () => {
    fetchMock.mockResolvedValue(json(201, savedClient));
    const { onClose } = renderForm();
    await userEvent.type(screen.getByLabelText('Nombre de empresa'), 'Minera Andes');
    await userEvent.type(screen.getByLabelText('RUT'), '970040005');
    await userEvent.type(screen.getByLabelText('Nombre de contacto'), 'Paula');
    await userEvent.type(screen.getByLabelText('Email de contacto'), 'Paula@Andes.CL');
    await userEvent.type(screen.getByLabelText('Teléfono de contacto'), '+56 912341234');
    await save();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/clients');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Minera Andes',
      rut: '97004000-5',
      contact: { name: 'Paula', email: 'paula@andes.cl', phone: '+56 912341234' },
    });
    expect(await screen.findByText('Cliente creado con exito')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when the creation fails", async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        error: {
          type: 'client_service_create_client_service_error',
          message: 'Error al crear cliente: ya existe un cliente con el RUT 97.004.000-5',
        },
      }),
    );
    const { onClose } = renderForm();
    await userEvent.type(screen.getByLabelText('Nombre de empresa'), 'Minera Andes');
    await userEvent.type(screen.getByLabelText('RUT'), '970040005');
    await userEvent.type(screen.getByLabelText('Nombre de contacto'), 'Paula');
    await userEvent.type(screen.getByLabelText('Email de contacto'), 'paula@andes.cl');
    await userEvent.type(screen.getByLabelText('Teléfono de contacto'), '+56912341234');
    await save();
    expect(
      await screen.findByText('Error al crear cliente: ya existe un cliente con el RUT 97.004.000-5'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

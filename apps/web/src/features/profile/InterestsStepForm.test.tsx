import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { adviceProblem } from './AdvicePicker';
import { InterestsStepForm } from './InterestsStepForm';
import type { InterestsValues } from './wizardValues';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const adviceNames = ['Desarrollo de carrera', 'Marca personal', 'Emprendimiento', 'Liderazgo femenino', 'Networking'];
const lists: Record<string, unknown> = {
  '/api/users/metadata/industries': [
    {
      industryId: id(1),
      industryName: 'Tecnología',
      specialties: [{ specialtyId: id(2), specialtyName: 'Ciencia de datos' }],
    },
  ],
  '/api/users/metadata/advices': adviceNames.map((adviceName, i) => ({ adviceId: id(10 + i), adviceName })),
  '/api/users/metadata/attributes': [{ attributeId: id(30), attributeName: 'Empatía' }],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const body = lists[String(input)];
    return new Response(JSON.stringify(body ?? { error: { message: 'No encontrado', type: 'not_found' } }), {
      status: body ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const oneArea: InterestsValues = {
  interests: [{ industryId: id(1), specialtyId: id(2), experienceYears: 1 }],
  advice: { adviceIds: [], mainAdviceId: null },
  attributeIds: [id(30)],
};

async function renderStep(initialValues: InterestsValues = oneArea) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <InterestsStepForm
      initialValues={initialValues}
      saving={false}
      errorAlert={null}
      onSubmit={onSubmit}
      onBack={vi.fn()}
    />,
  );
  const next = await screen.findByRole('button', { name: 'Siguiente' });
  return { onSubmit, next };
}

const advice = (name: string) => screen.getByRole('checkbox', { name });
const star = (name: string) => screen.getByRole('button', { name: `Objetivo principal: ${name}` });

describe('InterestsStepForm objectives', () => {
  it('keeps the submit disabled until 3 to 4 objectives and a main one are chosen, with the spec messages', async () => {
    const { next, onSubmit } = await renderStep();
    expect(next).toBeDisabled();

    await userEvent.click(advice('Desarrollo de carrera'));
    await userEvent.click(advice('Marca personal'));
    expect(await screen.findByText('Marque al menos 3 opciones')).toBeInTheDocument();
    expect(next).toBeDisabled();

    for (const name of ['Emprendimiento', 'Liderazgo femenino', 'Networking']) await userEvent.click(advice(name));
    expect(await screen.findByText('Marque como máximo 4 opciones')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await userEvent.click(advice('Networking'));
    expect(
      await screen.findByText('Debes marcar 1 objetivo de mentoría principal haciendo click en la estrella'),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();

    await userEvent.click(star('Marca personal'));
    expect(star('Marca personal')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].advice).toEqual({
      adviceIds: [id(10), id(11), id(12), id(13)],
      mainAdviceId: id(11),
    });
  }, 20_000);

  it('checks an objective when its star is clicked, and forgets the main one when it is unchecked', async () => {
    const { next } = await renderStep();
    await userEvent.click(star('Emprendimiento'));
    expect(advice('Emprendimiento')).toBeChecked();
    await userEvent.click(advice('Desarrollo de carrera'));
    await userEvent.click(advice('Marca personal'));
    await waitFor(() => expect(next).toBeEnabled());

    await userEvent.click(advice('Emprendimiento'));
    expect(star('Emprendimiento')).toHaveAttribute('aria-pressed', 'false');
    expect(next).toBeDisabled();
  });

  it('offers to remove an interest area only when there is more than one', async () => {
    await renderStep();
    expect(screen.queryByRole('button', { name: /Eliminar área de interés/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar área de interés' }));
    expect(screen.getAllByRole('button', { name: /Eliminar área de interés/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar área de interés 2' }));
    expect(screen.queryByRole('button', { name: /Eliminar área de interés/ })).not.toBeInTheDocument();
  });
});

describe('adviceProblem', () => {
  it('says what is wrong in the order the user fixes it', () => {
    expect(adviceProblem({ adviceIds: ['a', 'b'], mainAdviceId: 'a' })).toBe('Marque al menos 3 opciones');
    expect(adviceProblem({ adviceIds: ['a', 'b', 'c', 'd', 'e'], mainAdviceId: 'a' })).toBe(
      'Marque como máximo 4 opciones',
    );
    expect(adviceProblem({ adviceIds: ['a', 'b', 'c'], mainAdviceId: null })).toBe(
      'Debes marcar 1 objetivo de mentoría principal haciendo click en la estrella',
    );
    expect(adviceProblem({ adviceIds: ['a', 'b', 'c'], mainAdviceId: 'c' })).toBeNull();
  });
});

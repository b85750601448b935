import type { Questionary } from '@enlaza/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QuestionaryForm } from './QuestionaryForm';

const UI_TEST_TIMEOUT_MS = 20_000;

const base = {
  required: false,
  placeholder: '',
  displayTitle: true,
  description: '',
  options: [],
  other: false,
  conditions: [],
};
const questionary: Pick<Questionary, 'name' | 'overview' | 'questionGroups'> = {
  name: 'Feedback de sesión',
  overview: 'Cuéntanos cómo te fue',
  questionGroups: [
    {
      id: 'g1',
      title: 'La sesión',
      type: 'DEFAULT',
      minutes: 5,
      conditions: [],
      questions: [
        {
          ...base,
          id: 'held',
          type: 'OPTIONS',
          title: '¿Se realizó la sesión?',
          required: true,
          options: [
            { id: 'si', value: 'Sí' },
            { id: 'no', value: 'No' },
          ],
        },
        {
          ...base,
          id: 'why',
          type: 'TEXT',
          title: '¿Por qué no se realizó?',
          required: true,
          conditions: [{ questionId: 'held', value: 'no', conditionType: 'EQUAL' }],
        },
        {
          ...base,
          id: 'topics',
          type: 'MULTIPLE_CHOICE',
          title: 'Temas tratados',
          required: true,
          options: [
            { id: 't1', value: 'Finanzas' },
            { id: 't2', value: 'Marketing' },
          ],
        },
      ],
    },
  ],
};

describe('QuestionaryForm', () => {
  it(
    'shows a conditional question only while its condition holds, and clears its answer when hidden',
    async () => {
      const onSubmit = vi.fn();
      renderWithProviders(<QuestionaryForm questionary={questionary} mode="answer" onSubmit={onSubmit} />);
      expect(screen.getByText('5 min')).toBeInTheDocument();
      expect(screen.queryByText('¿Por qué no se realizó?')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('radio', { name: 'No' }));
      const why = await screen.findByRole('textbox', { name: /¿Por qué no se realizó\?/ });
      await userEvent.type(why, 'Se enfermó');

      await userEvent.click(screen.getByRole('radio', { name: 'Sí' }));
      await waitFor(() => expect(screen.queryByText('¿Por qué no se realizó?')).not.toBeInTheDocument());

      await userEvent.click(screen.getByRole('radio', { name: 'No' }));
      expect(await screen.findByRole('textbox', { name: /¿Por qué no se realizó\?/ })).toHaveValue('');
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'shows the required messages of spec 002 §5.8 and submits only the shown answers',
    async () => {
      const onSubmit = vi.fn();
      renderWithProviders(<QuestionaryForm questionary={questionary} mode="answer" onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
      expect(await screen.findByText('Selecciona una alternativa')).toBeInTheDocument();
      expect(screen.getByText('Selecciona al menos una opción')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('radio', { name: 'No' }));
      expect(await screen.findByText('Ingresa tu respuesta')).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: /¿Por qué no se realizó\?/ }), 'Viaje');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Marketing' }));
      await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
      expect(onSubmit).toHaveBeenCalledWith({ held: 'no', why: 'Viaje', topics: ['t2'] }, {});
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'in preview mode checks the answers but sends nothing',
    async () => {
      const onSubmit = vi.fn();
      const onPreviewSubmit = vi.fn();
      renderWithProviders(
        <QuestionaryForm
          questionary={questionary}
          mode="preview"
          onSubmit={onSubmit}
          onPreviewSubmit={onPreviewSubmit}
        />,
      );
      await userEvent.click(screen.getByRole('radio', { name: 'Sí' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Finanzas' }));
      await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
      expect(onPreviewSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).not.toHaveBeenCalled();
    },
    UI_TEST_TIMEOUT_MS,
  );
});

import { processMessages, type ProcessDetail } from '@enlaza/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { WizardProcessPending, WizardSteps } from './WizardFrame';

const titles = ['Crear proceso', 'Campus', 'Convocatoria', 'Asignar usuarios', 'Networking'];

function phoneWidth(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: narrow && query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('WizardSteps', () => {
  it('opens the step clicked, but not one the process does not have', async () => {
    phoneWidth(false);
    const onOpen = vi.fn();
    render(<WizardSteps step={1} titles={titles} onOpen={onOpen} isUnavailable={(step) => step === 5} />);
    await userEvent.click(screen.getByText('Convocatoria'));
    expect(onOpen).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByText('Networking'));
    expect(onOpen).not.toHaveBeenCalledWith(5);
  });

  it('names only the current step on a phone', () => {
    phoneWidth(true);
    render(<WizardSteps step={2} titles={titles} />);
    expect(screen.getByRole('navigation', { name: 'Pasos del asistente' })).toHaveTextContent('Paso 2 de 5: Campus');
    expect(screen.queryByText('Convocatoria')).not.toBeInTheDocument();
  });
});

describe('WizardProcessPending', () => {
  const failed = (error: Error) => ({ isPending: false, isError: true, error }) as UseQueryResult<ProcessDetail>;

  it('says the process could not be loaded when it does not exist', () => {
    render(
      <WizardProcessPending
        heading={<h1>Procesos / Editar proceso</h1>}
        process={failed(new ApiError('No encontrado', 404, 'not_found'))}
      />,
    );
    expect(screen.getByText(processMessages.loadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when reading it failed otherwise", () => {
    render(
      <WizardProcessPending
        heading={<h1>Procesos / Editar proceso</h1>}
        process={failed(new ApiError('Error del servidor', 500))}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(processMessages.loadFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('Error del servidor');
  });
});

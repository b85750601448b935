import { entrepreneurMessages as em } from '@enlaza/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EntrepreneurForm } from './EntrepreneurForm';
import { entrepreneurValuesOf, type EntrepreneurValues } from './entrepreneurValues';

const industryId = '00000000-0000-4000-8000-000000000001';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify([{ industryId, industryName: 'Tecnología', specialties: [] }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// antd's forms are slow to drive in jsdom.
vi.setConfig({ testTimeout: 20_000 });

function renderForm(
  initialValues: EntrepreneurValues = entrepreneurValuesOf(null),
  variant: 'enrolment' | 'member' = 'enrolment',
) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <EntrepreneurForm
      variant={variant}
      initialValues={initialValues}
      country="Chile"
      region="Región de Arica y Parinacota"
      currentPictureUrl={null}
      saving={false}
      submitLabel="Siguiente"
      backLabel="Anterior"
      onSubmit={onSubmit}
      onBack={vi.fn()}
    />,
  );
  return { onSubmit, submit: screen.getByRole('button', { name: 'Siguiente' }) };
}

/** Opens the select named `name` and reads the options of its own drop-down. */
function openOptions(name: string): () => string[] {
  const combobox = screen.getByRole('combobox', { name });
  fireEvent.mouseDown(combobox);
  return () => {
    const listId = combobox.getAttribute('aria-controls');
    const dropdown = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
    return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map(
      (option) => option.getAttribute('title') ?? '',
    );
  };
}

describe('EntrepreneurForm', () => {
  it("gives the spec's message for every empty required field, and none for the optional ones", async () => {
    const { onSubmit, submit } = renderForm();
    expect(screen.getByRole('heading', { name: em.title })).toBeInTheDocument();
    for (const section of em.sections) expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();

    await userEvent.click(submit);
    for (const message of [
      em.businessName,
      em.rut,
      em.businessRut,
      em.commune,
      em.businessRegion,
      em.businessCommune,
      em.description,
      em.industry,
      em.age,
      em.stage,
      em.challenge,
      em.expectations,
      em.productExpectations,
      em.expectedMentors,
      em.contactMethod,
      em.ods,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(em.socialMedia)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('in the member form, business RUT and expected mentors are optional', async () => {
    const { submit } = renderForm(entrepreneurValuesOf(null), 'member');
    await userEvent.click(submit);
    expect(await screen.findByText(em.businessName)).toBeInTheDocument();
    expect(screen.queryByText(em.businessRut)).not.toBeInTheDocument();
    expect(screen.queryByText(em.expectedMentors)).not.toBeInTheDocument();
  });

  it('formats a RUT as it is typed and refuses a wrong check digit', async () => {
    const { submit } = renderForm();
    const rut = screen.getByLabelText('Tu RUT');
    await userEvent.type(rut, '123456785');
    expect(rut).toHaveValue('12.345.678-5');
    await userEvent.type(screen.getByLabelText('RUT del emprendimiento'), '761234567');
    await userEvent.click(submit);
    expect(await screen.findByText(em.invalidRut)).toBeInTheDocument();
    // Only the business RUT is wrong (its check digit is 0).
    expect(screen.getAllByText(em.invalidRut)).toHaveLength(1);
  });

  it("offers the communes of the applicant's region, and business communes of the chosen business region only", async () => {
    renderForm({ ...entrepreneurValuesOf(null), businessRegion: 'Región de Arica y Parinacota' });

    const communes = openOptions('Comuna donde resides');
    await waitFor(() => expect(communes()).toEqual(['Arica', 'Camarones', 'General Lagos', 'Putre']));

    const businessCommunes = openOptions('Comuna del emprendimiento');
    await waitFor(() => expect(businessCommunes()).toEqual(['Arica', 'Camarones', 'General Lagos', 'Putre']));
    await userEvent.click(screen.getAllByTitle('Putre').at(-1)!);
    const shownCommune = () =>
      screen.getByRole('combobox', { name: 'Comuna del emprendimiento' }).closest('.ant-select')?.textContent;
    await waitFor(() => expect(shownCommune()).toContain('Putre'));

    // Another business region: the commune is cleared and the choices are that region's.
    openOptions('Región del emprendimiento');
    await userEvent.click(await screen.findByTitle('Región de Tarapacá'));
    await waitFor(() => expect(shownCommune()).not.toContain('Putre'));
    const afterChange = openOptions('Comuna del emprendimiento');
    await waitFor(() => expect(afterChange()).toContain('Iquique'));
    expect(afterChange()).not.toContain('Arica');
    expect(afterChange()).not.toContain('Putre');
  });
});

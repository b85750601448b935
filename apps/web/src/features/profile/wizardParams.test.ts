import { describe, expect, it } from 'vitest';
import { destinationAfterWizard, readWizardParams, wizardTitles } from './wizardParams';

const read = (query: string) => readWizardParams(new URLSearchParams(query));

describe('wizard variants (spec 000 §2)', () => {
  it('is titled by how it was entered', () => {
    expect(wizardTitles[read('').variant]).toBe('Editar mi perfil');
    expect(wizardTitles[read('usertoken=t&processId=p&service=ATTRACTION').variant]).toBe('Registrarme al proceso');
    expect(wizardTitles[read('convocatory=c1&role=mentor').variant]).toBe('Registrarme al proceso');
    expect(wizardTitles[read('usertoken=t&processId=p').variant]).toBe('Actualizar mi informacion');
  });

  it('leads to the own profile, the invitation, or the convocatoria last step', () => {
    expect(destinationAfterWizard(read(''))).toBe('/user_profile');
    expect(destinationAfterWizard(read('usertoken=t&processId=p&service=attraction&role=mentor'))).toBe(
      '/process_invitation/mentor?usertoken=t&processId=p&service=ATTRACTION',
    );
    expect(destinationAfterWizard(read('convocatory=c1'))).toBe('/convocatory/inscription/c1?goToLastStep=true');
  });
});

import { profileServiceTypeSchema, type ProfileServiceType } from '@enlaza/contract';

/**
 * How the wizard was entered (spec 000 §2 "Registration / profile wizard"):
 * - register: from a process invitation or a convocatoria (usertoken with processId and service, or convocatory);
 * - update: the update variant (usertoken and processId, no service);
 * - edit: from the own profile.
 */
export type WizardVariant = 'register' | 'update' | 'edit';

export const wizardTitles: Record<WizardVariant, string> = {
  register: 'Registrarme al proceso',
  update: 'Actualizar mi informacion',
  edit: 'Editar mi perfil',
};

export interface WizardParams {
  variant: WizardVariant;
  userToken: string | null;
  processId: string | null;
  service: ProfileServiceType | null;
  convocatory: string | null;
  role: string | null;
}

export function readWizardParams(search: URLSearchParams): WizardParams {
  const userToken = search.get('usertoken');
  const processId = search.get('processId');
  const convocatory = search.get('convocatory');
  const parsedService = profileServiceTypeSchema.safeParse(search.get('service')?.toUpperCase());
  const service = parsedService.success ? parsedService.data : null;
  const hasService = search.get('service') !== null;
  let variant: WizardVariant = 'edit';
  if (convocatory || (userToken && processId && hasService)) variant = 'register';
  else if (userToken && processId) variant = 'update';
  return { variant, userToken, processId, service, convocatory, role: search.get('role') };
}

/** Where the wizard leads after its last step: the invitation, the convocatoria's last step, or the own profile. */
export function destinationAfterWizard(params: WizardParams): string {
  if (params.convocatory) {
    return `/convocatory/inscription/${encodeURIComponent(params.convocatory)}?goToLastStep=true`;
  }
  if (params.userToken && params.processId) {
    const query = new URLSearchParams({ usertoken: params.userToken, processId: params.processId });
    if (params.service) query.set('service', params.service);
    const page = params.role?.toLowerCase() === 'mentor' ? 'mentor' : 'student';
    return `/process_invitation/${page}?${query.toString()}`;
  }
  return '/user_profile';
}

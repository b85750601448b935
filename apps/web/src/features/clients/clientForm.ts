import { cleanRut, formatRut, type Client, type ClientPayload } from '@enlaza/contract';

export interface ClientFormValues {
  name?: string;
  rut?: string;
  businessName?: string;
  address?: string;
  city?: string;
  websiteUrl?: string;
  linkedinUrl?: string;
  contact?: {
    name?: string;
    email?: string;
    phone?: string;
    businessPosition?: string;
    businessArea?: string;
  };
}

/** Trimmed, or undefined when blank: spec 001 §5 omits empty values from the payload. */
function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function withoutEmpty<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The form as the server takes it: empty values left out, the RUT without dots, the email lowercased. */
export function toClientPayload(values: ClientFormValues): ClientPayload {
  const rut = given(values.rut);
  const contact = values.contact ?? {};
  return {
    ...withoutEmpty({
      name: given(values.name),
      rut: rut && cleanRut(rut),
      businessName: given(values.businessName),
      address: given(values.address),
      city: given(values.city),
      websiteUrl: given(values.websiteUrl),
      linkedinUrl: given(values.linkedinUrl),
    }),
    contact: withoutEmpty({
      name: given(contact.name),
      email: given(contact.email)?.toLowerCase(),
      phone: given(contact.phone),
      businessPosition: given(contact.businessPosition),
      businessArea: given(contact.businessArea),
    }),
  } as ClientPayload;
}

/** A stored client in the form, its RUT formatted for reading. */
export function toClientFormValues(client: Client): ClientFormValues {
  const text = (value: string | null) => value ?? undefined;
  return {
    name: client.name,
    rut: client.rut ? formatRut(client.rut) : undefined,
    businessName: text(client.businessName),
    address: text(client.address),
    city: text(client.city),
    websiteUrl: text(client.websiteUrl),
    linkedinUrl: text(client.linkedinUrl),
    contact: {
      name: text(client.contact.name),
      email: text(client.contact.email),
      phone: text(client.contact.phone),
      businessPosition: text(client.contact.businessPosition),
      businessArea: text(client.contact.businessArea),
    },
  };
}

/**
 * Each brand's own words and colours: the app's screens (brand.ts) and the brand's documents — FAQ, terms and
 * privacy, built from one template each (brandDocuments/, vite/brandDocuments.ts) — take them from here. It imports
 * nothing, so the build can read it too.
 */
export const brandWords = {
  enlaza: {
    name: 'Enlaza',
    primaryColor: '#5b2a86',
    tintColor: '#f4eefa',
    tagline: 'Potenciando la equidad de género',
  },
  mentorup: {
    name: 'MentorUp',
    primaryColor: '#0f6b63',
    tintColor: '#e8f4f2',
    tagline: 'Potenciando el talento en tu empresa',
  },
} as const;

export type BrandId = keyof typeof brandWords;

/**
 * Words only the brand's documents use, apart so the screens' bundles leave them out: `offering` completes "… una
 * plataforma para programas de mentoría, networking y atracción de talento …".
 */
export const brandDocumentWords: Record<BrandId, { offering: string }> = {
  enlaza: {
    offering: 'que las empresas clientes ofrecen a sus equipos, con el propósito de potenciar la equidad de género',
  },
  mentorup: {
    offering:
      'que las empresas ofrecen a sus equipos, con el propósito de potenciar el talento dentro de cada organización',
  },
};
export type BrandWords = (typeof brandWords)[BrandId];

/** The brand's documents, each at /brands/{brand}/{file}. */
export const brandDocuments = [
  { file: 'faq.html', title: 'Preguntas frecuentes' },
  { file: 'terminos.html', title: 'Términos y condiciones' },
  { file: 'privacidad.html', title: 'Política de privacidad' },
] as const;

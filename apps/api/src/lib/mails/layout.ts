import mjml2html from 'mjml';
import { brandLooks, type BrandId } from '../brands';

/**
 * Every mail's HTML is one MJML layout per brand — its name on a band of its colour, the body on white, the
 * coordinators' contact at the foot — compiled once when this module loads (MJML compiles in milliseconds, a
 * thousand-person process start sends a thousand mails). What changes from mail to mail goes into the compiled HTML
 * at its slots, already escaped.
 */
export type MailSlot = 'SUBJECT' | 'PREVIEW' | 'BEFORE' | 'ACTION_URL' | 'ACTION_LABEL' | 'AFTER' | 'SUPPORT' | 'URL';

const slot = (name: MailSlot) => `__ENLAZA_MAIL_${name}__`;
const SLOTS = /__ENLAZA_MAIL_([A-Z_]+?)__/g;

function layoutSource(brand: BrandId, withAction: boolean): string {
  const { name, primaryColor, tintColor } = brandLooks[brand];
  const action = withAction
    ? `<mj-button background-color="${primaryColor}" color="#ffffff" font-size="15px" font-weight="bold" href="${slot('ACTION_URL')}">${slot('ACTION_LABEL')}</mj-button>
        <mj-text font-size="13px" color="#555555">Si el botón no funciona, copia este enlace en tu navegador: <a href="${slot('ACTION_URL')}" style="color: ${primaryColor}; word-break: break-all;">${slot('ACTION_URL')}</a></mj-text>
        <mj-text>${slot('AFTER')}</mj-text>`
    : '';
  return `<mjml lang="es">
  <mj-head>
    <mj-title>${slot('SUBJECT')}</mj-title>
    <mj-preview>${slot('PREVIEW')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#222222" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${tintColor}">
    <mj-section background-color="${primaryColor}" padding="16px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="22px" font-weight="bold">${name}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 16px">
      <mj-column>
        <mj-text>${slot('BEFORE')}</mj-text>
        ${action}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="#555555" align="center">¿Dudas? Escribe a tu coordinadora: <a href="mailto:${slot('SUPPORT')}" style="color: ${primaryColor};">${slot('SUPPORT')}</a><br />${name} · <a href="${slot('URL')}" style="color: ${primaryColor};">${slot('URL')}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

async function compile(source: string): Promise<string> {
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`El diseño de los correos no es MJML válido: ${errors[0]!.formattedMessage}`);
  return html;
}

const compiled = Object.fromEntries(
  await Promise.all(
    (Object.keys(brandLooks) as BrandId[]).map(
      async (brand) =>
        [
          brand,
          { withAction: await compile(layoutSource(brand, true)), plain: await compile(layoutSource(brand, false)) },
        ] as const,
    ),
  ),
) as Record<BrandId, { withAction: string; plain: string }>;

/** The brand's layout with its slots filled (each value is HTML, escaped by the caller). */
export function fillLayout(brand: BrandId, withAction: boolean, values: Record<MailSlot, string>): string {
  const layout = withAction ? compiled[brand].withAction : compiled[brand].plain;
  return layout.replace(SLOTS, (_, name: string) => values[name as MailSlot] ?? '');
}

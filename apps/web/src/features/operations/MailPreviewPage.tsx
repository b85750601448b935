import { mailPreviewMessages } from '@enlaza/contract';
import { Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { publicConfig } from '../../app/publicConfig';
import { OutboxTab } from './OutboxTab';

/**
 * /correos, 'Correos enviados': where no mail server delivers (a development or demo start), anyone, signed in or
 * not, reads the mails the platform wrote and follows their links (an invitation, a password recovery). The server
 * decides whether it is on; elsewhere the page only says it is not available.
 */
export function MailPreviewPage() {
  const brand = useBrand();
  // The login page sends a signed-in visitor on to their own home.
  const back = <Link to="/login">{mailPreviewMessages.back}</Link>;

  if (!publicConfig.mailPreview) {
    return (
      <main style={{ padding: 24 }}>
        <Result
          status="404"
          title={mailPreviewMessages.unavailable}
          subTitle={mailPreviewMessages.unavailableDetail}
          extra={back}
        />
      </main>
    );
  }

  // Auto margins in the layout's flex column would size the page to its widest table: the width is set instead.
  return (
    <main
      style={{ width: '100%', maxWidth: 1100, margin: '0 auto', padding: '24px 16px', boxSizing: 'border-box' }}
      aria-labelledby="mail-preview-title"
    >
      <img src={brand.logoUrl} alt={brand.name} height={36} />
      <Typography.Title level={1} id="mail-preview-title" style={{ marginTop: 16, fontSize: 24 }}>
        {mailPreviewMessages.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{mailPreviewMessages.intro}</Typography.Paragraph>
      <OutboxTab source="preview" />
      <div style={{ marginTop: 16 }}>{back}</div>
    </main>
  );
}

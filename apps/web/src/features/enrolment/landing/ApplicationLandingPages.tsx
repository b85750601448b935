import { ExportOutlined } from '@ant-design/icons';
import type { InscriptionType, PublicConvocatoryListType } from '@enlaza/contract';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../../app/BrandContext';
import { publicConfig } from '../../../app/publicConfig';
import { errorMessageOf } from '../../../lib/api';
import { EnrolmentFrame } from '../EnrolmentFrame';
import { useOpenConvocatories } from '../enrolmentApi';
import { formatOpenDate } from '../enrolmentFlow';
import './landing.css';

interface LandingProps {
  title: string;
  intro: ReactNode;
  /** The third-party form to embed, when one is configured. */
  formUrl: string | null;
  formTitle: string;
  /** Without a form: the open convocatorias of this type, each applied to with this role. */
  listType: PublicConvocatoryListType;
  role: InscriptionType;
  /** Said instead of any form or list (mentor applications closed for the year). */
  closedNotice?: string;
}

/** The open convocatorias to apply to, each with its closing date and a link to its enrolment. */
function OpenConvocatories({ type, role }: { type: PublicConvocatoryListType; role: InscriptionType }) {
  const brand = useBrand();
  const open = useOpenConvocatories(type, true);
  const supportEmail = brand.isMentorup ? publicConfig.secondBrandSupportEmail : publicConfig.supportEmail;
  if (open.isPending) return <Skeleton active aria-label="Cargando convocatorias abiertas" />;
  if (open.isError) return <Alert type="error" showIcon title={errorMessageOf(open.error)} />;
  if (open.data.length === 0) {
    return (
      <Empty
        className="landing__empty"
        description={
          <>
            No hay convocatorias abiertas en este momento. Escríbenos a{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a> y te avisaremos cuando abra la próxima.
          </>
        }
      />
    );
  }
  return (
    <ul className="landing__convocatories" aria-label="Convocatorias abiertas">
      {open.data.map((convocatory) => (
        <li key={convocatory.convocatoryId}>
          <Card size="small">
            <div className="landing__convocatory">
              {convocatory.logoUrl && <img src={convocatory.logoUrl} alt="" className="landing__convocatory-logo" />}
              <div className="landing__convocatory-text">
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {convocatory.name}
                </Typography.Title>
                <Typography.Text type="secondary">
                  Postulaciones hasta el {formatOpenDate(convocatory.estimatedCloseDate)}
                </Typography.Text>
              </div>
              <Button
                type="primary"
                href={`/convocatory/inscription/${encodeURIComponent(convocatory.convocatoryId)}/${role.toLowerCase()}`}
                aria-label={`Postular a ${convocatory.name}`}
              >
                Postular
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * A public landing page in the brand's look (spec 002 §2.12): the configured third-party form embedded, or else our
 * own words and the open convocatorias to apply to.
 */
function ApplicationLanding({ title, intro, formUrl, formTitle, listType, role, closedNotice }: LandingProps) {
  let body;
  if (closedNotice) {
    body = <Alert type="info" showIcon title={closedNotice} />;
  } else if (formUrl) {
    body = (
      <>
        <iframe className="landing__form" src={formUrl} title={formTitle} loading="lazy" />
        <Button type="link" icon={<ExportOutlined />} href={formUrl} target="_blank" rel="noopener">
          Abrir el formulario en una pestaña nueva
        </Button>
      </>
    );
  } else {
    body = (
      <section aria-labelledby="landing-open">
        <Typography.Title level={2} id="landing-open" style={{ fontSize: 18 }}>
          Convocatorias abiertas
        </Typography.Title>
        <OpenConvocatories type={listType} role={role} />
      </section>
    );
  }
  return (
    <EnrolmentFrame>
      <header className="landing__header">
        <h1 className="enrolment__title">{title}</h1>
        <div className="landing__intro">{intro}</div>
      </header>
      {body}
      <p className="landing__login">
        ¿Ya participas en un programa? <Link to="/login">Inicia sesión</Link>
      </p>
    </EnrolmentFrame>
  );
}

/** /postula-a-ser-mentora: applying to mentor, or the notice that the year's applications are closed. */
export function MentorApplicationPage() {
  const brand = useBrand();
  const { mentorFormUrl, mentorApplicationsClosedYear } = publicConfig.landingPages;
  return (
    <ApplicationLanding
      title="Postula a ser mentora"
      intro={
        <p>
          En {brand.name} las mentoras acompañan a otras mujeres en su desarrollo profesional: una sesión por mes, con
          una guía para cada encuentro y una coordinadora que acompaña el proceso.
        </p>
      }
      formUrl={mentorFormUrl}
      formTitle="Formulario de postulación de mentoras"
      listType="MASSIVE"
      role="MENTOR"
      closedNotice={
        mentorApplicationsClosedYear === null
          ? undefined
          : `Las postulaciones de mentoras para ${mentorApplicationsClosedYear} están cerradas. ¡Gracias por tu interés! Te esperamos en la próxima convocatoria.`
      }
    />
  );
}

/** /emprende-inscription: the entrepreneurs' programme. */
export function EntrepreneurApplicationPage() {
  const brand = useBrand();
  return (
    <ApplicationLanding
      title="Inscríbete en Emprende"
      intro={
        <p>
          El programa de {brand.name} para emprendedoras: una mentora que conoce tu industria, encuentros con otras
          emprendedoras y contenidos para hacer crecer tu negocio.
        </p>
      }
      formUrl={publicConfig.landingPages.entrepreneurFormUrl}
      formTitle="Formulario de inscripción de emprendedoras"
      listType="EMPRENDE"
      role="STUDENT"
    />
  );
}

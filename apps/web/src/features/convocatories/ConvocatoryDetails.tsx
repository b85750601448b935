import {
  convocatoryTypeLabels,
  formatRut,
  inscriptionSubtitle,
  inscriptionTypeSubtitles,
  isShownSocialLink,
  mentorTypeLabels,
  type Convocatory,
} from '@enlaza/contract';
import { Descriptions, Typography } from 'antd';
import { asksPairsNumber, formatShortDate, formatShortDateTime } from './convocatoryForm';

function EnrolmentLink({ href, role }: { href: string; role: string }) {
  return (
    <Typography.Text
      className="convocatory-link"
      copyable={{ text: href, tooltips: [`Copiar enlace ${role}`, 'Enlace copiado'] }}
    >
      <a href={href} target="_blank" rel="noopener noreferrer">
        {href}
      </a>
    </Typography.Text>
  );
}

/** The 'Detalle' tab: the convocatory's data and its two public enrolment links. */
export function ConvocatoryDetails({ convocatory }: { convocatory: Convocatory }) {
  const responsible = convocatory.clientResponsable;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
      <Descriptions.Item label="Cliente">
        {convocatory.client.name}
        {convocatory.client.rut && (
          <Typography.Text type="secondary"> · RUT {formatRut(convocatory.client.rut)}</Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Responsable">
        {responsible ? (
          <>
            {`${responsible.name} ${responsible.lastName}`.trim()}{' '}
            <Typography.Text type="secondary">({responsible.email})</Typography.Text>
          </>
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Apertura estimada">{formatShortDate(convocatory.estimatedOpenDate)}</Descriptions.Item>
      <Descriptions.Item label="Cierre estimado">{formatShortDate(convocatory.estimatedCloseDate)}</Descriptions.Item>
      {convocatory.closeDate && (
        <Descriptions.Item label="Cierre de inscripciones">
          {formatShortDateTime(convocatory.closeDate)}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Tipo de convocatoria">
        {convocatoryTypeLabels[convocatory.convocatoryType]}
      </Descriptions.Item>
      <Descriptions.Item label="Tipo de mentoría">{mentorTypeLabels[convocatory.mentorType]}</Descriptions.Item>
      {asksPairsNumber(convocatory.convocatoryType) && (
        <Descriptions.Item label="Número de duplas">{convocatory.pairsNumber ?? '-'}</Descriptions.Item>
      )}
      {isShownSocialLink(convocatory.socialMediaUrl) && (
        <Descriptions.Item label="Red social">
          <a href={convocatory.socialMediaUrl!} target="_blank" rel="noopener noreferrer" className="convocatory-link">
            {convocatory.socialMediaUrl}
          </a>
        </Descriptions.Item>
      )}
      {convocatory.isPit && (
        <Descriptions.Item label="Inscripción de mentees">
          {inscriptionSubtitle(convocatory, 'STUDENT')}
        </Descriptions.Item>
      )}
      {convocatory.dataSharingPartner && (
        <Descriptions.Item label="Datos compartidos con">{convocatory.dataSharingPartner}</Descriptions.Item>
      )}
      <Descriptions.Item label={`Enlace de inscripción ${inscriptionTypeSubtitles.STUDENT}`} span="filled">
        <EnrolmentLink href={convocatory.studentFormLink} role={inscriptionTypeSubtitles.STUDENT} />
      </Descriptions.Item>
      <Descriptions.Item label={`Enlace de inscripción ${inscriptionTypeSubtitles.MENTOR}`} span="filled">
        <EnrolmentLink href={convocatory.mentorFormLink} role={inscriptionTypeSubtitles.MENTOR} />
      </Descriptions.Item>
    </Descriptions>
  );
}

import { EditOutlined } from '@ant-design/icons';
import {
  businessAgeLabels,
  businessStageLabels,
  contactMethodLabels,
  formatRut,
  type UserProfile,
} from '@enlaza/contract';
import { odsOptions } from '@enlaza/contract/reference/ods';
import { Button, Card, Descriptions, Image, Skeleton, Tag, type DescriptionsProps } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useBrand } from '../../app/BrandContext';
import { readEntrepreneurInfo } from './entrepreneurValues';
import { useIndustries } from '../metadata/hooks';

// The form brings the location lists with it: loaded only when the member edits.
const MyBusinessEditor = lazy(() => import('./MyBusinessEditor').then((m) => ({ default: m.MyBusinessEditor })));

const EMPTY = '-';
const orDash = (value: string | null | undefined): ReactNode => (value && value.trim() ? value : EMPTY);
const longText = (value: string | null | undefined) => <span className="profile-view__biography">{orDash(value)}</span>;

/** 'Mi emprendimiento' on the own profile of a member with entrepreneur info: the business data and 'Editar'. */
export function MyBusinessSection({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const info = readEntrepreneurInfo(profile.emprendeInfo);

  return (
    <Card
      className="profile-view__card"
      title="Mi emprendimiento"
      extra={
        !editing && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Editar
          </Button>
        )
      }
    >
      {editing ? (
        <Suspense
          fallback={
            <div role="status" aria-live="polite" aria-label="Cargando">
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          }
        >
          <MyBusinessEditor profile={profile} info={info} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <BusinessDetails info={info} />
      )}
    </Card>
  );
}

function BusinessDetails({ info }: { info: ReturnType<typeof readEntrepreneurInfo> }) {
  const brand = useBrand();
  const industries = useIndustries();
  const industryName = info?.industry
    ? (industries.data?.find((i) => i.industryId === info.industry)?.industryName ??
      (industries.isPending ? '…' : EMPTY))
    : EMPTY;
  const location = [info?.businessCommune, info?.businessRegion].filter(Boolean).join(', ');

  const items: DescriptionsProps['items'] = [
    { key: 'businessName', label: 'Nombre', children: orDash(info?.businessName) },
    { key: 'description', label: 'Descripción', children: longText(info?.description) },
    { key: 'industry', label: 'Industria', children: industryName },
    { key: 'rut', label: 'Tu RUT', children: info?.rut ? formatRut(info.rut) : EMPTY },
    {
      key: 'businessRut',
      label: 'RUT del emprendimiento',
      children: info?.businessRut ? formatRut(info.businessRut) : EMPTY,
    },
    { key: 'commune', label: 'Comuna donde resides', children: orDash(info?.commune) },
    { key: 'location', label: 'Ubicación del emprendimiento', children: orDash(location) },
    { key: 'age', label: 'Antigüedad', children: info?.age ? businessAgeLabels[info.age] : EMPTY },
    { key: 'stage', label: 'Etapa', children: info?.stage ? businessStageLabels[info.stage] : EMPTY },
    { key: 'challenge', label: 'Principal desafío', children: longText(info?.challenge) },
    {
      key: 'ods',
      label: 'ODS',
      children: info?.ods?.length ? (
        <span className="tag-list">
          {info.ods.map((index) => (
            <Tag key={index}>{odsOptions[index] ?? index}</Tag>
          ))}
        </span>
      ) : (
        EMPTY
      ),
    },
    {
      key: 'socialMedia',
      label: 'Red social o sitio web',
      children: info?.socialMedia ? (
        <a href={info.socialMedia} target="_blank" rel="noopener noreferrer">
          {info.socialMedia}
        </a>
      ) : (
        EMPTY
      ),
    },
    { key: 'expectations', label: '¿Qué esperas de la mentoría?', children: longText(info?.expectations) },
    {
      key: 'productExpectations',
      label: `¿Qué esperas de ${brand.name}?`,
      children: longText(info?.productExpectations),
    },
    { key: 'expectedMentors', label: 'Mentoras que te gustaría tener', children: longText(info?.expectedMentors) },
    {
      key: 'contactMethod',
      label: 'Contacto preferido',
      children: info?.contactMethod ? contactMethodLabels[info.contactMethod] : EMPTY,
    },
  ];

  return (
    <>
      {info?.pictureUrl && (
        <Image
          className="my-business__picture"
          src={info.pictureUrl}
          alt={`Logo de ${info.businessName ?? 'mi emprendimiento'}`}
          width={120}
          height={120}
          style={{ objectFit: 'cover', borderRadius: 8, marginBottom: 16 }}
          preview={false}
        />
      )}
      <Descriptions column={1} size="small" items={items} />
    </>
  );
}

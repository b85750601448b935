import { UploadOutlined } from '@ant-design/icons';
import {
  BUSINESS_PICTURE_MAX_BYTES,
  businessAgeLabels,
  businessAges,
  businessStageLabels,
  businessStages,
  contactMethodLabels,
  contactMethods,
  entrepreneurInfoSchema,
  entrepreneurMessages as em,
  formatRut,
  memberEntrepreneurInfoSchema,
} from '@enlaza/contract';
import { odsOptions } from '@enlaza/contract/reference/ods';
import { Alert, App, Button, Form, Image, Input, Select, Upload } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useBrand } from '../../app/BrandContext';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useIndustries } from '../metadata/hooks';
import { communesOf, regionsOf } from '../metadata/locations';
import type { EntrepreneurValues } from './entrepreneurValues';
import './profile.css';
import './entrepreneurForm.css';

const pictureMimeTypes = ['image/jpeg', 'image/png'];

/** The browser's own check before sending; the server checks the content again. */
export function businessPictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!pictureMimeTypes.includes(file.type)) return em.pictureType;
  if (file.size > BUSINESS_PICTURE_MAX_BYTES) return em.pictureTooLarge;
  return null;
}

const normalizeRut = (value: unknown) => (typeof value === 'string' ? formatRut(value) : value);
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const ageOptions = options(businessAges, businessAgeLabels);
const stageOptions = options(businessStages, businessStageLabels);
const contactOptions = options(contactMethods, contactMethodLabels);
const odsSelectOptions = odsOptions.map((label, index) => ({ value: index, label }));
const longTextProps = { autoSize: { minRows: 3, maxRows: 8 }, maxLength: 2000 } as const;

export interface EntrepreneurFormProps {
  /**
   * 'enrolment': the Emprende step, everything but the social link and the picture required;
   * 'member': the member's own business form, where business RUT, social link and expected mentors are optional.
   */
  variant: 'enrolment' | 'member';
  initialValues: EntrepreneurValues;
  /** Where the person lives (their profile's country and region): the communes and business regions come from it. */
  country: string | null;
  region: string | null;
  /** The stored business picture, shown until a new one is chosen. */
  currentPictureUrl: string | null;
  saving: boolean;
  errorAlert?: ReactNode;
  submitLabel: string;
  backLabel: string;
  onSubmit: (values: EntrepreneurValues) => void;
  onBack: (values: EntrepreneurValues) => void;
}

/** 'Cuéntanos más sobre tu emprendimiento' (spec 002 §2.1, §5.1), for the enrolment and for the member's profile. */
export function EntrepreneurForm({
  variant,
  initialValues,
  country,
  region,
  currentPictureUrl,
  saving,
  errorAlert,
  submitLabel,
  backLabel,
  onSubmit,
  onBack,
}: EntrepreneurFormProps) {
  const [form] = Form.useForm<EntrepreneurValues>();
  const brand = useBrand();
  const industries = useIndustries();
  const fields = (variant === 'member' ? memberEntrepreneurInfoSchema : entrepreneurInfoSchema).shape;
  const businessRegion = Form.useWatch('businessRegion', form) ?? initialValues.businessRegion;

  const personalCommunes = country && region ? communesOf(country, region) : [];
  const businessRegions = country ? regionsOf(country) : [];
  const businessCommunes = country && businessRegion ? communesOf(country, businessRegion) : [];
  const toOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

  return (
    <Form<EntrepreneurValues>
      form={form}
      name={`entrepreneur-${variant}`}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onValuesChange={(changed: Partial<EntrepreneurValues>) => {
        // The business commune belongs to the business region: another region asks for the commune again.
        if ('businessRegion' in changed) form.setFieldValue('businessCommune', undefined);
      }}
    >
      <h2 className="entrepreneur-form__title">{em.title}</h2>

      <section className="entrepreneur-form__section" aria-labelledby="entrepreneur-general">
        <h3 id="entrepreneur-general">{em.sections[0]}</h3>
        <div className="profile-wizard__grid">
          <Form.Item label="Nombre del emprendimiento" name="businessName" rules={[schemaRule(fields.businessName)]}>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item label="Industria" name="industry" rules={[schemaRule(fields.industry)]}>
            <Select
              loading={industries.isPending}
              options={industries.data?.map((i) => ({ value: i.industryId, label: i.industryName }))}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Selecciona una industria"
            />
          </Form.Item>
          <Form.Item label="Tu RUT" name="rut" normalize={normalizeRut} rules={[schemaRule(fields.rut)]}>
            <Input inputMode="text" placeholder="12.345.678-9" />
          </Form.Item>
          <Form.Item
            label={variant === 'member' ? 'RUT del emprendimiento (opcional)' : 'RUT del emprendimiento'}
            name="businessRut"
            normalize={normalizeRut}
            rules={[schemaRule(fields.businessRut)]}
          >
            <Input inputMode="text" placeholder="76.123.456-0" />
          </Form.Item>
          <Form.Item
            className="profile-wizard__wide"
            label="Descripción del emprendimiento"
            name="description"
            rules={[schemaRule(fields.description)]}
          >
            <Input.TextArea {...longTextProps} />
          </Form.Item>
        </div>
      </section>

      <section className="entrepreneur-form__section" aria-labelledby="entrepreneur-location">
        <h3 id="entrepreneur-location">{em.sections[1]}</h3>
        <div className="profile-wizard__grid">
          <Form.Item
            className="profile-wizard__wide"
            label="Comuna donde resides"
            name="commune"
            rules={[schemaRule(fields.commune)]}
          >
            {personalCommunes.length > 0 ? (
              <Select
                options={toOptions(personalCommunes)}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Selecciona tu comuna"
              />
            ) : (
              <Input maxLength={100} />
            )}
          </Form.Item>
          <Form.Item
            label="Región del emprendimiento"
            name="businessRegion"
            rules={[schemaRule(fields.businessRegion)]}
          >
            {businessRegions.length > 0 ? (
              <Select
                options={toOptions(businessRegions.map((r) => r.name))}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Selecciona una región"
              />
            ) : (
              <Input maxLength={100} />
            )}
          </Form.Item>
          <Form.Item
            label="Comuna del emprendimiento"
            name="businessCommune"
            rules={[schemaRule(fields.businessCommune)]}
          >
            {businessCommunes.length > 0 ? (
              <Select
                options={toOptions(businessCommunes)}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Selecciona una comuna"
              />
            ) : (
              <Input maxLength={100} disabled={businessRegions.length > 0 && !businessRegion} />
            )}
          </Form.Item>
        </div>
      </section>

      <section className="entrepreneur-form__section" aria-labelledby="entrepreneur-details">
        <h3 id="entrepreneur-details">{em.sections[2]}</h3>
        <div className="profile-wizard__grid">
          <Form.Item label="Antigüedad del emprendimiento" name="age" rules={[schemaRule(fields.age)]}>
            <Select options={ageOptions} placeholder="Selecciona" />
          </Form.Item>
          <Form.Item label="Etapa del emprendimiento" name="stage" rules={[schemaRule(fields.stage)]}>
            <Select options={stageOptions} placeholder="Selecciona" />
          </Form.Item>
          <Form.Item
            className="profile-wizard__wide"
            label="Principal desafío de tu emprendimiento"
            name="challenge"
            rules={[schemaRule(fields.challenge)]}
          >
            <Input.TextArea {...longTextProps} />
          </Form.Item>
          <Form.Item
            className="profile-wizard__wide"
            label="Objetivos de Desarrollo Sostenible (ODS)"
            name="ods"
            rules={[schemaRule(fields.ods)]}
          >
            <Select
              mode="multiple"
              options={odsSelectOptions}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Selecciona uno o más ODS"
            />
          </Form.Item>
          <Form.Item
            className="profile-wizard__wide"
            label="Red social o sitio web (opcional)"
            name="socialMedia"
            rules={[schemaRule(fields.socialMedia)]}
          >
            <Input type="url" inputMode="url" placeholder="https://..." maxLength={500} />
          </Form.Item>
          <Form.Item className="profile-wizard__wide" label="Foto o logo del emprendimiento (opcional)" name="picture">
            <BusinessPictureField currentUrl={currentPictureUrl} />
          </Form.Item>
        </div>
      </section>

      <section className="entrepreneur-form__section" aria-labelledby="entrepreneur-additional">
        <h3 id="entrepreneur-additional">{em.sections[3]}</h3>
        <div className="profile-wizard__grid">
          <Form.Item
            className="profile-wizard__wide"
            label="¿Qué esperas de la mentoría?"
            name="expectations"
            rules={[schemaRule(fields.expectations)]}
          >
            <Input.TextArea {...longTextProps} />
          </Form.Item>
          <Form.Item
            className="profile-wizard__wide"
            label={`¿Qué esperas de ${brand.name}?`}
            name="productExpectations"
            rules={[schemaRule(fields.productExpectations)]}
          >
            <Input.TextArea {...longTextProps} />
          </Form.Item>
          <Form.Item
            className="profile-wizard__wide"
            label={
              variant === 'member'
                ? 'Perfiles de mentoras que te gustaría tener (opcional)'
                : 'Sugiere 3 perfiles de mentoras que te gustaría tener'
            }
            name="expectedMentors"
            rules={[schemaRule(fields.expectedMentors)]}
          >
            <Input.TextArea {...longTextProps} />
          </Form.Item>
          <Form.Item
            label="¿Cómo prefieres que te contactemos?"
            name="contactMethod"
            rules={[schemaRule(fields.contactMethod)]}
          >
            <Select options={contactOptions} placeholder="Selecciona" />
          </Form.Item>
        </div>
      </section>

      {industries.isError && (
        <Alert
          className="profile-wizard__alert"
          type="error"
          showIcon
          title="No pudimos cargar la lista de industrias"
          action={
            <Button size="small" onClick={() => void industries.refetch()}>
              Reintentar
            </Button>
          }
        />
      )}
      {errorAlert}
      <div className="profile-wizard__footer">
        <Button onClick={() => onBack(form.getFieldsValue(true) as EntrepreneurValues)}>{backLabel}</Button>
        <div className="profile-wizard__footer-end">
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}

interface BusinessPictureFieldProps {
  currentUrl: string | null;
  value?: File | null;
  onChange?: (file: File | null) => void;
}

/** An optional JPG or PNG of the business, previewed here and uploaded with the form. */
function BusinessPictureField({ currentUrl, value, onChange }: BusinessPictureFieldProps) {
  const { message } = App.useApp();
  const previewUrl = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const shown = previewUrl ?? currentUrl;

  return (
    <div className="entrepreneur-form__picture">
      {shown && (
        <Image
          src={shown}
          alt="Foto del emprendimiento"
          width={96}
          height={96}
          style={{ objectFit: 'cover', borderRadius: 8 }}
          preview={false}
        />
      )}
      <div>
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = businessPictureProblem(file);
            if (problem) {
              void message.error(problem);
              return Upload.LIST_IGNORE;
            }
            onChange?.(file);
            // Nothing is sent now: the picture travels with the form when it is saved.
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{shown ? 'Cambiar imagen' : 'Subir imagen'}</Button>
        </Upload>
        {value && (
          <Button type="link" onClick={() => onChange?.(null)}>
            Descartar imagen nueva
          </Button>
        )}
      </div>
    </div>
  );
}

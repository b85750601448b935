import { EyeOutlined } from '@ant-design/icons';
import {
  questionaryMessages,
  questionaryRoleLabels,
  questionaryRoles,
  questionaryTypeLabels,
  questionaryTypes,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import {
  draftErrors,
  emptyDraft,
  fromQuestionary,
  toPayload,
  type Draft,
  type DraftGroup,
  type Errors,
} from './builder/builderModel';
import { Field } from './builder/fields';
import { GroupList } from './builder/GroupList';
import { previewPathOf } from './QuestionariesPage';
import { useQuestionary, useSaveQuestionary } from './questionnairesApi';
import './questionaryBuilder.css';

/** /admin/questionaries/create and /admin/questionaries/edit/{id}: the questionnaire builder. */
export function QuestionaryBuilderPage() {
  const { questionaryId } = useParams();
  const existing = useQuestionary(questionaryId);
  if (questionaryId && existing.isPending) return <Skeleton active />;
  if (questionaryId && existing.isError) return <Alert type="error" showIcon title={errorMessageOf(existing.error)} />;
  return (
    <Builder
      key={questionaryId ?? 'new'}
      questionaryId={questionaryId}
      initial={existing.data ? fromQuestionary(existing.data) : emptyDraft()}
    />
  );
}

function Builder({ questionaryId, initial }: { questionaryId?: string; initial: Draft }) {
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const save = useSaveQuestionary();
  // The whole draft lives here: a failed save (local or server) keeps every typed value.
  const [draft, setDraft] = useState<Draft>(initial);
  const [attempted, setAttempted] = useState(false);
  const ids = useId();
  const editing = !!questionaryId;

  // After a first attempt, messages follow the typing.
  const errors = useMemo<Errors>(() => {
    if (!attempted) return {};
    return draftErrors(draft);
  }, [attempted, draft]);

  const setGroups = (change: (groups: DraftGroup[]) => DraftGroup[]) =>
    setDraft((current) => ({ ...current, questionGroups: change(current.questionGroups) }));

  const submit = () => {
    setAttempted(true);
    const payload = toPayload(draft);
    if (Object.keys(draftErrors(draft)).length > 0) {
      message.error('Revisa los campos marcados');
      return;
    }
    save.mutate(
      { id: questionaryId, payload },
      {
        onSuccess: (saved) => {
          message.success(editing ? questionaryMessages.updated : questionaryMessages.created);
          navigate(previewPathOf(saved));
        },
        onError: (error) => message.error(errorMessageOf(error)),
      },
    );
  };

  const errorCount = Object.keys(errors).length;
  return (
    <section aria-labelledby="builder-title" className="questionary-builder">
      <div className="builder-header">
        <Typography.Title level={1} id="builder-title" style={{ margin: 0, fontSize: 24 }}>
          {editing ? 'Editar cuestionario' : 'Crear cuestionario'}
        </Typography.Title>
        <Space wrap>
          {editing && (
            <Button icon={<EyeOutlined />} onClick={() => navigate(`/questionary/${questionaryId}`)}>
              Vista previa
            </Button>
          )}
          <Button onClick={() => navigate('/admin/questionaries')}>Cancelar</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            Guardar
          </Button>
        </Space>
      </div>
      {errorCount > 0 && (
        <Alert
          type="error"
          showIcon
          title={
            errorCount === 1
              ? 'Hay 1 campo por corregir antes de guardar'
              : `Hay ${errorCount} campos por corregir antes de guardar`
          }
        />
      )}
      <Form layout="vertical" component="div">
        <Card title="Datos del cuestionario">
          <Field label="Nombre" id={`${ids}-name`} error={errors.name} required>
            <Input
              id={`${ids}-name`}
              value={draft.name}
              maxLength={300}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          </Field>
          <Field label="Descripción" id={`${ids}-overview`} error={errors.overview}>
            <Input.TextArea
              id={`${ids}-overview`}
              autoSize={{ minRows: 2, maxRows: 6 }}
              value={draft.overview}
              onChange={(event) => setDraft({ ...draft, overview: event.target.value })}
            />
          </Field>
          <div className="builder-row">
            <Field label="Tipo" id={`${ids}-type`} error={errors.type} required>
              <Select
                id={`${ids}-type`}
                placeholder="Seleccione tipo"
                value={draft.type}
                options={questionaryTypes.map((value) => ({ value, label: questionaryTypeLabels[value] }))}
                onChange={(type) => setDraft({ ...draft, type })}
              />
            </Field>
            <Field label="Rol" id={`${ids}-role`} error={errors.target_user_role} required>
              <Select
                id={`${ids}-role`}
                placeholder="Seleccione rol"
                value={draft.target_user_role}
                options={questionaryRoles.map((value) => ({ value, label: questionaryRoleLabels[value] }))}
                onChange={(role) => setDraft({ ...draft, target_user_role: role })}
              />
            </Field>
          </div>
        </Card>

        <GroupList draft={draft} errors={errors} onChange={setGroups} />
      </Form>
      <div className="builder-footer">
        <Button onClick={() => navigate('/admin/questionaries')}>Cancelar</Button>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          Guardar
        </Button>
      </div>
    </section>
  );
}

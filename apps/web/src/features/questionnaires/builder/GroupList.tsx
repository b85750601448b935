import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { errorsUnder, move, newGroup, type Draft, type DraftGroup, type Errors } from './builderModel';
import { ListError } from './fields';
import { GroupEditor } from './GroupEditor';

export interface GroupListProps {
  draft: Draft;
  /** The questionnaire's messages, keyed by their whole path ('questionGroups.0.title'). */
  errors: Errors;
  onChange: (change: (groups: DraftGroup[]) => DraftGroup[]) => void;
}

/** The questionnaire's groups, in order: each can be edited, moved up or down, or removed; new ones go last. */
export function GroupList({ draft, errors, onChange }: GroupListProps) {
  const updateGroup = (g: number, change: (group: DraftGroup) => DraftGroup) =>
    onChange((groups) => groups.map((group, index) => (index === g ? change(group) : group)));
  return (
    <>
      <ListError error={errors.questionGroups} />
      {draft.questionGroups.map((group, g) => (
        <GroupEditor
          key={group.id}
          draft={draft}
          group={group}
          index={g}
          count={draft.questionGroups.length}
          errors={errorsUnder(errors, `questionGroups.${g}`)}
          onChange={(change) => updateGroup(g, change)}
          onMove={(direction) => onChange((groups) => move(groups, g, direction))}
          onDelete={() => onChange((groups) => groups.filter((_, index) => index !== g))}
        />
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange((groups) => [...groups, newGroup()])}
        style={{ marginTop: 16 }}
      >
        Agregar grupo
      </Button>
    </>
  );
}

import {
  attractionGroupMessages as m,
  swapSelectionError,
  type AttractionGroupsResponse,
  type GroupMemberRef,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Checkbox, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { useSwapGroups } from './groupsApi';
import { fullName, paletteColor } from './palette';

/**
 * Spec 001 §5: once the groups exist (pre-kickoff), the admin picks two students of different groups and swaps them.
 * A choice the spec refuses is not taken, and says why.
 */
export function GroupsSwap({
  processId,
  data,
  editable,
}: {
  processId: string;
  data: AttractionGroupsResponse;
  editable: boolean;
}) {
  const { message } = AntApp.useApp();
  const swap = useSwapGroups(processId);
  const [selection, setSelection] = useState<GroupMemberRef[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const isSelected = (userId: string) => selection.some((s) => s.userId === userId);
  const toggle = (ref: GroupMemberRef, checked: boolean) => {
    setError(null);
    if (!checked) {
      setNotice(null);
      setSelection((current) => current.filter((s) => s.userId !== ref.userId));
      return;
    }
    const next = [...selection, ref];
    if (next.length > 2) return setNotice(m.twoStudents);
    const refused = swapSelectionError(next);
    // One student alone is a selection in progress; only a second in the same group is refused.
    if (refused === m.onePerGroup) return setNotice(refused);
    setNotice(null);
    setSelection(next);
  };
  const ready = selection.length === 2 && swapSelectionError(selection) === null;

  const onSwap = async () => {
    if (!ready) return;
    setError(null);
    try {
      const result = await swap.mutateAsync({ group1: selection[0]!, group2: selection[1]! });
      message.success(result.message);
      setSelection([]);
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return (
    <Flex vertical gap={12}>
      {editable && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Seleccione a 2 estudiantes de grupos distintos para intercambiarlas de grupo.
        </Typography.Paragraph>
      )}
      {notice && <Alert type="warning" showIcon title={notice} role="alert" />}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {editable && (
        <Space wrap>
          <Button type="primary" disabled={!ready} loading={swap.isPending} onClick={() => void onSwap()}>
            Intercambiar
          </Button>
          <Typography.Text type="secondary">{selection.length} de 2 seleccionadas</Typography.Text>
        </Space>
      )}
      <Flex gap={12} wrap align="flex-start" style={{ maxHeight: 500, overflowY: 'auto' }}>
        {data.groups.map((group, index) => {
          const color = paletteColor(group.colorIndex);
          const title = `Grupo ${index + 1}: ${fullName(group.mentor)}`;
          return (
            <section
              key={group.groupId}
              aria-label={title}
              style={{
                flex: '1 1 240px',
                minWidth: 0,
                maxWidth: '100%',
                padding: 12,
                borderRadius: 8,
                border: `1px solid ${color.accent}`,
                borderTopWidth: 6,
                background: color.background,
              }}
            >
              <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
                {title}
              </Typography.Title>
              <Flex vertical gap={4}>
                {group.students.map((student) =>
                  editable ? (
                    <Checkbox
                      key={student.userId}
                      checked={isSelected(student.userId)}
                      onChange={(e) => toggle({ userId: student.userId, groupId: group.groupId }, e.target.checked)}
                    >
                      {fullName(student)}
                    </Checkbox>
                  ) : (
                    <Typography.Text key={student.userId}>{fullName(student)}</Typography.Text>
                  ),
                )}
              </Flex>
            </section>
          );
        })}
      </Flex>
    </Flex>
  );
}

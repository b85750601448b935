import { ArrowLeftOutlined } from '@ant-design/icons';
import { chatMessages as m, groupChatMessages as g, type ChatRoom } from '@enlaza/contract';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api';
import { useSessionClaims } from '../../../lib/auth/session';
import { useLiveStatus } from '../../../lib/live';
import { MessageWindow } from '../../chat/ChatPage';
import { sendGroupMessage, useGroupChatRoom } from '../../chat/chatApi';
import '../../chat/chat.css';

const fullName = (person: { name: string; lastName: string | null }) =>
  [person.name, person.lastName].filter(Boolean).join(' ');

/**
 * /groupchat/{processId} (spec 002 §2.8): the member's attraction group chat: the chat screen's message window on
 * the group's room (its tutor and students), with the challenges and mass messages the coordination sends, live.
 */
export function GroupChatPage() {
  const { processId = '' } = useParams();
  const room = useGroupChatRoom(processId);
  const live = useLiveStatus();
  const viewer = useSessionClaims();

  let body;
  if (room.isPending) body = <Skeleton active aria-label="Cargando el chat grupal" />;
  else if (room.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={m.connectionError}
        description={errorMessageOf(room.error)}
        action={
          <Button size="small" onClick={() => void room.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  } else if (!room.data) body = <Empty description={g.noGroup} />;
  else {
    body = (
      <MessageWindow room={room.data} sendMessage={sendGroupMessage} heading={headingOf(room.data, viewer?.userId)} />
    );
  }

  return (
    <div className="chat chat--group">
      <Link to="/home">
        <ArrowLeftOutlined aria-hidden /> Mis procesos
      </Link>
      <h1 className="chat__title">{g.title}</h1>
      {live.state === 'failed' && (
        <Alert
          className="chat__connection"
          type="error"
          showIcon
          title={m.connectionError}
          description={m.reconnecting}
        />
      )}
      {body}
    </div>
  );
}

function headingOf(room: ChatRoom, viewerId: string | undefined) {
  const others = room.members.filter((p) => p.userId !== viewerId).map(fullName);
  return { title: room.processName, subtitle: others.length > 0 ? `Con ${others.join(', ')}` : g.title };
}

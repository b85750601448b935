import {
  ArrowLeftOutlined,
  LeftOutlined,
  NotificationOutlined,
  RightOutlined,
  SendOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  CHAT_CAROUSEL_PAGE_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessages as m,
  chatTextProblem,
  groupChatMessages,
  type ChatMessage,
  type ChatPerson,
  type ChatRoom,
} from '@enlaza/contract';
import { Alert, App, Avatar, Badge, Button, Empty, Input, Skeleton, Tag } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { useLiveStatus } from '../../lib/live';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { markChatRoomRead, sendChatMessage, useChatRooms, useRoomMessages } from './chatApi';
import { chatDayKey, chatDayLabel, chatTime } from './chatTime';
import './chat.css';

const fullName = (person: Pick<ChatPerson, 'name' | 'lastName'>) =>
  [person.name, person.lastName].filter(Boolean).join(' ');

/** Who a room is with, as its list shows it: the other member, or its people for a reader who is not one. */
function roomTitle(room: ChatRoom): string {
  return room.interlocutor ? fullName(room.interlocutor) : room.members.map(fullName).join(' y ');
}

/** The room the address names: a pair's room by the pair's id, a networking match's room by its own id. */
function roomOfParam(rooms: readonly ChatRoom[], param: string): ChatRoom | undefined {
  return rooms.find((room) => room.pairId === param || room.id === param);
}

const routeIdOf = (room: ChatRoom) => room.pairId ?? room.id;

/**
 * /chat/{pairId}/{as} (spec 002 §2.8): the member's match carousel, chat list and message window, live. On a phone
 * the list and the window are two screens.
 */
export function ChatPage() {
  const { pairId = '', as = 'student' } = useParams();
  const navigate = useNavigate();
  const rooms = useChatRooms();
  const narrow = useMediaQuery('(max-width: 767px)');
  const [showList, setShowList] = useState(false);
  const list = rooms.data ?? [];
  const selected = roomOfParam(list, pairId) ?? (narrow ? undefined : list[0]);
  const live = useLiveStatus();

  const open = (room: ChatRoom) => {
    setShowList(false);
    void navigate(`/chat/${routeIdOf(room)}/${as}`, { replace: true });
  };

  if (rooms.isPending) return <Skeleton active aria-label="Cargando chats" />;
  if (rooms.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={m.connectionError}
        description={errorMessageOf(rooms.error)}
        action={
          <Button size="small" onClick={() => void rooms.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }

  const listScreen = narrow && (showList || !selected);
  return (
    <div className="chat">
      <h1 className="chat__title">{m.title}</h1>
      {live.state === 'failed' && (
        <Alert
          className="chat__connection"
          type="error"
          showIcon
          title={m.connectionError}
          description={m.reconnecting}
        />
      )}
      {list.length === 0 ? (
        <Empty description={m.noRooms} />
      ) : (
        <>
          {(!narrow || listScreen) && <MatchCarousel rooms={list} selectedId={selected?.id} onOpen={open} />}
          <div className="chat__panes">
            {(!narrow || listScreen) && <RoomList rooms={list} selectedId={selected?.id} onOpen={open} />}
            {selected && (!narrow || !listScreen) && (
              <MessageWindow
                key={selected.id}
                room={selected}
                onBack={narrow ? () => setShowList(true) : undefined}
                onRead={rooms.applyUpdate}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** The people the member can chat with, three per page (spec 002 §9). */
function MatchCarousel({
  rooms,
  selectedId,
  onOpen,
}: {
  rooms: readonly ChatRoom[];
  selectedId: string | undefined;
  onOpen: (room: ChatRoom) => void;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rooms.length / CHAT_CAROUSEL_PAGE_SIZE));
  const shown = rooms.slice(page * CHAT_CAROUSEL_PAGE_SIZE, (page + 1) * CHAT_CAROUSEL_PAGE_SIZE);
  return (
    <section className="chat__carousel" aria-label="Tus matches">
      <Button
        type="text"
        icon={<LeftOutlined />}
        aria-label="Matches anteriores"
        disabled={page === 0}
        onClick={() => setPage(page - 1)}
      />
      <ul className="chat__carousel-items">
        {shown.map((room) => {
          const person = room.interlocutor;
          return (
            <li key={room.id}>
              <button
                type="button"
                className={`chat__match${room.id === selectedId ? ' chat__match--selected' : ''}`}
                aria-current={room.id === selectedId ? 'true' : undefined}
                onClick={() => onOpen(room)}
              >
                <Avatar size={48} src={person?.avatar ?? undefined} icon={<UserOutlined />} alt="" />
                <span className="chat__match-name">{roomTitle(room)}</span>
                <span className="chat__match-kind">
                  {room.kind === 'PAIR' ? 'Tu dupla' : 'Match de networking'} · {room.processName}
                </span>
                {person && person.advices.length > 0 && (
                  <span className="chat__match-advices">{person.advices.slice(0, 3).join(' · ')}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        type="text"
        icon={<RightOutlined />}
        aria-label="Matches siguientes"
        disabled={page >= pages - 1}
        onClick={() => setPage(page + 1)}
      />
    </section>
  );
}

function RoomList({
  rooms,
  selectedId,
  onOpen,
}: {
  rooms: readonly ChatRoom[];
  selectedId: string | undefined;
  onOpen: (room: ChatRoom) => void;
}) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase('es');
  const shown = needle
    ? rooms.filter((room) => `${roomTitle(room)} ${room.processName}`.toLocaleLowerCase('es').includes(needle))
    : rooms;
  return (
    <nav className="chat__list" aria-label="Chats">
      <Input.Search
        allowClear
        placeholder={m.searchPlaceholder}
        aria-label={m.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ningún chat coincide con la búsqueda" />
      ) : (
        <ul>
          {shown.map((room) => (
            <li key={room.id}>
              <button
                type="button"
                className={`chat__room${room.id === selectedId ? ' chat__room--selected' : ''}`}
                aria-current={room.id === selectedId ? 'true' : undefined}
                onClick={() => onOpen(room)}
              >
                <Badge count={room.unreadCount} size="small" aria-hidden>
                  <Avatar src={room.interlocutor?.avatar ?? undefined} icon={<UserOutlined />} alt="" />
                </Badge>
                <span className="chat__room-text">
                  <span className="chat__room-name">{roomTitle(room)}</span>
                  <span className="chat__room-last">{room.lastMessage?.text ?? room.processName}</span>
                </span>
                {room.unreadCount > 0 && (
                  <span className="chat__unread" data-testid="unread-count">
                    {room.unreadCount}
                    <span className="visually-hidden"> mensajes sin leer</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/**
 * A room's message window: history paged backwards, new messages live, the composer (Enter sends, Shift+Enter a new
 * line, 2 rows). The group chat uses it with its own send and heading.
 */
export function MessageWindow({
  room,
  onBack,
  onRead,
  sendMessage = sendChatMessage,
  heading,
}: {
  room: ChatRoom;
  onBack?: () => void;
  onRead?: (update: { chatRoomId: string; unreadCount: number; lastMessage: ChatMessage | null }) => void;
  sendMessage?: (chatRoomId: string, text: string) => Promise<ChatMessage>;
  /** What the header says (a group's room has no interlocutor); the pair's or match's person by default. */
  heading?: { title: string; subtitle: string };
}) {
  const { message } = App.useApp();
  const viewer = useSessionClaims();
  const messages = useRoomMessages(room.id);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const newest = messages.messages[messages.messages.length - 1];

  // New messages keep the window at the bottom, unless the member scrolled up to read older ones.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [newest?.messageId, messages.status]);

  // What is on screen is read: move the read mark when a newer message shows while the page is visible.
  const readCursor = useRef<string | null>(null);
  useEffect(() => {
    if (!newest || !room.canWrite || readCursor.current === newest.cursor) return;
    if (room.unreadCount === 0 && newest.sentBy?.userId === viewer?.userId) {
      readCursor.current = newest.cursor;
      return;
    }
    if (document.visibilityState !== 'visible') return;
    readCursor.current = newest.cursor;
    markChatRoomRead(room.id, newest.cursor)
      .then((update) => onRead?.(update))
      .catch(() => (readCursor.current = null));
  }, [newest, room.id, room.canWrite, room.unreadCount, viewer?.userId, onRead]);

  const send = async () => {
    const problem = chatTextProblem(draft);
    if (problem || sending) return;
    setSending(true);
    try {
      messages.added(await sendMessage(room.id, draft));
      stickToBottom.current = true;
      setDraft('');
    } catch (error) {
      void message.error(errorMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing an accent) writes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const loadOlder = async () => {
    const element = scroller.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    setLoadingOlder(true);
    stickToBottom.current = false;
    try {
      await messages.loadOlder();
      requestAnimationFrame(() => {
        if (element) element.scrollTop = element.scrollHeight - fromBottom;
      });
    } catch (error) {
      void message.error(errorMessageOf(error));
    } finally {
      setLoadingOlder(false);
    }
  };

  const days = useMemo(() => groupByDay(messages.messages), [messages.messages]);
  const person = room.interlocutor;
  return (
    <section className="chat__window" aria-label={heading ? heading.title : `Chat con ${roomTitle(room)}`}>
      <header className="chat__window-header">
        {onBack && (
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={m.back} title={m.back} onClick={onBack} />
        )}
        <Avatar
          src={person?.avatar ?? undefined}
          icon={room.kind === 'GROUP' ? <TeamOutlined /> : <UserOutlined />}
          alt=""
        />
        <div className="chat__window-who">
          {heading ? (
            <>
              <h2>{heading.title}</h2>
              <span>{heading.subtitle}</span>
            </>
          ) : (
            <>
              <h2>{person ? <Link to={`/user_profile/${person.userId}`}>{roomTitle(room)}</Link> : roomTitle(room)}</h2>
              <span>
                {room.processName} · {room.kind === 'PAIR' ? 'Dupla' : 'Match de networking'}
              </span>
            </>
          )}
        </div>
      </header>
      <div
        className="chat__messages"
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label="Mensajes"
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        }}
      >
        {messages.status === 'loading' && <Skeleton active />}
        {messages.status === 'error' && <Alert type="error" showIcon title={errorMessageOf(messages.error)} />}
        {messages.hasOlder && (
          <Button className="chat__older" size="small" loading={loadingOlder} onClick={() => void loadOlder()}>
            {m.loadOlder}
          </Button>
        )}
        {messages.status === 'ready' && messages.messages.length === 0 && <p className="chat__empty">{m.noMessages}</p>}
        {days.map(({ key, label, items }) => (
          <div key={key} className="chat__day">
            <p className="chat__day-separator" role="separator" aria-label={label}>
              <span>{label}</span>
            </p>
            {items.map((item) => {
              if (item.kind === 'CHALLENGE' || item.kind === 'ANNOUNCEMENT') {
                return <NoticeMessage key={item.messageId} message={item} />;
              }
              const own = item.sentBy?.userId === viewer?.userId;
              return (
                <article key={item.messageId} className={`chat__message${own ? ' chat__message--own' : ''}`}>
                  {!own && (
                    <span className="chat__sender">{item.sentBy ? fullName(item.sentBy) : 'Cuenta eliminada'}</span>
                  )}
                  <p className="chat__text">{item.text}</p>
                  <time dateTime={item.createdAt}>{chatTime(item.createdAt)}</time>
                </article>
              );
            })}
          </div>
        ))}
      </div>
      {room.canWrite ? (
        <form
          className="chat__composer"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Input.TextArea
            aria-label={m.inputPlaceholder}
            placeholder={m.inputPlaceholder}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            autoSize={{ minRows: 1, maxRows: 2 }}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined />}
            loading={sending}
            disabled={!!chatTextProblem(draft)}
            aria-label={m.send}
          />
        </form>
      ) : (
        <p className="chat__read-only">
          <Tag>{room.readOnly ? m.readOnlyNotice : m.adminReadOnly}</Tag>
        </p>
      )}
    </section>
  );
}

/**
 * A challenge sent to the process (its first line is the challenge's title) or a coordinator's mass message: shown
 * across the window, apart from the members' messages.
 */
function NoticeMessage({ message }: { message: ChatMessage }) {
  const challenge = message.kind === 'CHALLENGE';
  const [first = '', ...rest] = message.text.split('\n');
  return (
    <article className={`chat__notice chat__notice--${challenge ? 'challenge' : 'announcement'}`}>
      <Tag color={challenge ? 'purple' : 'gold'} icon={challenge ? <TrophyOutlined /> : <NotificationOutlined />}>
        {challenge ? groupChatMessages.challengeTag : groupChatMessages.announcementTag}
      </Tag>
      {challenge ? (
        <>
          <h3 className="chat__notice-title">{first}</h3>
          <p className="chat__text">{rest.join('\n')}</p>
        </>
      ) : (
        <p className="chat__text">{message.text}</p>
      )}
      <time dateTime={message.createdAt}>{chatTime(message.createdAt)}</time>
    </article>
  );
}

function groupByDay(messages: readonly ChatMessage[]) {
  const days: Array<{ key: string; label: string; items: ChatMessage[] }> = [];
  for (const message of messages) {
    const key = chatDayKey(message.createdAt);
    const last = days[days.length - 1];
    if (last?.key === key) last.items.push(message);
    else days.push({ key, label: chatDayLabel(message.createdAt), items: [message] });
  }
  return days;
}

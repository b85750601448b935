import { LockOutlined } from '@ant-design/icons';
import { guideAnsweringMessages as m, SESSION_NOTES_MAX_LENGTH } from '@enlaza/contract';
import { Alert, Card, Input, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { apiKey, errorMessageOf } from '../../lib/api';
import { saveSessionNotes, sessionNotesPath, useSessionNotes } from './sessionGuidesApi';

/** Spec 002 §9: notes are kept one second after the last keystroke, and on leaving the page. */
const SAVE_DELAY_MS = 1000;

/** The person's private notes on this session: the partner never reads them (the server keeps one record each). */
export function NotesPanel({ pairId, sessionNumber }: { pairId: string; sessionNumber: number }) {
  const notes = useSessionNotes(pairId, sessionNumber);
  return (
    <Card
      className="guide-page__panel"
      id="guide-notes"
      title={
        <Typography.Title level={2} className="guide-page__panel-title">
          <LockOutlined aria-hidden /> Notas personales
        </Typography.Title>
      }
    >
      {notes.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : notes.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(notes.error)} />
      ) : (
        <NotesEditor pairId={pairId} sessionNumber={sessionNumber} initial={notes.data.content} />
      )}
    </Card>
  );
}

function NotesEditor({ pairId, sessionNumber, initial }: { pairId: string; sessionNumber: number; initial: string }) {
  const labelId = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial);
  const [state, setState] = useState<'saved' | 'dirty' | 'saving' | 'failed'>('saved');
  const unsaved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = (keepalive = false) => {
    clearTimeout(timer.current);
    const content = unsaved.current;
    if (content === null) return;
    unsaved.current = null;
    setState('saving');
    saveSessionNotes(pairId, sessionNumber, content, keepalive).then(
      (saved) => {
        // Coming back to the guide shows what was saved, not what the page first loaded.
        queryClient.setQueryData(apiKey(sessionNotesPath(pairId, sessionNumber)), saved);
        setState(unsaved.current === null ? 'saved' : 'dirty');
      },
      () => {
        // Kept for the next attempt (the next keystroke, or leaving the page).
        if (unsaved.current === null) unsaved.current = content;
        setState('failed');
      },
    );
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    const onLeave = () => saveRef.current(true);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      // Leaving the page inside the app: what is typed still goes.
      saveRef.current(true);
    };
  }, []);

  return (
    <>
      <Typography.Paragraph id={labelId} className="guide-notes__label">
        {m.notesLabel}
      </Typography.Paragraph>
      <Input.TextArea
        aria-labelledby={labelId}
        value={text}
        maxLength={SESSION_NOTES_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 4, maxRows: 14 }}
        placeholder="Escribe aquí lo que quieras recordar de esta sesión"
        onChange={(event) => {
          setText(event.target.value);
          unsaved.current = event.target.value;
          setState('dirty');
          clearTimeout(timer.current);
          timer.current = setTimeout(() => save(), SAVE_DELAY_MS);
        }}
        onBlur={() => save()}
      />
      <Typography.Text type={state === 'failed' ? 'danger' : 'secondary'} className="guide-notes__state" role="status">
        {state === 'saved'
          ? m.notesSaved
          : state === 'saving'
            ? 'Guardando...'
            : state === 'failed'
              ? 'No se pudieron guardar las notas: se intentará otra vez al seguir escribiendo'
              : ''}
      </Typography.Text>
    </>
  );
}

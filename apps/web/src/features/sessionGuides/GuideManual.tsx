import { guideAnsweringMessages as m } from '@enlaza/contract';
import { Button, Card, Typography } from 'antd';

/** The good-practices manual for mentoring (spec 002 §1), the first page of every session guide. */
export const goodPractices: readonly { title: string; text: string }[] = [
  {
    title: 'Primera sesión dentro de 48 horas',
    text: 'Coordinen la primera sesión dentro de las 48 horas siguientes a que se forme la dupla.',
  },
  {
    title: 'Reagendar, idealmente una sola vez',
    text: 'Si necesitan cambiar una sesión, háganlo idealmente una sola vez y avisen con al menos 24 horas de anticipación.',
  },
  {
    title: 'Puntualidad y un espacio tranquilo',
    text: 'Lleguen a la hora y conversen desde un lugar sin interrupciones, con la cámara encendida si la sesión es en línea.',
  },
  {
    title: 'La mentee lidera su objetivo',
    text: 'La mentora escucha, pregunta y comparte su experiencia sin imponer soluciones: las decisiones son de la mentee.',
  },
  {
    title: 'Acuerdos concretos',
    text: 'Cierren cada sesión con tareas claras y una fecha límite, y revísenlas al comienzo de la siguiente.',
  },
  {
    title: 'Confidencialidad',
    text: 'Lo que se conversa en la sesión queda entre ustedes. Tus notas personales de la pauta son solo tuyas.',
  },
  {
    title: 'Completen la pauta juntas',
    text: 'Respondan la pauta durante la sesión: una persona edita a la vez y la otra ve los cambios al instante.',
  },
];

export function GuideManual({ onStart }: { onStart: () => void }) {
  return (
    <Card className="guide-manual">
      <Typography.Title level={2} className="guide-manual__title">
        Manual de buenas prácticas de mentoría
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Antes de comenzar, repasen estos acuerdos: hacen que cada sesión rinda más.
      </Typography.Paragraph>
      <ol className="guide-manual__list">
        {goodPractices.map((practice) => (
          <li key={practice.title}>
            <strong>{practice.title}.</strong> {practice.text}
          </li>
        ))}
      </ol>
      <div className="guide-manual__actions">
        <Button type="primary" size="large" onClick={onStart} autoFocus>
          {m.start}
        </Button>
      </div>
    </Card>
  );
}

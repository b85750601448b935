import { PlusOutlined } from '@ant-design/icons';
import { bankQuestionTypeLabels, QUESTIONS_PAGE_SIZE, type BankQuestion } from '@enlaza/contract';
import { Button, type TableProps } from 'antd';
import { useState } from 'react';
import { dayjs } from '../../lib/dates';
import { useSearchedPages } from '../../lib/useSearchedPages';
import { BankQuestionModal } from './BankQuestionModal';
import { useBankQuestions } from './questionnairesApi';
import { ListPage } from '../../components/ListPage';

function answersOf(question: BankQuestion): string {
  switch (question.type) {
    case 'TEXT':
      return 'Respuesta libre';
    case 'ALTERNATIVE':
      return [...question.alternatives, ...(question.other ? ['Otro'] : [])].join(' · ');
    case 'ALTERNATIVE_MULTIPLE':
      return `Filas: ${question.alternativesMultiple.join(' · ')} — Columnas: ${question.alternatives.join(' · ')}`;
    case 'RATE':
      return `${question.rate?.left ?? ''} ${question.alternatives[0]}–${question.alternatives.at(-1)} ${question.rate?.right ?? ''}`;
  }
}

/** /admin/mdi/questions ('Preguntas'): the question bank, 10 per page, with search and the create modal. */
export function QuestionsPage() {
  const searchedPages = useSearchedPages();
  const { page, setPage, search } = searchedPages;
  const [creating, setCreating] = useState(false);
  const questions = useBankQuestions(page, search);

  const columns: TableProps<BankQuestion>['columns'] = [
    { title: 'Pregunta', dataIndex: 'question', key: 'question' },
    {
      title: 'Tipo',
      dataIndex: 'type',
      key: 'type',
      render: (type: BankQuestion['type']) => bankQuestionTypeLabels[type],
    },
    { title: 'Alternativas', key: 'answers', responsive: ['md'], render: (_, question) => answersOf(question) },
    {
      title: 'Creada',
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['lg'],
      render: (createdAt: string) => dayjs(createdAt).tz().format('DD-MM-YY'),
    },
  ];

  return (
    <ListPage<BankQuestion>
      titleId="questions-title"
      scrollWidth={false}
      title="Preguntas"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Crear pregunta
        </Button>
      }
      search={{ label: 'Buscar preguntas', placeholder: 'Buscar pregunta', ...searchedPages }}
      query={questions}
      rowKey="questionId"
      columns={columns}
      page={page}
      pageSize={QUESTIONS_PAGE_SIZE}
      onPageChange={setPage}
      emptyTexts={{ searched: 'No se encontraron preguntas', none: 'No hay preguntas' }}
    >
      <BankQuestionModal open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}

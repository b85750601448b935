import { PlusOutlined } from '@ant-design/icons';
import { bankQuestionTypeLabels, QUESTIONS_PAGE_SIZE, type BankQuestion } from '@enlaza/contract';
import { Alert, Button, Input, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { BankQuestionModal } from './BankQuestionModal';
import { useBankQuestions } from './questionnairesApi';

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
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const debouncedSearch = useDebouncedValue(searchText.trim());
  const [creating, setCreating] = useState(false);
  const questions = useBankQuestions(page, debouncedSearch);

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
    <section aria-labelledby="questions-title">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} id="questions-title" style={{ margin: 0, fontSize: 24 }}>
          Preguntas
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Crear pregunta
        </Button>
      </div>
      <Input.Search
        style={{ margin: '16px 0', maxWidth: 420 }}
        placeholder="Buscar pregunta"
        aria-label="Buscar preguntas"
        allowClear
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
          setPage(1);
        }}
        onSearch={(value) => setSearchText(value)}
        loading={questions.isFetching && searchText.trim() !== debouncedSearch}
      />
      {questions.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(questions.error)} />
      ) : (
        <Table<BankQuestion>
          rowKey="questionId"
          columns={columns}
          dataSource={questions.data?.docs}
          loading={questions.isPending || (questions.isFetching && questions.isPlaceholderData)}
          locale={{ emptyText: debouncedSearch ? 'No se encontraron preguntas' : 'No hay preguntas' }}
          pagination={{
            current: page,
            pageSize: QUESTIONS_PAGE_SIZE,
            total: questions.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
      <BankQuestionModal open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}

import { FileExcelOutlined } from '@ant-design/icons';
import type { ParticipantRole, ProcessDetail } from '@enlaza/contract';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ImportModal } from '../../directory/ImportModal';
import { ParticipantsTab } from '../draft/ParticipantsTab';
import { StepActions } from '../wizard/StepActions';

interface Props {
  process: ProcessDetail;
  role: ParticipantRole;
  onNext: () => void;
  onBack: () => void;
}

/**
 * Steps 2 'Asignar estudiantes' and 3 'Asignar tutores': the same invitations as a mentoring process (3 mails at
 * most per person), adding people by email, and creating new ones from a spreadsheet (the directory's import).
 */
export function AttractionParticipantsStep({ process, role, onNext, onBack }: Props) {
  const [importOpen, setImportOpen] = useState(false);
  const students = role === 'STUDENT';
  return (
    <section>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          {students
            ? 'Agrega a las estudiantes por email e invítalas al proceso. Si aún no tienen cuenta, créalas desde un Excel.'
            : 'Agrega a los tutores por email e invítalos al proceso. Si aún no tienen cuenta, créalos desde un Excel.'}
        </Typography.Paragraph>
        <Button icon={<FileExcelOutlined />} onClick={() => setImportOpen(true)}>
          {students ? 'Crear estudiantes desde Excel' : 'Crear tutores desde Excel'}
        </Button>
      </Flex>
      <ParticipantsTab process={process} role={role} />
      <ImportModal
        audience={students ? 'students' : 'mentors'}
        peopleLabel={students ? 'estudiantes' : 'tutores'}
        open={importOpen}
        onClose={() => setImportOpen(false)}
      />
      <StepActions onBack={onBack} onNext={onNext} nextLabel="Continuar" />
    </section>
  );
}

import { certificateTitle, DEFAULT_PROGRAM_NAME } from '@enlaza/contract';
import { Form, Input } from 'antd';

/** 'Nombre de fantasía' of both process wizards: the programme's name on its certificates. */
export function FantasyNameField() {
  return (
    <Form.Item
      name="fantasyName"
      label="Nombre de fantasía"
      extra={`Los certificados dirán '${certificateTitle('{nombre de fantasía}')}'; sin él, '${certificateTitle(DEFAULT_PROGRAM_NAME)}'.`}
    >
      <Input maxLength={100} />
    </Form.Item>
  );
}

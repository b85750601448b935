import { processErrorTypes, processWizardMessages, type ProcessDetail } from '@enlaza/contract';
import { App as AntApp, type FormInstance, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError, errorMessageOf } from '../../../lib/api';

interface GeneralSubmitOptions<Values, Payload> {
  form: FormInstance<Values>;
  process: ProcessDetail | undefined;
  /** The form's values as the API takes them, and the contract's check of them. */
  toPayload: (values: Values) => Payload;
  schema: ZodType;
  save: (input: { processId?: string; general: Payload; logo?: File }) => Promise<ProcessDetail>;
  logo: UploadFile[];
  onSaved: (saved: ProcessDetail, created: boolean) => void;
}

/**
 * Step 1's 'Crear proceso' / 'Guardar y continuar', for both process forms: checks the payload with the contract,
 * creates or saves the process with its logo, and shows where it failed (a taken name on the name field, anything
 * else above the buttons).
 */
export function useGeneralSubmit<Values, Payload>({
  form,
  process,
  toPayload,
  schema,
  save,
  logo,
  onSaved,
}: GeneralSubmitOptions<Values, Payload>) {
  const { message } = AntApp.useApp();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Set before the request starts, so a second submit in the same instant (a double click, Enter twice) is ignored
  // even before the button shows its loading state; it stays set after a success, while the wizard moves on.
  const submitting = useRef(false);

  const onFinish = async (values: Values) => {
    if (submitting.current) return;
    setSubmitError(null);
    const general = toPayload(values);
    const checked = schema.safeParse(general);
    if (!checked.success) {
      setSubmitError(checked.error.issues[0]?.message ?? 'Error');
      return;
    }
    submitting.current = true;
    try {
      const saved = await save({ processId: process?.processId, general, logo: logo[0]?.originFileObj });
      message.success(process ? processWizardMessages.saved : processWizardMessages.created);
      onSaved(saved, !process);
    } catch (error) {
      submitting.current = false;
      if (error instanceof ApiError && error.type === processErrorTypes.duplicateName) {
        form.setFields([{ name: 'name' as never, errors: [error.message] }]);
        form.scrollToField('name');
      } else {
        setSubmitError(errorMessageOf(error));
      }
    }
  };

  return { onFinish, submitError };
}

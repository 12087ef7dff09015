import { useState } from 'react';
import { type MountRow, newMountRow } from './mounts-form.ts';
import {
  type EnvRow,
  emptyForm,
  type FieldKey,
  type FormErrors,
  newEnvRow,
  noErrors,
  type ProcessForm,
} from './process-form.ts';

/** What the user typed and the errors on it; an edit clears the errors of the fields it touches. */
export function useProcessForm(initial: ProcessForm | undefined) {
  const [form, setForm] = useState<ProcessForm>(() => initial ?? emptyForm());
  const [errors, setErrors] = useState<FormErrors>(noErrors);

  const edit = (patch: Partial<ProcessForm>, clears: FieldKey[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      if (!clears.some((key) => e.fields[key])) return e;
      const fields = { ...e.fields };
      for (const key of clears) delete fields[key];
      return { ...e, fields };
    });
  };
  const editEnv = (index: number, patch: Partial<EnvRow>) => {
    setForm((f) => ({ ...f, env: f.env.map((row, i) => (i === index ? { ...row, ...patch } : row)) }));
    setErrors((e) => {
      if (!e.envRows[index]) return e;
      const envRows = { ...e.envRows };
      delete envRows[index];
      return { ...e, envRows };
    });
  };
  const addEnv = () => edit({ env: [...form.env, newEnvRow()] }, ['env']);
  const removeEnv = (index: number) => {
    setForm((f) => ({ ...f, env: f.env.filter((_, i) => i !== index) }));
    setErrors((e) => ({ ...e, envRows: {} }));
  };

  const editMount = (index: number, patch: Partial<MountRow>) => {
    setForm((f) => ({ ...f, mounts: f.mounts.map((row, i) => (i === index ? { ...row, ...patch } : row)) }));
    setErrors((e) => {
      if (!e.mountRows[index]) return e;
      const mountRows = { ...e.mountRows };
      delete mountRows[index];
      return { ...e, mountRows };
    });
  };
  const addMount = () => edit({ mounts: [...form.mounts, newMountRow()] }, ['mounts']);
  const removeMount = (index: number) => {
    setForm((f) => ({ ...f, mounts: f.mounts.filter((_, i) => i !== index) }));
    setErrors((e) => ({ ...e, mountRows: {} }));
  };

  return {
    form,
    errors,
    setErrors,
    edit,
    editEnv,
    addEnv,
    removeEnv,
    mounts: { edit: editMount, add: addMount, remove: removeMount },
  };
}

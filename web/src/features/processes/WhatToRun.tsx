import { useId } from 'react';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { EnvRows } from './EnvRows.tsx';
import { ExistingProcessLink, NAME_TAKEN } from './ExistingProcessLink.tsx';
import type { EnvRow, FieldKey, FormErrors, ProcessForm, RerunSource } from './process-form.ts';
import { useProjectSecretNames } from './use-project-secret-names.ts';

/** The editor's "What to run": name (fixed on a re-run), image, a shell script or an argv list, environment. */
export function WhatToRun({
  projectId,
  form,
  errors,
  rerun,
  edit,
  editEnv,
  addEnv,
  removeEnv,
}: {
  projectId: string;
  form: ProcessForm;
  errors: FormErrors;
  rerun: RerunSource | undefined;
  edit: (patch: Partial<ProcessForm>, clears: FieldKey[]) => void;
  editEnv: (index: number, patch: Partial<EnvRow>) => void;
  addEnv: () => void;
  removeEnv: (index: number) => void;
}) {
  const ids = useId();
  const secrets = useProjectSecretNames(
    projectId,
    form.env.some((row) => row.secret),
  );
  return (
    <fieldset className="process-editor__group">
      <legend className="process-editor__legend">What to run</legend>
      <div className="form-grid">
        {rerun ? (
          <TextField
            label="Name"
            value={rerun.processName}
            readOnly
            hint={`A re-run becomes version ${rerun.version + 1} of this process.`}
          />
        ) : (
          <TextField
            label="Name"
            value={form.name}
            maxLength={100}
            autoComplete="off"
            error={errors.fields.name}
            hint={
              errors.fields.name && NAME_TAKEN.test(errors.fields.name) && form.name.trim() ? (
                <ExistingProcessLink projectId={projectId} name={form.name.trim()} />
              ) : (
                'Unique in the project; up to 100 characters.'
              )
            }
            onChange={(event) => edit({ name: event.target.value }, ['name'])}
          />
        )}
        <TextField
          label="Image"
          value={form.image}
          monospace
          autoComplete="off"
          spellCheck={false}
          placeholder="busybox:1.36"
          error={errors.fields.image}
          hint="An OCI image reference, e.g. ghcr.io/org/tool:1.2 or busybox@sha256:…"
          onChange={(event) => edit({ image: event.target.value }, ['image'])}
        />
      </div>

      <fieldset className="choice-group">
        <legend className="field__label">Command</legend>
        <label className="choice">
          <input
            type="radio"
            name={`${ids}-mode`}
            value="script"
            checked={form.commandMode === 'script'}
            onChange={() => edit({ commandMode: 'script' }, ['command', 'args'])}
          />
          Shell script <span className="muted">(run with sh -c)</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name={`${ids}-mode`}
            value="argv"
            checked={form.commandMode === 'argv'}
            onChange={() => edit({ commandMode: 'argv' }, ['script'])}
          />
          Program and arguments
        </label>
      </fieldset>

      {form.commandMode === 'script' ? (
        <TextAreaField
          label="Script"
          value={form.script}
          monospace
          rows={5}
          spellCheck={false}
          placeholder={'echo "hello"\nsleep 5\necho done'}
          error={errors.fields.script}
          hint="Runs as sh -c with your script. Empty: the image’s own command."
          onChange={(event) => edit({ script: event.target.value }, ['script'])}
        />
      ) : (
        <div className="form-grid">
          <TextAreaField
            label="Command"
            value={form.command}
            monospace
            rows={4}
            spellCheck={false}
            placeholder={'python\n-m\ntrain'}
            error={errors.fields.command}
            hint="One argument per line, no shell. Empty: the image’s entrypoint."
            onChange={(event) => edit({ command: event.target.value }, ['command'])}
          />
          <TextAreaField
            label="Arguments"
            value={form.args}
            monospace
            rows={4}
            spellCheck={false}
            placeholder={'--epochs\n10'}
            error={errors.fields.args}
            hint="One argument per line. Empty: the image’s default arguments."
            onChange={(event) => edit({ args: event.target.value }, ['args'])}
          />
        </div>
      )}

      <EnvRows
        rows={form.env}
        secrets={secrets}
        errors={errors.envRows}
        error={errors.fields.env}
        onEdit={editEnv}
        onAdd={addEnv}
        onRemove={removeEnv}
      />
    </fieldset>
  );
}

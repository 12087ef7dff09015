import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useClient, useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { getFragmentData, graphql } from '../../gql';
import type { CreateProcessInput, ProcessEditor_ResultFragment, RerunProcessInput } from '../../gql/graphql';
import { navigate } from '../../router.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  AvailableClustersQuery,
  ClusterPicker,
  type ClusterPickerErrors,
  type ClusterSelection,
} from '../clusters/ClusterPicker.tsx';
import { joinPhrases } from '../clusters/resource-groups.ts';
import type { Request } from '../clusters/resources.ts';
import {
  type EnvRow,
  emptyForm,
  errorsOfIssues,
  errorsOfLimits,
  type FieldKey,
  type FormErrors,
  newEnvRow,
  noErrors,
  type ProcessForm,
  specOf,
} from './process-form.ts';

export const ProcessEditorResultFragment = graphql(`
  fragment ProcessEditor_Result on CreateProcessResult {
    __typename
    ... on CreateProcessPayload {
      dryRun
      flavor
      assignedFlavors {
        coveredResources
        flavor
      }
      cluster {
        id
        name
      }
      process {
        id
        name
      }
      version {
        id
        version
      }
    }
    ... on ValidationError {
      message
      issues {
        field
        message
      }
    }
    ... on ResourceLimitExceededError {
      message
      cluster {
        id
        name
      }
      violations {
        resource
        resourceName
        requested
        limit
        flavor
      }
      flavors {
        name
        cpu
        memory
        fitsCpu
        fitsMemory
      }
    }
    ... on ClusterNotAllowedError {
      message
      clusterId
    }
    ... on NoClustersAvailableError {
      message
    }
  }
`);

export const CreateProcessMutation = graphql(`
  mutation ProcessEditor_CreateProcessMutation($input: CreateProcessInput!) {
    createProcess(input: $input) {
      ...ProcessEditor_Result
    }
  }
`);

export const RerunProcessMutation = graphql(`
  mutation ProcessEditor_RerunProcessMutation($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      ...ProcessEditor_Result
    }
  }
`);

type CreateResult = ProcessEditor_ResultFragment;

/** The version a re-run starts from. */
export interface RerunSource {
  versionId: string;
  version: number;
  processName: string;
  clusterId: string;
  clusterName: string;
  form: ProcessForm;
  request: Request;
}

interface Notice {
  tone: 'danger' | 'warning' | 'success';
  title: string;
  body?: string;
  refresh?: boolean;
}

/** " in flavor standard", " in flavors gpu-host and h100" (what the fit rule chose), or "". */
function acceptedFlavors(answer: { flavor?: string | null; assignedFlavors: readonly { flavor: string }[] }) {
  const names = answer.assignedFlavors.map((a) => a.flavor);
  if (names.length > 1) return ` in flavors ${joinPhrases(names)}`;
  const one = names[0] ?? answer.flavor;
  return one ? ` in flavor ${one}` : '';
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The process editor: what to run (name, image, a shell script or an argv list, environment) around the cluster
 * picker (where, and with how much). "Check" asks the server with `dryRun`; "Create process" (or "Re-run") creates
 * it and opens its page. Every typed refusal lands where the user can act on it.
 */
export function ProcessEditor({
  projectId,
  rerun,
  disabledReason,
}: {
  projectId: string;
  rerun?: RerunSource;
  /** Set when the viewer may not create processes here (e.g. a viewer of the project). */
  disabledReason?: string | null;
}) {
  const client = useClient();
  const [form, setForm] = useState<ProcessForm>(() => rerun?.form ?? emptyForm());
  const [selection, setSelection] = useState<ClusterSelection | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  // A refusal of resources stays while its cluster is chosen (a refresh that lowers the sliders keeps it, saying
  // why); a refused cluster stays marked until the next answer.
  const [pickerErrors, setPickerErrors] = useState<{
    forCluster: string | null;
    errors: ClusterPickerErrors;
  }>({
    forCluster: null,
    errors: {},
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [checked, setChecked] = useState<{ forInput: string; text: string } | null>(null);
  const [busy, setBusy] = useState<'check' | 'submit' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const idempotency = useRef<{ key: string; forInput: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [, createProcess] = useMutation(CreateProcessMutation);
  const [, rerunProcess] = useMutation(RerunProcessMutation);
  const ids = useId();

  const onSelection = useCallback((next: ClusterSelection | null) => setSelection(next), []);

  // After an answer, focus goes to the first field it put an error on, else to the page message.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? noticeRef.current)?.focus();
  }, [focusRequest]);

  const refreshClusters = useCallback(
    () =>
      client
        .query(AvailableClustersQuery, { projectId }, { requestPolicy: 'network-only' })
        .toPromise()
        .then(() => undefined),
    [client, projectId],
  );

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

  const spec = specOf(form);
  const resources = selection
    ? {
        cpu: selection.cpu,
        memory: selection.memory,
        deadlineSeconds: selection.deadlineSeconds,
        ...(selection.extended ? { extended: selection.extended } : {}),
        ...(selection.flavor ? { flavor: selection.flavor } : {}),
      }
    : null;
  const rerunInput: RerunProcessInput | null =
    rerun && selection && resources
      ? {
          processVersionId: rerun.versionId,
          clusterId: selection.placement ? null : selection.clusterId,
          ...(selection.placement ? { placement: selection.placement } : {}),
          resources,
          image: spec.image,
          command: spec.command ?? [],
          args: spec.args ?? [],
          env: spec.env,
        }
      : null;
  const createInput: CreateProcessInput | null =
    !rerun && selection && resources
      ? {
          projectId,
          name: form.name.trim(),
          clusterId: selection.placement ? null : selection.clusterId,
          ...(selection.placement ? { placement: selection.placement } : {}),
          resources,
          image: spec.image,
          ...(spec.command ? { command: spec.command } : {}),
          ...(spec.args ? { args: spec.args } : {}),
          env: spec.env,
        }
      : null;
  const inputKey = JSON.stringify(rerunInput ?? createInput);

  const submit = async (dryRun: boolean) => {
    if (busy || !(rerunInput || createInput)) return;
    if (!dryRun && idempotency.current?.forInput !== inputKey) {
      idempotency.current = { key: randomKey(), forInput: inputKey };
    }
    const extra = dryRun ? { dryRun: true } : { idempotencyKey: idempotency.current!.key };
    setBusy(dryRun ? 'check' : 'submit');
    setChecked(null);
    const result = rerunInput
      ? await rerunProcess({ input: { ...rerunInput, ...extra } })
      : await createProcess({ input: { ...createInput!, ...extra } });
    setBusy(null);
    const answer: CreateResult | undefined = result.data
      ? getFragmentData(
          ProcessEditorResultFragment,
          'rerunProcess' in result.data ? result.data.rerunProcess : result.data.createProcess,
        )
      : undefined;
    if (!answer) {
      // No typed answer (network, rate limit, permission): the same key is reused if the user tries again.
      setNotice({
        tone: 'danger',
        title: dryRun ? 'The request could not be checked' : 'The process could not be created',
        body: result.error ? describeError(result.error) : 'The server gave no answer.',
      });
      setFocusRequest((n) => n + 1);
      return;
    }
    idempotency.current = null;
    const submitted = selection?.clusterId ?? null;
    setErrors(noErrors());
    setPickerErrors({ forCluster: null, errors: {} });
    setNotice(null);
    switch (answer.__typename) {
      case 'CreateProcessPayload': {
        if (answer.dryRun) {
          setChecked({
            forInput: inputKey,
            text: `The server accepts this process: it would run on ${answer.cluster.name}${acceptedFlavors(answer)}.`,
          });
          return;
        }
        if (answer.process) {
          navigate(
            rerun && answer.version
              ? `/processes/${answer.process.id}/versions/${answer.version.id}`
              : `/processes/${answer.process.id}`,
          );
        }
        return;
      }
      case 'ValidationError': {
        const mapped = errorsOfIssues(
          answer.issues,
          form,
          (selection?.extended ?? []).map((e) => e.name),
        );
        setErrors({ ...mapped, picker: {} });
        setPickerErrors({ forCluster: submitted, errors: mapped.picker });
        setNotice({
          tone: 'danger',
          title: 'Some fields need attention',
          body: mapped.general.length ? mapped.general.join(' ') : answer.message,
        });
        break;
      }
      case 'ResourceLimitExceededError': {
        const { picker, flavorNote } = errorsOfLimits(answer);
        setPickerErrors({ forCluster: submitted, errors: picker });
        setNotice({
          tone: 'danger',
          title: `${answer.cluster.name} refused these resources`,
          body: [answer.message, flavorNote, 'Its limits may have changed since this page loaded.']
            .filter(Boolean)
            .join(' '),
          refresh: true,
        });
        break;
      }
      case 'ClusterNotAllowedError':
        setPickerErrors({
          forCluster: null,
          errors: {
            cluster: `${answer.message} The list has been refreshed: choose one of the clusters offered now.`,
          },
        });
        void refreshClusters();
        break;
      case 'NoClustersAvailableError':
        setNotice({
          tone: 'warning',
          title: 'No cluster can take this process',
          body: `${answer.message} An administrator decides which clusters this project may use: ask one to allow a cluster for it (or to reactivate one), then refresh the list.`,
          refresh: true,
        });
        void refreshClusters();
        break;
    }
    setFocusRequest((n) => n + 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  const shownPickerErrors =
    pickerErrors.forCluster === null || pickerErrors.forCluster === selection?.clusterId
      ? pickerErrors.errors
      : {};
  const fitsClient = selection?.fits ?? false;
  const blocked = Boolean(disabledReason) || !selection;
  const noteId = `${ids}-note`;
  const submitLabel = rerun ? `Re-run as version ${rerun.version + 1}` : 'Create process';
  const clusterSwitched = rerun && selection && selection.clusterId !== rerun.clusterId;

  return (
    <form
      ref={formRef}
      className="process-editor"
      aria-label={rerun ? `Re-run ${rerun.processName}` : 'New process'}
      noValidate
      onSubmit={onSubmit}
    >
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="process-editor__notice">
          <Alert tone={notice.tone}>
            <span>
              <strong>{notice.title}.</strong> {notice.body}{' '}
              {notice.refresh && (
                <button type="button" className="link-button" onClick={() => void refreshClusters()}>
                  Refresh limits
                </button>
              )}
            </span>
          </Alert>
        </div>
      )}

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
              hint="Unique in the project; up to 100 characters."
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
          errors={errors.envRows}
          error={errors.fields.env}
          onEdit={editEnv}
          onAdd={() => edit({ env: [...form.env, newEnvRow()] }, ['env'])}
          onRemove={(index) => {
            setForm((f) => ({ ...f, env: f.env.filter((_, i) => i !== index) }));
            setErrors((e) => ({ ...e, envRows: {} }));
          }}
        />
      </fieldset>

      <fieldset className="process-editor__group">
        <legend className="process-editor__legend">Where, and with how much</legend>
        <ClusterPicker
          projectId={projectId}
          onChange={onSelection}
          initial={rerun ? { clusterId: rerun.clusterId, request: rerun.request } : undefined}
          errors={shownPickerErrors}
        />
        {rerun && selection && clusterSwitched && (
          <p className="muted process-editor__switch-note">
            Version {rerun.version} ran on {rerun.clusterName}; this re-run goes to the cluster chosen above.
          </p>
        )}
      </fieldset>

      <div className="run-panel__footer process-editor__footer">
        <div className="process-editor__footer-status" aria-live="polite">
          {disabledReason ? (
            <span id={noteId}>{disabledReason}</span>
          ) : checked && checked.forInput === inputKey ? (
            <span className="process-editor__checked">{checked.text}</span>
          ) : selection && !fitsClient ? (
            <span id={noteId}>Adjust the resources to fit the chosen cluster first.</span>
          ) : null}
        </div>
        <Button
          busy={busy === 'check'}
          disabled={blocked || busy === 'submit'}
          aria-describedby={disabledReason ? noteId : undefined}
          onClick={() => void submit(true)}
        >
          Check
        </Button>
        <Button
          type="submit"
          variant="primary"
          busy={busy === 'submit'}
          disabled={blocked || !fitsClient || busy === 'check'}
          aria-describedby={disabledReason || (selection && !fitsClient) ? noteId : undefined}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function EnvRows({
  rows,
  errors,
  error,
  onEdit,
  onAdd,
  onRemove,
}: {
  rows: EnvRow[];
  errors: FormErrors['envRows'];
  error: string | undefined;
  onEdit: (index: number, patch: Partial<EnvRow>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const ids = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input[data-env-name]');
    const target = inputs?.[Math.min(focusRow, (inputs?.length ?? 1) - 1)];
    if (target) target.focus();
    else document.getElementById(`${ids}-add`)?.focus();
    setFocusRow(null);
  }, [focusRow, ids]);

  return (
    <fieldset className="env-rows" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="field__label">Environment variables</legend>
      {rows.length === 0 ? (
        <p className="muted env-rows__empty">None. The container gets the image’s environment.</p>
      ) : (
        <ul className="env-rows__list" ref={listRef}>
          {rows.map((row, index) => {
            const rowErrors = errors[index];
            const errorId = rowErrors ? `${ids}-${row.key}-error` : undefined;
            return (
              <li key={row.key} className="env-row">
                <input
                  className="input input--mono"
                  data-env-name
                  aria-label={`Name of variable ${index + 1}`}
                  placeholder="NAME"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.name}
                  aria-invalid={rowErrors?.name ? true : undefined}
                  aria-describedby={errorId}
                  onChange={(event) => onEdit(index, { name: event.target.value })}
                />
                <input
                  className="input input--mono"
                  aria-label={`Value of variable ${index + 1}`}
                  placeholder="value"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.value}
                  aria-invalid={rowErrors?.value ? true : undefined}
                  aria-describedby={errorId}
                  onChange={(event) => onEdit(index, { value: event.target.value })}
                />
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remove variable ${index + 1}`}
                  onClick={() => {
                    onRemove(index);
                    setFocusRow(index);
                  }}
                >
                  Remove
                </Button>
                {rowErrors && (
                  <div className="field__error env-row__error" id={errorId}>
                    {[rowErrors.name, rowErrors.value].filter(Boolean).join(' ')}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <div className="field__error" id={`${ids}-error`}>
          {error}
        </div>
      )}
      <div>
        <Button
          id={`${ids}-add`}
          size="small"
          onClick={() => {
            onAdd();
            setFocusRow(rows.length);
          }}
        >
          Add variable
        </Button>
      </div>
    </fieldset>
  );
}

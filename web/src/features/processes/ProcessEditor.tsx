import { type FormEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { ClusterPicker } from '../clusters/ClusterPicker.tsx';
import type { ClusterSelection } from '../clusters/cluster-picker-operations.ts';
import { EditorNoticeAlert } from './EditorNoticeAlert.tsx';
import { FAILOVER_OFF, FailoverChoice, type FailoverSetting } from './FailoverChoice.tsx';
import { MountRows } from './MountRows.tsx';
import { checkableMounts } from './mounts-form.ts';
import { NotifyChoice } from './NotifyChoice.tsx';
import type { RerunSource } from './process-form.ts';
import { TasksSection } from './TasksSection.tsx';
import {
  describePlan,
  type TasksErrors,
  type TasksFieldKey,
  type TasksForm,
  tasksFormOf,
  tasksInputOf,
} from './tasks-form.ts';
import { useProcessForm } from './use-process-form.ts';
import { useProcessSubmit } from './use-process-submit.ts';
import { WhatToRun } from './WhatToRun.tsx';

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
  const { form, errors, setErrors, edit, editEnv, addEnv, removeEnv, mounts } = useProcessForm(rerun?.form);
  const [selection, setSelection] = useState<ClusterSelection | null>(null);
  const onSelection = useCallback((next: ClusterSelection | null) => setSelection(next), []);
  const [failover, setFailover] = useState<FailoverSetting>(FAILOVER_OFF);
  const [notify, setNotify] = useState(true);
  const [tasksForm, setTasksForm] = useState<TasksForm>(() => tasksFormOf(rerun?.tasks));
  const [tasksErrors, setTasksErrors] = useState<TasksErrors>({});
  const editTasks = useCallback((patch: Partial<TasksForm>, clears: TasksFieldKey[]) => {
    setTasksForm((f) => ({ ...f, ...patch }));
    setTasksErrors((e) => {
      if (!clears.some((key) => e[key])) return e;
      const next = { ...e };
      for (const key of clears) delete next[key];
      return next;
    });
  }, []);
  const planned = tasksInputOf(tasksForm);
  const plannedTasks = planned.errors ? null : planned.tasks;
  const flow = useProcessSubmit({
    projectId,
    rerun,
    form,
    selection,
    failover,
    notify,
    setErrors,
    tasksForm,
    setTasksErrors,
  });
  const ids = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit(false);
  };

  const fitsClient = selection?.fits ?? false;
  const blocked = Boolean(disabledReason) || !selection;
  const noteId = `${ids}-note`;
  const submitLabel = rerun ? `Re-run as version ${rerun.version + 1}` : 'Create process';
  const clusterSwitched = rerun && selection && selection.clusterId !== rerun.clusterId;

  return (
    <form
      ref={flow.formRef}
      className="process-editor"
      aria-label={rerun ? `Re-run ${rerun.processName}` : 'New process'}
      noValidate
      onSubmit={onSubmit}
    >
      {flow.notice && (
        <EditorNoticeAlert
          notice={flow.notice}
          noticeRef={flow.noticeRef}
          onRefresh={() => void flow.refreshClusters()}
        />
      )}

      <WhatToRun
        projectId={projectId}
        form={form}
        errors={errors}
        rerun={rerun}
        edit={edit}
        editEnv={editEnv}
        addEnv={addEnv}
        removeEnv={removeEnv}
      />

      <TasksSection form={tasksForm} errors={tasksErrors} edit={editTasks} />

      <MountRows
        projectId={projectId}
        rows={form.mounts}
        errors={errors.mountRows}
        error={errors.fields.mounts}
        onEdit={mounts.edit}
        onAdd={mounts.add}
        onRemove={mounts.remove}
      />

      <fieldset className="process-editor__group">
        <legend className="process-editor__legend">Where, and with how much</legend>
        {plannedTasks && (
          <p className="muted process-editor__per-pod">
            Resources are per pod; the fit, start estimate and cost are for {describePlan(plannedTasks)}.
          </p>
        )}
        <ClusterPicker
          projectId={projectId}
          tasks={plannedTasks}
          mounts={checkableMounts(form.mounts)}
          onChange={onSelection}
          initial={rerun ? { clusterId: rerun.clusterId, request: rerun.request } : undefined}
          errors={flow.pickerErrors}
        />
        {rerun && selection && clusterSwitched && (
          <p className="muted process-editor__switch-note">
            Version {rerun.version} ran on {rerun.clusterName}; this re-run goes to the cluster chosen above.
          </p>
        )}
        <FailoverChoice value={failover} onChange={setFailover} />
        <NotifyChoice value={notify} onChange={setNotify} />
      </fieldset>

      <div className="run-panel__footer process-editor__footer">
        <div className="process-editor__footer-status" aria-live="polite">
          {disabledReason ? (
            <span id={noteId}>{disabledReason}</span>
          ) : flow.checkedText ? (
            <span className={flow.checkedRefused ? 'process-editor__refused' : 'process-editor__checked'}>
              {flow.checkedText}
            </span>
          ) : selection && !fitsClient ? (
            <span id={noteId}>Adjust the resources to fit the chosen cluster first.</span>
          ) : null}
        </div>
        <Button
          busy={flow.busy === 'check'}
          disabled={blocked || flow.busy === 'submit'}
          aria-describedby={disabledReason ? noteId : undefined}
          onClick={() => void flow.submit(true)}
        >
          Check
        </Button>
        <Button
          type="submit"
          variant="primary"
          busy={flow.busy === 'submit'}
          disabled={blocked || !fitsClient || flow.busy === 'check'}
          aria-describedby={disabledReason || (selection && !fitsClient) ? noteId : undefined}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

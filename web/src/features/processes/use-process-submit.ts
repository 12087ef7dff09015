import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { getFragmentData } from '../../gql';
import type { CreateProcessInput, ProcessEditor_ResultFragment, RerunProcessInput } from '../../gql/graphql';
import { navigate } from '../../router.tsx';
import type { ClusterPickerErrors, ClusterSelection } from '../clusters/cluster-picker-operations.ts';
import { AvailableClustersQuery } from '../clusters/cluster-picker-operations.ts';
import { joinPhrases } from '../clusters/resource-groups.ts';
import { FAILOVER_OFF, type FailoverSetting, failoverInputOf } from './FailoverChoice.tsx';
import { mountsInputOf } from './mounts-form.ts';
import {
  CreateProcessMutation,
  ProcessEditorResultFragment,
  RerunProcessMutation,
} from './process-editor-operations.ts';
import {
  errorsOfIssues,
  errorsOfLimits,
  type FormErrors,
  noErrors,
  type ProcessForm,
  type RerunSource,
  specOf,
} from './process-form.ts';
import { type TasksErrors, type TasksForm, tasksFieldOfIssue, tasksInputOf } from './tasks-form.ts';

type CreateResult = ProcessEditor_ResultFragment;

/** A page message of the editor: a refusal with no field to land on, or a failure to reach the server. */
export interface EditorNotice {
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

/** The input `createProcess` (or `rerunProcess`) takes for this form and selection, or null before a selection. */
function inputsOf(
  projectId: string,
  rerun: RerunSource | undefined,
  form: ProcessForm,
  selection: ClusterSelection | null,
  failover: FailoverSetting,
  notify: boolean,
  tasksForm: TasksForm | undefined,
): {
  rerunInput: RerunProcessInput | null;
  createInput: CreateProcessInput | null;
  tasksErrors: TasksErrors;
} {
  const planned = tasksForm ? tasksInputOf(tasksForm) : { tasks: null, taskParameters: null, errors: null };
  if (planned.errors) return { rerunInput: null, createInput: null, tasksErrors: planned.errors };
  if (!selection) return { rerunInput: null, createInput: null, tasksErrors: {} };
  // Only sent for an array or gang, so a one-pod process reads as it always did.
  const withTasks = planned.tasks
    ? { tasks: planned.tasks, ...(planned.taskParameters ? { taskParameters: planned.taskParameters } : {}) }
    : {};
  const withFailover = failover.on ? { failover: failoverInputOf(failover) } : {};
  const spec = specOf(form);
  const resources = {
    cpu: selection.cpu,
    memory: selection.memory,
    deadlineSeconds: selection.deadlineSeconds,
    ...(selection.extended ? { extended: selection.extended } : {}),
    ...(selection.flavor ? { flavor: selection.flavor } : {}),
    ...(selection.priorityClass ? { priorityClass: selection.priorityClass } : {}),
  };
  const where = {
    clusterId: selection.placement ? null : selection.clusterId,
    ...(selection.placement ? { placement: selection.placement } : {}),
    ...withFailover,
    // Off: none for this process; on: the viewer's channels as set (a re-run keeps its source's setting).
    ...(notify ? {} : { notify: false }),
  };
  if (rerun) {
    return {
      rerunInput: {
        processVersionId: rerun.versionId,
        ...where,
        // What the picker shows is what is sent: no extended resources, no pinned flavor and the default priority
        // are sent as such ([] and null), since omitted the version's would be copied.
        resources: { extended: [], flavor: null, priorityClass: null, ...resources },
        image: spec.image,
        command: spec.command ?? [],
        args: spec.args ?? [],
        env: spec.env,
        // What the section shows is mounted ([] for none); omitted only when neither had any.
        ...(form.mounts.length || rerun.form.mounts.length ? { mounts: mountsInputOf(form.mounts) } : {}),
        // A re-run's tasks are what the section shows (null: one pod), never silently the source's.
        ...(planned.tasks || rerun.tasks
          ? {
              tasks: planned.tasks,
              // Omitted: the source's parameters are kept (when its count is).
              ...(planned.taskParameters ? { taskParameters: planned.taskParameters } : {}),
            }
          : {}),
      },
      createInput: null,
      tasksErrors: {},
    };
  }
  return {
    rerunInput: null,
    createInput: {
      projectId,
      name: form.name.trim(),
      ...where,
      resources,
      image: spec.image,
      ...(spec.command ? { command: spec.command } : {}),
      ...(spec.args ? { args: spec.args } : {}),
      env: spec.env,
      ...(form.mounts.length ? { mounts: mountsInputOf(form.mounts) } : {}),
      ...withTasks,
    },
    tasksErrors: {},
  };
}

/**
 * The editor's submit flow: "Check" (`dryRun`) and create (or re-run) with an idempotency key kept while the input
 * is unchanged, every typed answer put where the user acts on it (form fields through `setErrors`, the picker's
 * controls through `pickerErrors`, the rest as `notice`), then focus on the first field in error or the notice.
 */
export function useProcessSubmit({
  projectId,
  rerun,
  form,
  selection,
  failover = FAILOVER_OFF,
  notify = true,
  setErrors,
  tasksForm,
  setTasksErrors,
}: {
  /** The editor's Tasks section; absent: one pod. */
  tasksForm?: TasksForm;
  setTasksErrors?: (errors: TasksErrors) => void;
  projectId: string;
  rerun: RerunSource | undefined;
  form: ProcessForm;
  selection: ClusterSelection | null;
  failover?: FailoverSetting;
  /** False: `notify: false` (no notifications for this process). */
  notify?: boolean;
  setErrors: (errors: FormErrors) => void;
}) {
  const client = useClient();
  // A refusal of resources stays while its cluster is chosen (a refresh that lowers the sliders keeps it, saying
  // why); a refused cluster stays marked until the next answer.
  const [pickerErrors, setPickerErrors] = useState<{
    forCluster: string | null;
    errors: ClusterPickerErrors;
  }>({
    forCluster: null,
    errors: {},
  });
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [checked, setChecked] = useState<{ forInput: string; text: string; refused?: boolean } | null>(null);
  const [busy, setBusy] = useState<'check' | 'submit' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const idempotency = useRef<{ key: string; forInput: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [, createProcess] = useMutation(CreateProcessMutation);
  const [, rerunProcess] = useMutation(RerunProcessMutation);

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

  const { rerunInput, createInput, tasksErrors } = inputsOf(
    projectId,
    rerun,
    form,
    selection,
    failover,
    notify,
    tasksForm,
  );
  const inputKey = JSON.stringify(rerunInput ?? createInput);

  const submit = async (dryRun: boolean) => {
    if (busy) return;
    if (Object.keys(tasksErrors).length) {
      // The server's rules, checked here first: each problem on its field of the Tasks section.
      setTasksErrors?.(tasksErrors);
      setNotice({ tone: 'danger', title: 'Some fields need attention', body: 'See the Tasks section.' });
      setFocusRequest((n) => n + 1);
      return;
    }
    if (!(rerunInput || createInput)) return;
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
        body: describeError(result.error, 'The server gave no answer.'),
      });
      setFocusRequest((n) => n + 1);
      return;
    }
    idempotency.current = null;
    const submitted = selection?.clusterId ?? null;
    setErrors(noErrors());
    setTasksErrors?.({});
    setPickerErrors({ forCluster: null, errors: {} });
    setNotice(null);
    switch (answer.__typename) {
      case 'CreateProcessPayload': {
        if (answer.dryRun) {
          setChecked({
            forInput: inputKey,
            text: `The server accepts this process: it would run on ${answer.cluster.name}${acceptedFlavors(answer)}${answer.budgetWarning ? ', over the soft budget (see above)' : ''}.`,
          });
          if (!answer.budgetWarning) return;
          // Accepted, but over the soft budget: said as loudly as a refusal, with the server's numbers.
          setNotice({
            tone: 'warning',
            title: 'Over the project’s soft budget',
            body: answer.budgetWarning,
          });
          break;
        }
        if (answer.process) {
          navigate(
            rerun && answer.version
              ? `/processes/${answer.process.id}/versions/${answer.version.id}`
              : `/processes/${answer.process.id}`,
            // The process page shows it: created over the soft budget.
            { state: answer.budgetWarning ? { budgetWarning: answer.budgetWarning } : null },
          );
        }
        return;
      }
      case 'BudgetExceededError':
        // Beside the buttons too, where the user clicked: the notice with the numbers is at the top of the form.
        setChecked({
          forInput: inputKey,
          text: 'Refused by the project’s hard budget (see above).',
          refused: true,
        });
        setNotice({
          tone: 'danger',
          title: `The project’s hard budget refuses this ${rerun ? 're-run' : 'process'}`,
          body: `${answer.message} Lower the resources or the deadline, or ask an administrator to raise the budget.`,
        });
        break;
      case 'ValidationError': {
        const onTasks: TasksErrors = {};
        for (const issue of answer.issues) {
          const key = tasksFieldOfIssue(issue.field);
          if (key) onTasks[key] = onTasks[key] ? `${onTasks[key]} ${issue.message}` : issue.message;
        }
        setTasksErrors?.(onTasks);
        const mapped = errorsOfIssues(
          answer.issues.filter((issue) => !tasksFieldOfIssue(issue.field)),
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
        const onControls = Object.values(picker).some(Boolean);
        // Said once: on the controls when they carry it; the limits "changed" only when these said it fits.
        setNotice({
          tone: 'danger',
          title: `${answer.cluster.name} refused these resources`,
          body: [
            onControls ? 'Each reason is on its control below.' : answer.message,
            onControls ? null : flavorNote,
            selection?.fits
              ? 'Its limits changed since this page loaded: refresh them to see the new ones.'
              : null,
          ]
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

  const shownPickerErrors =
    pickerErrors.forCluster === null || pickerErrors.forCluster === selection?.clusterId
      ? pickerErrors.errors
      : {};

  return {
    submit,
    busy,
    notice,
    /** The last answer's verdict beside the buttons (a dry run's acceptance, a budget's refusal), while the input is unchanged. */
    checkedText: checked && checked.forInput === inputKey ? checked.text : null,
    checkedRefused: Boolean(checked?.refused),
    pickerErrors: shownPickerErrors,
    refreshClusters,
    formRef,
    noticeRef,
  };
}

// kwok's Stages: how the fake nodes and their pods behave (kwok runs no containers). Nodes use kwok's own stages
// (read from the kwok module in the Go module cache); pods use ours (docs/architecture.md §15):
// - a pod on a kwok node becomes Running at once;
// - it runs N seconds, N the first `sleep N` in its containers' command/args, else REAL_CLUSTER_POD_SECONDS (5);
// - then Succeeded, or Failed with exit code N when the command has `exit N` (N ≠ 0);
// - a pod of an Indexed Job whose completion index is listed in its annotation `kube-sim.io/fail-indexes`
//   (Kubernetes' index-list form, "1,3-5") fails with the exit code `kube-sim.io/fail-exit-code` (default 1), as
//   kube-sim's kubelet does (kube-sim/src/runtime.ts);
// - a pod whose spec.activeDeadlineSeconds is shorter than that run time fails at its deadline with reason
//   DeadlineExceeded (exit 143), as the kubelet's active deadline and kube-sim do;
// - a pod being deleted (Job deadline, cancel, node drain) becomes Failed (exit 143, as SIGTERM ends a process)
//   and is removed once its finalizers are gone, as the kubelet does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CMD = '([.spec.containers[] | (.command // [])[], (.args // [])[]] | join(" "))';
const FAILS = `${CMD} | test("(^|[^A-Za-z0-9_])exit +0*[1-9][0-9]*")`;
/** Whether the pod's completion index is in its `kube-sim.io/fail-indexes` list (jq, as kwok evaluates selectors). */
export const FAILING_INDEX =
  '((.metadata.annotations // {}) as $a | ($a["batch.kubernetes.io/job-completion-index"] // "") as $i | ' +
  '($a["kube-sim.io/fail-indexes"] // "") as $f | if $i == "" or $f == "" then false else ($i | tonumber) as $n | ' +
  '[$f | split(",")[] | split("-") | map(tonumber) | select(.[0] <= $n and $n <= (.[1] // .[0]))] | length > 0 end)';

/** The pod's run time in seconds (a number), as runtimeExpression gives it. */
function runtimeSeconds(defaultSeconds) {
  return `((${CMD} | capture("(^|[^A-Za-z0-9_])sleep +(?<n>[0-9]+)") | .n | tonumber) // ${Number(defaultSeconds)})`;
}

/** Whether the pod's activeDeadlineSeconds ends it before its run time does. */
export function deadlineFirst(defaultSeconds) {
  return `((.spec.activeDeadlineSeconds // null) as $d | if $d == null then false else $d < ${runtimeSeconds(defaultSeconds)} end)`;
}

function runtimeExpression(defaultSeconds) {
  return `((${CMD} | capture("(^|[^A-Za-z0-9_])sleep +(?<n>[0-9]+)") | .n + "s") // "${defaultSeconds}s")`;
}

const notDeleted = { key: '.metadata.deletionTimestamp', operator: 'DoesNotExist' };

function stage(name, selector, next, delay) {
  return {
    apiVersion: 'kwok.x-k8s.io/v1alpha1',
    kind: 'Stage',
    metadata: { name },
    spec: {
      resourceRef: { apiGroup: 'v1', kind: 'Pod' },
      selector: { matchExpressions: selector },
      weight: 1,
      ...(delay ? { delay } : {}),
      next,
    },
  };
}

const created = `{{ $now := Now }}
conditions:
- lastTransitionTime: {{ $now | Quote }}
  status: "True"
  type: Initialized
- lastTransitionTime: {{ $now | Quote }}
  status: "True"
  type: PodScheduled
- lastTransitionTime: {{ $now | Quote }}
  message: 'containers with unready status: [{{ range .spec.containers }} {{ .name }} {{ end }}]'
  reason: ContainersNotReady
  status: "False"
  type: Ready
- lastTransitionTime: {{ $now | Quote }}
  message: 'containers with unready status: [{{ range .spec.containers }} {{ .name }} {{ end }}]'
  reason: ContainersNotReady
  status: "False"
  type: ContainersReady
containerStatuses:
{{ range .spec.containers }}
- image: {{ .image | Quote }}
  name: {{ .name | Quote }}
  ready: false
  restartCount: 0
  started: false
  state:
    waiting:
      reason: ContainerCreating
{{ end }}
hostIP: {{ NodeIPWith .spec.nodeName | Quote }}
podIP: {{ PodIPWith .spec.nodeName ( or .spec.hostNetwork false ) ( or .metadata.uid "" ) ( or .metadata.name "" ) ( or .metadata.namespace "" ) | Quote }}
phase: Pending
`;

const running = `{{ $now := Now }}
conditions:
- lastTransitionTime: {{ $now | Quote }}
  status: "True"
  type: Initialized
- lastTransitionTime: {{ $now | Quote }}
  status: "True"
  type: PodScheduled
- lastTransitionTime: {{ $now | Quote }}
  status: "True"
  type: Ready
- lastTransitionTime: {{ $now | Quote }}
  status: "True"
  type: ContainersReady
containerStatuses:
{{ range .spec.containers }}
- image: {{ .image | Quote }}
  name: {{ .name | Quote }}
  ready: true
  restartCount: 0
  started: true
  state:
    running:
      startedAt: {{ $now | Quote }}
{{ end }}
phase: Running
startTime: {{ $now | Quote }}
`;

/** Containers terminated; `code` is a template expression giving the exit code of container $item. */
function finished(phase, codeTemplate) {
  return `{{ $now := Now }}
{{ $root := . }}
conditions:
- lastTransitionTime: {{ $now | Quote }}
  status: "True"
  type: Initialized
- lastTransitionTime: {{ $now | Quote }}
  status: "True"
  type: PodScheduled
- lastTransitionTime: {{ $now | Quote }}
  reason: PodCompleted
  status: "False"
  type: Ready
- lastTransitionTime: {{ $now | Quote }}
  reason: PodCompleted
  status: "False"
  type: ContainersReady
containerStatuses:
{{ range $index, $item := .spec.containers }}
{{ $started := $now }}
{{ with $root.status.containerStatuses }}{{ with index . $index }}{{ with .state.running }}{{ $started = .startedAt }}{{ end }}{{ end }}{{ end }}
{{ $cmd := join " " (concat (default (list) $item.command) (default (list) $item.args)) }}
${codeTemplate}
- image: {{ $item.image | Quote }}
  name: {{ $item.name | Quote }}
  ready: false
  restartCount: 0
  started: false
  state:
    terminated:
      exitCode: {{ $code }}
      finishedAt: {{ $now | Quote }}
      reason: {{ if eq $code "0" }}Completed{{ else }}Error{{ end }}
      startedAt: {{ $started | Quote }}
{{ end }}
phase: ${phase}
`;
}

const FAIL_EXIT_CODE =
  '{{ $code := "1" }}{{ with $root.metadata.annotations }}{{ with index . "kube-sim.io/fail-exit-code" }}{{ $code = . }}{{ end }}{{ end }}';

const EXIT_CODE =
  '{{ $code := regexFind "(^|[^A-Za-z0-9_])exit +[0-9]+" $cmd | regexFind "[0-9]+$" | trimPrefix "0" }}{{ if not $code }}{{ $code = "0" }}{{ end }}';

export function podStages({ defaultSeconds }) {
  const runtime = {
    durationMilliseconds: 0,
    durationFrom: { expressionFrom: runtimeExpression(defaultSeconds) },
  };
  const DEADLINE_FIRST = deadlineFirst(defaultSeconds);
  const notDeadline = { key: DEADLINE_FIRST, operator: 'In', values: ['false'] };
  return [
    stage('pod-create', [notDeleted, { key: '.status.podIP', operator: 'DoesNotExist' }], {
      statusTemplate: created,
    }),
    stage(
      'pod-ready',
      [
        notDeleted,
        { key: '.status.podIP', operator: 'Exists' },
        { key: '.status.phase', operator: 'In', values: ['Pending'] },
      ],
      { statusTemplate: running },
    ),
    stage(
      'pod-complete',
      [
        notDeleted,
        { key: '.status.phase', operator: 'In', values: ['Running'] },
        { key: FAILS, operator: 'In', values: ['false'] },
        { key: FAILING_INDEX, operator: 'In', values: ['false'] },
        notDeadline,
      ],
      { statusTemplate: finished('Succeeded', '{{ $code := "0" }}') },
      runtime,
    ),
    stage(
      'pod-fail',
      [
        notDeleted,
        { key: '.status.phase', operator: 'In', values: ['Running'] },
        { key: FAILS, operator: 'In', values: ['true'] },
        { key: FAILING_INDEX, operator: 'In', values: ['false'] },
        notDeadline,
      ],
      { statusTemplate: finished('Failed', EXIT_CODE) },
      runtime,
    ),
    stage(
      'pod-fail-index',
      [
        notDeleted,
        { key: '.status.phase', operator: 'In', values: ['Running'] },
        { key: FAILING_INDEX, operator: 'In', values: ['true'] },
        notDeadline,
      ],
      { statusTemplate: finished('Failed', FAIL_EXIT_CODE) },
      runtime,
    ),
    stage(
      'pod-deadline',
      [
        notDeleted,
        { key: '.status.phase', operator: 'In', values: ['Running'] },
        { key: DEADLINE_FIRST, operator: 'In', values: ['true'] },
      ],
      {
        statusTemplate: `${finished('Failed', '{{ $code := "143" }}')}reason: DeadlineExceeded
message: Pod was active on the node longer than the specified deadline
`,
      },
      {
        durationMilliseconds: 0,
        durationFrom: { expressionFrom: '((.spec.activeDeadlineSeconds | tostring) + "s")' },
      },
    ),
    stage(
      'pod-terminate',
      [
        { key: '.metadata.deletionTimestamp', operator: 'Exists' },
        { key: '.status.phase', operator: 'NotIn', values: ['Succeeded', 'Failed'] },
      ],
      { statusTemplate: finished('Failed', '{{ $code := "143" }}') },
    ),
    stage(
      'pod-delete',
      [
        { key: '.metadata.deletionTimestamp', operator: 'Exists' },
        { key: '.metadata.finalizers', operator: 'DoesNotExist' },
        { key: '.status.phase', operator: 'In', values: ['Succeeded', 'Failed'] },
      ],
      { delete: true },
    ),
  ];
}

/** kwok's --config file: its node stages (from the module cache) and our pod stages, as YAML documents. */
export function kwokConfig(kwokModuleDir, { defaultSeconds }) {
  const nodeStages = ['fast/node-initialize.yaml', 'heartbeat-with-lease/node-heartbeat-with-lease.yaml'].map(
    (f) => readFileSync(path.join(kwokModuleDir, 'kustomize', 'stage', 'node', f), 'utf8'),
  );
  const pods = podStages({ defaultSeconds }).map((s) => JSON.stringify(s, null, 2));
  return `${[...nodeStages, ...pods].map((d) => d.trim()).join('\n---\n')}\n`;
}

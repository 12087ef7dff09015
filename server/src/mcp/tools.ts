import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import type { EnvVarInput, ResourceRequestsInput } from '../generated/gql/graphql.ts';
import {
  AvailableClustersDocument,
  CancelProcessDocument,
  CreateProcessDocument,
  GetLogsDocument,
  GetProcessDocument,
  GetUsageDocument,
  ListProcessesDocument,
  ListProjectsDocument,
  RerunProcessDocument,
} from './operations.ts';
import { defineTool, graphqlInt, type McpTool, snakeCase } from './tool.ts';

// Arguments are flat snake_case and only shaped here (types, no rules): every rule is the GraphQL schema's.

const id = (what: string) => z.string().min(1).describe(what);

const quantity = (what: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v))
    .describe(what);

const cpu = quantity(
  'CPU in cores, as a Kubernetes quantity: "500m" is half a core, "2" two cores (a number means cores).',
);
const memory = quantity(
  'Memory in bytes, as a Kubernetes quantity: "512Mi", "4Gi", "1.5Gi" (a number means bytes).',
);
const extended = z
  .record(
    z.string(),
    z.union([z.string(), z.number()]).transform((v) => String(v)),
  )
  .describe(
    'Extended resources as an object of whole counts: {"nvidia.com/gpu": "2"}. Names carry a domain prefix (cpu and memory have their own arguments); counts are whole numbers above zero (no fractions: requests = limits). Each must be covered by a resource group of the cluster (available_clusters: limits.resourceGroups).',
  );
const flavor = z
  .string()
  .describe(
    'Run only on this flavor (a name from limits.resourceGroups[].flavors of the cluster): the request must fit that flavor, and the Job gets its nodeLabels as a required node affinity. Omitted: Kueue assigns the first flavor of each group that holds the request.',
  );
const priorityClass = z
  .string()
  .describe(
    "One of the cluster's WorkloadPriorityClasses (available_clusters: limits.priorityClasses, each with its value and description): the Job is labelled kueue.x-k8s.io/priority-class with it, and Kueue admits higher values first (and, where the queue preempts, may evict lower ones for it). Only the classes available_clusters lists for the project may be named (an administrator's policy may allow only some of a cluster's classes); a class the cluster lacks, or one not allowed to you there, is a ValidationError on resources.priorityClass listing those allowed. Omitted: priority 0. In available_clusters, what startEstimate is for.",
  );
const deadlineSeconds = graphqlInt().describe(
  "Maximum run time in seconds. Must not exceed the cluster's maxRuntimeSeconds; omitted on a cluster with a maximum, that maximum becomes the deadline.",
);
const env = z
  .record(z.string(), z.string())
  .describe('Environment variables of the container as an object: {"NAME": "value"}.');
const secretEnv = z
  .record(z.string(), z.string())
  .describe(
    'Environment variables read from the project\u2019s secrets, as an object {"VARIABLE": "SECRET_NAME"}: the container gets the secret\u2019s value at each launch; its value is never shown (get_process shows the secret\u2019s name). Only secrets of this project may be named. With env, the two together are the whole environment.',
  );
const mounts = z
  .array(
    z.strictObject({
      volume: z.string().describe('A volume of the cluster (available_clusters: volumes[].name).'),
      path: z
        .string()
        .describe(
          'Where the container sees it: an absolute folder such as /data (not /dev, /proc, /sys, /etc/hosts, /var/run/…).',
        ),
      read_only: z.boolean().describe('Default false; always true on a read-only volume.').optional(),
    }),
  )
  .describe(
    'Data volumes of the cluster to mount, e.g. [{"volume": "datasets", "path": "/data"}]. The cluster must have each one (a volume it lacks is a ValidationError on mounts[i].volume); with cluster_id omitted, only clusters that have them all are chosen.',
  );
const mountsInput = (m: z.infer<typeof mounts> | undefined) =>
  m?.map((x) => ({ volume: x.volume, path: x.path, readOnly: x.read_only }));
const stringList = (what: string) => z.array(z.string()).describe(what);
const failover = z
  .strictObject({
    on_preemption: z.boolean().optional(),
    on_cluster_lost: z.boolean().optional(),
    max_attempts: graphqlInt().optional(),
  })
  .describe(
    'Failover (off when omitted): when its cluster fails an attempt — preempted there while another allowed cluster would start it earlier (on_preemption, default true), or the cluster not answering for CLUSTER_LOST_AFTER_SECONDS or retired (on_cluster_lost, default true) — the next attempt runs on another allowed cluster, placed by earliest start with the limits checked again; max_attempts (default 3, 1 to 10) counts the first. get_process shows the attempts.',
  );

const failoverInput = (f: z.infer<typeof failover> | undefined) =>
  f === undefined
    ? undefined
    : { onPreemption: f.on_preemption, onClusterLost: f.on_cluster_lost, maxAttempts: f.max_attempts };

const tasks = z
  .strictObject({
    count: graphqlInt().describe('How many tasks (1 to MAX_TASKS, default 10000); indexes 0..count-1.'),
    parallelism: graphqlInt()
      .describe('Arrays: at most this many at once (default min(count, 100)). Gangs: always count.')
      .optional(),
    gang: z
      .boolean()
      .describe(
        'All count pods start together and reach each other (distributed training); one failed pod fails it.',
      )
      .optional(),
    retries_per_task: graphqlInt().describe('Arrays: retries of each task (default 0).').optional(),
    max_failed_tasks: graphqlInt()
      .describe('Arrays: the version fails once more tasks than this failed (omitted: every task runs).')
      .optional(),
  })
  .describe(
    'Many pods in one version, one Indexed Job (omitted: one pod). Each container sees KB_TASK_INDEX, KB_TASK_COUNT and with task_parameters KB_TASK_PARAMS; a gang also KB_WORLD_SIZE, KB_RANK, KB_LEADER_ADDR and MASTER_ADDR/MASTER_PORT/WORLD_SIZE/RANK. The fit and the start estimate count the pods admitted at once (parallelism, or count for a gang); the cost counts every task. get_process gives the counts and failedIndexes.',
  );

const tasksInput = (t: z.infer<typeof tasks> | undefined) =>
  t === undefined
    ? undefined
    : {
        count: t.count,
        parallelism: t.parallelism,
        gang: t.gang ?? false,
        retriesPerTask: t.retries_per_task ?? 0,
        maxFailedTasks: t.max_failed_tasks,
      };

const dryRun = z
  .boolean()
  .describe(
    'true: check everything exactly as the real call would and answer the same way, but write and run nothing.',
  );
const idempotencyKey = z
  .string()
  .describe(
    'Any unique string (e.g. a UUID). Retrying with the same key within 24 h returns the first answer instead of creating a second process.',
  );

/** Lines get_logs returns when tail_lines is omitted: enough to see what happened, small enough for a context. */
export const DEFAULT_TAIL_LINES = 200;

const RESULTS = `Results by __typename:
- CreateProcessPayload: done (dryRun false: process.id and version.id are the new ones; version.status starts PENDING, follow it with get_process and get_logs) or would be done (dryRun true: process and version are null, nothing was written).
- ValidationError: an argument is malformed (issues[].field names the argument, issues[].message says why); fix those and call again.
- NoClustersAvailableError: no cluster is allowed for this project and request; ask an administrator.
- ClusterNotAllowedError: cluster_id (clusterId) is not one available_clusters lists for you; pass one of those (with create_process you may also omit cluster_id for the first one; with rerun_process an omitted cluster_id means the source version's cluster, which may be the one refused).
- BudgetExceededError: the project's hard monthly budget cannot hold the request's worst case (required, in unit COST or GPU_HOURS) beside what it has used and committed (remaining); lower the request or its deadline, or ask an administrator. A soft budget answers CreateProcessPayload with budgetWarning set instead. costEstimate (on every CreateProcessPayload) gives worstCase (deadline × requests × the cluster's prices; -1 without a deadline), perHour and gpuHoursWorstCase.
- ResourceLimitExceededError: the request does not fit the cluster; violations lists every resource over its limit (resourceName says which: requested and limit are CPU in cores, MEMORY in bytes, EXTENDED in units — e.g. nvidia.com/gpu —, RUNTIME in seconds; flavor is the flavor whose quota limit is, null for a resource no group of the cluster covers) and flavors shows which cpu/memory flavor would hold cpu and memory. For every resource group a request asks of, one flavor must hold all it asks of that group (the pinned flavor, when flavor is given). Lower the request, drop or change the flavor, or pick a cluster whose limits hold it.
- RequestError FORBIDDEN: you are not a member of the project, or only a VIEWER (who cannot create); RATE_LIMITED: wait retryAfterSeconds.`;

function requestsOf(args: {
  cpu?: string;
  memory?: string;
  deadline_seconds?: number;
  extended?: Record<string, string>;
  flavor?: string;
  priority_class?: string;
}): ResourceRequestsInput | undefined {
  if (
    args.cpu === undefined &&
    args.memory === undefined &&
    args.deadline_seconds === undefined &&
    args.extended === undefined &&
    args.flavor === undefined &&
    args.priority_class === undefined
  )
    return undefined;
  return {
    cpu: args.cpu,
    memory: args.memory,
    deadlineSeconds: args.deadline_seconds,
    extended: args.extended && Object.entries(args.extended).map(([name, quantity]) => ({ name, quantity })),
    flavor: args.flavor,
    priorityClass: args.priority_class,
  };
}

/** env (literals) then secret_env (secret names) as one list; undefined when neither is given. */
const envList = (
  value: Record<string, string> | undefined,
  secrets?: Record<string, string>,
): EnvVarInput[] | undefined =>
  value || secrets
    ? [
        ...Object.entries(value ?? {}).map(([name, v]) => ({ name, value: v })),
        ...Object.entries(secrets ?? {}).map(([name, secret]) => ({ name, secret })),
      ]
    : undefined;

/**
 * Names a GraphQL input field as the tool's argument: "input.resources.deadlineSeconds" → "deadline_seconds",
 * "env[1].name" or "env.1.name" → "env.<the second variable's name>".
 */
export function argumentOf(field: string, args: object): string {
  const { env, secret_env, extended } = args as {
    env?: Record<string, string>;
    secret_env?: Record<string, string>;
    extended?: Record<string, string>;
  };
  const path = field
    .replace(/^input\./, '')
    .replace(/^(resources|requests)\./, '')
    .replace(/\[(\d+)\]/g, '.$1');
  const envIndex = /^env\.(\d+)(\.\w+)?$/.exec(path);
  if (envIndex && (env || secret_env)) {
    const literals = Object.keys(env ?? {});
    const index = Number(envIndex[1]);
    const name = literals[index];
    if (name !== undefined) return `env.${name}`;
    const secretName = Object.keys(secret_env ?? {})[index - literals.length];
    if (secretName !== undefined) return `secret_env.${secretName}`;
  }
  // "extended[0].quantity" → "extended.nvidia.com/gpu": the key of the object the caller sent.
  const extendedIndex = /^extended\.(\d+)(\.\w+)?$/.exec(path);
  if (extendedIndex && extended) {
    const name = Object.keys(extended)[Number(extendedIndex[1])];
    if (name !== undefined) return `extended.${name}`;
  }
  return snakeCase(path);
}

export function mcpTools(schema: GraphQLSchema): McpTool[] {
  return [
    defineTool(schema, {
      name: 'available_clusters',
      title: 'Clusters you may use, with their live limits',
      description: `Call this first. Lists the clusters you may run a process on, for a project and optionally a resource request, in order of preference (sortOrder, then name): the first one is where create_process runs when cluster_id is omitted. Each cluster has its live limits from its Kueue queue: limits.resourceGroups lists every resource group (coveredResources, e.g. ["cpu","memory"] or ["nvidia.com/gpu"], and its flavors in Kueue's order, each with resources — the quota of every covered resource as a quantity and an amount in cores, bytes or units — and the nodeLabels of its ResourceFlavor); limits.maxima gives the largest amount one flavor offers per resource. The rule: for every group covering a resource you ask for, ONE flavor of that group must hold everything you ask of that group (only the flavor you pin with flavor, when given); a resource no group covers never fits. limits.flavors is the cpu/memory view (cpu as a quantity and cpuCores, memory as a quantity, memoryBytes and memoryGiB); limits.maxCpuCores and limits.maxMemoryBytes are the cpu and memory maxima. maxRuntimeSeconds bounds deadline_seconds (null: unbounded). With cpu, memory, deadline_seconds, extended or flavor given, fitsRequest says whether the request fits that cluster and startEstimate when it would start there (basis NOW: at once; QUEUE: expectedStartAt from a replay of its queue with runtimes predicted from history, latestStartAt a bound with every known workload running to its deadline, workloadsAhead; UNKNOWN: the cluster hides what the estimate needs, message says what; NEVER: it cannot ever fit; message is one line saying all that). health.status other than REACHABLE means the cluster cannot be read now: its limits are a fallback (limits.source FALLBACK: 8 cores, 32 GiB, cpu and memory only — no extended resource can be requested there) and health.message says why. queue shows how busy its Kueue ClusterQueue is. volumes lists the cluster's data volumes (name, description, readOnly) that a process there may mount; with mounts given, a cluster lacking one does not fit.
Errors: RequestError FORBIDDEN: you are not a member of project_id (or it does not exist); ValidationError: a malformed quantity (issues name the argument); RequestError RATE_LIMITED: wait retryAfterSeconds.`,
      input: z.strictObject({
        project_id: id(
          'The project the process would belong to. Omitted: the clusters allowed to you without a project.',
        ).optional(),
        cpu: cpu.optional(),
        memory: memory.optional(),
        deadline_seconds: deadlineSeconds.optional(),
        extended: extended.optional(),
        flavor: flavor.optional(),
        priority_class: priorityClass.optional(),
        mounts: mounts
          .describe(
            'Data volumes the process would mount: a cluster without one of them has fitsRequest false and a NEVER startEstimate naming it.',
          )
          .optional(),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
      document: AvailableClustersDocument,
      resultPath: [],
      variables: (args) => ({
        projectId: args.project_id,
        requests: requestsOf(args),
        mounts: mountsInput(args.mounts),
      }),
      argumentOf,
    }),

    defineTool(schema, {
      name: 'create_process',
      title: 'Create and run a process',
      description: `Creates a process (its version 1) in a project and queues it to run, as one Kubernetes Job, on the chosen cluster, after checking the request against that cluster's live limits. Intended flow: available_clusters → pick a cluster whose limits hold your request → create_process with dry_run: true → create_process. Units: cpu in cores ("500m", "2"), memory in bytes ("512Mi", "4Gi"), deadline_seconds in seconds, extended in whole units ({"nvidia.com/gpu": "2"}). flavor pins the run to one flavor (a flavor the cluster does not have is a ValidationError on flavor listing those it has). assignedFlavors says which flavor of each group holds the request (the version's assignedFlavors, from get_process, is what Kueue assigned once admitted). cluster_id omitted: the first cluster available_clusters lists for this project and request, or with placement EARLIEST_START the one of them that holds the request and is expected to start it first (placementReason says why). Pass an idempotency_key so that a retry after a timeout cannot create the process twice.
${RESULTS}`,
      input: z.strictObject({
        project_id: id('The project to create the process in (you must be its OWNER or MEMBER).'),
        name: z
          .string()
          .describe(
            'Name of the process, unique in the project (an existing name is a ValidationError: rerun_process that process instead).',
          ),
        image: z
          .string()
          .describe('Container image, e.g. "python:3.12" or "registry.example.com/team/job:1.4".'),
        command: stringList(
          'Container entrypoint (replaces the image\u2019s ENTRYPOINT), e.g. ["python"].',
        ).optional(),
        args: stringList('Arguments (replace the image\u2019s CMD), e.g. ["-c", "print(1)"].').optional(),
        env: env.optional(),
        secret_env: secretEnv.optional(),
        mounts: mounts.optional(),
        cpu: cpu.optional(),
        memory: memory.optional(),
        deadline_seconds: deadlineSeconds.optional(),
        extended: extended.optional(),
        flavor: flavor.optional(),
        priority_class: priorityClass.optional(),
        cluster_id: id('A cluster id from available_clusters. Omitted: chosen by placement.').optional(),
        placement: z
          .enum(['FIRST_ALLOWED', 'EARLIEST_START', 'CHEAPEST'])
          .describe(
            'With cluster_id omitted: FIRST_ALLOWED (default) takes the first cluster available_clusters lists; EARLIEST_START the one whose startEstimate is earliest among those that hold the request; CHEAPEST the one that holds it at the lowest price per hour among those expected to start within max_wait_seconds.',
          )
          .optional(),
        max_wait_seconds: graphqlInt()
          .describe(
            'With placement CHEAPEST: the longest expected wait a cluster may have to be chosen for its price.',
          )
          .optional(),
        failover: failover.optional(),
        tasks: tasks.optional(),
        task_parameters: z
          .array(z.record(z.string(), z.unknown()))
          .describe(
            'Arrays only: one JSON object per task (exactly tasks.count of them); task i reads its own from the file named by KB_TASK_PARAMS.',
          )
          .optional(),
        dry_run: dryRun.optional(),
        idempotency_key: idempotencyKey.optional(),
      }),
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
      document: CreateProcessDocument,
      resultPath: ['result'],
      variables: (args) => ({
        input: {
          projectId: args.project_id,
          name: args.name,
          image: args.image,
          command: args.command,
          args: args.args,
          env: envList(args.env, args.secret_env),
          mounts: mountsInput(args.mounts),
          resources: requestsOf(args) ?? {},
          clusterId: args.cluster_id,
          placement: args.placement,
          maxWaitSeconds: args.max_wait_seconds,
          failover: failoverInput(args.failover),
          tasks: tasksInput(args.tasks),
          taskParameters: args.task_parameters,
          dryRun: args.dry_run,
          idempotencyKey: args.idempotency_key,
        },
      }),
      argumentOf,
    }),

    defineTool(schema, {
      name: 'rerun_process',
      title: 'Run a process again (new version)',
      description: `Creates the next version of a process from an existing version (process_version_id, from create_process, get_process or list_processes) and queues it to run, through exactly the same checks as create_process. Every other argument is an override; omitted ones are copied from that version (env, command and args are replaced whole when given). Change cluster_id to move the process to another cluster: the copied cpu, memory, deadline, extended resources, flavor and priority class are checked against that cluster's limits and classes. Units: cpu in cores ("500m", "2"), memory in bytes ("512Mi", "4Gi"), deadline_seconds in seconds, extended in whole units ({"nvidia.com/gpu": "2"}). Use dry_run: true first to check without writing.
${RESULTS}`,
      input: z.strictObject({
        process_version_id: id('The version to copy (any version of the process, usually the latest).'),
        cluster_id: id('Run on this cluster instead (an id from available_clusters).').optional(),
        cpu: cpu.optional(),
        memory: memory.optional(),
        deadline_seconds: deadlineSeconds.optional(),
        extended: extended
          .describe(
            'Replace the extended resources, as an object of whole counts: {"nvidia.com/gpu": "2"}; {} asks for none. Omitted: copied from the version.',
          )
          .optional(),
        flavor: flavor
          .describe(
            'Run only on this flavor of the chosen cluster. Omitted: copied from the version (a pinned flavor is re-checked on the cluster, which must have it).',
          )
          .optional(),
        priority_class: priorityClass
          .describe(
            'Run with this WorkloadPriorityClass of the chosen cluster (available_clusters: limits.priorityClasses). Omitted: copied from the version (re-checked on the cluster, which must have it and allow it to you).',
          )
          .optional(),
        image: z.string().describe('Replace the container image.').optional(),
        command: stringList('Replace the container entrypoint.').optional(),
        args: stringList('Replace the arguments.').optional(),
        env: env.optional(),
        secret_env: secretEnv.optional(),
        mounts: mounts
          .describe('Replace the mounts ([] for none). Omitted: copied from the version.')
          .optional(),
        failover: failover.optional(),
        dry_run: dryRun.optional(),
        idempotency_key: idempotencyKey.optional(),
      }),
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
      document: RerunProcessDocument,
      resultPath: ['result'],
      variables: (args) => ({
        input: {
          processVersionId: args.process_version_id,
          clusterId: args.cluster_id,
          resources: requestsOf(args),
          image: args.image,
          command: args.command,
          args: args.args,
          env: envList(args.env, args.secret_env),
          mounts: mountsInput(args.mounts),
          failover: failoverInput(args.failover),
          dryRun: args.dry_run,
          idempotencyKey: args.idempotency_key,
        },
      }),
      argumentOf,
    }),

    defineTool(schema, {
      name: 'get_process',
      title: 'A process and its versions',
      description:
        'A process with its versions, newest first, a page at a time (versions.edges[].node; versions.totalCount counts them all; `first` per page, default 20, at most 100; while versions.pageInfo.hasNextPage, pass versions.pageInfo.endCursor as `after`): status (PENDING → LAUNCHING → QUEUED → RUNNING → SUCCEEDED, FAILED, CANCELLED or LOST), image, command, args, env, resources (cpu in cores and as a quantity, memory in bytes and as a quantity, deadlineSeconds), the cluster it runs on (that of its current attempt) and the limits it was checked against when created; failover (the policy, null: off) and attempts (of each attempt: cluster, outcome ACTIVE, SUCCEEDED, FAILED, CANCELLED, PREEMPTED or CLUSTER_LOST, reason and times; more than one only after a failover); notifications (your own channels’ deliveries of it: event, status PENDING, DELIVERED or FAILED, attempts, lastError, deliveredAt, the channel’s kind and target). Version ids are what get_logs, cancel_process and rerun_process take. NotFoundError: no such process, or you are not a member of its project.',
      input: z.strictObject({
        process_id: id('The process id (process.id from create_process or list_processes).'),
        first: graphqlInt().describe('Versions per page (default 20, at most 100).').optional(),
        after: z.string().describe('versions.pageInfo.endCursor of the previous page.').optional(),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
      document: GetProcessDocument,
      resultPath: ['process'],
      variables: (args) => ({ id: args.process_id, first: args.first, after: args.after }),
      notFound: (args) => `Process ${args.process_id} was not found, or you are not a member of its project.`,
    }),

    defineTool(schema, {
      name: 'list_projects',
      title: 'Your projects',
      description:
        'The projects you are a member of, with your role in each (OWNER and MEMBER may create and run processes; VIEWER may only look), their member count and budget (null: none). Project ids are what available_clusters, create_process, list_processes and get_usage take.',
      input: z.strictObject({}),
      annotations: { readOnlyHint: true, openWorldHint: false },
      document: ListProjectsDocument,
      resultPath: [],
      variables: () => ({}),
    }),

    defineTool(schema, {
      name: 'list_processes',
      title: 'Processes of a project',
      description:
        "Processes of a project, newest first, each with its latest version's id, status and cluster; totalCount counts them all. Paginated: `first` per page (default 20, at most 100); while pageInfo.hasNextPage is true, pass pageInfo.endCursor as `after` for the next page. NotFoundError: no such project, or you are not a member of it.",
      input: z.strictObject({
        project_id: id('The project.'),
        first: graphqlInt().describe('Page size (default 20, at most 100).').optional(),
        after: z.string().describe('pageInfo.endCursor of the previous page.').optional(),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
      document: ListProcessesDocument,
      resultPath: ['project', 'processes'],
      variables: (args) => ({ projectId: args.project_id, first: args.first, after: args.after }),
      notFound: (args) => `Project ${args.project_id} was not found, or you are not a member of it.`,
    }),

    defineTool(schema, {
      name: 'get_logs',
      title: 'Log of a process version',
      description:
        'The end of a version\'s log (its Kubernetes Job\'s newest pod) and its status. tail_lines: how many of the last lines (default 200); since_seconds: only lines of the last N seconds. logs is null when there is none yet (PENDING, QUEUED: the pod has not started) or the cluster cannot be read; logMessage then says why (e.g. "cluster edge is not reachable"). logSource: CLUSTER (live from the pod), ARCHIVE (the copy kept when the version finished) or NONE. logsTruncated: older lines were dropped (at most the last MiB is kept). Call again to see newer lines; the status tells when it has finished (SUCCEEDED, FAILED, CANCELLED, LOST). NotFoundError: no such version, or you are not a member of its project.',
      input: z.strictObject({
        process_version_id: id(
          'The version (version.id from create_process, get_process or list_processes).',
        ),
        tail_lines: graphqlInt().describe('How many of the last lines to return (default 200).').optional(),
        since_seconds: graphqlInt().describe('Only lines written in the last N seconds.').optional(),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
      document: GetLogsDocument,
      resultPath: ['version'],
      variables: (args) => ({
        id: args.process_version_id,
        tailLines: args.tail_lines ?? DEFAULT_TAIL_LINES,
        sinceSeconds: args.since_seconds,
      }),
      notFound: (args) =>
        `Process version ${args.process_version_id} was not found, or you are not a member of its project.`,
      argumentOf,
    }),

    defineTool(schema, {
      name: 'get_usage',
      title: 'Usage and cost',
      description:
        "What ran, as resource-seconds (requested quantity × running seconds: cpu in cores, memory in bytes, extended resources in units — 2 nvidia.com/gpu for an hour is 7200) and cost (at the clusters' flavor prices; null where nothing has a price), over [from, to), grouped by any of PROJECT, USER, CLUSTER, FLAVOR, RESOURCE, DAY (UTC days; no group_by: one total). Running intervals count up to now. With project_id: that project (you must be a member); without: every project (administrators only). The range may span at most 367 days.",
      input: z.strictObject({
        project_id: id('The project (omitted: every project, administrators only).').optional(),
        from: z.string().describe('Start, an ISO 8601 date-time, e.g. "2026-11-01T00:00:00Z".'),
        to: z.string().describe('End (excluded), an ISO 8601 date-time.'),
        group_by: z
          .array(z.enum(['PROJECT', 'USER', 'CLUSTER', 'FLAVOR', 'RESOURCE', 'DAY']))
          .describe('Dimensions to group by, e.g. ["DAY", "CLUSTER"].')
          .optional(),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
      document: GetUsageDocument,
      resultPath: ['usage'],
      variables: (args) => ({
        projectId: args.project_id,
        from: args.from,
        to: args.to,
        groupBy: args.group_by ?? [],
      }),
    }),

    defineTool(schema, {
      name: 'cancel_process',
      title: 'Cancel a process version',
      description:
        'Cancels a version: before it was launched, the launch is dropped; after, its Kubernetes Job is deleted. Members (OWNER, MEMBER) of the project only. Results by __typename:\n- ProcessVersion: accepted; status is CANCELLED once the Job is gone, otherwise cancelRequestedAt is set while the deletion completes (check with get_process).\n- VersionNotCancellableError: the version already finished (status says how); nothing to do.\n- ClusterUnavailableError: the cluster (clusterName) could not be reached (kind: UNREACHABLE, TIMEOUT, UNAUTHORIZED, …); retrying true means the cancel is recorded and will complete when the cluster answers.\n- NotFoundError: no such version, or you are not a member of its project.\n- RequestError FORBIDDEN: you are only a VIEWER of the project.',
      input: z.strictObject({
        process_version_id: id('The version to cancel (version.id from create_process or get_process).'),
      }),
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
      document: CancelProcessDocument,
      resultPath: ['result'],
      variables: (args) => ({ id: args.process_version_id }),
    }),
  ];
}

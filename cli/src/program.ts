import { Command, CommanderError, Option } from 'commander';
import { cancel } from './commands/cancel.ts';
import { clusters } from './commands/clusters.ts';
import { completion } from './commands/completion.ts';
import { login, whoami } from './commands/login.ts';
import { logs } from './commands/logs.ts';
import { ls } from './commands/ls.ts';
import { projects } from './commands/projects.ts';
import { rerun } from './commands/rerun.ts';
import { run } from './commands/run.ts';
import { status } from './commands/status.ts';
import { usage } from './commands/usage.ts';
import { wait } from './commands/wait.ts';
import { Context } from './context.ts';
import { CliError, EXIT } from './exit.ts';
import { renderData } from './output/format.ts';
import { type IoStreams, paint } from './output/iostreams.ts';

export const VERSION = '0.1.0';

const collect = (value: string, previous: string[] = []) => [...previous, value];

const EXIT_CODES = `
Exit codes: 0 done (the job succeeded), 1 the job failed, 2 usage error, 3 refused by the server,
4 server unreachable, 130 detached by Ctrl+C (the job goes on).`;

const ENVIRONMENT = `
Environment: KB_URL and KB_TOKEN override ~/.config/kueue-batch/config.json; NO_COLOR turns colour off.`;

/** The request flags of `clusters`, `run` and `rerun`. */
function requestOptions(cmd: Command, withArrays: boolean, defaults = ''): Command {
  cmd
    .option('--cpu <quantity>', `CPU per pod, a Kubernetes quantity (500m, 2)${defaults && ' (default: 1)'}`)
    .option(
      '--memory <quantity>',
      `memory per pod, a Kubernetes quantity (512Mi, 4Gi)${defaults && ' (default: 1Gi)'}`,
    )
    .option('--gpu <n>', 'GPUs per pod (nvidia.com/gpu)')
    .option('--gpu-flavor <flavor>', 'run only on this flavor (its resource group)')
    .option('--priority <class>', "one of the cluster's WorkloadPriorityClasses")
    .option('--runtime <duration>', 'deadline: 90s, 30m, 2h, 1h30m');
  if (withArrays) {
    cmd
      .option('--tasks <n>', 'an array of N tasks (indexes 0..N-1; default: the rows of --params)')
      .option('--gang', 'a gang: all tasks admitted and started together');
  }
  return cmd;
}

/**
 * The `kb` program. Each action resolves to its exit code (`done`); usage errors are commander's (exit 2), and
 * expected failures CliErrors with their own code.
 */
export function buildProgram(io: IoStreams, env: NodeJS.ProcessEnv, done: (code: number) => void): Command {
  const program = new Command('kb')
    .description('kueue-batch from the terminal: run batch jobs on the Kubernetes clusters you may use.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out.write(s),
      writeErr: (s) => io.err.write(s),
      outputError: (s, write) => write(paint(io, 'red', s)),
    })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      `
Examples:
  $ kb login https://batch.example.com
  $ kb clusters -p ml --cpu 4 --memory 16Gi --runtime 2h
  $ kb run -p ml --cpu 2 --memory 4Gi --wait python:3.12 -- python -c 'print(42)'
  $ kb run -p ml --params sweep.csv --parallelism 4 --wait train:1 -- python train.py
  $ kb logs -f VERSION_ID
Every command takes -o table|json|yaml; "kb CMD --help" lists its flags.
${EXIT_CODES}${ENVIRONMENT}`,
    );

  const command = (name: string, description: string, example: string) =>
    program
      .command(name)
      .description(description)
      .addOption(
        new Option('-o, --output <format>', 'output format')
          .choices(['table', 'json', 'yaml'])
          .default('table'),
      )
      .addHelpText(
        'after',
        `\nExample:\n${example
          .split('\n')
          .map((l) => `  $ ${l}`)
          .join('\n')}\n`,
      );

  const act =
    <A extends unknown[]>(fn: (ctx: Context, ...args: A) => Promise<number>) =>
    async (...args: A) => {
      const cmd = args[args.length - 1] as Command;
      const ctx = Context.from(io, env, cmd.opts());
      done(await fn(ctx, ...args));
    };

  command(
    'login',
    'Log in to a server with an API token (hidden prompt, or KB_TOKEN).',
    'kb login https://batch.example.com\nKB_TOKEN=kb_… kb login https://batch.example.com',
  )
    .argument('[url]', 'the server (default: KB_URL, else the one logged in to)')
    .action(act((ctx, url: string | undefined) => login(ctx, url)));

  command('whoami', 'Who the token belongs to, on which server.', 'kb whoami').action(
    act((ctx) => whoami(ctx)),
  );

  command('projects', 'Your projects, your role and what runs in them.', 'kb projects -o json').action(
    act((ctx) => projects(ctx)),
  );

  requestOptions(
    command(
      'clusters',
      'The clusters you may use for a project; with a request, whether it fits, when it would start and its cost.',
      'kb clusters -p ml --cpu 8 --memory 32Gi --gpu 1 --runtime 4h\nkb clusters -p ml --gpu 1 --tasks 8 --gang\nkb clusters -p ml --mount datasets:/data:ro',
    )
      .option('-p, --project <project>', 'project name or id')
      .option(
        '--mount <VOLUME:PATH[:ro]>',
        'data volumes to mount (repeatable): a cluster without one does not fit',
        collect,
      ),
    true,
  ).action(act((ctx, flags: Record<string, unknown>) => clusters(ctx, flags)));

  requestOptions(
    command(
      'run',
      'Run an image as a new process (version 1); prints its version id at once.',
      "kb run -p ml --cpu 2 --memory 4Gi --runtime 1h --wait python:3.12 -- python -c 'print(42)'\nkb run -p ml -f spec.yaml --follow\nkb run -p ml --params sweep.csv --parallelism 4 train:1 -- sh -c 'python train.py \"$(cat $KB_TASK_PARAMS)\"'\nkb run -p ml --tasks 4 --gang --gpu 1 torch:2 -- torchrun train.py",
    )
      .argument('[image]', 'container image (or image: in the spec file)')
      .argument('[command...]', 'command and arguments, after --')
      .option('-p, --project <project>', 'project name or id')
      .option(
        '-f, --file <spec.yaml>',
        'a spec file: YAML with the fields of CreateProcessInput (- for stdin)',
      )
      .option('--name <name>', 'process name (default: image name and a short id)')
      .option('--cluster <cluster>', 'cluster name or id (default: by --placement)')
      .option('--placement <how>', 'first (default), earliest or cheapest')
      .option('--max-wait <seconds>', 'cheapest: the longest expected wait a cheaper cluster may have')
      .option('--env <NAME=value>', 'environment variable (repeatable)', collect)
      .option(
        '--secret-env <NAME=SECRET>',
        "environment variable NAME read from the project's secret SECRET (repeatable)",
        collect,
      )
      .option(
        '--mount <VOLUME:PATH[:ro]>',
        "mount the cluster's data volume VOLUME at PATH, :ro read-only (repeatable); only clusters with it fit",
        collect,
      )
      .option('--parallelism <n>', "an array's tasks at once (default: min(N, 100))")
      .option(
        '--params <file>',
        'parameters per task: a JSON array of objects or a CSV with a header line (- for stdin)',
      )
      .option('--failover', 'move to another allowed cluster when this one fails it')
      .option('--idempotency-key <key>', 'the same key returns the first result instead of a second process')
      .option('--dry-run', 'check everything, create nothing')
      .option('--wait', 'wait until it finishes; exit with its outcome')
      .option('--follow', 'stream its log (and wait)'),
    true,
    'defaults',
  ).action(
    act((ctx, image: string | undefined, cmdArgs: string[], flags: Record<string, unknown>) =>
      run(ctx, image, cmdArgs, flags),
    ),
  );

  command('ls', "A project's processes, newest first, with their latest version.", 'kb ls -p ml --limit 50')
    .option('-p, --project <project>', 'project name or id')
    .option('--limit <n>', 'at most this many (1-100)', '20')
    .action(act((ctx, flags: { project?: string; limit?: string }) => ls(ctx, flags)));

  command(
    'status',
    "A version's status, resources and timeline (a process id: its latest version).",
    'kb status VERSION_ID -o yaml',
  )
    .argument('<id>', 'version id (or process id)')
    .action(act((ctx, id: string) => status(ctx, id)));

  command(
    'logs',
    "A version's log; -f follows it to its end (across reconnects).",
    'kb logs -f --tail 100 VERSION_ID\nkb logs --task 3 VERSION_ID\nkb logs --task 3 -f VERSION_ID',
  )
    .argument('<id>', 'version id (or process id)')
    .option('-f, --follow', 'follow until the log is complete')
    .option('--tail <n>', 'only the last N lines')
    .option(
      '--task <index>',
      'the log of one task of an array or gang, by index (with -f: followed until the task ends)',
    )
    .action(
      act((ctx, id: string, flags: { follow?: boolean; tail?: string; task?: string }) =>
        logs(ctx, id, flags),
      ),
    );

  command(
    'wait',
    'Wait until a version finishes; exit 0 when it succeeded, 1 when not.',
    'kb wait VERSION_ID && echo done',
  )
    .argument('<id>', 'version id (or process id)')
    .action(act((ctx, id: string) => wait(ctx, id)));

  command('cancel', 'Cancel a version.', 'kb cancel VERSION_ID')
    .argument('<id>', 'version id (or process id)')
    .action(act((ctx, id: string) => cancel(ctx, id)));

  requestOptions(
    command(
      'rerun',
      'Run a version again as the next version of its process, with overrides.',
      'kb rerun VERSION_ID --memory 8Gi --wait\nkb rerun VERSION_ID --only-failed\nkb rerun VERSION_ID --env LR=0.01 --secret-env HF_TOKEN=hf-token',
    )
      .argument('<id>', 'version id (or process id)')
      .option('--cluster <cluster>', 'another cluster, by name or id')
      .option(
        '--env <NAME=value>',
        "set or replace one of the source's environment variables (repeatable)",
        collect,
      )
      .option(
        '--secret-env <NAME=SECRET>',
        "environment variable NAME read from the project's secret SECRET, replacing the source's NAME (repeatable)",
        collect,
      )
      .option(
        '--mount <VOLUME:PATH[:ro]>',
        "data volumes to mount instead of the source's (repeatable); only clusters with them fit",
        collect,
      )
      .option('--only-failed', 'only the tasks that failed')
      .option('--idempotency-key <key>', 'the same key returns the first result')
      .option('--wait', 'wait until it finishes; exit with its outcome')
      .option('--follow', 'stream its log (and wait)'),
    false,
  ).action(act((ctx, id: string, flags: Record<string, unknown>) => rerun(ctx, id, flags)));

  command(
    'usage',
    "A month's resource use and cost by project, cluster and resource.",
    'kb usage -p ml --month 2026-12',
  )
    .option('-p, --project <project>', 'project name or id (default: all of yours)')
    .option('--month <YYYY-MM>', 'the month (default: this one, UTC)')
    .action(act((ctx, flags: { project?: string; month?: string }) => usage(ctx, flags)));

  command(
    'completion',
    'Shell completion for bash or zsh.',
    'source <(kb completion bash)\nkb completion zsh > ~/.zfunc/_kb',
  )
    .argument('<shell>', 'bash or zsh')
    .action(async (shell: string) => done(completion(program, shell, io.out)));

  return program;
}

/** Runs `kb` with `argv` (without node and the script); resolves to the exit code. Never throws. */
export async function main(argv: string[], io: IoStreams, env: NodeJS.ProcessEnv): Promise<number> {
  let code: number = EXIT.OK;
  const program = buildProgram(io, env, (c) => {
    code = c;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.OK;
      return EXIT.USAGE;
    }
    if (error instanceof CliError) {
      printError(io, error, formatOf(argv));
      return error.exitCode;
    }
    io.err.write(`kb: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    if (env.KB_DEBUG && error instanceof Error) io.err.write(`${error.stack}\n`);
    return EXIT.JOB_FAILED;
  }
}

/** The -o of argv, for printing an error in the format asked for. */
function formatOf(argv: string[]): string {
  const at = argv.findIndex((a) => a === '-o' || a === '--output');
  if (at >= 0) return argv[at + 1] ?? 'table';
  const inline = argv.find((a) => a.startsWith('--output=') || (a.startsWith('-o') && a.length > 2));
  return inline ? inline.replace(/^(--output=|-o=?)/, '') : 'table';
}

/** A refusal's message, then its fields (the server's typed error) — on stderr; -o json/yaml also on stdout. */
function printError(io: IoStreams, error: CliError, format: string): void {
  io.err.write(`${paint(io, 'red', 'kb:')} ${error.message}\n`);
  const details = error.details;
  if (!details) return;
  const { __typename, message: _message, ...fields } = details;
  if (Object.keys(fields).length > 0) {
    const text = renderData('yaml', __typename ? { [String(__typename)]: fields } : fields);
    io.err.write(text.replace(/^/gm, '  ').replace(/ +$/, ''));
  }
  if (format === 'json' || format === 'yaml') io.out.write(renderData(format, { error: details }));
}

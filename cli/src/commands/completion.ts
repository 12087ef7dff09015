import type { Command } from 'commander';
import { UsageError } from '../exit.ts';

/** Every command and its flags, read from the program itself (so completion never lags behind a new flag). */
function words(program: Command) {
  return program.commands.map((c) => ({
    name: c.name(),
    flags: c.options
      .flatMap((o) => [o.short, o.long].filter((f): f is string => Boolean(f)))
      .concat('--help'),
  }));
}

export function bashCompletion(program: Command): string {
  const cmds = words(program);
  const cases = cmds.map((c) => `    ${c.name}) opts="${c.flags.join(' ')}" ;;`).join('\n');
  return `# kb bash completion: source <(kb completion bash)
_kb() {
  local cur cmd opts
  cur="\${COMP_WORDS[COMP_CWORD]}"
  cmd="\${COMP_WORDS[1]}"
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=( $(compgen -W "${cmds.map((c) => c.name).join(' ')} --help --version" -- "$cur") )
    return
  fi
  case "$cmd" in
${cases}
    *) opts="" ;;
  esac
  case "\${COMP_WORDS[COMP_CWORD-1]}" in
    -o|--output) COMPREPLY=( $(compgen -W "table json yaml" -- "$cur") ); return ;;
    completion) COMPREPLY=( $(compgen -W "bash zsh" -- "$cur") ); return ;;
    -f|--file|--params) COMPREPLY=( $(compgen -f -- "$cur") ); return ;;
  esac
  COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
}
complete -F _kb kb
`;
}

export function zshCompletion(program: Command): string {
  const cmds = words(program);
  const described = program.commands
    .map((c) => `    '${c.name()}:${c.description().split('\n')[0]!.replace(/'/g, '')}'`)
    .join('\n');
  const cases = cmds
    .map((c) => `    ${c.name}) _values 'flag' ${c.flags.map((f) => `'${f}'`).join(' ')} ;;`)
    .join('\n');
  return `#compdef kb
# kb zsh completion: source <(kb completion zsh), or save as _kb in a folder of $fpath
_kb() {
  local -a commands
  commands=(
${described}
  )
  if (( CURRENT == 2 )); then
    _describe 'command' commands
    return
  fi
  case "$words[CURRENT-1]" in
    -o|--output) _values 'format' table json yaml; return ;;
    -f|--file|--params) _files; return ;;
  esac
  case "$words[2]" in
    completion) _values 'shell' bash zsh ;;
${cases}
  esac
}
compdef _kb kb 2>/dev/null || _kb "$@"
`;
}

export function completion(program: Command, shell: string | undefined, out: NodeJS.WritableStream): number {
  if (shell === 'bash') out.write(bashCompletion(program));
  else if (shell === 'zsh') out.write(zshCompletion(program));
  else throw new UsageError(`kb completion ${shell ?? ''}: say bash or zsh`);
  return 0;
}

/**
 * Shell completion scripts for bash, zsh and fish, made from the table of operations:
 * the commands, and each command's options.
 */
import type { Operation } from 'india-pincode-ifsc/operations';
import { allowedOptions, takesValue } from './command-line.js';
import { OTHER_COMMANDS, PROGRAM } from './usage.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** Each command with its summary and the options it takes, the table's first. */
function commands(table: readonly Operation[]): { name: string; summary: string; options: string[] }[] {
  const ofTable = table.map((operation) => ({ name: operation.command, summary: operation.summary, operation }));
  const others = Object.entries(OTHER_COMMANDS).map(([name, { summary }]) => ({ name, summary, operation: undefined }));
  return [...ofTable, ...others].map(({ name, summary, operation }) => ({
    name,
    summary,
    options: allowedOptions(name, operation).map((option) => `--${option}`),
  }));
}

const fn = `_${PROGRAM.replaceAll('-', '_')}`;

function bash(table: readonly Operation[]): string {
  const list = commands(table);
  const cases = list.map((c) => `    ${c.name}) options="${c.options.join(' ')}" ;;`).join('\n');
  return `${fn}() {
  local cur=\${COMP_WORDS[COMP_CWORD]} options=""
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "${list.map((c) => c.name).join(' ')}" -- "$cur"))
    return
  fi
  case \${COMP_WORDS[1]} in
${cases}
  esac
  case $cur in
    -*) COMPREPLY=($(compgen -W "$options" -- "$cur")) ;;
    *) COMPREPLY=() ;;
  esac
}
complete -o default -F ${fn} ${PROGRAM} ${PROGRAM}-cli`;
}

const zshQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

function zsh(table: readonly Operation[]): string {
  const list = commands(table);
  const cases = list.map((c) => `    (${c.name}) options=(${c.options.join(' ')}) ;;`).join('\n');
  return `#compdef ${PROGRAM} ${PROGRAM}-cli
${fn}() {
  local -a commands options
  if (( CURRENT == 2 )); then
    commands=(${list.map((c) => zshQuote(`${c.name.replaceAll(':', '\\:')}:${c.summary}`)).join(' ')})
    _describe 'command' commands
    return
  fi
  case $words[2] in
${cases}
  esac
  if [[ $PREFIX == -* ]]; then
    compadd -- $options
  else
    _files
  fi
}
compdef ${fn} ${PROGRAM} ${PROGRAM}-cli`;
}

const fishQuote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function fish(table: readonly Operation[]): string {
  const list = commands(table);
  const lines = [PROGRAM, `${PROGRAM}-cli`].flatMap((program) => [
    ...list.map((c) => `complete -c ${program} -n __fish_use_subcommand -f -a ${c.name} -d ${fishQuote(c.summary)}`),
    ...list.flatMap((c) =>
      c.options.map(
        (option) => `complete -c ${program} -n '__fish_seen_subcommand_from ${c.name}' -l ${option.slice(2)}${takesValue(option.slice(2)) ? ' -r' : ''}`,
      ),
    ),
  ]);
  return lines.join('\n');
}

/**
 * The completion script of a shell, to be sourced (bash, zsh) or saved in the
 * completions folder (fish).
 *
 * @example
 * completionScript('bash', OPERATIONS).includes('complete -o default -F') // true
 */
export function completionScript(shell: Shell, table: readonly Operation[]): string {
  const header = `# ${shell} completion for ${PROGRAM}: generated from the table of operations by \`${PROGRAM} completion ${shell}\`; do not edit.`;
  const body = shell === 'bash' ? bash(table) : shell === 'zsh' ? zsh(table) : fish(table);
  return shell === 'zsh' ? body.replace('\n', `\n${header}\n`) : `${header}\n${body}`;
}

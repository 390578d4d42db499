/** The Dockerfile read as stages of instructions, for its emulation without Docker (production-start-check.ts). */

export interface Instruction {
  keyword: string;
  /** Flags such as --from=build or --interval=30s. */
  flags: Record<string, string>;
  args: string;
}

export interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

/** What the emulation honours; anything else would run in Docker and not in `npm test`. */
export const EMULATED = ['WORKDIR', 'COPY', 'RUN', 'ENV', 'USER', 'VOLUME', 'EXPOSE', 'HEALTHCHECK', 'CMD'] as const;

function parseInstruction(line: string): Instruction {
  const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line)!;
  const flags: Record<string, string> = {};
  let args = rest;
  for (let flag = /^--([a-z-]+)=(\S+)\s+/.exec(args); flag; flag = /^--([a-z-]+)=(\S+)\s+/.exec(args)) {
    flags[flag[1]!] = flag[2]!;
    args = args.slice(flag[0].length);
  }
  return { keyword: keyword.toUpperCase(), flags, args: args.trim() };
}

export function parseDockerfile(text: string): Stage[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const instruction = parseInstruction(line);
    if (instruction.keyword === 'FROM') {
      const [, image = '', name = ''] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args) ?? [];
      stages.push({ name: name || String(stages.length), image, instructions: [] });
    } else if (!stages.at(-1)) {
      throw new Error(`Dockerfile: ${line} before any FROM`);
    } else if (!(EMULATED as readonly string[]).includes(instruction.keyword)) {
      throw new Error(`Dockerfile: ${instruction.keyword} is not emulated by scripts/production-start-check.ts`);
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** `ENV A=1 B=2` (no quotes, no spaces in values: the emulation reads it as Docker does for such lines). */
export function envPairs(args: string): Record<string, string> {
  return Object.fromEntries(
    args.split(/\s+/).map((pair) => {
      const match = /^([A-Za-z_][A-Za-z0-9_]*)=(\S*)$/.exec(pair);
      if (!match) throw new Error(`Dockerfile: ENV ${args}: write key=value pairs`);
      return [match[1]!, match[2]!];
    }),
  );
}

/** CMD and HEALTHCHECK CMD in exec form: a JSON array, run without a shell. */
export function execForm(args: string): string[] {
  const command = JSON.parse(args.replace(/^CMD\s+/, '')) as unknown;
  if (!Array.isArray(command) || !command.every((part) => typeof part === 'string')) throw new Error(`Dockerfile: ${args}: use the exec form`);
  return command;
}

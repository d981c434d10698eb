/** The ':' commands of the chat input (part 1 section 2). */
/** 'model' is ours: it opens the model picker of the chat, for switching by keyboard. */
const CHAT_COMMANDS = ['new', 'newm', 'next', 'prev', 'clear', 'del', 'model'] as const;
export type ChatCommand = (typeof CHAT_COMMANDS)[number];

/** ':' at the start of the input lists the commands whose name starts with what follows it. */
export function matchCommands(input: string): ChatCommand[] {
  if (!input.startsWith(':')) return [];
  const typed = input.slice(1).trim().toLowerCase();
  if (typed.includes(' ')) return [];
  return CHAT_COMMANDS.filter((command) => command.startsWith(typed));
}

/** The command an input is, exactly (":clear"), if any. */
export function exactCommand(input: string): ChatCommand | undefined {
  const typed = input.trim().toLowerCase();
  return CHAT_COMMANDS.find((command) => `:${command}` === typed);
}

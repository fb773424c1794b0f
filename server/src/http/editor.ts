// Who makes a write, as the history and the audit log record it; a module of its own, so that
// item-history.ts and item-audit.ts both name it and only the history imports the audit.

/** Who made a change, and the address of their request (for the audit log); null is the scheduler. */
export type Editor = { id: number; name: string; address?: string | undefined } | null;

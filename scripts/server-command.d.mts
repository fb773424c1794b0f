export function serverCommand(): { env: Record<string, string>; args: string[] };

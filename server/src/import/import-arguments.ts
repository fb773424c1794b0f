// The command line of npm run import, read into its options or the sentence that says what is wrong.

export const usage = 'Usage: npm run import -- --from https://old-site.example/backend [--allow-host HOST[:PORT]]… [--dry-run]';

export type ImportArguments = { from: string; dryRun: boolean; allowHosts: string[] };

/** A host name, an IPv4 address or a bracketed IPv6 one, with an optional port: never a URL or a path. */
const hostPattern = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function parseImportArguments(args: string[]): ImportArguments | string {
  let from: string | undefined;
  let dryRun = false;
  const allowHosts: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--from') from = args[++index];
    else if (arg.startsWith('--from=')) from = arg.slice('--from='.length);
    else if (arg === '--allow-host' || arg.startsWith('--allow-host=')) {
      const value = arg === '--allow-host' ? (args[++index] ?? '') : arg.slice('--allow-host='.length);
      for (const host of value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')) {
        if (!hostPattern.test(host)) return `--allow-host takes a host name or host:port such as cdn.old-site.example, not ${host}.`;
        allowHosts.push(host.toLowerCase());
      }
    } else return `Unknown argument ${arg}. ${usage}`;
  }
  if (!from) return usage;
  if (!/^https?:\/\/[^/]/i.test(from) || !URL.canParse(from)) return `--from must be an http(s) address such as https://old-site.example/backend, not ${from}.`;
  return { from, dryRun, allowHosts };
}

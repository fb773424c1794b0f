// Renders deploy/kubernetes's kustomizations and checks every document against the Kubernetes
// schemas (kubernetes-models, with no field the schema does not know, so a typo fails), then what
// the app needs of them: probes, non-root, a read-only root, the drain, selectors that meet, and
// environment names that config.ts reads.
//
// There is no kustomize CLI here, so a small renderer covers the subset the manifests use and
// refuses anything else (keep the overlays within it):
// - resources: YAML files (one or more documents) and directories holding a kustomization.yaml;
// - patches: `path:` entries only; each document is a strategic-merge patch of the resource with
//   the same kind and name: maps merge, null deletes, lists merge by key (containers, env and
//   volumes by name, volumeMounts by mountPath) or are replaced (Ingress rules and tls, HPA
//   metrics, command, args); any other list is refused;
// - namespace: set on every namespaced document, and as the name of a Namespace document (as
//   kustomize does);
// - labels: pairs added to metadata.labels and, with includeTemplates, to pod templates'
//   (includeSelectors is refused, and so is commonLabels: both rewrite selectors, which a live
//   Deployment cannot change);
// - images: name -> newName, newTag, digest in the containers of pod templates.
// They apply in kustomize's order: patches, namespace, labels, images.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../../server/src/config.js';

const root = path.resolve(import.meta.dirname, '../..');
const kubernetesDir = path.join(root, 'deploy/kubernetes');
const kustomizations = ['base', 'overlays/production'];

/** config.ts refuses production without the last three; the image has no embedded Postgres, so it needs the first. */
const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'SESSION_SECRET', 'SECRETS_KEY', 'PUBLIC_BASE_URL'];
/** Never in the ConfigMap: passwords, keys, and URLs that carry credentials. */
const SECRET_NAMES = ['DATABASE_URL', 'SESSION_SECRET', 'SECRETS_KEY', 'AWS_SECRET_ACCESS_KEY', 'SMTP_URL', 'ADMIN_PASSWORD'];
/** The drain's default in the server, when the ConfigMap does not set SHUTDOWN_DRAIN_MS. */
const DEFAULT_DRAIN_MS = 10_000;
/** What comes after the drain: in-flight requests (main.ts gives them 4 s), then workers and the pool close. */
const AFTER_DRAIN_MS = 10_000;
/** The uid of the `node` user in the official Node images, which the Dockerfile runs as. */
const NODE_UID = 1000;

type Doc = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
} & Record<string, unknown>;
type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---- the renderer ----

const supportedFields = new Set(['apiVersion', 'kind', 'resources', 'patches', 'namespace', 'labels', 'images']);
const listMergeKeys: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
};
const replacedLists = new Set(['rules', 'tls', 'metrics', 'command', 'args']);

// YAML 1.1, as kubectl reads it: an unquoted `yes` or `on` is a boolean there, which a ConfigMap refuses.
function readYaml(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8'), { version: '1.1' }).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
    const doc: unknown = document.toJS();
    return doc === null ? [] : [doc];
  });
}

function readDocs(file: string): Doc[] {
  return readYaml(file).map((doc) => {
    if (!isTree(doc) || typeof doc.kind !== 'string' || !isTree(doc.metadata) || typeof doc.metadata.name !== 'string') {
      throw new Error(`${file}: a document without kind and metadata.name`);
    }
    return doc as Doc;
  });
}

function render(dir: string): Doc[] {
  const [k, ...more] = readYaml(path.join(dir, 'kustomization.yaml'));
  if (!isTree(k) || more.length > 0) throw new Error(`${dir}: kustomization.yaml must hold one map`);
  const unsupported = Object.keys(k).filter((field) => !supportedFields.has(field));
  if (unsupported.length > 0) throw new Error(`${dir}: the test's renderer does not implement ${unsupported.join(', ')}`);

  const docs: Doc[] = [];
  for (const resource of (k.resources as string[] | undefined) ?? []) {
    const target = path.resolve(dir, resource);
    const rendered = statSync(target).isDirectory() ? render(target) : readDocs(target);
    for (const doc of rendered) {
      if (docs.some((d) => d.kind === doc.kind && d.metadata.name === doc.metadata.name)) {
        throw new Error(`${dir}: ${doc.kind} ${doc.metadata.name} twice`);
      }
      docs.push(doc);
    }
  }

  for (const patch of (k.patches as Tree[] | undefined) ?? []) {
    if (Object.keys(patch).join() !== 'path') throw new Error(`${dir}: only patches with a path alone are implemented`);
    for (const patchDoc of readDocs(path.resolve(dir, patch.path as string))) {
      const index = docs.findIndex((d) => d.kind === patchDoc.kind && d.metadata.name === patchDoc.metadata.name);
      if (index < 0) {
        throw new Error(`${dir}: the patch ${patch.path as string} names ${patchDoc.kind} ${patchDoc.metadata.name}, not a resource here`);
      }
      docs[index] = mergePatch(docs[index] as Tree, patchDoc, patchDoc.kind) as Doc;
    }
  }

  if (typeof k.namespace === 'string') {
    for (const doc of docs) {
      if (doc.kind === 'Namespace') doc.metadata.name = k.namespace;
      else doc.metadata.namespace = k.namespace;
    }
  }

  for (const entry of (k.labels as Tree[] | undefined) ?? []) {
    if (entry.includeSelectors) throw new Error(`${dir}: labels with includeSelectors are not implemented`);
    const pairs = entry.pairs as Record<string, string>;
    for (const doc of docs) {
      doc.metadata.labels = { ...doc.metadata.labels, ...pairs };
      const template = podTemplateOf(doc);
      if (entry.includeTemplates && template) {
        template.metadata = { ...template.metadata, labels: { ...template.metadata?.labels, ...pairs } };
      }
    }
  }

  for (const image of (k.images as Tree[] | undefined) ?? []) {
    for (const doc of docs) {
      for (const container of containersOf(doc)) {
        const match = /^([^:@]+(?::\d+\/[^:@]+)?)(?::([^@]+))?(?:@(.+))?$/.exec(container.image ?? '');
        if (!match || match[1] !== image.name) continue;
        const tag = (image.newTag as string | undefined) ?? match[2];
        const digest = (image.digest as string | undefined) ?? match[3];
        const newName = (image.newName as string | undefined) ?? match[1];
        container.image = `${newName}${tag && !digest ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
      }
    }
  }
  return docs;
}

/** A strategic-merge patch, in the subset the first comment lists. */
function mergePatch(target: unknown, patch: unknown, where: string): unknown {
  if (!isTree(patch) || !isTree(target)) {
    if (Array.isArray(patch)) throw new Error(`${where}: a list where the resource has none`);
    return patch;
  }
  const merged: Tree = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) throw new Error(`${where}.${key}: patch directives are not implemented`);
    if (value === null) {
      delete merged[key];
    } else if (Array.isArray(value)) {
      merged[key] = mergeList(key, target[key], value, `${where}.${key}`);
    } else {
      merged[key] = mergePatch(target[key], value, `${where}.${key}`);
    }
  }
  return merged;
}

function mergeList(key: string, target: unknown, patch: unknown[], where: string): unknown[] {
  if (replacedLists.has(key)) return patch;
  const mergeKey = listMergeKeys[key];
  if (!mergeKey) throw new Error(`${where}: how this list merges is not implemented`);
  const merged = Array.isArray(target) ? [...(target as Tree[])] : [];
  for (const item of patch as Tree[]) {
    const index = merged.findIndex((existing) => existing[mergeKey] === item[mergeKey]);
    if (index < 0) merged.push(item);
    else merged[index] = mergePatch(merged[index], item, `${where}[${String(item[mergeKey])}]`) as Tree;
  }
  return merged;
}

function podTemplateOf(doc: Doc): IPodTemplateSpec | undefined {
  const spec = doc.spec as { template?: IPodTemplateSpec } | undefined;
  return doc.kind === 'Deployment' || doc.kind === 'Job' ? spec?.template : undefined;
}

function containersOf(doc: Doc): IContainer[] {
  const pod = podTemplateOf(doc)?.spec;
  return [...(pod?.initContainers ?? []), ...(pod?.containers ?? [])];
}

// ---- the schemas ----

type ModelClass = { apiVersion: string; kind: string; prototype: { validate(): void } };
const models: ModelClass[] = [
  ConfigMap, Deployment, HorizontalPodAutoscaler, Ingress, Job, Namespace, PodDisruptionBudget, Secret, Service,
];

/**
 * The kubernetes-models schema check, plus what it leaves out: its schemas accept fields they do
 * not name, so the check runs on a proxy that records each field it reads, and a field it never
 * read (such as `readinessProbes`) is one the schema does not know. Maps (labels, data) are read
 * key by key, so they pass. Returns what is wrong, one line a document.
 */
function schemaProblems(doc: Doc): string[] {
  const model = models.find((m) => m.apiVersion === doc.apiVersion && m.kind === doc.kind);
  if (!model) return [`${doc.apiVersion} ${doc.kind} ${doc.metadata.name}: no schema in this test; add its model`];
  // One record per object, shared by every proxy of it (the schema code reads a field twice: whether
  // it is there, then its value).
  const read = new Map<object, { at: string; fields: Set<string> }>();
  const trace = (value: unknown, at: string): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const record = read.get(value) ?? { at, fields: new Set<string>() };
    read.set(value, record);
    return new Proxy(value, {
      get(target, key, receiver) {
        const field = Reflect.get(target, key, receiver) as unknown;
        if (typeof key !== 'string' || !Object.hasOwn(target, key)) return field;
        record.fields.add(key);
        return trace(field, `${at}/${key}`);
      },
    });
  };
  const problems: string[] = [];
  try {
    model.prototype.validate.call(trace(doc, ''));
  } catch (error) {
    problems.push(`${doc.kind} ${doc.metadata.name}: ${(error as Error).message}`);
  }
  const unknown = [...read].flatMap(([object, { at, fields }]) =>
    Array.isArray(object) ? [] : Object.keys(object).filter((key) => !fields.has(key)).map((key) => `${at}/${key}`),
  );
  if (unknown.length > 0) problems.push(`${doc.kind} ${doc.metadata.name}: fields the schema does not know: ${unknown.join(', ')}`);
  return problems;
}

// ---- reading the results ----

function one<T>(model: { kind: string; new (data: never): T }, docs: Doc[], name: string): T {
  const doc = docs.find((d) => d.kind === model.kind && d.metadata.name === name);
  if (!doc) throw new Error(`no ${model.kind} ${name} rendered`);
  return new model(doc as never);
}

function matches(selector: Record<string, string> | undefined, labels: Record<string, string> | undefined): boolean {
  return Object.keys(selector ?? {}).length > 0 && Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);
}

const secretExample = readDocs(path.join(kubernetesDir, 'base/secret.example.yaml'));
const configSchemaNames = (() => {
  const source = readFileSync(path.join(root, 'server/src/config.ts'), 'utf8');
  const block = /const environmentSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string);
})();
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

describe.each(kustomizations)('deploy/kubernetes/%s', (name) => {
  const docs = render(path.join(kubernetesDir, name));
  const deployment = one(Deployment, docs, 'sjg-site');
  const job = one(Job, docs, 'sjg-site-migrate');
  const configMap = one(ConfigMap, docs, 'sjg-site-config');
  const pod = deployment.spec?.template.spec;
  const app = pod?.containers.find((c) => c.name === 'app');
  const podLabels = deployment.spec?.template.metadata?.labels;

  it('renders documents that the Kubernetes schemas accept, with no field they do not know', () => {
    const kinds = ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Job', 'PodDisruptionBudget', 'Service'];
    expect(docs.map((d) => d.kind).sort()).toEqual([...kinds, ...(name === 'base' ? [] : ['Namespace'])].sort());
    expect(docs.flatMap(schemaProblems)).toEqual([]);
  });

  it('probes /readyz at start and for readiness, /healthz for liveness, on the app port', () => {
    expect(app?.startupProbe?.httpGet?.path).toBe('/readyz');
    expect(app?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(app?.livenessProbe?.httpGet?.path).toBe('/healthz');
    const port = app?.ports?.find((p) => p.name === 'http');
    expect(port?.containerPort).toBe(Number(configMap.data?.PORT ?? /PORT=(\d+)/.exec(dockerfile)?.[1]));
    for (const probe of [app?.startupProbe, app?.readinessProbe, app?.livenessProbe]) expect(probe?.httpGet?.port).toBe('http');
  });

  it('runs the app and the Job as the image\'s node user, on a read-only root with writable emptyDirs', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    const dataDir = /DATA_DIR=(\S+)/.exec(dockerfile)?.[1];
    for (const template of [deployment.spec?.template, job.spec?.template]) {
      const spec = template?.spec;
      expect(spec?.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: NODE_UID, runAsGroup: NODE_UID });
      expect(spec?.automountServiceAccountToken).toBe(false);
      for (const container of spec?.containers ?? []) {
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.resources?.requests).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
        expect(container.resources?.limits).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
        expect(container.volumeMounts?.map((m) => m.mountPath)).toContain('/tmp');
        for (const mount of container.volumeMounts ?? []) {
          expect(spec?.volumes?.find((v) => v.name === mount.name)?.emptyDir, mount.mountPath).toBeDefined();
        }
      }
    }
    expect(app?.volumeMounts?.map((m) => m.mountPath)).toContain(dataDir);
  });

  it('gives a stopping pod longer than its drain and what follows it', () => {
    const drainMs = Number(configMap.data?.SHUTDOWN_DRAIN_MS ?? DEFAULT_DRAIN_MS);
    expect(drainMs).toBeGreaterThan(0);
    expect((pod?.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThanOrEqual(drainMs + AFTER_DRAIN_MS);
    expect(deployment.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
  });

  it('scales the Deployment on CPU from two pods, and leaves the count to the autoscaler', () => {
    const hpa = one(HorizontalPodAutoscaler, docs, 'sjg-site');
    expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata?.name });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec?.maxReplicas).toBeGreaterThan(hpa.spec?.minReplicas ?? 0);
    expect(hpa.spec?.metrics?.map((m) => m.resource?.name)).toEqual(['cpu']);
    expect(deployment.spec?.replicas).toBeUndefined();
  });

  it('selects the web pods, and only them, from the Deployment, Service and disruption budget', () => {
    const service = one(Service, docs, 'sjg-site');
    const pdb = one(PodDisruptionBudget, docs, 'sjg-site');
    const jobLabels = job.spec?.template.metadata?.labels;
    expect(matches(deployment.spec?.selector.matchLabels, podLabels)).toBe(true);
    for (const selector of [service.spec?.selector, pdb.spec?.selector?.matchLabels, deployment.spec?.selector.matchLabels]) {
      expect(matches(selector, podLabels)).toBe(true);
      expect(matches(selector, jobLabels)).toBe(false);
    }
    expect(pdb.spec?.maxUnavailable ?? 0).toBe(1);
    const servicePort = service.spec?.ports?.find((p) => p.name === 'http');
    expect(app?.ports?.some((p) => p.name === servicePort?.targetPort || p.containerPort === servicePort?.targetPort)).toBe(true);
  });

  it('routes the Ingress to the Service\'s port, on the host of PUBLIC_BASE_URL', () => {
    const ingress = one(Ingress, docs, 'sjg-site');
    const service = one(Service, docs, 'sjg-site');
    const host = new URL(configMap.data?.PUBLIC_BASE_URL ?? '').host;
    const rules = ingress.spec?.rules ?? [];
    expect(rules.map((r) => r.host)).toEqual([host]);
    for (const p of rules.flatMap((r) => r.http?.paths ?? [])) {
      expect(p.backend.service?.name).toBe(service.metadata?.name);
      const port = p.backend.service?.port;
      expect(service.spec?.ports?.some((sp) => sp.name === port?.name || sp.port === port?.number)).toBe(true);
    }
    for (const tls of ingress.spec?.tls ?? []) expect(tls.hosts).toEqual([host]);
  });

  it('migrates with the app\'s image and settings, by the command of npm run db:migrate', () => {
    const migrate = job.spec?.template.spec?.containers[0];
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(migrate?.image).toBe(app?.image);
    expect(migrate?.envFrom).toEqual(app?.envFrom);
    expect(migrate?.command?.join(' ')).toBe(scripts['db:migrate']);
    expect(job.spec?.template.spec?.restartPolicy).toBe('Never');
  });

  it('sets only variables config.ts reads, keeps secrets out of the ConfigMap, and loads as a production config', () => {
    expect(configSchemaNames.length).toBeGreaterThan(10);
    const secret = secretExample[0] as Doc & { stringData: Record<string, string> };
    expect(app?.envFrom).toEqual([{ configMapRef: { name: configMap.metadata?.name } }, { secretRef: { name: secret.metadata.name } }]);
    const env: Record<string, string> = { ...configMap.data, ...secret.stringData };
    for (const container of [...(pod?.containers ?? []), ...(job.spec?.template.spec?.containers ?? [])]) {
      for (const variable of container.env ?? []) env[variable.name] = variable.value ?? '';
    }
    const known = new Set(configSchemaNames);
    expect(Object.keys(env).filter((variable) => !known.has(variable))).toEqual([]);
    expect(Object.keys(configMap.data ?? {}).filter((variable) => SECRET_NAMES.includes(variable))).toEqual([]);
    expect(REQUIRED_IN_PRODUCTION.filter((variable) => !env[variable])).toEqual([]);
    expect(env.NODE_ENV).toBe('production');
    expect(() => loadConfig(env)).not.toThrow();
  });
});

describe('deploy/kubernetes/base/secret.example.yaml', () => {
  it('is a valid Secret that no kustomization applies', () => {
    expect(secretExample.map((d) => d.kind)).toEqual(['Secret']);
    expect(secretExample.flatMap(schemaProblems)).toEqual([]);
    for (const name of kustomizations) {
      expect((readYaml(path.join(kubernetesDir, name, 'kustomization.yaml'))[0] as Tree).resources).not.toContain('secret.example.yaml');
    }
  });
});

describe('deploy/kubernetes/overlays/production', () => {
  const docs = render(path.join(kubernetesDir, 'overlays/production'));

  it('puts everything in its namespace and runs the released image in the app and the Job alike', () => {
    for (const doc of docs) {
      expect(doc.metadata.namespace, `${doc.kind} ${doc.metadata.name}`).toBe(doc.kind === 'Namespace' ? undefined : 'sjg');
    }
    expect(docs.find((d) => d.kind === 'Namespace')?.metadata.name).toBe('sjg');
    const images = docs.flatMap(containersOf).map((c) => c.image);
    expect(new Set(images)).toEqual(new Set(['registry.example.com/sjg/sjg-site:0.1.0']));
  });

  it('patches the app container without losing the base\'s probes and mounts', () => {
    const app = one(Deployment, docs, 'sjg-site').spec?.template.spec?.containers;
    expect(app).toHaveLength(1);
    expect(app?.[0]?.resources?.limits?.memory).toBe('768Mi');
    expect(app?.[0]?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(app?.[0]?.volumeMounts).toHaveLength(2);
  });
});

describe('the checks themselves', () => {
  const docs = render(path.join(kubernetesDir, 'base'));
  const deployment = () => structuredClone(docs.find((d) => d.kind === 'Deployment') as Doc);
  const container = (doc: Doc) => (podTemplateOf(doc)?.spec?.containers[0] ?? {}) as Tree;

  it('refuse a misspelt field, a wrong type and a kind without a schema', () => {
    const misspelt = deployment();
    container(misspelt).readinessProbes = container(misspelt).readinessProbe;
    delete container(misspelt).readinessProbe;
    expect(schemaProblems(misspelt)).toEqual([
      'Deployment sjg-site: fields the schema does not know: /spec/template/spec/containers/0/readinessProbes',
    ]);
    const wrongType = deployment();
    (podTemplateOf(wrongType)?.spec as unknown as Tree).terminationGracePeriodSeconds = '30';
    expect(schemaProblems(wrongType)).toEqual([
      'Deployment sjg-site: data/spec/template/spec/terminationGracePeriodSeconds must be integer',
    ]);
    expect(schemaProblems({ ...deployment(), apiVersion: 'apps/v1beta1' })).toEqual([
      'apps/v1beta1 Deployment sjg-site: no schema in this test; add its model',
    ]);
  });

  it('refuse a kustomization that uses what the renderer does not implement', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sjg-kustomize-'));
    try {
      writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: []\nconfigMapGenerator:\n  - name: x\n');
      expect(() => render(dir)).toThrow(/does not implement configMapGenerator/);
      writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: [p.yaml]\npatches: [{ path: p.yaml }]\n');
      writeFileSync(path.join(dir, 'p.yaml'), 'kind: Service\nmetadata: { name: s }\nspec: { ports: [{ port: 80 }] }\n');
      expect(() => render(dir)).toThrow(/spec.ports: how this list merges is not implemented/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(existsSync(dir)).toBe(false);
  });
});

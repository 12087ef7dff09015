import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { describeClusterError } from './cluster-health.ts';
import { formatDuration, parseDuration } from './resources.ts';

export const RegisterClusterMutation = graphql(`
  mutation AdminClustersPage_RegisterClusterMutation($input: RegisterClusterInput!) {
    registerCluster(input: $input) {
      __typename
      ... on Cluster {
        id
        name
      }
      ... on ValidationError {
        message
        issues {
          field
          message
        }
      }
    }
  }
`);

const FIELDS = [
  'name',
  'description',
  'kubeconfig',
  'namespace',
  'localQueue',
  'clusterQueue',
  'sortOrder',
  'maxRuntimeSeconds',
  'registryAuth',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  description: '',
  kubeconfig: '',
  namespace: '',
  localQueue: '',
  clusterQueue: '',
  sortOrder: '0',
  maxRuntimeSeconds: '',
  registryAuth: '',
};

const isField = (field: string): field is Field => (FIELDS as readonly string[]).includes(field);

/** Whole number or empty; returns an error message for anything else. */
function parseOptionalInt(text: string, min: number): { value: number | null; error?: string } {
  if (text.trim() === '') return { value: null };
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    return { value: null, error: `Enter a whole number of at least ${min}.` };
  return { value: n };
}

/** An optional duration typed as the UI writes them ("12 h"); empty is none. */
function parseOptionalDuration(text: string): { value: number | null; error?: string } {
  if (text.trim() === '') return { value: null };
  const typed = parseDuration(text);
  if ('error' in typed) return { value: null, error: typed.error };
  if (typed.seconds < 1) return { value: null, error: 'Enter at least 1 s, or leave it empty for no limit.' };
  return { value: typed.seconds };
}

/**
 * Registers a cluster. Its kubeconfig and registry credentials go to the server once and are never shown
 * again (the API cannot return them); the server's field issues land on the fields they name.
 */
export function RegisterClusterForm({
  onRegistered,
  onCancel,
}: {
  onRegistered: (cluster: { id: string; name: string }) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, register] = useMutation(RegisterClusterMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  // After a failed attempt, take the user to the first field to fix.
  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    set('kubeconfig')(await file.text());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const sortOrder = parseOptionalInt(values.sortOrder, -1_000_000);
    const maxRuntime = parseOptionalDuration(values.maxRuntimeSeconds);
    const local: Partial<Record<Field, string>> = {};
    if (sortOrder.error) local.sortOrder = sortOrder.error;
    if (maxRuntime.error) local.maxRuntimeSeconds = maxRuntime.error;
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setFocusInvalid((n) => n + 1);
      return;
    }
    const optional = (text: string) => (text.trim() === '' ? null : text);
    const result = await register({
      input: {
        name: values.name.trim(),
        description: optional(values.description.trim()),
        kubeconfig: values.kubeconfig,
        namespace: values.namespace.trim(),
        localQueue: values.localQueue.trim(),
        clusterQueue: values.clusterQueue.trim(),
        sortOrder: sortOrder.value,
        maxRuntimeSeconds: maxRuntime.value,
        registryAuth: optional(values.registryAuth),
      },
    });
    if (result.error) {
      setFormError(describeClusterError(result.error));
      return;
    }
    const outcome = result.data?.registerCluster;
    if (outcome?.__typename === 'ValidationError') {
      const mapped: Partial<Record<Field, string>> = {};
      const unmapped: string[] = [];
      for (const issue of outcome.issues) {
        if (isField(issue.field)) mapped[issue.field] = issue.message;
        else unmapped.push(issue.message);
      }
      setErrors(mapped);
      setFocusInvalid((n) => n + 1);
      setFormError(
        unmapped.length > 0 || Object.keys(mapped).length === 0
          ? [outcome.message, ...unmapped.filter((m) => m !== outcome.message)].join(' ')
          : 'Please correct the highlighted fields.',
      );
      return;
    }
    if (outcome?.__typename === 'Cluster') {
      setValues(EMPTY);
      onRegistered(outcome);
    }
  };

  const runtime = parseOptionalDuration(values.maxRuntimeSeconds).value;
  return (
    <form ref={formRef} className="register-form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <h2 className="register-form__title" id={titleId}>
        Register a cluster
      </h2>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="form-grid">
        <TextField label="Name" required autoComplete="off" {...bind('name')} />
        <TextField label="Description" hint="Optional, shown to users." {...bind('description')} />
        <div className="form-grid__wide">
          <TextAreaField
            label="Kubeconfig"
            required
            monospace
            rows={8}
            spellCheck={false}
            placeholder="apiVersion: v1&#10;kind: Config&#10;clusters: …"
            hint={
              <>
                An https server with inline <code>certificate-authority-data</code> and a token or client
                certificate data. Exec plugins, file paths and <code>insecure-skip-tls-verify</code> are
                refused. Stored encrypted; never shown again.{' '}
                <label className="file-pick">
                  Or load a file:{' '}
                  <input
                    type="file"
                    aria-label="Kubeconfig file"
                    onChange={(event) => void onFile(event.target.files?.[0])}
                  />
                </label>
              </>
            }
            {...bind('kubeconfig')}
          />
        </div>
        <TextField
          label="Namespace"
          required
          monospace
          hint="Where jobs are created."
          {...bind('namespace')}
        />
        <TextField
          label="Local queue"
          required
          monospace
          hint="Kueue LocalQueue in that namespace."
          {...bind('localQueue')}
        />
        <TextField
          label="Cluster queue"
          required
          monospace
          hint="Kueue ClusterQueue its limits are read from."
          {...bind('clusterQueue')}
        />
        <TextField
          label="Sort order"
          type="number"
          inputMode="numeric"
          hint="Lower comes first in users’ cluster lists."
          {...bind('sortOrder')}
        />
        <TextField
          label="Max runtime"
          placeholder="no limit"
          hint={
            runtime
              ? `A process may run at most ${formatDuration(runtime)}.`
              : 'A duration such as "12 h" or "90 min"; empty: no limit.'
          }
          {...bind('maxRuntimeSeconds')}
        />
        <div className="form-grid__wide">
          <TextAreaField
            label="Registry credentials"
            monospace
            rows={3}
            spellCheck={false}
            hint="Optional Docker config JSON for image pulls. Stored encrypted; never shown again."
            {...bind('registryAuth')}
          />
        </div>
      </div>
      <div className="form-actions">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" type="submit" busy={fetching}>
          Register cluster
        </Button>
      </div>
    </form>
  );
}

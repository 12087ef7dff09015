import { useRef, useState } from 'react';
import { useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { getFragmentData } from '../../gql';
import { navigate } from '../../router.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ProcessEditorResultFragment, RerunProcessMutation } from './process-editor-operations.ts';

/**
 * "Re-run N failed tasks": a new version of only the tasks that did not succeed, each keeping its index and
 * parameters (`rerunProcess` with `onlyFailedTasks`), on the same cluster; it opens the new version.
 */
export function RerunFailedTasks({ versionId, failed }: { versionId: string; failed: number }) {
  const [result, rerun] = useMutation(RerunProcessMutation);
  const [message, setMessage] = useState<string | null>(null);
  // One key per click sequence: a retry after a lost answer does not start the re-run twice.
  const key = useRef<string>(crypto.randomUUID?.() ?? String(Math.random()));
  const go = async () => {
    setMessage(null);
    const answer = await rerun({
      input: { processVersionId: versionId, onlyFailedTasks: true, idempotencyKey: key.current },
    });
    const data = answer.data
      ? getFragmentData(ProcessEditorResultFragment, answer.data.rerunProcess)
      : undefined;
    if (!data) {
      setMessage(describeError(answer.error, 'The server gave no answer.'));
      return;
    }
    if (data.__typename === 'CreateProcessPayload' && data.process && data.version) {
      navigate(`/processes/${data.process.id}/versions/${data.version.id}`);
      return;
    }
    key.current = crypto.randomUUID?.() ?? String(Math.random());
    setMessage(
      data.__typename === 'ValidationError'
        ? [data.message, ...data.issues.map((i) => i.message)].join(' ')
        : 'message' in data
          ? data.message
          : 'The re-run was refused.',
    );
  };
  return (
    <>
      <Button variant="primary" size="small" busy={result.fetching} onClick={() => void go()}>
        Re-run {failed.toLocaleString('en')} failed {failed === 1 ? 'task' : 'tasks'}
      </Button>
      {message && (
        <Alert tone="danger">
          <span>{message}</span>
        </Alert>
      )}
    </>
  );
}

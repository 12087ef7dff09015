import type { Ref } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import type { EditorNotice } from './use-process-submit.ts';

/** The editor's page message, focusable so focus can land on it after an answer. */
export function EditorNoticeAlert({
  notice,
  noticeRef,
  onRefresh,
}: {
  notice: EditorNotice;
  noticeRef: Ref<HTMLDivElement>;
  onRefresh: () => void;
}) {
  return (
    <div ref={noticeRef} tabIndex={-1} className="process-editor__notice">
      <Alert tone={notice.tone}>
        <span>
          <strong>{notice.title}.</strong> {notice.body}{' '}
          {notice.refresh && (
            <button type="button" className="link-button" onClick={onRefresh}>
              Refresh limits
            </button>
          )}
        </span>
      </Alert>
    </div>
  );
}

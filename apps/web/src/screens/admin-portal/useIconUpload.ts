import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile, type UploadOptions, type UploadOutcome, type UploadState } from './uploader';

export type UploadTuning = Pick<UploadOptions, 'retryDelays' | 'timeoutMs' | 'createXhr'>;

/** The uploader as React state: start, cancel, reset; an unmount cancels what is in flight. */
export function useIconUpload(tuning: UploadTuning = {}) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [options] = useState(tuning);
  /** The upload whose states are shown; an older (reset) one reports into the void. */
  const current = useRef<{ cancel: () => void } | null>(null);

  useEffect(
    () => () => {
      current.current?.cancel();
      current.current = null;
    },
    [],
  );

  const start = useCallback(
    async (
      file: File,
      getUploadParameters: UploadOptions['getUploadParameters'],
    ): Promise<UploadOutcome> => {
      current.current?.cancel();
      const token: { cancel: () => void } = {
        cancel: () => undefined,
      };
      current.current = token;
      const handle = uploadFile(file, {
        ...options,
        getUploadParameters,
        onStateChange: (next) => {
          if (current.current === token) setState(next);
        },
      });
      token.cancel = handle.cancel;
      return handle.done;
    },
    [options],
  );

  const cancel = useCallback(() => {
    current.current?.cancel();
  }, []);

  const reset = useCallback(() => {
    current.current?.cancel();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}

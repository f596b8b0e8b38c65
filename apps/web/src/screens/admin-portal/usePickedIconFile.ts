import { useCallback, useEffect, useRef, useState } from 'react';
import { checkIconFiles } from './uploader';

/**
 * An object URL for the picked file's preview (shown through <img>, so scripts never run); the
 * previous URL is released when another file is picked and the last one when the form closes.
 */
export function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
      latest.current = null;
    },
    [],
  );
  const show = useCallback((file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current);
    const next =
      file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    latest.current = next;
    setUrl(next);
  }, []);
  return [url, show] as const;
}

/**
 * The SVG picked for upload: a pick that breaks the restrictions leaves no file, only its problem.
 * An empty pick (a cancelled file dialog) changes nothing.
 */
export function usePickedIconFile() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, showPreview] = useObjectUrl();

  const pick = (files: readonly File[]) => {
    if (files.length === 0) return false;
    const found = checkIconFiles(files);
    const picked = found ? null : (files[0] ?? null);
    setProblem(found);
    setFile(picked);
    showPreview(picked);
    return true;
  };

  return { file, problem, preview, pick };
}

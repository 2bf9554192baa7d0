import { useSearchParams } from 'react-router';

/** An editor opens content with `?previewMode=true` to see unpublished items (platform.md §6). */
export function usePreviewMode(): boolean {
  const [params] = useSearchParams();
  return params.get('previewMode') === 'true';
}

/** Keeps preview mode on while the editor follows links inside content. */
export function withPreview(path: string, previewMode: boolean): string {
  return previewMode ? `${path}?previewMode=true` : path;
}

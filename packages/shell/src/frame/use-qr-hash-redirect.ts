import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Old printed QR codes point at `#/{hash}`; they open /QR/{hash} (platform.md §2.2). */
export function qrPathFromHash(hash: string): string | undefined {
  return hash.startsWith('#/') && hash.length > 2 ? `/QR/${hash.slice(2)}` : undefined;
}

export function useQrHashRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const target = qrPathFromHash(window.location.hash);
    if (target) void navigate(target, { replace: true });
  }, [navigate]);
}

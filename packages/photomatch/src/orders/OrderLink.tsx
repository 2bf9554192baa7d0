import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PhotoOrder } from '@companion/hub-client';
import { sealGuestState } from '@companion/session';
import { photoPaths } from '../photo-paths';

/**
 * A link to an order's detail page, which is handed the order (bookable-services.md §2). The
 * order is kept for this guest's session when the link is followed, not when it is drawn: a list
 * of orders would otherwise keep every one of them on each render.
 */
export function OrderLink({ order, className, children }: { order: PhotoOrder; className: string; children: ReactNode }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window has no session storage of this tab's: let the browser do it (it shows "not found").
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(photoPaths.orderDetail, { state: sealGuestState({ order }) });
  };
  return (
    <Link className={className} to={photoPaths.orderDetail} onClick={open}>
      {children}
    </Link>
  );
}

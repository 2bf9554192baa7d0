import { create } from 'zustand';

/** Seconds until the kiosk logs the guest out; undefined when no countdown is shown. */
type KioskCountdownState = { secondsLeft: number | undefined };

export const kioskCountdownStore = create<KioskCountdownState>(() => ({ secondsLeft: undefined }));
